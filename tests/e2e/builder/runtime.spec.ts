import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { BUILDER_PAGES, collectErrors, waitForBuilderRuntime } from "./support.ts";

/** The JavaScript files a page loads, once it has settled. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(new URL(response.url()).pathname, await response.text().catch(() => ""));
  });
  await page.goto(path);
  await waitForPageScript(page);
  await page.waitForLoadState("networkidle");
  return scripts;
}

/** Strings only widget server components and their libraries contain: none may reach the browser. */
const SERVER_WIDGET_CODE = [
  "elementor-heading-title",
  "elementor-divider-separator",
  "elementor-spacer-inner",
  "e-font-icon-svg",
  "sanitize-html",
  "allowedIframeHostnames",
];

test.describe("builder runtime", () => {
  test("a page of only headings, text and images ships no widget code and no builder runtime (W-MISC-35)", async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, BUILDER_PAGES.plain);
    const code = [...scripts.values()].join("\n");
    for (const marker of SERVER_WIDGET_CODE) expect(code, marker).not.toContain(marker);
    expect(code).not.toContain("Loading chunk");
    expect(await page.evaluate(() => document.documentElement.dataset.vitrineBuilder)).toBeUndefined();
  });

  test("a large real-world-shaped page loads the runtime on demand and no code of widgets it does not use (W-MISC-35)", async ({
    page,
    browser,
  }) => {
    const plain = await scriptsOf(page, BUILDER_PAGES.plain);
    const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
    const large = await scriptsOf(other, BUILDER_PAGES.large);
    await expect(other.locator(".elementor-5003 [data-element_type='widget']")).toHaveCount(284);
    await waitForBuilderRuntime(other);
    const extra = [...large.keys()].filter(
      (path) => !plain.has(path) && !/\/assets\/document-[^/]*\.js$/.test(path),
    );
    // Beyond what every document page loads, only the runtime: the page has a link action and no widget
    // with a browser module, so no widget chunk is fetched.
    expect(extra).toHaveLength(1);
    expect(large.get(extra[0] ?? "")).toContain("Loading chunk");
    const code = [...large.values()].join("\n");
    for (const marker of SERVER_WIDGET_CODE) expect(code, marker).not.toContain(marker);
    await other.close();
  });

  test("only a hash that is a simple identifier is used as an anchor target (W-URL-11)", async ({ page }) => {
    await page.goto(BUILDER_PAGES.widgets);
    await waitForBuilderRuntime(page);
    await page.getByRole("link", { name: "Not a target" }).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
    await page.getByRole("link", { name: "Jump to the FAQ" }).click();
    await expect(page.locator("#builder-faq")).toBeInViewport();
    expect(page.url()).toMatch(/#builder-faq$/);
  });

  test("theme_template_id in the address scrolls to that template (W-URL-10)", async ({ page }) => {
    await page.goto(`${BUILDER_PAGES.templates}?theme_template_id=${BUILDER_PAGES.footerTemplateId}`);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`.elementor-${BUILDER_PAGES.footerTemplateId}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("link actions route to the handler registered for them (W-URL-12..16)", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(BUILDER_PAGES.widgets);
    await waitForBuilderRuntime(page);
    await page.evaluate(() => {
      const received: string[] = [];
      (window as unknown as { received: string[] }).received = received;
      const runtime = (
        window as unknown as {
          vitrineBuilder: {
            linkActions: { register(name: string, handler: (settings: unknown) => void): void };
          };
        }
      ).vitrineBuilder;
      for (const action of ["popup:open", "popup:close", "off_canvas:open"])
        runtime.linkActions.register(action, (settings) =>
          received.push(`${action} ${JSON.stringify(settings)}`),
        );
    });
    const before = page.url();
    await page.getByRole("link", { name: "Get 10% off" }).click();
    await page.getByRole("link", { name: "Close the popup" }).click();
    await page.getByRole("link", { name: "Open the menu" }).click();
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([
      'popup:open {"id":"123","toggle":false}',
      'popup:close {"do_not_show_again":"yes"}',
      'off_canvas:open {"id":"b0a0099"}',
    ]);
    // The links acted instead of navigating.
    expect(page.url()).toBe(before);
    expect(errors).toEqual([]);
  });

  test("an action nobody handles does nothing", async ({ page }) => {
    await page.goto(BUILDER_PAGES.widgets);
    await waitForBuilderRuntime(page);
    const before = page.url();
    await page.getByRole("link", { name: "Open the menu" }).click();
    expect(page.url()).toBe(before);
  });

  test("link action reload-page reloads the page (W-URL-17)", async ({ page }) => {
    await page.goto(BUILDER_PAGES.widgets);
    await waitForBuilderRuntime(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: "Reload" }).click()]);
    await waitForBuilderRuntime(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("client-side navigation to a document is a full page load", async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    // React Router would navigate in place; the document route turns it into a full load.
    await Promise.all([
      page.waitForEvent("load"),
      page.evaluate((path) => {
        const link = document.createElement("a");
        link.href = path;
        document.body.append(link);
        window.history.pushState(null, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, BUILDER_PAGES.plain),
    ]);
    await expect(page.locator(".elementor-5002 h2.elementor-heading-title").first()).toHaveText("Our story");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });
});
