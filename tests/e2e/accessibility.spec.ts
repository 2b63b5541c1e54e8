import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Cookie, expect, type Page, test } from "@playwright/test";
import { addToCartByRequest, placeOrder, registerCustomer } from "./demo-shopper.ts";
import { waitForPageScript } from "./support.ts";

/**
 * axe-core on every page type, in the light and the dark palette, at the desktop and the mobile size (the
 * two projects), with the page script running. axe's `target-size` rule (WCAG 2.5.8, off by default) is on.
 * New page types get a line here.
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

type Visitor = "guest" | "guest with a cart" | "customer";

interface PageType {
  name: string;
  visitor: Visitor;
  path: string | ((order: { id: string; receivedPath: string }) => string);
  /** Brings the page into the state to check once it has loaded. */
  prepare?: (page: Page) => Promise<void>;
}

const PAGE_TYPES: PageType[] = [
  { name: "home", visitor: "guest", path: "/" },
  { name: "shop", visitor: "guest", path: "/shop/" },
  { name: "category archive", visitor: "guest", path: "/product-category/home/" },
  { name: "tag archive", visitor: "guest", path: "/product-tag/organic/" },
  { name: "simple product", visitor: "guest", path: "/product/speckled-stoneware-mug/" },
  { name: "variable product", visitor: "guest", path: "/product/organic-hoodie/" },
  { name: "search results", visitor: "guest", path: "/?s=mug&post_type=product" },
  { name: "empty search results", visitor: "guest", path: "/?s=zeppelin&post_type=product" },
  { name: "empty cart", visitor: "guest", path: "/cart/" },
  { name: "account login", visitor: "guest", path: "/my-account/" },
  { name: "lost password", visitor: "guest", path: "/my-account/lost-password/" },
  { name: "not found", visitor: "guest", path: "/no-such-page/" },
  { name: "cart", visitor: "guest with a cart", path: "/cart/" },
  { name: "checkout", visitor: "guest with a cart", path: "/checkout/" },
  {
    name: "checkout with errors",
    visitor: "guest with a cart",
    path: "/checkout/",
    prepare: async (page) => {
      await waitForPageScript(page);
      await page.fill("#billing_email", "not-an-email");
      await page.click("#place_order");
      await expect(page.locator(".woocommerce-NoticeGroup-checkout")).toBeVisible();
    },
  },
  { name: "order received", visitor: "customer", path: (order) => order.receivedPath },
  { name: "account dashboard", visitor: "customer", path: "/my-account/" },
  { name: "account orders", visitor: "customer", path: "/my-account/orders/" },
  { name: "account order view", visitor: "customer", path: (order) => `/my-account/view-order/${order.id}/` },
  { name: "account addresses", visitor: "customer", path: "/my-account/edit-address/" },
  { name: "account address form", visitor: "customer", path: "/my-account/edit-address/billing/" },
  { name: "account details", visitor: "customer", path: "/my-account/edit-account/" },
];

const PALETTES = [
  { name: "light", cookie: "false" },
  { name: "dark", cookie: "true" },
] as const;

/** One customer with one order per worker: the account and order pages need them. */
let customer: { cookies: Cookie[]; order: { id: string; receivedPath: string } } | null = null;

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
      let order = { id: "", receivedPath: "" };
      if (pageType.visitor === "customer") {
        const signedIn = await signedInCustomer(browser, baseURL ?? "");
        order = signedIn.order;
        await page.context().addCookies(signedIn.cookies);
      }
      if (pageType.visitor === "guest with a cart") await addToCartByRequest(page.request);
      const path = typeof pageType.path === "string" ? pageType.path : pageType.path(order);
      for (const palette of PALETTES) {
        await page
          .context()
          .addCookies([{ name: "astraColorSwitcherState", value: palette.cookie, url: baseURL ?? "" }]);
        await page.goto(path);
        const body = page.locator("body");
        if (palette.name === "dark") await expect(body).toHaveClass(/astra-dark-mode-enable/);
        else await expect(body).not.toHaveClass(/astra-dark-mode-enable/);
        await pageType.prepare?.(page);
        await test.step(`${palette.name} palette`, () => expectNoViolations(page));
      }
    });
  }
});
