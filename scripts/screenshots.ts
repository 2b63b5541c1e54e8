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
  logIn,
  MUG_ID,
  placeOrder,
  registerCustomer,
} from "../tests/e2e/demo-shopper.ts";
import { PAGE_TYPES, type PlacedOrder, pageTypePath, type Visitor } from "../tests/e2e/page-types.ts";

const WIDTHS = [390, 1366] as const;
const PALETTES = ["light", "dark"] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Palette = (typeof PALETTES)[number];

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
    const unknown = [...only].filter((name) => !PAGE_TYPES.some((pageType) => pageType.slug === name));
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
  await revealLazyImages(page);
}

/**
 * Scrolls through the page a screen at a time, then back to the top, so images below the fold
 * (`loading="lazy"`) are loaded before the full-page picture: without it they were blank.
 */
async function revealLazyImages(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  await page.waitForLoadState("networkidle");
  // A broken image counts as done; an image still loading after 10 s is left as it is.
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** Registers a customer, who then buys a mug: the account pages and the order pages need one. */
async function customerWithOrder(
  browser: Browser,
  baseUrl: string,
): Promise<{ email: string; order: PlacedOrder }> {
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
    const wanted = PAGE_TYPES.filter((pageType) => !only || only.has(pageType.slug));
    for (const width of WIDTHS) {
      for (const palette of PALETTES) {
        const contexts = new Map<Visitor, BrowserContext>();
        const contextFor = async (visitor: Visitor) => {
          const existing = contexts.get(visitor);
          if (existing) return existing;
          const context = await newContext(browser, baseUrl, width, palette);
          if (visitor === "guest with a cart") await addToCartByRequest(context.request, MUG_ID, 2);
          if (visitor === "customer") await logIn(await context.newPage(), email);
          contexts.set(visitor, context);
          return context;
        };
        for (const pageType of wanted) {
          const context = await contextFor(pageType.visitor);
          const page = await context.newPage();
          await page.goto(pageTypePath(pageType, order));
          await settle(page);
          await pageType.prepare?.(page);
          if (pageType.prepare) await page.waitForLoadState("networkidle");
          const file = path.join(folder, `${pageType.slug}-${width}-${palette}.png`);
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
