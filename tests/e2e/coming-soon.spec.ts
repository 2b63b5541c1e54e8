import { registerCustomer } from "./demo-shopper.ts";
import { expect, test } from "./fixtures.ts";
import { variantOrigin, waitForHydration } from "./support.ts";

/** The statistics variant's shop is also in coming-soon mode (tests/e2e/settings/statistics.json). */
const origin = variantOrigin("statistics");

test.describe("coming-soon banner", () => {
  test("S-THEME-09 S-THEME-10 a logged-in customer's banner, its code loaded only where it shows, dismisses by the REST call", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await expect(page.locator(".woocommerce-coming-soon-banner")).toHaveCount(0);
    expect(scripts.some((url) => url.includes("/coming-soon-banner-"))).toBe(false);

    await registerCustomer(page, `soon.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, origin);

    await page.goto(`${origin}/shop/`);
    const banner = page.locator(".woocommerce-coming-soon-banner");
    await expect(banner).toContainText("coming soon");
    await waitForHydration(page);
    await expect.poll(() => scripts.some((url) => url.includes("/coming-soon-banner-"))).toBe(true);
    // The banner hydrates once its chunk has arrived, after the page; React then keeps its props (the form's
    // submit handler) on the element. A click before that posts the form, as without script.
    await page.waitForFunction(() => {
      const form = document.querySelector(".woocommerce-coming-soon-banner form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps$"));
    });
    const dismissal = page.waitForResponse(
      (response) =>
        response.url().endsWith("/wp-json/wp/v2/users/me") && response.request().method() === "POST",
    );
    const address = page.url();
    await banner.getByRole("button", { name: "Dismiss the coming soon notice" }).click();
    expect((await dismissal).status()).toBe(200);
    await expect(banner).toHaveCount(0);
    expect(page.url()).toBe(address);

    await page.reload();
    await expect(page.locator("nav.woocommerce-breadcrumb, main").first()).toBeVisible();
    await expect(page.locator(".woocommerce-coming-soon-banner")).toHaveCount(0);
  });
});
