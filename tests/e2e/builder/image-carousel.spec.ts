import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { CONTENT_PAGES, checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

const collection = ".elementor-element-k600003";
const single = ".elementor-element-k600012";

/** The index of the first slide in view, from Swiper's own class. */
async function activeSlide(page: Page): Promise<string | null> {
  return page.locator(`${collection} .swiper-slide-active`).first().getAttribute("aria-label");
}

test.describe("image carousel (shared Swiper module)", () => {
  test("without script every slide is reachable on a scrolling track and the arrows are hidden", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CONTENT_PAGES.carousels);
    const track = page.locator(`${collection} .swiper-wrapper`);
    await expect(page.locator(`${collection} .swiper-slide`)).toHaveCount(4);
    expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    await expect(page.locator(`${collection} .elementor-swiper-button-next`)).toBeHidden();
    await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(page.locator(`${collection} .swiper-slide`).nth(3)).toBeInViewport();
    await context.close();
  });

  test("starts Swiper on demand, autoplays every 3000 ms, arrows and keyboard move it", async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await page.goto(CONTENT_PAGES.carousels);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${collection} .swiper`)).toHaveClass(/swiper-initialized/);
    expect(scripts.some((path) => /swiper-library/.test(path))).toBe(true);
    // The one-photograph carousel is not started.
    await expect(page.locator(`${single} .swiper`)).not.toHaveClass(/swiper-initialized/);
    // Swiper runs with the spec's autoplay delay (3000 ms) and speed (600 ms), and autoplay moves the slides.
    const params = await page.locator(`${collection} .swiper`).evaluate((element) => {
      const { autoplay, speed } = (
        element as HTMLElement & {
          swiper: { params: { autoplay: { delay: number; pauseOnMouseEnter: boolean }; speed: number } };
        }
      ).swiper.params;
      return { delay: autoplay.delay, pauseOnMouseEnter: autoplay.pauseOnMouseEnter, speed };
    });
    expect(params).toEqual({ delay: 3000, pauseOnMouseEnter: true, speed: 600 });
    await page.locator(collection).scrollIntoViewIfNeeded();
    const first = await activeSlide(page);
    await page.clock.runFor(3_700);
    await expect.poll(() => activeSlide(page)).not.toBe(first);
    const next = page.locator(`${collection} .elementor-swiper-button-next`);
    await expect(next).toBeVisible();
    // In loop mode Swiper ignores a slide change while one is still running (loopPreventsSlide), and the CSS
    // transition runs on the real clock: wait for the autoplay's to end before using the controls.
    const settled = () =>
      page
        .locator(`${collection} .swiper`)
        .evaluate(
          (element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
        );
    await expect.poll(settled).toBe(false);
    const before = await activeSlide(page);
    await next.click();
    await page.clock.runFor(700);
    await expect.poll(() => activeSlide(page)).not.toBe(before);
    await expect.poll(settled).toBe(false);
    const afterClick = await activeSlide(page);
    // Swiper's keyboard control (onlyInViewport) answers only while a corner of the carousel is on screen.
    await page
      .locator(`${collection} .swiper`)
      .evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(700);
    await expect.poll(() => activeSlide(page)).not.toBe(afterClick);
    expect(errors).toEqual([]);
  });

  test("honours reduced motion: no autoplay", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(CONTENT_PAGES.carousels);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${collection} .swiper`)).toHaveClass(/swiper-initialized/);
    const first = await activeSlide(page);
    expect(first).toBe("1 of 4");
    await page.clock.runFor(10_000);
    expect(await activeSlide(page)).toBe(first);
    await context.close();
  });

  test("looks designed and axe finds nothing at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000); // two axe passes and two full-page screenshots
    await page.goto(CONTENT_PAGES.carousels);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${collection} .swiper`)).toHaveClass(/swiper-initialized/);
    await checkLookAndAxe(page, "carousels");
  });
});
