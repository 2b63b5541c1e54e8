import AxeBuilder from "@axe-core/playwright";
import type { Browser, Cookie, Page } from "@playwright/test";
import { addToCartByRequest, placeOrder, registerCustomer } from "./demo-shopper.ts";
import { expect, test } from "./fixtures.ts";
import { PAGE_TYPES, type PlacedOrder, pageTypePath } from "./page-types.ts";
import { waitForPageScript } from "./support.ts";

/**
 * axe-core on every page type, at the desktop and the mobile size (the two projects), with the page script
 * running: every rule in the light palette, with `target-size` (WCAG 2.5.8, off by default) on, and the colour
 * rules again in the dark palette.
 * The page types are listed in page-types.ts.
 */

/** What the dark palette changes: colours only, so it is checked by the rules about colour. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

async function expectNoViolations(page: Page, palette: "light" | "dark"): Promise<void> {
  await waitForPageScript(page);
  const axe = new AxeBuilder({ page });
  const results =
    palette === "light"
      ? await axe.options({ rules: { "target-size": { enabled: true } } }).analyze()
      : await axe.withRules(COLOUR_RULES).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
  // The rules ran: every page has controls target-size measures and text whose contrast is measured.
  const ran = [...results.passes, ...results.incomplete].map((rule) => rule.id);
  expect(ran).toContain(palette === "light" ? "target-size" : "color-contrast");
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
        await test.step(`${palette.name} palette`, () => expectNoViolations(page, palette.name));
      }
    });
  }
});
