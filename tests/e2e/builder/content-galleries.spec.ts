import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { CONTENT_PAGES, checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** The galleries page (tests/e2e/content/build-content-widgets.ts). */
const grid = ".elementor-element-g600003";
const filtered = ".elementor-element-g600012";
const masonry = ".elementor-element-g600022";
const accordion = ".elementor-element-g600032";
const videoPopup = ".elementor-element-g600042";

/** YouTube's iframe API as a local stand-in: not ready at first, ready 800 ms later (the module polls). */
const YOUTUBE_API_STAND_IN = `
  window.YT = { loaded: 0 };
  setTimeout(function () {
    window.YT = {
      loaded: 1,
      Player: function (target, options) {
        var frame = document.createElement("iframe");
        frame.src = (options.host || "https://www.youtube.com") + "/embed/" + options.videoId + "?autoplay=1";
        frame.title = "YouTube video player";
        target.replaceWith(frame);
      },
    };
  }, 800);
`;

const visibleItems = (page: Page, widget: string) => page.locator(`${widget} .e-gallery-item:visible`);
const panelWidth = (page: Page, index: number) =>
  page
    .locator(`${accordion} .elementskit-single-image-accordion`)
    .nth(index)
    .evaluate((element) => element.getBoundingClientRect().width);

async function checkFilterAndAccordion(page: Page) {
  // Filter by tag: all six photographs, then each gallery's own (an image in two galleries shows under both).
  await expect(visibleItems(page, filtered)).toHaveCount(6);
  await page.locator(`${filtered} .elementor-gallery-title`, { hasText: "Candles" }).click();
  await expect(visibleItems(page, filtered)).toHaveCount(2);
  await page.locator(`${filtered} .elementor-gallery-title`, { hasText: "Linen" }).click();
  await expect(visibleItems(page, filtered)).toHaveCount(2);
  await page.locator(`${filtered} .elementor-gallery-title`, { hasText: "Tableware" }).click();
  await expect(visibleItems(page, filtered)).toHaveCount(3);
  await page.locator(`${filtered} .elementor-gallery-title`, { hasText: "All" }).click();
  await expect(visibleItems(page, filtered)).toHaveCount(6);
  // Image accordion: the owner's active panel is the wide one; choosing another widens it.
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await panelWidth(page, 1)) > (await panelWidth(page, 0)) * 2).toBe(true);
  await page.locator(`${accordion} .elementskit-accordion-title-wraper`).nth(3).click();
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await panelWidth(page, 3)) > (await panelWidth(page, 1)) * 2).toBe(true);
}

/** Esc closes the lightbox (PhotoSwipe ignores keys until its opening animation has ended, hence the retry). */
async function closeLightbox(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.locator(".pswp")).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

test.describe("galleries, image accordion and video popup", () => {
  test("without script: grid, justified and masonry layouts, the filter, the accordion and the video link all work", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(CONTENT_PAGES.galleries);
    const columns = await page
      .locator(`${grid} .elementor-gallery__container`)
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
    await expect(page.locator(`${grid} a.e-gallery-item`).first()).toHaveAttribute("href", /winter-1\.jpg$/);
    // Justified rows are about the ideal height (160 px); masonry keeps each image's own proportions.
    const heights = await page
      .locator(`${filtered} .e-gallery-item`)
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
    expect(heights.every((height) => height === 160)).toBe(true);
    expect(
      await page
        .locator(`${masonry} .elementor-gallery__container`)
        .evaluate((element) => getComputedStyle(element).columnCount),
    ).toBe("3");
    await checkFilterAndAccordion(page);
    await expect(page.locator(`${videoPopup} a.ekit-video-popup`)).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await context.close();
  });

  test("W-MISC-28 the image accordion opens only links that start with # or use http, https, mailto, tel or ftp", async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGES.galleries);
    const hrefs = await page
      .locator(`${accordion} a[href]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "#tableware",
        "/shop/",
        "ftp://files.example/catalogue.pdf",
        "mailto:hello@old-shop.example",
      ]),
    );
    expect(hrefs.some((href) => /^(javascript|data):/i.test(href ?? ""))).toBe(false);
    // The Catalogue panel's project link (javascript:) and the Contact panel's button (data:) are not rendered.
    const catalogue = page.locator(`${accordion} .elementskit-single-image-accordion`).nth(2);
    await expect(catalogue.locator(".elementskit-icon-wraper")).toHaveCount(0);
    const contact = page.locator(`${accordion} .elementskit-single-image-accordion`).nth(3);
    await expect(contact.locator(".ekit-image-accordion--btn")).toHaveCount(0);
  });

  test("keyboard: filter buttons and accordion panels are radio groups; a focused panel opens and shows its links", async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGES.galleries);
    await page.locator(`${filtered} input[value="all"]`).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(`${filtered} input[value="0"]`)).toBeChecked();
    await expect(visibleItems(page, filtered)).toHaveCount(3);
    await page.locator(`${accordion} input`).nth(1).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(`${accordion} input`).nth(2)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.locator(`${accordion} .ekit-image-accordion--btn`).nth(2)).toBeFocused();
    await expect(page.locator(`${accordion} .ekit-image-accordion--btn`).nth(2)).toBeVisible();
  });

  test("a gallery image opens the lightbox gallery; no gallery or accordion script is loaded", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(CONTENT_PAGES.galleries);
    await waitForBuilderRuntime(page);
    expect(scripts.some((path) => /gallery|image-accordion/.test(path))).toBe(false);
    await page.locator(`${grid} a.e-gallery-item`).nth(1).click();
    await expect(page.locator(".pswp__counter")).toHaveText("2 of 6");
    await closeLightbox(page);
    expect(errors).toEqual([]);
  });

  test("W-MISC-06 the video popup opens the lightbox and loads YouTube's API only on the click, polled every 350 ms until ready", async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:"))
        outside.push(request.url());
    });
    let apiRequests = 0;
    await page.route("https://www.youtube.com/iframe_api", (route) => {
      apiRequests++;
      return route.fulfill({ contentType: "text/javascript", body: YOUTUBE_API_STAND_IN });
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Playing</p>" }),
    );
    await page.clock.install();
    await page.goto(CONTENT_PAGES.galleries);
    await waitForBuilderRuntime(page);
    expect(outside.filter((url) => /youtube/.test(url))).toEqual([]);
    await page.locator(`${videoPopup} a.ekit-video-popup`).click();
    await expect(page.locator(".pswp")).toBeVisible();
    await expect(page.locator(".pswp [data-vitrine-lightbox-frame]")).toHaveText("Loading the video…");
    await expect.poll(() => apiRequests).toBe(1);
    // Not ready until the stand-in's 800 ms have passed; the module looks again every 350 ms until it is.
    await page.clock.runFor(1_100);
    await expect(page.locator(".pswp iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    await expect(page.locator(videoPopup)).toHaveAttribute("data-video-popup", "playing");
    await page.keyboard.press("Escape");
    await page.clock.runFor(1_000);
    await expect(page.locator(".pswp")).toHaveCount(0);
    // A second play reuses the loaded API.
    await page.locator(`${videoPopup} a.ekit-video-popup`).click();
    await expect(page.locator(".pswp iframe")).toBeVisible();
    expect(apiRequests).toBe(1);
  });

  test("looks designed and axe finds nothing at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(CONTENT_PAGES.galleries);
    await waitForBuilderRuntime(page);
    await checkLookAndAxe(page, "galleries");
  });
});
