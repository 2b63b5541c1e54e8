import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForPageScript } from "./support.ts";

/**
 * axe-core on every page type, at the desktop and the mobile size (the two projects), with the page
 * script running. New page types get a line here.
 */
const MUG_ID = "127";

async function addMugToCart(page: Page): Promise<void> {
  const response = await page.request.post("/?wc-ajax=add_to_cart", {
    form: { product_id: MUG_ID, quantity: "1" },
  });
  expect(response.ok()).toBe(true);
}

async function expectNoViolations(page: Page): Promise<void> {
  await waitForPageScript(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
}

const pages: Array<{ name: string; path: string; needsCart?: boolean }> = [
  { name: "home", path: "/" },
  { name: "shop", path: "/shop/" },
  { name: "product", path: "/product/speckled-stoneware-mug/" },
  { name: "cart", path: "/cart/", needsCart: true },
  { name: "checkout", path: "/checkout/", needsCart: true },
  { name: "search results", path: "/?s=mug&post_type=product" },
  { name: "account login", path: "/my-account/" },
  { name: "not found", path: "/no-such-page/" },
];

test.describe("axe-core finds no violations", () => {
  for (const { name, path, needsCart } of pages) {
    test(`on the ${name} page`, async ({ page }) => {
      if (needsCart) await addMugToCart(page);
      await page.goto(path);
      await expectNoViolations(page);
    });
  }

  for (const path of ["/", "/shop/", "/cart/"]) {
    test(`in the dark palette on ${path}`, async ({ page, context }) => {
      if (path === "/cart/") await addMugToCart(page);
      await page.goto("/");
      await context.addCookies([{ name: "astraColorSwitcherState", value: "true", url: page.url() }]);
      await page.goto(path);
      await expect(page.locator("body")).toHaveClass(/astra-dark-mode-enable/);
      await expectNoViolations(page);
    });
  }
});
