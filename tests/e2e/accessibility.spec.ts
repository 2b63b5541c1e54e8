import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Cookie, expect, type Page, test } from "@playwright/test";
import { addToCartByRequest, placeOrder, registerCustomer } from "./demo-shopper.ts";
import { PAGE_TYPES, type PlacedOrder, pageTypePath } from "./page-types.ts";
import { waitForPageScript } from "./support.ts";

/**
 * axe-core on every page type, in the light and the dark palette, at the desktop and the mobile size (the
 * two projects), with the page script running. axe's `target-size` rule (WCAG 2.5.8, off by default) is on.
 * The page types are listed in page-types.ts.
 */

async function expectNoViolations(page: Page): Promise<void> {
  await waitForPageScript(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
  // The rule ran: every page has controls it measures.
  expect(results.passes.map((rule) => rule.id)).toContain("target-size");
}

const PALETTES = [
  { name: "light", cookie: "false" },
  { name: "dark", cookie: "true" },
] as const;

/** One customer with one order per worker: the account and order pages need them. */
let customer: { cookies: Cookie[]; order: PlacedOrder } | null = null;

async function signedInCustomer(browser: Browser, baseURL: string) {
  if (customer) return customer;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `axe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerCustomer(page, email);
  await addToCartByRequest(context.request);
  const order = await placeOrder(page, email);
  customer = { cookies: await context.cookies(), order };
  await context.close();
  return customer;
}

test.describe("axe-core (with target-size) finds no violations", () => {
  for (const pageType of PAGE_TYPES) {
    test(`on the ${pageType.name} page, in both palettes`, async ({ browser, baseURL, page }) => {
      test.setTimeout(60_000);
      let order: PlacedOrder = { id: "", receivedPath: "" };
      if (pageType.visitor === "customer") {
        const signedIn = await signedInCustomer(browser, baseURL ?? "");
        order = signedIn.order;
        await page.context().addCookies(signedIn.cookies);
      }
      if (pageType.visitor === "guest with a cart") await addToCartByRequest(page.request);
      const path = pageTypePath(pageType, order);
      for (const palette of PALETTES) {
        await page
          .context()
          .addCookies([{ name: "astraColorSwitcherState", value: palette.cookie, url: baseURL ?? "" }]);
        await page.goto(path);
        const body = page.locator("body");
        if (palette.name === "dark") await expect(body).toHaveClass(/astra-dark-mode-enable/);
        else await expect(body).not.toHaveClass(/astra-dark-mode-enable/);
        if (pageType.prepare) {
          await waitForPageScript(page);
          await pageType.prepare(page);
        }
        await test.step(`${palette.name} palette`, () => expectNoViolations(page));
      }
    });
  }
});
