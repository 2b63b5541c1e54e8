import type { Page } from "@playwright/test";
import { LOOP_PAGES, LOOP_POSTS } from "../content/build-loops.ts";
import { expect, test } from "../fixtures.ts";
import { collectErrors, expectNoAxeViolations } from "./support.ts";

const M = LOOP_PAGES.more;
const masonry = (page: Page) => page.locator(`.elementor-element-${M.masonry}`);
const titles = (page: Page) => masonry(page).locator(".elementor-widget-theme-post-title a");
const titleOf = (id: number) => LOOP_POSTS.find((post) => post.id === id)?.title ?? "";
const box = (page: Page, slug: string) =>
  page.locator(`.elementor-element-${M.checkboxes} input[data-filter="${slug}"]`);

/**
 * Each item sits rowGap below the item above it in its column (what masonry promises), within a pixel, once
 * the items have moved (they glide over 0.4 s, and lay out again as images arrive).
 */
async function expectStacked(page: Page, rowGap: number) {
  await expect.poll(() => stackingProblems(page, rowGap)).toEqual([]);
}

async function stackingProblems(page: Page, rowGap: number): Promise<string[]> {
  return masonry(page).evaluate((element, gap) => {
    const container = element.querySelector<HTMLElement>(".elementor-loop-container");
    if (!container) return ["no grid"];
    const columns = getComputedStyle(container).gridTemplateColumns.split(" ").length;
    const items = [...container.children].map((item) => item.getBoundingClientRect());
    const problems: string[] = [];
    items.forEach((rect, index) => {
      const above = items[index - columns];
      if (above && Math.abs(rect.top - (above.bottom + gap)) > 1)
        problems.push(`item ${index}: top ${rect.top}, item above ends ${above.bottom}`);
    });
    return problems;
  }, rowGap);
}

test.describe("loop carousel, masonry and checkbox filters", () => {
  // axe over a page of loops takes a while on a busy machine.
  test.slow();
  test("W-MISC-30 W-MISC-31 W-MISC-33 the loop carousel starts Swiper, fetched on demand (and not on a page without one)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const swiperFetches: string[] = [];
    page.on("request", (request) => {
      if (/swiper/i.test(request.url())) swiperFetches.push(request.url());
    });
    await page.goto(LOOP_PAGES.journal.path);
    await expect(
      page.locator(`.elementor-element-${LOOP_PAGES.journal.grid}[data-vitrine-ready="1"]`),
    ).toHaveCount(1);
    expect(swiperFetches.filter((url) => url.endsWith(".js"))).toEqual([]);
    await page.goto(M.path);
    const carousel = page.locator(`.elementor-element-${M.carousel}`);
    await expect(carousel).toHaveAttribute("data-carousel", "started");
    expect(swiperFetches.some((url) => url.endsWith(".js"))).toBe(true);
    await expect(carousel.locator(".swiper")).toHaveClass(/swiper-initialized/);
    await expect(carousel.locator(".e-loop-item.swiper-slide-active")).toHaveAttribute(
      "aria-label",
      "1 of 6",
    );
    // Speed 600 ms: the next button moves the track over 600 ms.
    const duration = await carousel.locator(".swiper-wrapper").evaluate(async (track) => {
      (track.parentElement?.querySelector(".elementor-swiper-button-next") as HTMLElement | null)?.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return getComputedStyle(track).transitionDuration;
    });
    expect(duration).toBe("0.6s");
    expect(errors).toEqual([]);
  });

  test("W-MISC-32 the loop carousel shows 3, 2 and 1 slides at the Woo cut-offs", async ({ page }) => {
    const perView = async () =>
      page.locator(`.elementor-element-${M.carousel} .swiper`).evaluate((frame) => {
        const slide = frame.querySelector<HTMLElement>(".swiper-slide");
        return slide
          ? Math.round(frame.getBoundingClientRect().width / slide.getBoundingClientRect().width)
          : 0;
      });
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(M.path);
    await expect(page.locator(`.elementor-element-${M.carousel}`)).toHaveAttribute(
      "data-carousel",
      "started",
    );
    expect(await perView()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(perView).toBe(2);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(perView).toBe(1);
  });

  test("W-MISC-23 W-MISC-24 masonry pulls each item up under the one above, again after a resize", async ({
    page,
  }) => {
    // A desktop-width grid of several columns; the phone project's emulated screen lays out one column.
    test.skip(
      test.info().project.name === "mobile",
      "several columns at desktop width: covered by the desktop project",
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(M.path);
    await expect(masonry(page)).toHaveAttribute("data-vitrine-ready", "1");
    await expect(masonry(page).locator(":scope > .elementor-widget-container")).toHaveAttribute(
      "data-masonry",
      "on",
    );
    await expectStacked(page, 20);
    expect(
      await masonry(page)
        .locator(".e-loop-item")
        .first()
        .evaluate((item) => getComputedStyle(item).transitionDuration),
    ).toBe("0.4s");
    await page.setViewportSize({ width: 900, height: 900 });
    // The layout follows 100 ms after the last resize.
    await page.waitForTimeout(300);
    await expectStacked(page, 20);
  });

  test("W-URL-02 W-URL-05 W-FILTER-05 checkboxes filter in place (OR, ~ in the address); back restores them", async ({
    page,
  }) => {
    await page.goto(M.path);
    await expect(page.locator(`.elementor-element-${M.checkboxes}[data-vitrine-ready="1"]`)).toHaveCount(1);
    await expect(masonry(page)).toHaveAttribute("data-vitrine-ready", "1");
    await expect(page.locator(`.elementor-element-${M.checkboxes} .e-filter-apply`)).toBeHidden();
    await box(page, "loops-glazes").check();
    await expect(page).toHaveURL(`${M.path}?e-filter-${M.masonry}-category=loops-glazes`);
    await expect(titles(page)).toHaveText([titleOf(50101), titleOf(50104), titleOf(50106), titleOf(50109)]);
    await box(page, "loops-studio-news").check();
    await expect(page).toHaveURL(`${M.path}?e-filter-${M.masonry}-category=loops-glazes~loops-studio-news`);
    await expect(titles(page)).toHaveCount(8);
    await page.goBack();
    await expect(titles(page)).toHaveCount(4);
    await expect(box(page, "loops-studio-news")).not.toBeChecked();
    await expect(box(page, "loops-glazes")).toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("the blog: previous / next links under a post, and the RSS feed at /feed/", async ({
    page,
    request,
  }) => {
    const post = LOOP_POSTS.find((candidate) => candidate.id === 50105);
    if (!post) throw new Error("no post");
    await page.goto(`/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/`);
    const navigation = page.getByRole("navigation", { name: "Posts" });
    await expect(navigation.locator('a[rel="prev"]')).toContainText(titleOf(50106));
    await expect(navigation.locator('a[rel="next"]')).toContainText(titleOf(50104));
    await navigation.locator('a[rel="next"]').click();
    await expect(page.locator("h1.entry-title")).toHaveText(titleOf(50104));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/feed/",
    );
    const feed = await request.get("/feed/");
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=UTF-8");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect((xml.match(/<item>/g) ?? []).length).toBe(10);
  });
});

test.describe("checkbox filters without script", () => {
  test.use({ javaScriptEnabled: false });

  test("W-URL-02 W-URL-04 the checkbox form submits to the same page and the server filters the grid", async ({
    page,
  }) => {
    await page.goto(M.path);
    await box(page, "loops-glazes").check();
    await box(page, "loops-workshops").check();
    await page.locator(`.elementor-element-${M.checkboxes} .e-filter-apply`).click();
    await expect(page).toHaveURL(
      /e-filter-a0a5042-category=(~|%7E)loops-glazes&e-filter-a0a5042-category=(~|%7E)loops-workshops/,
    );
    await expect(titles(page)).toHaveCount(7);
    await expect(box(page, "loops-glazes")).toBeChecked();
    // One tag as a radio button, keeping the categories.
    await page.locator(`.elementor-element-${M.radios} input[data-filter="loops-beginner"]`).check();
    await page.locator(`.elementor-element-${M.radios} .e-filter-apply`).click();
    await expect(titles(page)).toHaveText([titleOf(50100), titleOf(50103), titleOf(50107)]);
  });
});

test.describe("the demo's loop pages", { tag: "@phone" }, () => {
  test.slow();
  for (const path of ["/journal/", "/shop-by-room/"]) {
    test(`${path} filters in place, and axe finds no violations`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      const filter = page.locator("[data-vitrine-loop-filter]").first();
      await expect(
        page.locator(".elementor-widget-taxonomy-filter[data-vitrine-ready='1']").first(),
      ).toHaveCount(1);
      await expect(page.locator(".elementor-widget-loop-grid[data-vitrine-ready='1']")).toHaveCount(1);
      await expectNoAxeViolations(page, `${path}: `);
      const choice = filter.locator("[data-filter]:not([data-filter='__all'])").first();
      const slug = await choice.getAttribute("data-filter");
      await choice.click();
      await expect(page).toHaveURL(new RegExp(`e-filter-[0-9a-f]+-[a-z_]+=~?${slug}`));
      await expect(page.locator(".elementor-widget-loop-grid .e-loop-item").first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
