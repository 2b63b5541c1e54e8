/**
 * Screenshots of every page type at 390 and 1366 px wide, in the light and the dark palette, taken from
 * a running production build (`npm run build && npm run serve`, or any Vitrine serving the demo shop).
 *
 *   npm run screenshots -- [folder] [--base-url http://127.0.0.1:3000] [--only checkout,cart]
 *
 * The folder defaults to a new one under the system's temporary folder. The script registers a customer
 * and places one order on the shop it is pointed at (the demo shop's offline payment methods), so point it
 * at a demo or test instance, never a live shop.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import {
  addToCartByRequest,
  DEMO_PASSWORD,
  MUG_ID,
  placeOrder,
  registerCustomer,
} from "../tests/e2e/demo-shopper.ts";

const WIDTHS = [390, 1366] as const;
const PALETTES = ["light", "dark"] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Palette = (typeof PALETTES)[number];

interface Shot {
  name: string;
  /** Who looks at the page: a guest with something in the cart (or not), or the registered customer. */
  as: "guest" | "guest-with-cart" | "customer";
  path: string | ((order: PlacedOrder) => string);
  /** Brings the page into the state worth seeing after it loaded. */
  prepare?: (page: Page) => Promise<void>;
}

type PlacedOrder = Awaited<ReturnType<typeof placeOrder>>;

const SHOTS: Shot[] = [
  { name: "home", as: "guest", path: "/" },
  { name: "shop", as: "guest", path: "/shop/" },
  { name: "category", as: "guest", path: "/product-category/home/" },
  { name: "tag", as: "guest", path: "/product-tag/organic/" },
  { name: "product-simple", as: "guest", path: "/product/speckled-stoneware-mug/" },
  { name: "product-variable", as: "guest", path: "/product/organic-hoodie/" },
  { name: "search", as: "guest", path: "/?s=mug&post_type=product" },
  { name: "search-empty", as: "guest", path: "/?s=zeppelin&post_type=product" },
  { name: "not-found", as: "guest", path: "/no-such-page/" },
  { name: "cart-empty", as: "guest", path: "/cart/" },
  { name: "account-login", as: "guest", path: "/my-account/" },
  { name: "lost-password", as: "guest", path: "/my-account/lost-password/" },
  { name: "cart", as: "guest-with-cart", path: "/cart/" },
  { name: "checkout", as: "guest-with-cart", path: "/checkout/" },
  {
    name: "checkout-errors",
    as: "guest-with-cart",
    path: "/checkout/",
    prepare: async (page) => {
      await page.fill("#billing_email", "not-an-email");
      await page.click("#place_order");
      await page.locator(".woocommerce-NoticeGroup-checkout").waitFor();
    },
  },
  {
    // Last of the guest's pages: it fills the guest's cart.
    name: "cart-drawer",
    as: "guest",
    path: "/product/speckled-stoneware-mug/",
    prepare: async (page) => {
      await page.locator(".summary .single_add_to_cart_button").click();
      await page.locator("#astra-mobile-cart-drawer[open]").waitFor();
      await page.waitForLoadState("networkidle");
    },
  },
  { name: "order-received", as: "customer", path: (order) => order.receivedPath },
  { name: "account-dashboard", as: "customer", path: "/my-account/" },
  { name: "account-orders", as: "customer", path: "/my-account/orders/" },
  { name: "account-order", as: "customer", path: (order) => `/my-account/view-order/${order.id}/` },
  { name: "account-addresses", as: "customer", path: "/my-account/edit-address/" },
  { name: "account-edit-address", as: "customer", path: "/my-account/edit-address/billing/" },
  { name: "account-details", as: "customer", path: "/my-account/edit-account/" },
];

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "base-url": { type: "string", default: process.env.BASE_URL ?? "http://127.0.0.1:3000" },
      only: { type: "string" },
    },
  });
  const folder = positionals[0]
    ? path.resolve(positionals[0])
    : mkdtempSync(path.join(tmpdir(), "vitrine-screenshots-"));
  const only = values.only ? new Set(values.only.split(",").map((name) => name.trim())) : null;
  if (only) {
    const unknown = [...only].filter((name) => !SHOTS.some((shot) => shot.name === name));
    if (unknown.length > 0) throw new Error(`Unknown page type(s): ${unknown.join(", ")}`);
  }
  return { baseUrl: values["base-url"].replace(/\/$/, ""), folder, only };
}

async function newContext(browser: Browser, baseUrl: string, width: number, palette: Palette) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
    hasTouch: width < 600,
    colorScheme: palette === "dark" ? "dark" : "light",
    reducedMotion: "reduce",
  });
  // The switcher's own cookie, so the server paints the palette whatever the system preference.
  await context.addCookies([
    { name: "astraColorSwitcherState", value: palette === "dark" ? "true" : "false", url: baseUrl },
  ]);
  return context;
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto("/my-account/");
  const form = page.locator("form.woocommerce-form-login");
  await form.locator("#username").fill(email);
  await form.locator("#password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.locator("nav.woocommerce-MyAccount-navigation").waitFor();
}

/** Registers a customer, who then buys a mug: the account pages and the order pages need one. */
async function customerWithOrder(browser: Browser, baseUrl: string) {
  const context = await newContext(browser, baseUrl, 1366, "light");
  const page = await context.newPage();
  const email = `screenshots.${Date.now()}@example.com`;
  await registerCustomer(page, email);
  await addToCartByRequest(context.request, MUG_ID, 2);
  const order = await placeOrder(page, email);
  await context.close();
  return { email, order };
}

async function main(): Promise<void> {
  const { baseUrl, folder, only } = options();
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const { email, order } = await customerWithOrder(browser, baseUrl);
    const wanted = SHOTS.filter((shot) => !only || only.has(shot.name));
    for (const width of WIDTHS) {
      for (const palette of PALETTES) {
        const contexts = new Map<Shot["as"], BrowserContext>();
        const contextFor = async (as: Shot["as"]) => {
          const existing = contexts.get(as);
          if (existing) return existing;
          const context = await newContext(browser, baseUrl, width, palette);
          if (as === "guest-with-cart") await addToCartByRequest(context.request, MUG_ID, 2);
          if (as === "customer") await logIn(await context.newPage(), email);
          contexts.set(as, context);
          return context;
        };
        for (const shot of wanted) {
          const context = await contextFor(shot.as);
          const page = await context.newPage();
          await page.goto(typeof shot.path === "string" ? shot.path : shot.path(order));
          await settle(page);
          await shot.prepare?.(page);
          const file = path.join(folder, `${shot.name}-${width}-${palette}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
          await page.close();
        }
        for (const context of contexts.values()) await context.close();
      }
    }
    console.log(`${wanted.length * WIDTHS.length * PALETTES.length} screenshots in ${folder}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
