import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SEARCH_FADE_OUT_DELAY_MS } from "../../app/search/search-overlay.ts";
import { expect, test } from "./fixtures.ts";
import { variantOrigin, waitForPageScript } from "./support.ts";

const FULL_SCREEN = variantOrigin("search-full-screen");

const toggle = (page: Page) => page.locator("#masthead button.ast-search-icon");
const coverBox = (page: Page) => page.locator("div.ast-search-box.header-cover");
const fullScreenForm = (page: Page) => page.locator("#ast-seach-full-screen-form");
const searchField = (page: Page) => page.locator("#masthead .ast-search-box input.search-field");
const closeControl = (page: Page) => page.getByRole("button", { name: "Close search" });
const cards = (page: Page) => page.locator("ul.products li.product");
const cardTitles = (page: Page) => cards(page).locator(".woocommerce-loop-product__title");
/**
 * The result count a shopper sees: before hydration the modern toolbar renders it twice, in and below the
 * toolbar, and the style sheet shows one by width; after hydration only one is rendered.
 */
const resultCount = (page: Page) => page.locator("p.woocommerce-result-count:visible");

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe("header search: header cover", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
  });

  test("the header has a search icon that opens the header-cover box and focuses its field (S-HEAD-03, S-SEARCH-01, S-SEARCH-02)", async ({
    page,
  }) => {
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName("Search");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toHaveAttribute(
      "aria-controls",
      (await coverBox(page).getAttribute("id")) ?? "",
    );
    await expect(coverBox(page)).toBeHidden();

    await toggle(page).click();
    await expect(coverBox(page)).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    const form = coverBox(page).locator("form.search-form");
    await expect(form.locator("input.search-field")).toHaveAttribute("name", "s");
    await expect(form.locator("input[type=hidden][name=post_type]")).toHaveValue("product");
    await expect(page.locator("body")).not.toHaveClass(/\bfull-screen\b/);
  });

  test("the close control closes it and focus returns to the icon (S-SEARCH-03)", async ({ page }) => {
    await toggle(page).click();
    await expect(searchField(page)).toBeFocused();
    await closeControl(page).click();
    await expect(coverBox(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toBeFocused();
  });

  test("Escape closes it, from the keyboard alone (S-SEARCH-04)", async ({ page }) => {
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type("mug");
    await page.keyboard.press("Escape");
    await expect(coverBox(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("on resize the box's inline height is cleared unless the header is in mobile mode (S-SEARCH-05)", async ({
    page,
  }) => {
    await toggle(page).click();
    const inlineHeight = () => coverBox(page).evaluate((box: HTMLElement) => box.style.height);
    await coverBox(page).evaluate((box: HTMLElement) => {
      box.style.height = "123px";
    });
    const height = page.viewportSize()?.height ?? 900;
    // Wider than the header break point (921): desktop header, so the inline height goes.
    await page.setViewportSize({ width: 1100, height });
    await expect.poll(inlineHeight).toBe("");
    await expect(page.locator("body")).not.toHaveClass(/ast-header-break-point/);

    await coverBox(page).evaluate((box: HTMLElement) => {
      box.style.height = "123px";
    });
    // Narrower: the mobile header, where the inline height stays.
    await page.setViewportSize({ width: 600, height });
    await expect(page.locator("body")).toHaveClass(/ast-header-break-point/);
    // The resize handler runs in the frame after the resize; two frames later it has run.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await inlineHeight()).toBe("123px");
  });

  test("searching from the header lists the product found by its name (S-SEARCH-02)", async ({ page }) => {
    await toggle(page).click();
    await searchField(page).fill("walnut");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/\?s=walnut&post_type=product$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for: “walnut”");
    await expect(cardTitles(page)).toHaveText(["Walnut Cutting Board"]);
    await expect(page.locator("body")).toHaveClass(/\bsearch\b/);
    await expect(page.locator("body")).toHaveClass(/\bsearch-results\b/);
    await expect(page).toHaveTitle("Search results for: “walnut” – Vitrine Demo Shop");
  });

  test("axe finds no accessibility violations with the header cover open", async ({ page }) => {
    await toggle(page).click();
    await expect(searchField(page)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("header search: fade-out timing", () => {
  test("closing keeps the open state while it fades out for 200 ms, then removes it (S-SEARCH-06)", async ({
    page,
  }) => {
    expect(SEARCH_FADE_OUT_DELAY_MS).toBe(200);
    await page.clock.install();
    await page.goto("/shop/");
    await waitForPageScript(page);
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await toggle(page).click();
    await expect(coverBox(page)).toHaveClass(/\bast-search-active\b/);
    await closeControl(page).click();
    await expect(coverBox(page)).toHaveClass(/\bast-search-fade-out\b/);
    await page.clock.runFor(SEARCH_FADE_OUT_DELAY_MS - 1);
    await expect(coverBox(page)).toHaveClass(/\bast-search-active\b/);
    await page.clock.runFor(1);
    await expect(coverBox(page)).not.toHaveClass(/\bast-search-active\b/);
    await expect(coverBox(page)).not.toHaveClass(/\bast-search-fade-out\b/);
    await expect(coverBox(page)).toBeHidden();
  });
});

test.describe("header search: full screen", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${FULL_SCREEN}/shop/`);
    await waitForPageScript(page);
  });

  test("the search icon opens the full-screen form, focused, with body class full-screen (S-HEAD-03, S-SEARCH-01, S-SEARCH-02)", async ({
    page,
  }) => {
    await expect(coverBox(page)).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute("aria-controls", "ast-seach-full-screen-form");
    await expect(fullScreenForm(page)).toBeHidden();
    await toggle(page).click();
    await expect(fullScreenForm(page)).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/\bfull-screen\b/);
    await expect(fullScreenForm(page).locator("input.search-field[name=s]")).toBeFocused();
    await expect(fullScreenForm(page).locator("input[type=hidden][name=post_type]")).toHaveValue("product");
    await expect(page.getByRole("dialog", { name: "Search the shop" })).toBeVisible();
  });

  test("the close control closes it: no full-screen class, focus back on the icon (S-SEARCH-03)", async ({
    page,
  }) => {
    await toggle(page).click();
    await expect(page.locator("body")).toHaveClass(/\bfull-screen\b/);
    await closeControl(page).click();
    await expect(fullScreenForm(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/\bfull-screen\b/);
    await expect(toggle(page)).toBeFocused();
  });

  test("Escape closes it (S-SEARCH-04)", async ({ page }) => {
    await toggle(page).click();
    await expect(fullScreenForm(page).locator("input.search-field")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(fullScreenForm(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/\bfull-screen\b/);
    await expect(toggle(page)).toBeFocused();
  });

  test("Tab stays inside the open full-screen form", async ({ page }) => {
    await toggle(page).click();
    const field = fullScreenForm(page).locator("input.search-field");
    await expect(field).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(fullScreenForm(page).getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(closeControl(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(closeControl(page)).toBeFocused();
  });

  test("searching from the full-screen form lists results", async ({ page }) => {
    await toggle(page).click();
    await fullScreenForm(page).locator("input.search-field").fill("teapot");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/\?s=teapot&post_type=product$/);
    await expect(cardTitles(page).first()).toHaveText("Cast Iron Teapot");
    await expect(page.locator("body")).not.toHaveClass(/\bfull-screen\b/);
  });

  test("axe finds no accessibility violations with the full-screen form open", async ({ page }) => {
    await toggle(page).click();
    await expect(page.locator("body")).toHaveClass(/\bfull-screen\b/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("search results page", () => {
  test("a product's SKU finds it, a SKU's beginning finds every product it starts", async ({ page }) => {
    await page.goto("/?s=VT-TEAPOT-01&post_type=product");
    await expect(cardTitles(page).first()).toHaveText("Cast Iron Teapot");
    await page.goto("/?s=vt-lamp&post_type=product");
    await expect(cardTitles(page)).toHaveCount(3);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([
      "Brass Reading Lamp",
      "Mushroom Table Lamp",
      "Paper Pendant Shade",
    ]);
    await expect(resultCount(page)).toHaveText("Showing all 3 results");
  });

  test("product search is a WooCommerce product archive for the page's scripts and styles", async ({
    page,
  }) => {
    await page.goto("/?s=mug&post_type=product");
    const body = page.locator("body");
    for (const name of ["search", "search-results", "woocommerce", "archive", "post-type-archive-product"]) {
      await expect(body).toHaveClass(new RegExp(`\\b${name}\\b`));
    }
    await expect(body).not.toHaveClass(/\bhome\b/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("no results: a message, the search form again with the terms, and a way to the shop", async ({
    page,
  }) => {
    await page.goto("/?s=zebra+umbrella&post_type=product");
    await expect(page.locator("body")).toHaveClass(/\bsearch-no-results\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for: “zebra umbrella”");
    await expect(page.locator(".woocommerce-no-products-found")).toContainText(
      "No products matched your search",
    );
    const again = page.locator("main").getByRole("searchbox", { name: "Search again" });
    await expect(again).toHaveValue("zebra umbrella");
    await again.fill("candle");
    await again.press("Enter");
    await expect(page).toHaveURL(/\/\?s=candle&post_type=product$/);
    await expect(cards(page).first()).toBeVisible();

    await page.goto("/?s=zebra&post_type=product");
    await page.getByRole("link", { name: "Browse the shop" }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test("the sort form offers relevance first and keeps the search when re-sorting (S-LIST-05)", async ({
    page,
  }) => {
    await page.goto("/?s=gift&post_type=product");
    await waitForPageScript(page);
    const select = page.getByRole("combobox", { name: "Shop order" });
    await expect(select).toHaveValue("relevance");
    await expect(select.locator("option")).toHaveText([
      "Relevance",
      "Default sorting",
      "Sort by popularity",
      "Sort by average rating",
      "Sort by latest",
      "Sort by price: low to high",
      "Sort by price: high to low",
    ]);
    const form = page.locator("form.woocommerce-ordering");
    await expect(form.locator("input[type=hidden][name=s]")).toHaveValue("gift");
    await expect(form.locator("input[type=hidden][name=post_type]")).toHaveValue("product");
    await select.selectOption("price-desc");
    await expect(page).toHaveURL(/[?&]orderby=price-desc\b/);
    expect(new URL(page.url()).searchParams.get("s")).toBe("gift");
    expect(new URL(page.url()).searchParams.get("post_type")).toBe("product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for: “gift”");
    await expect(cardTitles(page).first()).toHaveText("Minimal Wristwatch");
  });

  test("results are paged like WordPress: /page/2/?s=…, ?paged=2, and a 404 past the end", async ({
    page,
  }) => {
    await page.goto("/?s=gift&post_type=product");
    await expect(resultCount(page)).toHaveText("Showing 1–12 of 14 results");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/page\/2\/\?s=gift&post_type=product$/);
    await expect(resultCount(page)).toHaveText("Showing 13–14 of 14 results");
    await page.goto("/?s=gift&post_type=product&paged=2");
    await expect(resultCount(page)).toHaveText("Showing 13–14 of 14 results");
    const past = await page.goto("/page/3/?s=gift&post_type=product");
    expect(past?.status()).toBe(404);
    const noSearch = await page.goto("/page/2/");
    expect(noSearch?.status()).toBe(404);
  });

  test("blank terms show the normal home page", async ({ page }) => {
    const response = await page.goto("/?s=%20%20&post_type=product");
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/\bhome\b/);
    await expect(page.locator("body")).not.toHaveClass(/\bsearch\b/);
    // The demo's front page (content/demo/site/10-pages.xml).
    await expect(page.getByRole("heading", { level: 1, name: "Small goods, made with care" })).toBeVisible();
  });

  test("terms are shown as text, never as markup", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const terms = `<img src=x onerror=alert(1)>"'`;
    await page.goto(`/?s=${encodeURIComponent(terms)}&post_type=product`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for: “${terms}”`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page).toHaveTitle(`Search results for: “${terms}” – Vitrine Demo Shop`);
    expect(dialogs).toEqual([]);
  });

  test("very long terms are cut to 200 characters", async ({ page }) => {
    const long = `mug ${"x".repeat(400)}`;
    const response = await page.goto(`/?s=${long}&post_type=product`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for: “${long.slice(0, 200)}”`,
    );
  });

  test("axe finds no accessibility violations on search results and on the empty results page", async ({
    page,
  }) => {
    await page.goto("/?s=mug&post_type=product");
    await waitForPageScript(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/?s=zebra&post_type=product");
    await waitForPageScript(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("search over products and posts", () => {
  test("the blog's posts are listed beside the products, or alone when no product matched (issue 14)", async ({
    page,
  }) => {
    await page.goto("/?s=stoneware");
    await expect(cardTitles(page).first()).toBeVisible();
    const journal = page.getByRole("region", { name: "From the journal" });
    await expect(
      journal.getByRole("link", { name: "How to care for stoneware so it lasts a lifetime" }),
    ).toBeVisible();
    // A product search keeps to products.
    await page.goto("/?s=stoneware&post_type=product");
    await expect(page.getByRole("region", { name: "From the journal" })).toHaveCount(0);
    // Only a post mentions the kiln: the page lists it instead of "no products".
    await page.goto("/?s=kiln");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for: “kiln”" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Meet the maker: Atelier Terre Douce" })).toBeVisible();
    await expect(page.getByText("No products matched your search")).toHaveCount(0);
    await waitForPageScript(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Meet the maker: Atelier Terre Douce" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Meet the maker: Atelier Terre Douce" }),
    ).toBeVisible();
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search icon still opens a search form, which searches (S-HEAD-03, S-SEARCH-01)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await expect(coverBox(page)).toBeHidden();
    await toggle(page).click();
    await expect(coverBox(page)).toBeVisible();
    await closeControl(page).click();
    await expect(coverBox(page)).toBeHidden();

    await toggle(page).click();
    await searchField(page).fill("teapot");
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(/\/\?s=teapot&post_type=product$/);
    await expect(cardTitles(page).first()).toHaveText("Cast Iron Teapot");
    await expect(page.locator("body")).toHaveClass(/\bsearch-results\b/);
  });

  test("the full-screen form opens and closes too (S-SEARCH-01, S-SEARCH-03)", async ({ page }) => {
    await page.goto(`${FULL_SCREEN}/`);
    await toggle(page).click();
    await expect(fullScreenForm(page)).toBeVisible();
    await closeControl(page).click();
    await expect(fullScreenForm(page)).toBeHidden();
  });

  test("results re-sort with the Sort button", async ({ page }) => {
    await page.goto("/?s=gift&post_type=product");
    await page.getByRole("combobox", { name: "Shop order" }).selectOption("price-desc");
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/[?&]orderby=price-desc\b/);
    await expect(cardTitles(page).first()).toHaveText("Minimal Wristwatch");
  });
});
