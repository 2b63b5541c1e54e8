import type { Page } from "@playwright/test";
import { POPUP_PAGES as P } from "../content/build-popups.ts";
import { registerCustomer } from "../demo-shopper.ts";
import { expect, test } from "../fixtures.ts";
import { E2E_PORT } from "../support.ts";
import {
  collectErrors,
  expectNoAxeViolations,
  waitForBuilderRuntime,
  waitForLightboxOpened,
} from "./support.ts";

/** The popup specs' pages (tests/e2e/content/40-popups.xml): popups there are conditioned to these pages only. */
const modal = (page: Page, id: number) => page.locator(`#elementor-popup-modal-${id}`);
const screenshots = "test-results/popups";

async function storage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("elementor") ?? "{}"));
}

test.describe("popups", () => {
  // Timers of several seconds, reloads and axe runs: more than the default budget on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test("a page without popups carries no popup markup and loads no popup code (W-POPUP-13)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto("/builder-plain/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".elementor-popup-modal")).toHaveCount(0);
    expect(scripts.some((url) => /popup\.client|focus-trap/.test(url))).toBe(false);
  });

  test("page load: hidden with its content in the HTML, opens after the delay, focus inside after 250 ms, close button after its delay, Tab kept inside, Esc closes and focus returns (W-POPUP-11, W-POPUP-13, W-POPUP-14, W-POPUP-16, W-POPUP-18, W-POPUP-20, W-POPUP-47, W-POPUP-48)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.request.get(P.load.path);
    const html = await response.text();
    expect(html).toContain("10% off your first order");
    expect(html).toMatch(
      /id="elementor-popup-modal-40101"[^>]*role="dialog"[^>]*aria-modal="true"[^>]*aria-label="Join the studio newsletter"/,
    );

    await page.goto(P.load.path);
    const popup = modal(page, P.load.popup);
    await expect(popup).toBeHidden();
    // The delay runs from when the popup module is armed, which a busy machine can put seconds after `load`.
    await waitForBuilderRuntime(page);
    await expect(popup).toBeVisible({ timeout: 5000 });
    await expect(popup).toHaveAttribute("data-vitrine-popup-trigger", "page_load");
    // prevent_scroll locks the page.
    await expect(page.locator("html")).toHaveClass(/vitrine-popup-scroll-locked/);
    await expect(popup.locator(".dialog-widget-content")).toHaveClass(/animated fadeInUp/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".elementor-popup-modal")?.id))
      .toBe("elementor-popup-modal-40101");
    await expect(popup.locator(".dialog-close-button")).toBeVisible();
    // a11y_navigation: Tab never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("#elementor-popup-modal-40101"))),
      ).toBe(true);
    }
    await page.screenshot({ path: `${screenshots}/load-${page.viewportSize()?.width}.png` });
    // The close animation runs 450 ms before the dialog hides.
    const hiddenAfter = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          document.addEventListener("vitrine:popup:hide", () => resolve(performance.now() - start), {
            once: true,
          });
        }),
    );
    await page.keyboard.press("Escape");
    expect(await hiddenAfter).toBeGreaterThanOrEqual(440);
    await expect(popup).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/vitrine-popup-scroll-locked/);
    const stored = await storage(page);
    expect(stored).toMatchObject({ pageViews: 1, sessions: 1, popup_40101_times: 1 });
    expect(errors).toEqual([]);
  });

  test("axe finds nothing on an open popup at 1280 and 390 px; screenshots (W-POPUP-04)", async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(P.load.path);
      await expect(modal(page, P.load.popup)).toBeVisible({ timeout: 5000 });
      await expect(modal(page, P.load.popup).locator(".dialog-close-button")).toBeVisible();
      await page.waitForTimeout(700);
      await expectNoAxeViolations(page, `${width}px: `);
      await page.screenshot({ path: `${screenshots}/newsletter-${width}.png` });
      await page.goto(P.background.path);
      await expect(modal(page, P.background.popup)).toBeVisible();
      await page.waitForTimeout(1300);
      await page.screenshot({ path: `${screenshots}/outside-close-${width}.png` });
      await page.evaluate(() => localStorage.clear());
    }
  });

  test("do_not_show_again disables the popup for good, across reloads (W-POPUP-23, W-POPUP-45)", async ({
    page,
  }) => {
    await page.goto(P.load.path);
    const popup = modal(page, P.load.popup);
    await expect(popup).toBeVisible({ timeout: 5000 });
    await popup.getByRole("link", { name: "No thanks" }).click();
    await expect(popup).toBeHidden();
    expect(await storage(page)).toMatchObject({ popup_40101_disable: true });
    await page.reload();
    await page.waitForTimeout(2000);
    await expect(popup).toBeHidden();
  });

  test("prevented Esc and background click keep it open; it closes itself after close_automatically seconds (W-POPUP-03, W-POPUP-17, W-POPUP-18, W-POPUP-19)", async ({
    page,
  }) => {
    await page.goto(P.prevent.path);
    const popup = modal(page, P.prevent.popup);
    await expect(popup).toBeVisible();
    const openedAt = Date.now();
    await expect(popup.locator(".dialog-close-button")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await popup.click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeVisible();
    await expect(popup).toBeHidden({ timeout: 5000 });
    expect(Date.now() - openedAt).toBeGreaterThan(1500);
  });

  test("a background click closes; the close button sits outside the box (W-POPUP-04, W-POPUP-16, W-POPUP-17)", async ({
    page,
  }) => {
    await page.goto(P.background.path);
    const popup = modal(page, P.background.popup);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveClass(/elementor-popup-close-button--outside/);
    await popup.click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.locator(".dialog-close-button").click();
    await expect(popup).toBeHidden();
  });

  test("scrolling down past the offset and scrolling to a selector (W-POPUP-11, W-POPUP-15)", async ({
    page,
  }) => {
    // A scroll before the popup module is armed is not seen (as in Elementor Pro): wait for the runtime first.
    await page.goto(P.scroll.path);
    await waitForBuilderRuntime(page);
    const popup = modal(page, P.scroll.popup);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(400);
    await expect(popup).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(popup).toBeVisible();

    await page.goto(P.scrollTo.path);
    await waitForBuilderRuntime(page);
    const target = modal(page, P.scrollTo.popup);
    await page.waitForTimeout(500);
    await expect(target).toBeHidden();
    await page.locator("#popups-target").scrollIntoViewIfNeeded();
    await expect(target).toBeVisible();
    await expect(target).toHaveAttribute("data-vitrine-popup-trigger", "scrolling_to");
  });

  test("click count, inactivity and exit intent (W-POPUP-12)", async ({ page }) => {
    await page.goto(P.click.path);
    const clicks = modal(page, P.click.popup);
    await waitForBuilderRuntime(page);
    const heading = page.getByRole("heading", { name: "Clicks", exact: true });
    await heading.click();
    await heading.click();
    await page.waitForTimeout(300);
    await expect(clicks).toBeHidden();
    await heading.click();
    await expect(clicks).toBeVisible();

    await page.goto(P.exit.path);
    const exit = modal(page, P.exit.popup);
    await waitForBuilderRuntime(page);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 200);
    await expect(exit).toBeHidden();
    await page.mouse.move(400, -5);
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: -5, relatedTarget: null, bubbles: true })),
    );
    await expect(exit).toBeVisible();

    // The fixture's popup opens after 2 s without activity; the page's clock moves only when the test moves it
    // (a page that loaded slowly had its timer run out before the first mouse move).
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto(P.inactivity.path);
    const idle = modal(page, P.inactivity.popup);
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return page.evaluate(() => document.documentElement.dataset.vitrineWidgets);
      })
      .toBe("mounted");
    await page.clock.runFor(1200);
    await page.mouse.move(100, 200);
    await page.clock.runFor(1200);
    await expect(idle).toBeHidden();
    await page.clock.runFor(800);
    await expect(idle).toBeVisible();
  });

  test("adblock detection opens when the bait is hidden, not otherwise (W-POPUP-12)", async ({ page }) => {
    await page.goto(P.adblock.path);
    await page.waitForTimeout(1800);
    await expect(modal(page, P.adblock.popup)).toBeHidden();
    // An ad blocker's cosmetic filter, as a stylesheet installed before the page's script runs.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent = ".ad-box { display: none !important; }";
        document.head.append(style);
      });
    });
    await page.reload();
    await expect(modal(page, P.adblock.popup)).toBeVisible({ timeout: 4000 });
  });

  test("avoid_multiple_popups suppresses a second popup once one has popped (W-POPUP-21, W-POPUP-22)", async ({
    page,
  }) => {
    await page.goto(P.multiple.path);
    await expect(modal(page, P.multiple.popup)).toBeVisible();
    await page.waitForTimeout(1800);
    await expect(modal(page, P.multiple.second)).toBeHidden();
  });

  test("times: once a week, shown again with the clock a week forward (W-POPUP-37, W-POPUP-38, W-POPUP-39, W-POPUP-46)", async ({
    page,
  }) => {
    const start = new Date("2030-03-04T10:00:00Z");
    await page.clock.install({ time: start });
    await page.goto(P.weekly.path);
    const popup = modal(page, P.weekly.popup);
    await expect(popup).toBeVisible();
    const stored = await storage(page);
    expect(stored["popup-40112-impressions-count"]).toBe(1);
    // A week (604800 s) from the first impression, stored in milliseconds.
    const expiry = (stored.__expiration as Record<string, number>)["popup-40112-impressions-count"] ?? 0;
    expect(expiry - start.getTime()).toBeGreaterThanOrEqual(604800 * 1000);
    expect(expiry - start.getTime()).toBeLessThan(604800 * 1000 + 60_000);
    await page.reload();
    await page.waitForTimeout(500);
    await expect(popup).toBeHidden();
    await expect(popup).toHaveAttribute("data-vitrine-popup-timing", "times");
    await page.clock.setSystemTime(new Date(start.getTime() + 604800 * 1000 + 3_600_000));
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test("url and source rules with real referrers from a second local origin (W-POPUP-24, W-POPUP-25, W-POPUP-26, W-POPUP-27, W-POPUP-28, W-POPUP-29)", async ({
    page,
  }) => {
    // Arriving from another origin (localhost links to 127.0.0.1): external, and the regex matches the referrer.
    await page.goto(`http://localhost:${E2E_PORT}/popups-links/`);
    await page.evaluate((target) => {
      const link = document.createElement("a");
      link.href = target;
      link.textContent = "to the referrer page";
      document.body.append(link);
      link.click();
    }, `http://127.0.0.1:${E2E_PORT}${P.referrer.path}`);
    await page.waitForURL(`**${P.referrer.path}`);
    expect(await page.evaluate(() => document.referrer)).toBe(`http://localhost:${E2E_PORT}/`);
    await expect(modal(page, P.referrer.popup)).toBeVisible();
    await expect(modal(page, P.referrer.internal)).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(modal(page, P.referrer.popup)).toBeHidden();
    // From this site: internal, and the hide action passes as the referrer lacks "localhost".
    await page.getByRole("link", { name: "This page again" }).click();
    await page.waitForLoadState("load");
    await expect(modal(page, P.referrer.internal)).toBeVisible();
    await expect(modal(page, P.referrer.popup)).toBeHidden();
  });

  test("logged-in rule: guests see it, a customer does not, from the page's roles (W-POPUP-31, W-POPUP-33, W-POPUP-34)", async ({
    page,
  }) => {
    await page.goto(P.loggedIn.path);
    await expect(modal(page, P.loggedIn.popup)).toBeVisible();
    await registerCustomer(page, `popups-${Date.now()}@example.com`);
    await page.goto(P.loggedIn.path);
    const context = await page.locator("#vitrine-popup-context").textContent();
    expect(JSON.parse(context ?? "{}")).toMatchObject({ viewer: { loggedIn: true, roles: ["customer"] } });
    await page.waitForTimeout(800);
    await expect(modal(page, P.loggedIn.popup)).toBeHidden();
    await expect(modal(page, P.loggedIn.popup)).toHaveAttribute("data-vitrine-popup-timing", "logged_in");
  });

  test("schedule in the shop's time and in the visitor's (W-POPUP-40, W-POPUP-41, W-POPUP-10)", async ({
    browser,
  }) => {
    // The shop is in Europe/Paris (UTC+2 in June). 08:00 UTC is 10:00 in Paris, inside 09:00–12:00 in shop time,
    // and 01:00 in Los Angeles, outside it in the visitor's time.
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2030-06-01T08:00:00Z") });
    await page.goto(P.schedule.path);
    await expect(modal(page, P.schedule.popup)).toBeVisible();
    await expect(modal(page, P.schedule.visitor)).toHaveAttribute("data-vitrine-popup-timing", "schedule");
    // 17:00 UTC is 10:00 in Los Angeles: now only the visitor-time popup shows.
    await page.clock.setSystemTime(new Date("2030-06-01T17:00:00Z"));
    await page.reload();
    await expect(modal(page, P.schedule.visitor)).toBeVisible();
    await expect(modal(page, P.schedule.popup)).toHaveAttribute("data-vitrine-popup-timing", "schedule");
    await context.close();
  });

  test("page views: from the second view since first seen; the per-page key is 50 characters (W-POPUP-35, W-POPUP-42, W-POPUP-44, S-THEME-23)", async ({
    page,
  }) => {
    await page.goto(P.pageViews.path);
    // The first view is counted once the popup script has run; reloading before that would count it again.
    await expect.poll(async () => (await storage(page)).pageViews).toBe(1);
    await expect(modal(page, P.pageViews.popup)).toBeHidden();
    await page.reload();
    await expect(modal(page, P.pageViews.popup)).toBeVisible();
    const stored = await storage(page);
    expect(stored).toMatchObject({ pageViews: 2, popup_40119_page_views_initialPageViews: 1 });
    expect(stored[`pageViews_${P.pageViews.path}`]).toBe(2);
    expect(Object.keys(stored).every((key) => key.length <= 50 || !key.startsWith("pageViews_"))).toBe(true);
  });

  test("link actions open, toggle and close; open_selector opens; a popup not on the page opens its own page (W-POPUP-01)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(P.links.path);
    const popup = modal(page, P.links.popup);
    await waitForBuilderRuntime(page);
    await page.getByRole("link", { name: "Open the offer" }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole("link", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    // Focus returns to the link that opened it (100 ms after closing).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Open the offer");
    await page.getByRole("link", { name: "Open by selector" }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await page.getByRole("link", { name: "Toggle the offer" }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await page.getByRole("link", { name: "Open a popup not on this page" }).click();
    await page.waitForURL(`**/?elementor_library=${P.orphan.popup}`);
    await expect(page.getByRole("heading", { name: "Never on a page" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without script a popup link leads to the popup's content as a page; an unknown popup is a 404 (W-POPUP-01)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(P.links.path);
    await page.getByRole("link", { name: "Open the offer" }).click();
    await page.waitForURL(`**/?elementor_library=${P.links.popup}#elementor-action*`);
    await expect(page.getByRole("heading", { name: "Free shipping this weekend" })).toBeVisible();
    await expect(page).toHaveTitle(/^The offer – /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.screenshot({ path: `${screenshots}/popup-page-no-script.png` });
    const bySlug = await page.goto(`/?elementor_library=popup-${P.links.popup}`);
    expect(bySlug?.status()).toBe(200);
    const missing = await page.goto("/?elementor_library=no-such-popup");
    expect(missing?.status()).toBe(404);
    // A page is not a popup: its id does not show it here.
    expect((await page.goto(`/?elementor_library=${P.links.id}`))?.status()).toBe(404);
    await context.close();
  });

  test("ajax content: GET the link's URL and show its content; a failure says so with a link (W-POPUP-52, W-POPUP-53)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const requests: { method: string; body: string | null }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("elementor_library="))
        requests.push({ method: request.method(), body: request.postData() });
    });
    await page.goto(P.content.path);
    await waitForBuilderRuntime(page);
    await page.getByRole("link", { name: "The popup page, fetched" }).click();
    const dialog = page.getByRole("dialog", { name: "The popup page, fetched" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Never on a page" })).toBeVisible();
    expect(requests).toEqual([{ method: "GET", body: null }]);
    await expectNoAxeViolations(page, "ajax content: ");
    await page.screenshot({ path: `${screenshots}/ajax-${page.viewportSize()?.width}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("The popup page, fetched");

    await page.getByRole("link", { name: "A page that does not exist" }).click();
    const failed = page.getByRole("dialog", { name: "A page that does not exist" });
    await expect(failed.getByText("The content could not be loaded.")).toBeVisible();
    await expect(failed.getByRole("link", { name: "The content" })).toHaveAttribute(
      "href",
      /\/popups-no-such-page\/$/,
    );
    await page.screenshot({ path: `${screenshots}/ajax-failed-${page.viewportSize()?.width}.png` });
    await failed.getByRole("button", { name: "Close (Esc)" }).click();
    await expect(failed).toHaveCount(0);
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
  });

  test("inline content: the element moves into the popup and back; a missing one shows Content not found (W-POPUP-55)", async ({
    page,
  }) => {
    await page.goto(P.content.path);
    await waitForBuilderRuntime(page);
    await expect(page.getByRole("heading", { name: "Offer terms" })).toBeHidden();
    await page.getByRole("link", { name: "The offer terms" }).click();
    const dialog = page.getByRole("dialog", { name: "The offer terms" });
    await expect(dialog.getByRole("heading", { name: "Offer terms" })).toBeVisible();
    // A click on the backdrop closes it, and the element goes back, hidden again.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("#popups-inline-terms.mfp-hide")).toHaveCount(1);
    await expect(page.locator(".elementor-widget-text-editor #popups-inline-terms")).toHaveCount(1);
    await page.getByRole("link", { name: "Terms that are not on the page" }).click();
    const missing = page.getByRole("dialog", { name: "Terms that are not on the page" });
    await expect(missing.getByText("Content not found")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(missing).toHaveCount(0);
  });

  test("storage that throws means no popup and no script error (W-POPUP-43)", async ({ page }) => {
    const errors = collectErrors(page);
    // A full quota: every write throws.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("denied", "QuotaExceededError");
      };
    });
    await page.goto(P.background.path);
    await page.waitForTimeout(1000);
    await expect(modal(page, P.background.popup)).toBeHidden();
    expect(errors.filter((error) => !/denied/.test(error))).toEqual([]);
  });

  test("reduced motion: no entrance animation and the popup hides at once (W-POPUP-05)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(P.background.path);
    const popup = modal(page, P.background.popup);
    await expect(popup).toBeVisible();
    await expect(popup.locator(".dialog-widget-content")).not.toHaveClass(/animated/);
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden({ timeout: 200 });
    await context.close();
  });

  test("lightbox: a gallery with its counter, arrow keys, a failed image, Esc; downloads and opted-out links are left alone (W-POPUP-49, W-POPUP-50, W-POPUP-51, W-POPUP-54, W-MISC-03, W-MISC-04, W-MISC-05)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(P.lightbox.path);
    await waitForBuilderRuntime(page);
    expect(scripts.some((url) => /lightbox/.test(url))).toBe(false);
    await page.getByRole("link", { name: "Celadon glaze" }).click();
    const lightbox = page.locator(".pswp");
    await expect(lightbox).toBeVisible();
    expect(scripts.some((url) => /lightbox/.test(url))).toBe(true);
    await expect(lightbox.locator(".pswp__counter")).toHaveText("1 of 3");
    await waitForLightboxOpened(page);
    await page.screenshot({ path: `${screenshots}/lightbox-${page.viewportSize()?.width}.png` });
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.locator(".pswp__counter")).toHaveText("2 of 3");
    await page.keyboard.press("ArrowRight");
    await expect(lightbox.locator(".pswp__counter")).toHaveText("3 of 3");
    await expect(lightbox.getByText("The image could not be loaded.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);
    // A download and a link with the lightbox switched off behave as links.
    const download = page.getByRole("link", { name: "Download the glaze chart" });
    await expect(download).toHaveAttribute("download");
    await download.click();
    await page.waitForTimeout(500);
    await expect(page.locator(".pswp")).toHaveCount(0);
    await page.goto(P.lightbox.path);
    await page.getByRole("link", { name: "The chart on its own page" }).click();
    await page.waitForURL("**/builder/placeholder.svg");
  });
});
