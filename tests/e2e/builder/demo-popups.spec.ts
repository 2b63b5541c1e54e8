import type { Page } from "@playwright/test";
import { DEMO_POPUPS as D, EXIT_OFFER_COUPON } from "../../../content/demo/site/build-popups.ts";
import { registerCustomer } from "../demo-shopper.ts";
import { expect, test } from "../fixtures.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/**
 * The demo shop's three popups (content/demo/site/30-popups.xml): on the right pages only, with their rules. Every
 * other spec starts with them dismissed (tests/e2e/fixtures.ts); these start with empty storage.
 */
test.use({ demoPopupsDismissed: false });

const modal = (page: Page, id: number) => page.locator(`#elementor-popup-modal-${id}`);
const screenshots = "test-results/demo-popups";
const width = (page: Page) => page.viewportSize()?.width ?? 0;

async function leaveThroughTheTop(page: Page) {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, -5);
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: -5, relatedTarget: null, bubbles: true })),
  );
}

test.describe("demo popups", { tag: "@phone" }, () => {
  test.describe.configure({ timeout: 90_000 });

  test("newsletter: 5 s into the second page view, once a week, never on the cart or checkout (W-POPUP-09, W-POPUP-35, W-POPUP-37)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/about-us/");
    const newsletter = modal(page, D.newsletter);
    await expect(newsletter).toHaveCount(1);
    await page.waitForTimeout(5800);
    await expect(newsletter).toBeHidden();
    await page.goto("/blog/");
    await page.waitForTimeout(4000);
    await expect(newsletter).toBeHidden();
    await expect(newsletter).toBeVisible({ timeout: 4000 });
    await expect(newsletter).toHaveAttribute("data-vitrine-popup-trigger", "page_load");
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page, "newsletter open: ");
    await page.screenshot({ path: `${screenshots}/newsletter-${width(page)}.png` });
    await newsletter.getByRole("link", { name: "No thanks, not now" }).click();
    await expect(newsletter).toBeHidden();
    // Once a week: the next page views do not show it again.
    await page.goto("/about-us/");
    await page.waitForTimeout(5800);
    await expect(newsletter).toBeHidden();
    await expect(newsletter).toHaveAttribute("data-vitrine-popup-timing", "times");
    for (const path of ["/cart/", "/checkout/", "/my-account/"]) {
      await page.goto(path);
      await expect(modal(page, D.newsletter)).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test(`cart exit offer: guests leaving the cart get ${EXIT_OFFER_COUPON}; not on other pages, not for customers (W-POPUP-12, W-POPUP-32)`, async ({
    page,
  }) => {
    await page.goto("/shop/");
    await expect(modal(page, D.exitOffer)).toHaveCount(0);
    await page.goto("/cart/");
    const offer = modal(page, D.exitOffer);
    await waitForBuilderRuntime(page);
    await expect(offer).toBeHidden();
    await leaveThroughTheTop(page);
    await expect(offer).toBeVisible();
    await expect(offer.getByText(EXIT_OFFER_COUPON, { exact: true })).toBeVisible();
    await page.waitForTimeout(600);
    await expectNoAxeViolations(page, "exit offer open: ");
    await page.screenshot({ path: `${screenshots}/exit-offer-${width(page)}.png` });
    await offer.getByRole("link", { name: "Back to my basket" }).click();
    await expect(offer).toBeHidden();

    // The logged-in rule for all users: a customer never sees it.
    await registerCustomer(page, `demo-popups-${Date.now()}-${width(page)}@example.com`);
    await page.goto("/cart/");
    await waitForBuilderRuntime(page);
    await expect(modal(page, D.exitOffer)).toHaveAttribute("data-vitrine-popup-timing", /logged_in/);
    await leaveThroughTheTop(page);
    await page.waitForTimeout(500);
    await expect(modal(page, D.exitOffer)).toBeHidden();
  });

  test("sale bar: on the home and shop pages between its dates, closing itself after 10 s (W-POPUP-19, W-POPUP-40)", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-24T10:00:00Z") });
    await page.goto("/about-us/");
    await expect(modal(page, D.sale)).toHaveCount(0);
    await page.goto("/");
    const sale = modal(page, D.sale);
    await page.clock.runFor(1500);
    await expect(sale).toBeVisible();
    await page.clock.runFor(700);
    await expectNoAxeViolations(page, "sale bar open: ");
    await page.screenshot({ path: `${screenshots}/sale-${width(page)}.png` });
    await page.clock.runFor(8000);
    await page.clock.runFor(1000);
    await expect(sale).toBeHidden();
    // Once a session: the shop page, in the same session, does not show it again.
    await page.goto("/shop/");
    await expect(modal(page, D.sale)).toHaveCount(1);
    await page.clock.runFor(2000);
    await expect(modal(page, D.sale)).toBeHidden();
  });

  test("sale bar: not before or after its dates (W-POPUP-40, W-POPUP-41)", async ({ browser }) => {
    for (const time of ["2026-11-19T12:00:00Z", "2027-02-01T12:00:00Z"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.install({ time: new Date(time) });
      await page.goto("/shop/");
      await page.clock.runFor(2000);
      await expect(modal(page, D.sale)).toHaveAttribute("data-vitrine-popup-timing", "schedule");
      await expect(modal(page, D.sale)).toBeHidden();
      await context.close();
    }
  });
});
