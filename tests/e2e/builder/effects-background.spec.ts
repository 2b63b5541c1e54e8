import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** Background motion effects (tests/e2e/content/70-effects.xml, page `/effects-background/`). */
const PAGE = "/effects-background/";
const layerOf = (id: string) =>
  `.elementor-element-${id} > .elementor-motion-effects-container > .elementor-motion-effects-layer`;

const styleOf = (layer: Locator) =>
  layer.evaluate((node) => {
    const style = (node as HTMLElement).style;
    return { transform: style.transform, width: style.width, height: style.height };
  });

/** Whether the layer still covers the whole section (its edges never show). */
const covers = (layer: Locator) =>
  layer.evaluate((node) => {
    const section = node.parentElement?.parentElement?.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return (
      !!section &&
      box.top <= section.top + 0.5 &&
      box.left <= section.left + 0.5 &&
      box.bottom >= section.bottom - 0.5 &&
      box.right >= section.right - 0.5
    );
  });

test.describe("background motion effects", () => {
  test("W-MOTION-07 scrolling moves a container's background layer within its margin, never the content", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const section = page.locator(".elementor-element-b700010");
    const layer = page.locator(layerOf("b700010"));
    await expect(section).toHaveClass(/elementor-motion-effects-element-type-background/);
    expect(await layer.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain(
      "workshop-after",
    );
    expect(await section.evaluate((node) => getComputedStyle(node).backgroundImage)).toBe("none");
    // Vertical scroll at speed 4 (40 %) plus mouse track at speed 1 (10 %): 150 % tall, 110 % wide.
    await expect.poll(async () => (await styleOf(layer)).height).toBe("150%");
    expect((await styleOf(layer)).width).toBe("110%");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await styleOf(layer)).transform).toMatch(/^translate\(/);
    const before = (await styleOf(layer)).transform;
    expect(await covers(layer)).toBe(true);
    await page.evaluate(() => window.scrollBy(0, 350));
    await expect.poll(async () => (await styleOf(layer)).transform).not.toBe(before);
    expect(await covers(layer)).toBe(true);
    await page.evaluate(() => window.scrollBy(0, 350));
    await page.waitForTimeout(100);
    expect(await covers(layer)).toBe(true);
    // The content is not moved: only the layer is written.
    const heading = page.locator(".elementor-element-b700011");
    expect(await heading.evaluate((node) => (node as HTMLElement).style.transform)).toBe("");
    expect(await section.evaluate((node) => (node as HTMLElement).style.transform)).toBe("");
    expect(errors).toEqual([]);
  });

  test("W-MOTION-07 a section's background moves behind its overlay; the pointer moves a mouse-track background", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const section = page.locator(".elementor-element-b700020");
    // The layer comes first, then the overlay, then the columns: it is drawn behind both.
    expect(await section.evaluate((node) => [...node.children].map((child) => child.classList[0]))).toEqual([
      "elementor-motion-effects-container",
      "elementor-background-overlay",
      "elementor-container",
    ]);
    const layer = page.locator(layerOf("b700020"));
    await section.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await styleOf(layer)).transform).toMatch(/translate\(.*scale\(/);
    const first = (await styleOf(layer)).transform;
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(async () => (await styleOf(layer)).transform).not.toBe(first);

    // Mouse track follows a mouse pointer; the phone project emulates touch only.
    if (test.info().project.name === "mobile") return;
    const tracked = page.locator(layerOf("b700010"));
    await page.locator(".elementor-element-b700010").scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await expect.poll(async () => (await styleOf(tracked)).transform).toMatch(/translate\(/);
    const atCorner = (await styleOf(tracked)).transform;
    await page.mouse.move(1200, 650);
    await expect.poll(async () => (await styleOf(tracked)).transform).not.toBe(atCorner);
    expect(await covers(tracked)).toBe(true);
  });

  test("W-MOTION-07 a background set for desktop only stays still on other devices", async ({ page }) => {
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const layer = page.locator(layerOf("b700030"));
    await layer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    if (test.info().project.name === "mobile") {
      await page.waitForTimeout(300);
      expect(await styleOf(layer)).toEqual({ transform: "", width: "", height: "" });
    } else {
      await expect.poll(async () => (await styleOf(layer)).height).toBe("140%");
      await expect.poll(async () => (await styleOf(layer)).transform).toMatch(/translate\(/);
    }
  });

  test("W-MOTION-07 with prefers-reduced-motion the backgrounds stand still, drawn as designed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(PAGE);
    await waitForBuilderRuntime(page);
    const layer = page.locator(layerOf("b700010"));
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.mouse.move(20, 20);
    await page.mouse.move(900, 600);
    await page.waitForTimeout(300);
    expect(await styleOf(layer)).toEqual({ transform: "", width: "", height: "" });
    expect(await layer.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain(
      "workshop-after",
    );
    expect(await covers(layer)).toBe(true);
    await context.close();
  });

  test("W-MOTION-07 without script the picture still shows, still, in the server-drawn layer", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const layer = page.locator(layerOf("b700020"));
    expect(await layer.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain(
      "workshop-glaze",
    );
    expect(await covers(layer)).toBe(true);
    const box = await layer.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
    await context.close();
  });
});
