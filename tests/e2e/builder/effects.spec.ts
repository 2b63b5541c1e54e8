import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/** The visual effects' end-to-end pages (tests/e2e/content/70-effects.xml, imported at server start). */
const EFFECTS = "/effects/";
const NONE = "/effects-none/";
const el = (id: string) => `.elementor-element-${id}`;

/** Every script the page loaded, by URL. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

const EFFECT_CHUNKS =
  /(motion-fx|tilt|particles|entrance-animation|before-after|pie-chart|hotspot|flip-box|image-swap|animated-headline|text-shuffle|unfold)/;

test.describe("visual effects", () => {
  test("W-MOTION-08 a page without effects loads none of their code; the effects page loads particles only at its section", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(NONE);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => EFFECT_CHUNKS.test(url))).toEqual([]);
    await expect(page.locator("[data-vitrine-runtime]")).toHaveCount(0);

    scripts.length = 0;
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => /motion-fx/.test(url))).toBe(true);
    expect(scripts.some((url) => /particles-engine/.test(url))).toBe(false);
    await page.locator(el("e700070")).scrollIntoViewIfNeeded();
    await expect(page.locator(el("e700070"))).toHaveAttribute("data-particles", "running");
    await expect(page.locator(`${el("e700070")} .ekit-particles-layer canvas`)).toHaveCount(1);
    expect(scripts.some((url) => /particles-engine/.test(url))).toBe(true);
  });

  test("entrance animations wait hidden and play Elementor's classes when scrolled into view", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const text = page.locator(el("e700093"));
    await expect(text).toHaveClass(/elementor-invisible/);
    await text.scrollIntoViewIfNeeded();
    await expect(text).toHaveClass(/animated fadeInLeft/);
    await expect(text).not.toHaveClass(/elementor-invisible/);
    await expect(page.locator(el("e700001"))).toHaveClass(/animated fadeInUp animated-fast/);
    expect(errors).toEqual([]);
  });

  test("W-MOTION-07 scrolling moves and fades a motion-effects element; the pointer moves mouse-track ones", async ({
    page,
  }) => {
    // Mouse track follows a mouse pointer; the phone project emulates touch only.
    test.skip(
      test.info().project.name === "mobile",
      "mouse-pointer behaviour: covered by the desktop project",
    );
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const scrolling = page.locator(el("e700091"));
    await scrolling.scrollIntoViewIfNeeded();
    const read = () =>
      scrolling.evaluate((node) => ({
        transform: (node as HTMLElement).style.transform,
        opacity: (node as HTMLElement).style.opacity,
      }));
    await expect.poll(async () => (await read()).transform).toMatch(/translateY\(-?\d/);
    const first = await read();
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await read()).transform).not.toBe(first.transform);
    expect(Number((await read()).opacity)).toBeGreaterThanOrEqual(0);

    const mouse = page.locator(el("e700092"));
    await page.mouse.move(10, 10);
    await expect
      .poll(() => mouse.evaluate((node) => (node as HTMLElement).style.transform))
      .toMatch(/translate\(.*rotateX/);
    const before = await mouse.evaluate((node) => (node as HTMLElement).style.transform);
    await page.mouse.move(1200, 800);
    await expect.poll(() => mouse.evaluate((node) => (node as HTMLElement).style.transform)).not.toBe(before);
  });

  test("W-MOTION-01 W-MOTION-02 W-MOTION-03 tilt turns the widget under the pointer with perspective 300 and rests when it leaves", async ({
    page,
  }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const content = page.locator(`${el("e700022")} > .elementor-widget-container`);
    await content.scrollIntoViewIfNeeded();
    const box = await content.boundingBox();
    if (!box) throw new Error("no tilt box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + 2, box.y + 2, { steps: 4 });
    await expect
      .poll(() => content.evaluate((node) => (node as HTMLElement).style.transform))
      .toMatch(/perspective\(300px\) rotateX\(-\d/);
    await expect(page.locator(`${el("e700022")} .ekit-tilt-glare`)).toHaveCount(1);
    await page.mouse.move(box.x + box.width + 200, box.y + box.height / 2, { steps: 3 });
    await expect
      .poll(() => content.evaluate((node) => (node as HTMLElement).style.transform))
      .toBe("perspective(300px) rotateX(0deg) rotateY(0deg) scale3d(1, 1, 1)");
    await expect.poll(() => content.evaluate((node) => (node as HTMLElement).style.transition)).toBe("");
  });

  test("W-MOTION-04 W-MOTION-05 text shuffle scrambles and settles on the text; headlines draw and rotate", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { shuffleSeen: string[] }).shuffleSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Text ? record.target.parentElement : record.target;
          if (target instanceof HTMLElement && target.classList.contains("ekit-text-shuffle__text"))
            seen.push(target.textContent ?? "");
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const shuffle = page.locator(`${el("e700003")} .ekit-text-shuffle`);
    await expect(shuffle).toHaveAttribute("data-shuffled", "1");
    await expect(shuffle.locator(".ekit-text-shuffle__text")).toHaveText("Shaped by hand since 1998");
    const seen = await page.evaluate(() => (window as unknown as { shuffleSeen: string[] }).shuffleSeen);
    // Frames follow the clock (25 a second), so a slow machine draws fewer of them; at least some are scrambled.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.some((text) => text !== "Shaped by hand since 1998")).toBe(true);
    await expect(page.locator(`${el("e700004")} .elementor-headline`)).toHaveClass(
      /elementor-headline--drawing/,
    );
    await expect(page.locator(`${el("e700005")} .elementor-headline`)).toHaveAttribute("data-word", /[12]/);
  });

  test("W-MISC-12 W-MISC-13 W-MOTION-06 the before/after handle drags past 8 px, clicks, and moves by keyboard", async ({
    page,
  }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const root = page.locator(`${el("e700012")} .ekit-before-after`);
    const handle = root.getByRole("slider", { name: "Before / After" });
    await expect(handle).toHaveAttribute("aria-valuenow", "50");
    await expect(root.locator(".ekit-before-after__label--before")).toHaveText("Before");
    await expect(root.locator(".ekit-before-after__label--after")).toHaveText("After");
    await root.scrollIntoViewIfNeeded();
    const box = await root.boundingBox();
    if (!box) throw new Error("no slider box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 5, y);
    await expect(handle).toHaveAttribute("aria-valuenow", "50");
    await page.mouse.move(box.x + box.width / 4, y, { steps: 5 });
    await expect(handle).toHaveAttribute("aria-valuenow", /^2[45]/);
    await page.mouse.up();
    await page.mouse.click(box.x + box.width * 0.8, y);
    await expect(handle).toHaveAttribute("aria-valuenow", /^(79|80)/);
    await handle.focus();
    await page.keyboard.press("Home");
    await expect(handle).toHaveAttribute("aria-valuenow", "0");
    await page.keyboard.press("ArrowRight");
    await expect(handle).toHaveAttribute("aria-valuenow", "1");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(handle).toHaveAttribute("aria-valuenow", "11");
    await expect(root.locator(".ekit-before-after__before")).toHaveAttribute(
      "style",
      /inset\(0(px)? 89% 0(px)? 0(px)?\)/,
    );
  });

  test("W-MISC-14 W-MISC-15 W-MISC-16 the pie chart fills its 110 px ring when scrolled into view", async ({
    page,
  }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const chart = page.locator(`${el("e700032")} .ekit-piechart__chart`);
    await expect(chart).not.toHaveAttribute("data-drawn", /./);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("data-drawn", "animating");
    await expect(chart).toHaveCSS("width", "110px");
    await page.waitForTimeout(1100);
    const painted = await chart.locator("canvas").evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const data = c.getContext("2d")?.getImageData(0, 0, c.width, c.height).data ?? [];
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count++;
      return count;
    });
    expect(painted).toBeGreaterThan(100);
  });

  test("W-MISC-18 W-MISC-19 hotspots open by click or hover, one at a time, and close with Escape", async ({
    page,
  }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const kiln = page.locator(`${el("e700042")} .e-hotspot`).first();
    const button = kiln.getByRole("button", { name: "Kiln" });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(kiln.getByRole("tooltip")).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(kiln.getByRole("tooltip")).toBeVisible();
    const wheel = page.getByRole("button", { name: "The wheel" });
    await wheel.click();
    await expect(wheel).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(wheel).toHaveAttribute("aria-expanded", "false");
    await wheel.focus();
    await page.keyboard.press("Enter");
    await expect(wheel).toHaveAttribute("aria-expanded", "true");
    const bench = page.getByRole("button", { name: "Bench" });
    await bench.hover();
    await expect(bench).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(2, 2);
    await expect(bench).toHaveAttribute("aria-expanded", "false");
  });

  test("W-MISC-20 W-MISC-21 flip box and image swap toggle between two states by click and keyboard", async ({
    page,
  }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const box = page.locator(`${el("e700051")} .elementor-flip-box`);
    const front = box.getByRole("button", { name: "Hand thrown: show more" });
    await front.scrollIntoViewIfNeeded();
    await front.click();
    await expect(box).toHaveClass(/elementor-flip-box--turned/);
    await expect(front).toHaveAttribute("aria-pressed", "true");
    await expect(box.getByRole("link", { name: "Visit us" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).not.toHaveClass(/elementor-flip-box--turned/);
    await front.focus();
    await page.keyboard.press("Enter");
    await expect(front).toHaveAttribute("aria-pressed", "true");

    const hoverBox = page.locator(`${el("e700052")} .elementor-flip-box`);
    await hoverBox.hover();
    await expect(hoverBox).toHaveClass(/elementor-flip-box--turned/);

    const swap = page.locator(`${el("e700053")} .ekit-image-swap`);
    await swap.click();
    await expect(swap).toHaveAttribute("aria-pressed", "true");
    await expect(swap.locator(".ekit-image-swap__second")).toHaveCSS("opacity", "1");
    await swap.focus();
    await page.keyboard.press(" ");
    await expect(swap).toHaveAttribute("aria-pressed", "false");
  });

  test("unfold folds the story and its read more button unfolds it", async ({ page }) => {
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const unfold = page.locator(`${el("e700061")} .ekit-unfold`);
    const button = unfold.getByRole("button", { name: "Read More" });
    await button.scrollIntoViewIfNeeded();
    const content = unfold.locator(".ekit-unfold__content");
    const folded = (await content.boundingBox())?.height ?? 0;
    expect(folded).toBeLessThanOrEqual(61);
    await button.click();
    await expect(unfold.getByRole("button", { name: "Read Less" })).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => (await content.boundingBox())?.height ?? 0).toBeGreaterThan(folded + 50);
  });

  test("W-MOTION-07 with prefers-reduced-motion nothing moves: no entrance, no scroll or pointer motion, no tilt, no shuffle, the chart drawn full", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    const text = page.locator(el("e700093"));
    await text.scrollIntoViewIfNeeded();
    await expect(text).toBeVisible();
    await expect(text).not.toHaveClass(/animated/);
    const scrolling = page.locator(el("e700091"));
    await page.mouse.wheel(0, 300);
    await page.mouse.move(20, 20);
    await page.mouse.move(900, 700);
    await page.waitForTimeout(300);
    expect(await scrolling.evaluate((node) => (node as HTMLElement).style.transform)).toBe("");
    expect(await page.locator(el("e700092")).evaluate((node) => (node as HTMLElement).style.transform)).toBe(
      "",
    );
    const tilt = page.locator(`${el("e700022")} > .elementor-widget-container`);
    await tilt.hover();
    expect(await tilt.evaluate((node) => (node as HTMLElement).style.transform)).toBe("");
    await expect(page.locator(`${el("e700003")} .ekit-text-shuffle`)).not.toHaveAttribute(
      "data-shuffled",
      /./,
    );
    const chart = page.locator(`${el("e700032")} .ekit-piechart__chart`);
    await expect(chart).toHaveAttribute("data-drawn", "full");
    await page.locator(el("e700070")).scrollIntoViewIfNeeded();
    await expect(page.locator(el("e700070"))).toHaveAttribute("data-particles", "running");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the effects page has no axe violations and looks right at 1366 and 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(EFFECTS);
    await waitForBuilderRuntime(page);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Scroll through once so every entrance animation and chart has played before the picture.
      for (let step = 0; step < 30; step++) await page.mouse.wheel(0, 500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `test-results/effects/effects-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `${width}px: `);
    }
  });
});

/** JavaScript a page has loaded so far: files and bytes (compressed on the wire, and as parsed). */
async function javaScriptLoaded(page: Page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name)) as PerformanceResourceTiming[];
    return {
      files: scripts.length,
      transferred: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      decoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    };
  });
}

test.describe("the demo Our story page", () => {
  test("W-MOTION-08 uses every effect, loads their code only there, has no axe violations and looks designed at 1366 and 390 px", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto(NONE);
    await page.waitForLoadState("networkidle");
    const plain = await javaScriptLoaded(page);
    await page.goto("/our-story/");
    await waitForBuilderRuntime(page);
    for (const selector of [
      ".elementor-widget-animated-headline",
      ".elementor-widget-elementskit-text-shuffle",
      ".elementor-widget-elementskit-image-comparison",
      ".elementor-widget-elementskit-piechart",
      ".elementor-widget-hotspot",
      ".elementor-widget-flip-box",
      ".elementor-widget-elementskit-image-swap",
      ".elementor-widget-elementskit-unfold",
      ".ekit-tilt",
      ".ekit-particles-section",
      ".elementor-motion-effects-element",
      ".elementor-motion-effects-element-type-background > .elementor-motion-effects-container > .elementor-motion-effects-layer",
      ".elementor-invisible",
    ])
      expect(await page.locator(selector).count(), selector).toBeGreaterThan(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (let step = 0; step < 24; step++) await page.mouse.wheel(0, 500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `test-results/effects/our-story-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `${width}px: `);
    }
    const story = await javaScriptLoaded(page);
    console.log(
      `JavaScript: page without effects ${JSON.stringify(plain)}; Our story ${JSON.stringify(story)}`,
    );
    expect(story.files).toBeGreaterThan(plain.files);
    expect(errors).toEqual([]);
  });
});
