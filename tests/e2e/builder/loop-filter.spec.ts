import type { Page } from "@playwright/test";
import { LOOP_PAGES, LOOP_POSTS } from "../content/build-loops.ts";
import { expect, test } from "../fixtures.ts";
import { collectErrors, expectNoAxeViolations } from "./support.ts";

const J = LOOP_PAGES.journal;
const grid = (page: Page) => page.locator(`.elementor-element-${J.grid}`);
const titles = (page: Page) => grid(page).locator(".elementor-widget-theme-post-title a");
const titleOf = (id: number) => LOOP_POSTS.find((post) => post.id === id)?.title ?? "";
const categoryLink = (page: Page, slug: string) =>
  page.locator(`.elementor-element-${J.categoryFilter} .e-filter-item[data-filter="${slug}"]`);

async function openJournal(page: Page, search = "") {
  await page.goto(`${J.path}${search}`);
  await expect(page.locator(`.elementor-element-${J.grid}[data-vitrine-ready="1"]`)).toHaveCount(1);
  await expect(page.locator(`.elementor-element-${J.categoryFilter}[data-vitrine-ready="1"]`)).toHaveCount(1);
}

test.describe("loop grid and taxonomy filter", () => {
  test("W-URL-02 W-URL-05 W-FILTER-05 W-FILTER-06 a filter click writes e-filter-<id>-<taxonomy> and refreshes the grid in place", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openJournal(page);
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50101), titleOf(50102)]);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/wp-json/elementor-pro/v1/refresh-loop"))
        calls.push(request.postData() ?? "");
    });
    // A marker on the window survives only if the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { loopMarker: 1 }));
    await categoryLink(page, "loops-glazes").click();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-glazes`);
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50104), titleOf(50106)]);
    await expect(categoryLink(page, "loops-glazes")).toHaveAttribute("aria-current", "true");
    // Multiple selection with OR: a second term joins with ~.
    await categoryLink(page, "loops-studio-news").click();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-glazes~loops-studio-news`);
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50102), titleOf(50104)]);
    expect(JSON.parse(calls.at(-1) ?? "{}")).toEqual({
      post_id: J.id,
      widget_filters: {
        taxonomy: { category: { terms: ["loops-glazes", "loops-studio-news"], logicalJoin: "OR" } },
      },
      widget_id: J.grid,
      pagination_base_url: expect.stringMatching(/\/loops-journal\/$/),
    });
    expect(await page.evaluate(() => (window as Window & { loopMarker?: number }).loopMarker)).toBe(1);
    expect(errors).toEqual([]);
  });

  test("W-URL-03 a filter change drops the grid's e-page parameter; paging links work", async ({ page }) => {
    await openJournal(page, `?e-page-${J.grid}=2&utm_source=mail`);
    await expect(titles(page)).toHaveText([titleOf(50103), titleOf(50104), titleOf(50105)]);
    await categoryLink(page, "loops-workshops").click();
    await expect(page).toHaveURL(`${J.path}?utm_source=mail&e-filter-${J.grid}-category=loops-workshops`);
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50103), titleOf(50104)]);
    // The refreshed pagination pages the filtered set.
    await grid(page).locator(".elementor-pagination a.next").click();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-workshops&e-page-${J.grid}=2`);
    await expect(titles(page)).toHaveText([titleOf(50107)]);
  });

  test("back and forward restore the previous filter and grid in place, without loading the page again", async ({
    page,
  }) => {
    await openJournal(page);
    // Gone if the page is loaded again (React Router revalidating the document route ran its client loader).
    await page.evaluate(() => Object.assign(window, { vitrineSamePage: true }));
    await categoryLink(page, "loops-glazes").click();
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50104), titleOf(50106)]);
    await categoryLink(page, "__all").click();
    await expect(page).toHaveURL(J.path);
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50101), titleOf(50102)]);
    await page.goBack();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-glazes`);
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50104), titleOf(50106)]);
    await expect(categoryLink(page, "loops-glazes")).toHaveAttribute("aria-current", "true");
    await page.goForward();
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50101), titleOf(50102)]);
    await expect(categoryLink(page, "__all")).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => "vitrineSamePage" in window)).toBe(true);
  });

  test("W-FILTER-10 a failed refresh leaves the old markup (500, 400, network error)", async ({ page }) => {
    await openJournal(page);
    const before = await page
      .locator(`.elementor-element-${J.grid} > .elementor-widget-container`)
      .innerHTML();
    for (const failure of ["500", "400", "abort"] as const) {
      let answered = () => {};
      const called = new Promise<void>((resolve) => {
        answered = resolve;
      });
      await page.route("**/wp-json/elementor-pro/v1/refresh-loop", async (route) => {
        if (failure === "abort") await route.abort("failed");
        else
          await route.fulfill({
            status: Number(failure),
            contentType: "application/json",
            body: '{"data":"<p>broken</p>"}',
          });
        answered();
      });
      const slug = { "500": "loops-glazes", "400": "loops-workshops", abort: "loops-studio-news" }[failure];
      await categoryLink(page, slug).click();
      await called;
      await expect(grid(page)).not.toHaveClass(/e-loading/);
      expect(
        await page.locator(`.elementor-element-${J.grid} > .elementor-widget-container`).innerHTML(),
      ).toBe(before);
      await page.unroute("**/wp-json/elementor-pro/v1/refresh-loop");
    }
  });

  test("W-URL-04 W-URL-06 an address with AND and NOT terms renders the filtered grid on load", async ({
    page,
  }) => {
    await openJournal(page, `?e-filter-${J.grid}-category=loops-glazes+loops-workshops`);
    await expect(titles(page)).toHaveText([titleOf(50104)]);
    await openJournal(
      page,
      `?e-filter-${J.grid}-post_tag=!loops-stoneware&e-filter-${J.grid}-category=loops-workshops`,
    );
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50107)]);
  });

  test(
    "axe finds nothing on the journal, filtered and paged; screenshots",
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      await openJournal(page, `?e-filter-${J.grid}-category=loops-glazes`);
      await expectNoAxeViolations(page, "journal: ");
      await page.screenshot({
        path: testInfo.outputPath(`journal-${testInfo.project.name}.png`),
        fullPage: true,
      });
      await page.goto(LOOP_PAGES.rooms.path);
      await expectNoAxeViolations(page, "rooms: ");
      await page.screenshot({
        path: testInfo.outputPath(`rooms-${testInfo.project.name}.png`),
        fullPage: true,
      });
      await page.goto(LOOP_PAGES.posts.path);
      await expectNoAxeViolations(page, "posts: ");
      await page.screenshot({
        path: testInfo.outputPath(`posts-${testInfo.project.name}.png`),
        fullPage: true,
      });
    },
  );
});

test.describe("loop filter and paging without script", () => {
  test.use({ javaScriptEnabled: false });

  test("W-URL-02 W-URL-03 filter links and page links are plain links the server answers", async ({
    page,
  }) => {
    await page.goto(J.path);
    await categoryLink(page, "loops-glazes").click();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-glazes`);
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50104), titleOf(50106)]);
    await categoryLink(page, "loops-studio-news").click();
    await expect(page).toHaveURL(`${J.path}?e-filter-${J.grid}-category=loops-glazes~loops-studio-news`);
    await grid(page).locator(".elementor-pagination a.next").click();
    await expect(page).toHaveURL(
      `${J.path}?e-filter-${J.grid}-category=loops-glazes~loops-studio-news&e-page-${J.grid}=2`,
    );
    await expect(titles(page)).toHaveText([titleOf(50105), titleOf(50106), titleOf(50107)]);
    await categoryLink(page, "__all").click();
    await expect(page).toHaveURL(J.path);
  });
});
