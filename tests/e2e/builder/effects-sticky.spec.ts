import type { Page } from "@playwright/test";
import { EFFECT_PAGES } from "../content/build-effects.ts";
import { expect, test } from "../fixtures.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** Elementor Pro's sticky effect (tests/e2e/content/70-effects.xml, page `/effects-sticky/`). */
const bar = (page: Page) => page.locator(".elementor-element-s700010");
const desktopOnly = (page: Page) => page.locator(".elementor-element-s700030");

/** Scrolls and lets the once-per-frame scroll work run. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe("sticky effect (issue 16: motion effects' sticky option)", () => {
  test("held 20 px below the top with a spacer keeping its place, the effects class 100 px on, released above", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(EFFECT_PAGES.sticky.path);
    await waitForBuilderRuntime(page);
    await expect(bar(page)).toHaveClass(/\belementor-sticky\b/);
    await expect(bar(page)).not.toHaveClass(/elementor-sticky--active/);
    const start = await bar(page).evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const height = await bar(page).evaluate((node) => node.getBoundingClientRect().height);

    await scrollTo(page, start - 21);
    await expect(bar(page)).not.toHaveClass(/elementor-sticky--active/);
    await scrollTo(page, start - 10);
    await expect(bar(page)).toHaveClass(/elementor-sticky--active/);
    await expect(bar(page)).not.toHaveClass(/elementor-sticky--effects/);
    expect((await bar(page).boundingBox())?.y).toBeCloseTo(20, 0);
    const spacer = page.locator(".elementor-element-s700010 + .elementor-sticky__spacer");
    expect((await spacer.boundingBox())?.height).toBeCloseTo(height, 0);

    await scrollTo(page, start + 200);
    await expect(bar(page)).toHaveClass(/elementor-sticky--effects/);
    expect((await bar(page).boundingBox())?.y).toBeCloseTo(20, 0);

    await scrollTo(page, 0);
    await expect(bar(page)).not.toHaveClass(/elementor-sticky--active/);
    await expect(spacer).toHaveCount(0);
    expect((await bar(page).boundingBox())?.y).toBeCloseTo(start, 0);
    expect(errors).toEqual([]);
  });

  test("an element sticky on desktop only is left alone on a phone, and the other way round on resize", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(EFFECT_PAGES.sticky.path);
    await waitForBuilderRuntime(page);
    await expect(desktopOnly(page)).toHaveClass(/\belementor-sticky\b/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(desktopOnly(page)).not.toHaveClass(/\belementor-sticky\b/);
    await expect(bar(page)).toHaveClass(/\belementor-sticky\b/);
  });

  test("without script the page is simply the page: nothing is held", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(EFFECT_PAGES.sticky.path);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).not.toHaveClass(/elementor-sticky/);
    await context.close();
  });
});
