import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { CONTENT_PAGES, checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** The sliders page (tests/e2e/content/build-content-widgets.ts): media carousel, slideshow, testimonials, slides, products. */
const media = ".elementor-element-m600003";
const slideshow = ".elementor-element-m600012";
const testimonials = ".elementor-element-m600022";
const slides = ".elementor-element-m600032";
const products = ".elementor-element-m600042";
const single = ".elementor-element-m600052";

type SwiperElement = HTMLElement & {
  swiper: {
    params: {
      speed: number;
      autoplay: { enabled?: boolean; delay: number; pauseOnMouseEnter: boolean };
      breakpoints?: Record<string, unknown>;
      effect: string;
    };
    animating: boolean;
    realIndex: number;
    autoplay: { running: boolean };
  };
};

const swiperOf = (widget: string, page: Page): Locator => page.locator(`${widget} .swiper`).first();
const realIndex = (frame: Locator) =>
  frame.evaluate((element) => (element as SwiperElement).swiper.realIndex);
const settled = (frame: Locator) =>
  expect.poll(() => frame.evaluate((element) => (element as SwiperElement).swiper.animating)).toBe(false);

/** Esc closes the lightbox (PhotoSwipe ignores keys until its opening animation has ended, hence the retry). */
async function closeLightbox(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.locator(".pswp")).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

test.describe("media carousel, testimonial carousel, slides and product carousel", () => {
  test("without script: every slide is on a scrolling track, links lead to the images and the video's page", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(CONTENT_PAGES.sliders);
    await expect(page.locator(`${media} .swiper-slide`)).toHaveCount(5);
    const track = page.locator(`${media} .swiper-wrapper`);
    expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    await expect(page.locator(`${media} a.elementor-carousel-video`)).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await expect(page.locator(`${media} .swiper-slide a`).first()).toHaveAttribute("href", /\.jpg$/);
    await expect(page.locator(`${media} .elementor-swiper-button-next`)).toBeHidden();
    await expect(page.locator(`${slideshow} .elementor-thumbnails-swiper`)).toBeHidden();
    await expect(page.locator(`${testimonials} .elementor-testimonial__name`)).toHaveText([
      "Ana Duarte",
      "Ben Okafor",
      "Chloé Martin",
    ]);
    await expect(page.locator(`${slides} .elementor-slide-heading`).first()).toHaveText("Winter sale");
    await expect(page.locator(`${slides} a.swiper-slide-inner`).first()).toHaveAttribute("href", "/shop/");
    await expect(page.locator(`${products} li.product`)).toHaveCount(6);
    // Each card's button works as a plain link (add to cart, or the product's page to choose options).
    for (const href of await page
      .locator(`${products} li.product a.button`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
      expect(href).toMatch(/add-to-cart=|\/product\/|^https:\/\//);
    await context.close();
  });

  test("W-MISC-30 W-MISC-31 W-MISC-32 W-MISC-33 each carousel starts Swiper on demand with 600 ms and 3000 ms; products use 640/768/1024; one slide is not started", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(CONTENT_PAGES.sliders);
    await waitForBuilderRuntime(page);
    for (const widget of [media, slideshow, testimonials, slides, products])
      await expect(swiperOf(widget, page), widget).toHaveClass(/swiper-initialized/);
    await expect(swiperOf(single, page)).not.toHaveClass(/swiper-initialized/);
    expect(scripts.filter((path) => /swiper-library/.test(path))).toHaveLength(1);
    for (const widget of [media, testimonials, slides, products]) {
      const params = await swiperOf(widget, page).evaluate((element) => {
        const { speed, autoplay } = (element as SwiperElement).swiper.params;
        return { speed, autoplay: autoplay.enabled === true, delay: autoplay.delay };
      });
      expect(params, widget).toEqual({ speed: 600, autoplay: true, delay: 3000 });
    }
    const breakpoints = await swiperOf(products, page).evaluate((element) =>
      Object.keys((element as SwiperElement).swiper.params.breakpoints ?? {}),
    );
    expect(breakpoints).toEqual(["640", "768", "1024"]);
    // The slideshow's pagination is a fraction; its thumbnails appear and pick a slide.
    await expect(page.locator(`${slideshow} .swiper-pagination`)).toHaveText(/1\s*\/\s*4/);
    const thumbnails = page.locator(`${slideshow} .elementor-carousel-thumbnail`);
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.first()).toHaveAttribute("aria-current", "true");
    await settled(swiperOf(slideshow, page));
    await thumbnails.nth(2).click();
    await expect.poll(() => realIndex(swiperOf(slideshow, page))).toBe(2);
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
    expect(errors).toEqual([]);
  });

  test("keyboard and swipe move the media carousel; hovering pauses the testimonials; off screen stops autoplay", {
    tag: "@phone",
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto(CONTENT_PAGES.sliders);
    await waitForBuilderRuntime(page);
    const frame = swiperOf(media, page);
    await expect(frame).toHaveClass(/swiper-initialized/);
    await frame.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await settled(frame);
    const before = await realIndex(frame);
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(700);
    await expect.poll(() => realIndex(frame)).not.toBe(before);
    await settled(frame);
    // Swipe: drag the track to the left by half its width (with a mouse: the phone project emulates touch only,
    // which a mouse drag does not produce, so the swipe is checked on the desktop project).
    const afterKey = await realIndex(frame);
    const touchOnly = test.info().project.name === "mobile";
    const box = await frame.boundingBox();
    if (!box) throw new Error("the media carousel has no box");
    if (!touchOnly) {
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      await page.clock.runFor(700);
      await expect.poll(() => realIndex(frame)).not.toBe(afterKey);
    }

    // Hover: the testimonials stop moving.
    const quotes = swiperOf(testimonials, page);
    await quotes.scrollIntoViewIfNeeded();
    await quotes.hover();
    const hovered = await realIndex(quotes);
    await page.clock.runFor(7_000);
    expect(await realIndex(quotes)).toBe(hovered);

    // Off screen: autoplay stops; back on screen it runs again.
    const slider = swiperOf(slides, page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => slider.evaluate((element) => (element as SwiperElement).swiper.autoplay.running))
      .toBe(false);
    await slider.scrollIntoViewIfNeeded();
    await expect
      .poll(() => slider.evaluate((element) => (element as SwiperElement).swiper.autoplay.running))
      .toBe(true);
  });

  test("a video slide opens in the lightbox; an image slide opens the lightbox gallery", async ({ page }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Playing</p>" }),
    );
    await page.goto(CONTENT_PAGES.sliders);
    await waitForBuilderRuntime(page);
    await expect(swiperOf(media, page)).toHaveClass(/swiper-initialized/);
    await page.locator(`${media} .swiper-slide-active a`).first().click();
    await expect(page.locator(".pswp")).toBeVisible();
    await expect(page.locator(".pswp__counter")).toHaveText(/of 5/);
    await closeLightbox(page);
    await swiperOf(media, page).evaluate((element) =>
      (
        element as unknown as { swiper: { slideToLoop(index: number, speed: number): void } }
      ).swiper.slideToLoop(2, 0),
    );
    await page.locator(`${media} .swiper-slide-active a.elementor-carousel-video`).click();
    await expect(page.locator(".pswp iframe")).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
    );
  });

  test("reduced motion: no autoplay and no transition", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    await page.goto(CONTENT_PAGES.sliders);
    await waitForBuilderRuntime(page);
    for (const widget of [media, testimonials, slides, products]) {
      const frame = swiperOf(widget, page);
      await expect(frame).toHaveClass(/swiper-initialized/);
      const params = await frame.evaluate((element) => {
        const { speed, autoplay } = (element as SwiperElement).swiper.params;
        return { speed, autoplay: autoplay.enabled === true };
      });
      expect(params, widget).toEqual({ speed: 0, autoplay: false });
    }
    await context.close();
  });

  test("looks designed and axe finds nothing at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(CONTENT_PAGES.sliders);
    await waitForBuilderRuntime(page);
    await expect(swiperOf(media, page)).toHaveClass(/swiper-initialized/);
    await checkLookAndAxe(page, "sliders");
  });
});
