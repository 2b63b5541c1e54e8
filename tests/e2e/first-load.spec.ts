import { expect, type Page, test } from "@playwright/test";
import { assetUrlsOf } from "../../bench/page-assets.ts";

/**
 * No server-side schema code in the browser (issue 18, decision 031): the scripts a page type loads, first
 * load and chunks loaded after hydration, carry no Zod. Zod's classes are named `$Zod…` and its error class
 * `ZodError` in the built code (names survive minification: they are strings and class names Zod sets).
 */
const ZOD_MARKERS = /\$Zod[A-Z]|ZodError/;

const PAGE_TYPES = [
  { label: "home", path: "/" },
  { label: "shop", path: "/shop/" },
  { label: "product", path: "/product/organic-hoodie/" },
  { label: "cart", path: "/cart/" },
  { label: "checkout", path: "/checkout/" },
  { label: "account", path: "/my-account/" },
  { label: "document", path: "/our-story/" },
];

/**
 * Widget and extension browser modules that still parse their settings with the widget's Zod schema
 * (app/builder/render/fields.ts): they load only on pages using those widgets (here the demo's "Our story",
 * with motion effects and tilt). Listed so that nothing else starts loading Zod unnoticed.
 */
const ON_DEMAND_WITH_ZOD = new Set(["/our-story/"]);

/** Collects the scripts the page loads whose code carries Zod. */
function scriptsWithZod(page: Page): { found(): Promise<string[]> } {
  const withZod: string[] = [];
  const checks: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    checks.push(
      response.text().then(
        (body) => {
          if (ZOD_MARKERS.test(body)) withZod.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return {
    found: async () => {
      await Promise.all(checks);
      return withZod;
    },
  };
}

test.describe("first load", () => {
  for (const { label, path } of PAGE_TYPES) {
    test(`the ${label} page's first-load scripts carry no Zod`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const { scripts } = assetUrlsOf(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        const body = await (await request.get(url)).text();
        expect(ZOD_MARKERS.test(body), `${url} contains Zod`).toBe(false);
      }
    });
  }

  for (const { label, path } of PAGE_TYPES.filter((type) => !ON_DEMAND_WITH_ZOD.has(type.path))) {
    test(`the ${label} page loads no Zod after hydration either`, async ({ page }) => {
      const scripts = scriptsWithZod(page);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
      await page.waitForLoadState("networkidle");
      expect(await scripts.found()).toEqual([]);
    });
  }

  test("the check can fail: the marker finds Zod in the widget modules still shipping it", async ({
    page,
  }) => {
    const scripts = scriptsWithZod(page);
    await page.goto("/our-story/");
    await page.waitForLoadState("networkidle");
    expect((await scripts.found()).length).toBeGreaterThan(0);
  });
});
