import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The demo settings: modern shop style, mobile break point 544 px, 12 products per page, 57 listed. */
const MOBILE_BREAKPOINT = 544;
const LISTED = 57;

const cards = (page: Page) => page.locator("ul.products li.product");
const toolbar = (page: Page) => page.locator(".ast-shop-toolbar-container");
/** The result count shown: without script the page holds one in the toolbar and one below it, shown by width. */
const resultCount = (page: Page) => page.locator("p.woocommerce-result-count:visible");

/** The listing has hydrated once its effects have put the view class on <body>. */
async function waitForListing(page: Page) {
  await expect(page.locator("body")).toHaveClass(/\bast-woo-(grid|list)-view\b/);
}

/** The price a card shows a shopper pays now (the lower end of a range), in euros: "14,90 €" → 14.9. */
async function cardPrice(card: Locator): Promise<number> {
  const text = await card.evaluate((element) => {
    const price = element.querySelector(".price");
    const amount = price?.querySelector("ins .amount") ?? price?.querySelector(".amount");
    return amount?.textContent ?? "";
  });
  return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

test.describe("shop listing", () => {
  test("the listing shows add-to-cart buttons, a sort form, a result count and view triggers (S-LIST-03)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await expect(page.locator("body")).toHaveClass(/\bwoocommerce-shop\b/);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.locator("form.woocommerce-ordering select.orderby[name=orderby]")).toHaveCount(1);
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${LISTED} results`);
    await expect(page.locator("button.ast-view-trigger[data-view=grid]")).toHaveCount(1);
    await expect(page.locator("button.ast-view-trigger[data-view=list]")).toHaveCount(1);
    await expect(page.locator("a.add_to_cart_button.ajax_add_to_cart").first()).toBeVisible();
  });

  test("the sort select submits its form and re-orders by price (S-LIST-05)", async ({ page }) => {
    await page.goto("/shop/page/2/");
    await waitForListing(page);
    const select = page.getByRole("combobox", { name: "Shop order" });
    await expect(select).toHaveValue("menu_order");
    await expect(select.locator("option")).toHaveText([
      "Default sorting",
      "Sort by popularity",
      "Sort by average rating",
      "Sort by latest",
      "Sort by price: low to high",
      "Sort by price: high to low",
    ]);
    await select.selectOption("price");
    // Sorting starts again at the first page.
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    await expect(select).toHaveValue("price");
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${LISTED} results`);
    const first = await cardPrice(cards(page).nth(0));
    const second = await cardPrice(cards(page).nth(1));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(second);

    await select.selectOption("price-desc");
    await expect(page).toHaveURL(/orderby=price-desc/);
    await expect(cards(page).first().locator(".woocommerce-loop-product__title")).toHaveText(
      "Minimal Wristwatch",
    );
    expect(await cardPrice(cards(page).nth(0))).toBeGreaterThanOrEqual(await cardPrice(cards(page).nth(1)));
  });

  test("the sort form keeps other query parameters and page links keep the order (S-LIST-05)", async ({
    page,
  }) => {
    await page.goto("/shop/page/2/?orderby=rating&utm_source=news");
    await waitForListing(page);
    await expect(page.locator("form.woocommerce-ordering input[type=hidden][name=utm_source]")).toHaveValue(
      "news",
    );
    await expect(page.locator("form.woocommerce-ordering input[name=paged]")).toHaveCount(0);
    await expect(page.locator(".woocommerce-pagination a.page-numbers", { hasText: "3" })).toHaveAttribute(
      "href",
      "/shop/page/3/?orderby=rating&utm_source=news",
    );
    await page.getByRole("combobox", { name: "Shop order" }).selectOption("date");
    await expect(page).toHaveURL(/\/shop\/\?orderby=date&utm_source=news$/);
  });

  test("grid and list view triggers toggle body classes, remembered after reload (S-LIST-04)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitForListing(page);
    const body = page.locator("body");
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(body).toHaveClass(/\bast-woo-grid-view\b/);
    await expect(grid).toHaveAttribute("aria-pressed", "true");

    await list.click();
    await expect(body).toHaveClass(/\bast-woo-list-view\b/);
    await expect(body).not.toHaveClass(/\bast-woo-grid-view\b/);
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("astra-shop-view"))).toBe("list");
    // One product per row: the second card sits below the first, not beside it.
    const firstBox = await cards(page).nth(0).boundingBox();
    const secondBox = await cards(page).nth(1).boundingBox();
    expect(secondBox?.y ?? 0).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0) - 1);

    await page.reload();
    await expect(body).toHaveClass(/\bast-woo-list-view\b/);
    await expect(body).not.toHaveClass(/\bast-woo-grid-view\b/);
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");

    // Other listings too, also after a change of page type (the root layout rewrites body's classes).
    await page.goto("/product/organic-hoodie");
    await expect(body).not.toHaveClass(/\bast-woo-list-view\b/);
    await page.goto("/product-category/home/");
    await expect(body).toHaveClass(/\bast-woo-list-view\b/);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/product-category\/home\/page\/2\/$/);
    await expect(body).toHaveClass(/\bast-woo-list-view\b/);
    await expect(body).toHaveClass(/\bterm-home\b/);

    await page.getByRole("button", { name: "Grid view" }).click();
    await expect(body).toHaveClass(/\bast-woo-grid-view\b/);
    await expect(body).not.toHaveClass(/\bast-woo-list-view\b/);
    expect(await page.evaluate(() => localStorage.getItem("astra-shop-view"))).toBe("grid");
  });

  test("modern style: a sticky filter bar with the result count below it at or below the mobile break point, back in place above it (S-LIST-06, S-LIST-07, S-LIST-08)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop/");
    await waitForListing(page);
    await expect(toolbar(page)).toHaveClass(/\bast-sticky-filter\b/);
    await expect(toolbar(page)).toHaveCSS("position", "sticky");
    await expect(toolbar(page)).toHaveCSS("top", "0px");
    await expect(toolbar(page).locator(".woocommerce-result-count")).toHaveCount(0);
    await expect(resultCount(page)).toHaveCount(1);
    await expect(resultCount(page)).toBeVisible();
    // The result count now follows the toolbar.
    expect(
      await toolbar(page).evaluate(
        (element) => element.nextElementSibling?.classList.contains("woocommerce-result-count") ?? false,
      ),
    ).toBe(true);
    // The sort form and view triggers stay in the sticky bar.
    await expect(toolbar(page).locator("form.woocommerce-ordering")).toHaveCount(1);
    await expect(toolbar(page).locator(".ast-view-trigger")).toHaveCount(2);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toolbar(page)).not.toHaveClass(/\bast-sticky-filter\b/);
    await expect(toolbar(page)).toHaveCSS("position", "static");
    await expect(toolbar(page).locator(".woocommerce-result-count")).toHaveCount(1);
    await expect(resultCount(page)).toHaveCount(1);

    // The break point itself counts as mobile; one pixel wider does not (S-LIST-09: the configured value).
    await page.setViewportSize({ width: MOBILE_BREAKPOINT, height: 900 });
    await expect(toolbar(page)).toHaveClass(/\bast-sticky-filter\b/);
    await page.setViewportSize({ width: MOBILE_BREAKPOINT + 1, height: 900 });
    await expect(toolbar(page)).not.toHaveClass(/\bast-sticky-filter\b/);
  });

  test("modern style: the server's markup already has the phone's layout, so nothing moves when the script takes over (CLS 0, S-LIST-07)", async ({
    page,
    browser,
  }) => {
    /** Where the bar, the shown result count and the grid are, and how the bar is styled. */
    const layoutOf = (target: Page) =>
      target.evaluate(() => {
        // From the listing's heading down: the header above it differs without script (its menus).
        const top =
          document.querySelector(".woocommerce-products-header")?.getBoundingClientRect().bottom ?? 0;
        const box = (element: Element | null | undefined) => {
          const rect = element?.getBoundingClientRect();
          return rect ? [rect.x, rect.y - top, rect.width, rect.height].map(Math.round) : null;
        };
        const bar = document.querySelector(".ast-shop-toolbar-container");
        const shownCounts = [...document.querySelectorAll(".woocommerce-result-count")].filter(
          (element) => getComputedStyle(element).display !== "none",
        );
        return {
          bar: box(bar),
          barPosition: bar ? getComputedStyle(bar).position : "",
          shownCounts: shownCounts.length,
          count: box(shownCounts[0]),
          grid: box(document.querySelector("ul.products")),
          // The quick view is a link to the product until the button takes over, in the same place.
          quickView: box(document.querySelector("ul.products .ast-quick-view-text")),
        };
      });
    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const asServed = await withoutScript.newPage();
    await asServed.goto(`${test.info().project.use.baseURL}/shop/`);
    const served = await layoutOf(asServed);
    await withoutScript.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop/");
    await waitForListing(page);
    await expect(toolbar(page)).toHaveClass(/\bast-sticky-filter\b/);
    const live = await layoutOf(page);
    expect(served.barPosition).toBe("sticky");
    expect(served.shownCounts).toBe(1);
    expect(live).toEqual(served);
  });

  test("the toolbar's mobile break point comes from the page configuration (S-LIST-09)", async ({ page }) => {
    // The shop's configuration script sets window.astra; this page's copy says 600 px instead of 544.
    await page.addInitScript(() => {
      let astra: unknown;
      Object.defineProperty(window, "astra", {
        configurable: true,
        get: () => astra,
        set: (value: object) => {
          astra = { ...value, mobile_breakpoint: 600 };
        },
      });
    });
    await page.setViewportSize({ width: 580, height: 900 });
    await page.goto("/shop/");
    await waitForListing(page);
    await expect(toolbar(page)).toHaveClass(/\bast-sticky-filter\b/);
    await page.setViewportSize({ width: 601, height: 900 });
    await expect(toolbar(page)).not.toHaveClass(/\bast-sticky-filter\b/);
  });

  test("the sticky filter bar stays at the top while the products scroll (S-LIST-06)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/shop/");
    await waitForListing(page);
    await expect(toolbar(page)).toHaveClass(/\bast-sticky-filter\b/);
    await cards(page).nth(6).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => Math.round((await toolbar(page).boundingBox())?.y ?? -1), { timeout: 5000 })
      .toBe(0);
  });

  test("a category archive lists the category and its child categories (nested address too)", async ({
    page,
  }) => {
    const response = await page.goto("/product-category/clothing/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Clothing – /);
    const body = page.locator("body");
    await expect(body).toHaveClass(/\barchive\b/);
    await expect(body).toHaveClass(/\btax-product_cat\b/);
    await waitForListing(page);
    await expect(body).toHaveClass(/\bterm-clothing\b/);
    await expect(page.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
    await expect(page.locator(".term-description")).toContainText("natural fibres");
    // Tees, Breton top, hoodie and socks from the child categories, the beanie from Clothing itself.
    await expect(cards(page)).toHaveCount(5);
    await expect(resultCount(page)).toHaveText("Showing all 5 results");
    await expect(page.locator(".woocommerce-pagination")).toHaveCount(0);

    const nested = await page.goto("/product-category/clothing/t-shirts/");
    expect(nested?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "T-shirts" })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator("form.woocommerce-ordering")).toHaveAttribute(
      "action",
      "/product-category/clothing/t-shirts/",
    );
    await waitForListing(page);
    await expect(body).toHaveClass(/\bterm-t-shirts\b/);
    await expect(body).not.toHaveClass(/\bterm-clothing\b/);

    expect((await page.goto("/product-category/t-shirts/"))?.status()).toBe(200);
    expect((await page.goto("/product-category/home/t-shirts/"))?.status()).toBe(404);
    expect((await page.goto("/product-category/no-such-category/"))?.status()).toBe(404);
  });

  test("a tag archive lists its products", async ({ page }) => {
    const response = await page.goto("/product-tag/gift-idea/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/\btax-product_tag\b/);
    await waitForListing(page);
    await expect(page.locator("body")).toHaveClass(/\bterm-gift-idea\b/);
    await expect(page.getByRole("heading", { level: 1, name: "gift idea" })).toBeVisible();
    await expect(resultCount(page)).toHaveText("Showing all 12 results");
    expect((await page.goto("/product-tag/no-such-tag/"))?.status()).toBe(404);
    // Its only product is hidden from the catalogue.
    await page.goto("/product-tag/wrapping/");
    await expect(page.locator(".woocommerce-info")).toHaveText(
      "No products were found matching your selection.",
    );
    await expect(page.locator("form.woocommerce-ordering")).toHaveCount(0);
  });

  test("pagination uses /shop/page/N/, accepts ?paged=N and answers 404 past the end", async ({ page }) => {
    await page.goto("/shop/");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/shop\/page\/2\/$/);
    await expect(resultCount(page)).toHaveText(`Showing 13–24 of ${LISTED} results`);
    await expect(page.locator(".woocommerce-pagination .current")).toHaveText("Page 2");
    await expect(page.locator(".woocommerce-pagination a.next")).toHaveAttribute("href", "/shop/page/3/");
    await expect(page.locator(".woocommerce-pagination a.prev")).toHaveAttribute("href", "/shop/");

    const last = await page.goto("/shop/page/5/");
    expect(last?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(LISTED - 48);
    await expect(resultCount(page)).toHaveText(`Showing 49–${LISTED} of ${LISTED} results`);
    await page.goto("/shop/?paged=3");
    await expect(resultCount(page)).toHaveText(`Showing 25–36 of ${LISTED} results`);
    expect((await page.goto("/shop/page/6/"))?.status()).toBe(404);
    expect((await page.goto("/shop/?paged=6"))?.status()).toBe(404);
    expect((await page.goto("/shop/page/0/"))?.status()).toBe(404);
    expect((await page.goto("/product-category/clothing/page/2/"))?.status()).toBe(404);
  });

  test("a simple product card carries WooCommerce's ajax add-to-cart link (S-ATC-01)", async ({ page }) => {
    await page.goto("/shop/");
    const candles = cards(page).filter({ hasText: "Beeswax Taper Candles" });
    const button = candles.locator("a.add_to_cart_button");
    await expect(button).toHaveText("Add to cart");
    await expect(button).toHaveAttribute(
      "class",
      "button product_type_simple add_to_cart_button ajax_add_to_cart",
    );
    await expect(button).toHaveAttribute("href", "?add-to-cart=153");
    await expect(button).toHaveAttribute("data-product_id", "153");
    await expect(button).toHaveAttribute("data-product_sku", "VT-CANDLE-02");
    // Sold by at least six: the ajax add starts at the minimum.
    await expect(button).toHaveAttribute("data-quantity", "6");
    await expect(button).toHaveAttribute("rel", "nofollow");
    await expect(button).toHaveAttribute("aria-label", "Add “Beeswax Taper Candles” to your cart");

    const tee = cards(page).filter({ hasText: "Classic Tee" }).locator("a.button");
    await expect(tee).toHaveText("Select options");
    await expect(tee).toHaveAttribute("href", "/product/classic-tee");
    await expect(tee).not.toHaveClass(/ajax_add_to_cart/);
  });

  test("the result count is hidden from assistive technology after load, then restored (S-A11Y-03)", async ({
    page,
  }) => {
    // Record every state of the line from the very start of the page. On a narrow screen the modern
    // style moves it (a new element), so the document is watched rather than one element.
    await page.addInitScript(() => {
      const seen: (string | null)[] = [];
      Reflect.set(window, "__resultCountAriaHidden", seen);
      new MutationObserver(() => {
        const line = document.querySelector(".woocommerce-result-count");
        if (!line) return;
        const state = line.getAttribute("aria-hidden");
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-hidden"],
      });
    });
    await page.goto("/shop/");
    await waitForListing(page);
    await expect(resultCount(page)).not.toHaveAttribute("aria-hidden", "true", { timeout: 5000 });
    // Rendered without the attribute (it must not stay hidden without script), hidden once the page runs, restored.
    expect(await page.evaluate(() => Reflect.get(window, "__resultCountAriaHidden"))).toEqual([
      null,
      "true",
      null,
    ]);
  });

  test("axe finds no accessibility violations on a category archive", async ({ page }) => {
    await page.goto("/product-category/home/");
    await waitForListing(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("axe finds no accessibility violations on /shop in list view", async ({ page }) => {
    await page.goto("/shop/");
    await waitForListing(page);
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page.locator("body")).toHaveClass(/\bast-woo-list-view\b/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe("shop listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sort form works with its button (S-LIST-05)", async ({ page }) => {
    await page.goto("/shop/page/3/");
    const select = page.getByRole("combobox", { name: "Shop order" });
    await select.selectOption("price");
    // Without script, changing the select does nothing until the button is pressed.
    await expect(page).toHaveURL(/\/shop\/page\/3\/$/);
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    await expect(page.getByRole("combobox", { name: "Shop order" })).toHaveValue("price");
    expect(await cardPrice(cards(page).nth(0))).toBeLessThanOrEqual(await cardPrice(cards(page).nth(1)));
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${LISTED} results`);
    await expect(resultCount(page)).not.toHaveAttribute("aria-hidden");
  });

  test("page links and add-to-cart links are plain addresses (S-ATC-01)", async ({ page }) => {
    await page.goto("/shop/?orderby=price");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/shop\/page\/2\/\?orderby=price$/);
    await expect(page.locator("a.ajax_add_to_cart").first()).toHaveAttribute("href", /^\?add-to-cart=\d+$/);
  });

  test("a card's quick view is a link to the product's page", async ({ page }) => {
    await page.goto("/shop/");
    const card = cards(page).first();
    const productLink = await card.locator("a.woocommerce-LoopProduct-link").getAttribute("href");
    const quickView = card.getByRole("link", { name: /^Quick view\s*: / });
    await expect(quickView).toHaveAttribute("href", productLink ?? "");
    await quickView.click();
    await expect(page.locator("body")).toHaveClass(/\bsingle-product\b/);
  });
});
