import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/**
 * The search widgets, back-to-top, off-canvas and Elementor Pro nav menu of issue 12, over the pages of
 * tests/e2e/content/30-header.xml. Each test sets its own window size, so they run once (desktop project).
 */
const PAGES = {
  search: "/header-search/",
  offCanvas: "/header-off-canvas/",
  proMenu: "/header-pro-menu/",
} as const;
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 900, height: 1000 };
const MOBILE = { width: 390, height: 844 };
const SHOTS = "test-results/header-search";

test.beforeEach(async ({ browserName: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "each test sets its own window size");
});

async function open(page: Page, path: string, size = DESKTOP) {
  await page.setViewportSize(size);
  await page.goto(path);
  await waitForBuilderRuntime(page);
}

test.describe("search widgets", () => {
  test("W-SEARCH-01 W-SEARCH-02 W-SEARCH-03 Elementor's search form: clear button, empty search does nothing, results on the search page", async ({
    page,
  }) => {
    await open(page, PAGES.search);
    const form = page.locator(".elementor-element-q30b004");
    const field = form.getByRole("searchbox", { name: "Search" });
    const clear = form.getByRole("button", { name: "Clear" });
    await expect(clear).toBeHidden();
    await field.fill("mug");
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
    // An empty (or blank) search: no request, no navigation.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await field.fill("   ");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/header-search\/$/);
    expect(requests.filter((url) => url.includes("?s="))).toEqual([]);
    await field.fill("mug");
    await Promise.all([page.waitForURL(/\?s=mug&post_type=product$/), field.press("Enter")]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("mug");
  });

  test("W-SEARCH-01 W-SEARCH-02 W-SEARCH-03 ElementsKit's header search: a dialog with the form, Escape closes it, empty search does nothing", async ({
    page,
  }) => {
    await open(page, PAGES.search, MOBILE);
    const widget = page.locator(".elementor-element-q30b005");
    const opener = widget.getByRole("button", { name: "Open search" });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("searchbox");
    await expect(field).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: `${SHOTS}/header-search-open-390.png` });
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/header-search\/$/);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "search dialog ");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("searchbox").fill("teapot");
    await Promise.all([page.waitForURL(/\?s=teapot/), page.keyboard.press("Enter")]);
  });

  test("W-SEARCH-04 W-SEARCH-05 W-SEARCH-06 W-SEARCH-08 advanced search: settings plus the form posted, results shown, load more adds 5", async ({
    page,
  }) => {
    await open(page, PAGES.search);
    const widget = page.locator(".elementor-element-q30b007");
    const root = widget.locator(".ekit_advanced_search");
    await expect(root).toHaveAttribute("data-state", "closed");
    await expect(widget.locator(".ekit-advanced-search-results")).toBeHidden();
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("advanced-search/search")) posted.push(request.postData() ?? "");
    });
    await widget.getByRole("searchbox").fill("a");
    await widget.getByRole("button", { name: "Search" }).click();
    await expect(root).toHaveAttribute("data-state", "results");
    const items = widget.locator(".ekit-search-result");
    await expect(items).toHaveCount(5);
    const body = new URLSearchParams(posted[0]);
    expect(Object.fromEntries(body)).toMatchObject({
      s: "a",
      show_products: "yes",
      show_posts: "yes",
      posts_per_page: "5",
      offset: "0",
    });
    const found = Number(await widget.locator(".ekit-search-results").getAttribute("data-search-found"));
    expect(found).toBeGreaterThan(10);
    await expect(widget.locator(".ekit-search-results__count")).toHaveText(`${found} results for “a”.`);
    await page.screenshot({ path: `${SHOTS}/advanced-search-results.png` });
    await widget.getByRole("button", { name: "Load more" }).click();
    await expect(items).toHaveCount(10);
    expect(new URLSearchParams(posted[1]).get("offset")).toBe("5");
    expect(new URLSearchParams(posted[1]).get("posts_per_page")).toBe("5");
    await expect(items.nth(5).getByRole("link")).toBeFocused();
    await expectNoAxeViolations(page, "advanced search results ");
    // Clearing the field closes the results.
    await widget.getByRole("button", { name: "Clear" }).click();
    await expect(root).toHaveAttribute("data-state", "closed");
  });

  test("W-SEARCH-07 advanced search failure logs API request failed and keeps the form usable", async ({
    page,
  }) => {
    await open(page, PAGES.search);
    const errors = collectErrors(page);
    await page.route("**/advanced-search/search", (route) => route.abort());
    const widget = page.locator(".elementor-element-q30b007");
    await widget.getByRole("searchbox").fill("mug");
    await widget.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => errors.some((error) => error.startsWith("API request failed"))).toBe(true);
    await expect(widget.getByText("The search could not be done just now.")).toBeVisible();
    const submit = widget.getByRole("button", { name: "Search" });
    await expect(submit).toBeEnabled();
    await page.unroute("**/advanced-search/search");
    await submit.click();
    await expect(widget.locator(".ekit_advanced_search")).toHaveAttribute("data-state", "results");
    await expect(widget.locator(".ekit-search-result").first()).toContainText(/mug/i);
  });
});

test.describe("search form, full-screen skin (Elementor Pro)", () => {
  for (const [device, size] of [
    ["desktop", DESKTOP],
    ["tablet", TABLET],
    ["mobile", MOBILE],
  ] as const) {
    test(`${device}: W-SEARCH-01 W-SEARCH-03 the button opens the form over the window; focus kept inside; Escape, the close button and the backdrop close it`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await open(page, PAGES.search, size);
      const widget = page.locator(".elementor-element-q30b009");
      const toggle = widget.getByRole("button", { name: "Search", exact: true });
      // Hidden, the dialog is out of the accessibility tree: found by its class then.
      const form = widget.locator(".elementor-search-form--skin-full_screen");
      const screen = widget.getByRole("dialog", { name: "Search" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(form).toBeHidden();
      expect(await form.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
        "0.3s",
      );

      await toggle.click();
      await expect(screen).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const field = screen.getByRole("searchbox", { name: "Search" });
      await expect(field).toBeFocused();
      // The whole window, once the 0.3 s scale-in has run.
      await expect
        .poll(async () => await screen.boundingBox())
        .toEqual({ x: 0, y: 0, width: size.width, height: size.height });
      await page.screenshot({ path: `${SHOTS}/full-screen-search-open-${size.width}.png` });
      await expectNoAxeViolations(page, "full-screen search ");

      // Focus stays inside: field, close button (the clear button shows only with text), field again.
      const close = screen.getByRole("button", { name: "Close this search box." });
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(field).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(form).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();

      // Enter on the button opens it, the close button closes it.
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();
      await close.click();
      await expect(form).toBeHidden();
      await expect(toggle).toBeFocused();

      // Space opens it; a click on the backdrop beside the field closes it.
      await page.keyboard.press(" ");
      await expect(field).toBeFocused();
      await page.mouse.click(8, Math.round(size.height / 4));
      await expect(form).toBeHidden();

      // An empty search goes nowhere; a search goes to the search page.
      await toggle.click();
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await field.press("Enter");
      await expect(field).toBeFocused();
      expect(page.url()).toMatch(/\/header-search\/$/);
      expect(requests.filter((url) => url.includes("?s="))).toEqual([]);
      await field.fill("vase");
      await expect(screen.getByRole("button", { name: "Clear" })).toBeVisible();
      await Promise.all([page.waitForURL(/\?s=vase&post_type=product$/), field.press("Enter")]);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("vase");
      expect(errors).toEqual([]);
    });
  }

  test("with reduced motion it opens and closes without the transition", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, PAGES.search, MOBILE);
    const widget = page.locator(".elementor-element-q30b009");
    const screen = widget.locator(".elementor-search-form--skin-full_screen");
    expect(await screen.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
    await widget.getByRole("button", { name: "Search", exact: true }).click();
    await expect(screen).toBeVisible();
    expect(await screen.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("W-SEARCH-01 without script the button is a link to the form, the close button a link back", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL ?? ""}${PAGES.search}`);
    const widget = page.locator(".elementor-element-q30b009");
    const field = widget.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeHidden();
    await widget.getByRole("link", { name: "Search", exact: true }).click();
    await expect(field).toBeVisible();
    await field.fill("bowl");
    await Promise.all([page.waitForURL(/\?s=bowl&post_type=product$/), field.press("Enter")]);
    await page.goBack();
    await widget.getByRole("link", { name: "Close this search box." }).click();
    await expect(field).toBeHidden();
    await context.close();
  });
});

test.describe("back-to-top (ElementsKit)", () => {
  test("W-MISC-26 appears only once the scroll exceeds show_after plus the offset, and goes back up", async ({
    page,
  }) => {
    await open(page, PAGES.search);
    const box = page.locator(".elementor-element-q30b008 .ekit-back-to-top-container");
    const button = page.getByRole("link", { name: "Back to top" });
    await expect(button).toBeHidden();
    // show_after 400 + offset 100: not at 500, yes past it.
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(150);
    await expect(box).toHaveClass(/ekit-btt--hidden/);
    await page.evaluate(() => window.scrollTo(0, 520));
    await expect(box).not.toHaveClass(/ekit-btt--hidden/);
    await expect(button).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/back-to-top.png` });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(100);
    await expect(box).toHaveClass(/ekit-btt--hidden/);
  });

  test("W-MISC-26 without script it is a plain link to the top", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL ?? ""}${PAGES.search}`);
    const button = page.getByRole("link", { name: "Back to top" });
    await expect(button).toHaveAttribute("href", "#top");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

test.describe("off-canvas (Elementor Pro)", () => {
  test("opened, toggled and closed by link actions, Escape and its overlay; focus trapped; aria-expanded true while open", async ({
    page,
  }) => {
    await open(page, PAGES.offCanvas);
    const opener = page.getByRole("link", { name: "Open the studio panel" });
    const toggler = page.getByRole("link", { name: "Toggle the studio panel" });
    const panel = page.getByRole("dialog", { name: "Studio panel" });
    await expect(panel).toBeHidden();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    await expect(panel).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(toggler).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "See the shop" })).toBeFocused();
    // Tab stays inside the panel.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Close the panel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "See the shop" })).toBeFocused();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/off-canvas-open.png` });
    await expectNoAxeViolations(page, "off-canvas open ");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    // The overlay closes it.
    await toggler.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(100, 450);
    await expect(panel).toBeHidden();
    // A close link inside it.
    await toggler.click();
    await panel.getByRole("link", { name: "Close the panel" }).click();
    await expect(panel).toBeHidden();
    await expect(toggler).toBeFocused();
  });

  test("without script the panel's content stays in the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL ?? ""}${PAGES.offCanvas}`);
    await expect(page.getByRole("link", { name: "See the shop" })).toBeVisible();
    await context.close();
  });
});

test.describe("nav menu (Elementor Pro)", () => {
  test("desktop: submenus by keyboard and button (W-MENU-08 W-MENU-12 W-MENU-13)", async ({ page }) => {
    await open(page, PAGES.proMenu);
    const menu = page.locator(".elementor-element-p30b003");
    const shop = menu.getByRole("link", { name: "Shop", exact: true });
    const arrow = menu.getByRole("button", { name: "Shop: submenu" });
    await expect(menu.getByRole("button", { name: /: menu$/ })).toBeHidden();
    await shop.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeFocused();
    await expect(arrow).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(arrow).toBeFocused();
    await expect(arrow).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeVisible();
    await page.mouse.click(10, 800);
    await expect(arrow).toHaveAttribute("aria-expanded", "false");
    await shop.focus();
    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("link", { name: "Collections", exact: true })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/pro-menu-desktop.png` });
  });

  test("mobile: the toggle swaps icons and shows the menu; a # link scrolls and closes it (W-MENU-06 W-MENU-07 W-MENU-10 W-MENU-11 W-MENU-15)", async ({
    page,
  }) => {
    await open(page, PAGES.proMenu, MOBILE);
    const menu = page.locator(".elementor-element-p30b003");
    const toggle = menu.getByRole("button", { name: "Header test menu: menu" });
    await expect(toggle).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toBeHidden();
    await expect(toggle.locator(".elementor-menu-toggle__icon--open")).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle.locator(".elementor-menu-toggle__icon--close")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    await menu.getByRole("button", { name: "Shop: submenu" }).click();
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pro-menu-mobile-open.png` });
    await expectNoAxeViolations(page, "pro menu open ");
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#header-faq");
    await expect
      .poll(() =>
        page.locator("#header-faq").evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(10);
  });

  test("without script it is a nested list of links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL ?? ""}${PAGES.proMenu}`);
    const menu = page.locator(".elementor-element-p30b003");
    await expect(menu.locator(".elementor-menu-toggle")).toBeHidden();
    for (const name of ["Home", "Shop", "Bowls", "FAQ"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe("issue 12 pages are accessible", () => {
  for (const size of [DESKTOP, MOBILE])
    for (const path of Object.values(PAGES))
      test(`axe finds no violations on ${path} at ${size.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await open(page, path, size);
        await page.screenshot({ path: `${SHOTS}/${path.replaceAll("/", "")}-${size.width}.png` });
        await expectNoAxeViolations(page, `${path} `);
      });
});
