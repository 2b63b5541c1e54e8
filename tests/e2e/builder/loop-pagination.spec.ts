import { LOOP_PAGES } from "../content/build-loops.ts";
import { expect, test } from "../fixtures.ts";
import { collectErrors } from "./support.ts";

const R = LOOP_PAGES.rooms;
const I = LOOP_PAGES.infinite;

test.describe("loop pagination", () => {
  test("W-FILTER-11 W-FILTER-12 load more GETs the next page's link and appends its items and navigation", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(R.path);
    const grid = page.locator(`.elementor-element-${R.grid}`);
    await expect(grid).toHaveAttribute("data-vitrine-ready", "1");
    const items = grid.locator(".e-loop-item");
    await expect(items).toHaveCount(4);
    const gets: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`e-page-${R.grid}=`))
        gets.push(`${request.method()} ${request.postData() ?? ""}`);
    });
    await grid.getByRole("link", { name: "Show more" }).click();
    await expect(items).toHaveCount(8);
    await expect(page).toHaveURL(R.path);
    expect(gets).toEqual(["GET "]);
    await expect(grid.locator(".e-load-more-anchor")).toHaveAttribute(
      "data-next-page",
      `?e-page-${R.grid}=3`,
    );
    expect(errors).toEqual([]);
  });

  test("load more keeps the room filter; a room filter click refreshes the product grid", async ({
    page,
  }) => {
    await page.goto(R.path);
    const grid = page.locator(`.elementor-element-${R.grid}`);
    await expect(grid).toHaveAttribute("data-vitrine-ready", "1");
    await expect(page.locator(`.elementor-element-${R.filter}`)).toHaveAttribute("data-vitrine-ready", "1");
    await page.locator(`.elementor-element-${R.filter} .e-filter-item[data-filter="kitchen"]`).click();
    await expect(page).toHaveURL(`${R.path}?e-filter-${R.grid}-product_cat=kitchen`);
    await expect(grid.locator(".e-loop-item").first()).toBeVisible();
    for (const item of await grid.locator(".e-loop-item").all()) await expect(item).toHaveClass(/product/);
    await expect(
      grid.locator(".add_to_cart_button, .product_type_variable, .product_type_simple").first(),
    ).toBeVisible();
  });

  test("infinite scroll loads the next page when its anchor scrolls into view", async ({ page }) => {
    await page.goto(I.path);
    const grid = page.locator(`.elementor-element-${I.grid}`);
    await expect(grid).toHaveAttribute("data-vitrine-ready", "1");
    const items = grid.locator(".e-loop-item");
    await expect(items).toHaveCount(4);
    await grid.locator(".e-load-more-anchor").scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(8);
    await grid.locator(".e-load-more-anchor").scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(10);
    await expect(grid.locator(".e-load-more-anchor")).toHaveAttribute("data-next-page", "");
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });
    test("load more is a plain link to the next page", async ({ page }) => {
      await page.goto(R.path);
      const grid = page.locator(`.elementor-element-${R.grid}`);
      await grid.getByRole("link", { name: "Show more" }).click();
      await expect(page).toHaveURL(`${R.path}?e-page-${R.grid}=2`);
      await expect(grid.locator(".e-loop-item")).toHaveCount(4);
    });
  });
});
