import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/** The basic widgets' documents (tests/e2e/content/20-basic-widgets.xml, imported at server start). */
const SHOP = "/basic-widgets-shop/";
const DEFAULTS = "/basic-widgets-defaults/";

/** The bar's width as a share of its track (0 to 1). */
async function barShare(progressbar: Locator): Promise<number> {
  return progressbar.evaluate((track) => {
    const bar = track.querySelector(".elementor-progress-bar");
    const total = track.getBoundingClientRect().width;
    return bar && total > 0 ? bar.getBoundingClientRect().width / total : -1;
  });
}

const counterNumber = (page: Page, id: string) => page.locator(`#${id} .elementor-counter-number`);

test.describe("basic widgets without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every basic widget shows its content from the server's HTML (W-URL-01)", async ({ page }) => {
    await page.goto(SHOP);
    const doc = page.locator(".elementor-20001");
    // icon-list: items with icons, one linked.
    const list = doc.locator(".elementor-widget-icon-list .elementor-icon-list-items").first();
    await expect(list.locator("li.elementor-icon-list-item")).toHaveText([
      "Wrapped in recycled paper",
      "A care card for your pieces",
      "Tracked delivery",
    ]);
    await expect(list.getByRole("link", { name: "Tracked delivery" })).toHaveAttribute("href", "/delivery/");
    // icon-box: one link per box, named by its title.
    await expect(doc.getByRole("link", { name: "Free delivery" })).toHaveCount(1);
    await expect(doc.locator(".elementor-icon-box-title").first()).toHaveText("Free delivery");
    // image-box: a stored rendition with srcset.
    const boxImage = doc.locator(".elementor-image-box-img img").first();
    await expect(boxImage).toHaveAttribute("src", /^\/media\//);
    await expect(boxImage).toHaveAttribute("srcset", /\d+w/);
    // social-icons: each link named by its network.
    await expect(doc.getByRole("link", { name: "Instagram" })).toHaveAttribute("target", "_blank");
    await expect(doc.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      "mailto:hello@atelier.example",
    );
    // star-rating: the rating in words.
    await expect(doc.locator(".elementor-star-rating .elementor-screen-only")).toHaveText(
      "Rated 4.8 out of 5",
    );
    // testimonial: the quote and the person.
    await expect(doc.locator("blockquote.elementor-testimonial-content").first()).toContainText(
      "wrapped like presents",
    );
    await expect(doc.locator(".elementor-testimonial-name").first()).toHaveText("Léa Moreau");
    // counter: the final numbers, formatted.
    await expect(doc.locator(".elementor-counter-number")).toHaveText(["12,500", "3", "1 480", "99.5"]);
    // progress: a progressbar with its values, the bar drawn at its width.
    const shipped = doc.getByRole("progressbar", { name: "Spring orders shipped" });
    await expect(shipped).toHaveAttribute("aria-valuenow", "85");
    await expect(shipped).toHaveAttribute("aria-valuetext", "85% (On time)");
    await shipped.scrollIntoViewIfNeeded();
    expect(await barShare(shipped)).toBeCloseTo(0.85, 2);
    // alert: readable, and no dismiss button that would do nothing.
    await expect(doc.locator(".elementor-alert-title").first()).toHaveText("Summer kiln opening");
    await expect(doc.locator(".elementor-alert-dismiss")).toBeHidden();
    // image-gallery: four pictures linked to the full image with Elementor's lightbox attributes.
    const links = doc.locator(".elementor-image-gallery .gallery-item a");
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveAttribute("data-elementor-open-lightbox", "default");
    await expect(links.first()).toHaveAttribute(
      "data-e-action-hash",
      /^#elementor-action:action=lightbox&settings=/,
    );
    await expect(links.first().locator("img")).toHaveAttribute(
      "alt",
      "Three glazed bowls stacked on an oak table",
    );
  });

  test("a widget with nothing set shows Elementor's defaults", async ({ page }) => {
    await page.goto(DEFAULTS);
    const doc = page.locator(".elementor-20002");
    await expect(doc.locator(".elementor-icon-list-text")).toHaveText([
      "List Item #1",
      "List Item #2",
      "List Item #3",
    ]);
    await expect(doc.locator(".elementor-icon-box-title")).toHaveText("This is the heading");
    await expect(doc.locator(".elementor-testimonial-name")).toHaveText("John Doe");
    await expect(doc.locator(".elementor-counter-number")).toHaveText("100");
    await expect(doc.getByRole("progressbar", { name: "My Skill" })).toHaveAttribute("aria-valuenow", "50");
    await expect(doc.locator(".elementor-star-rating .elementor-screen-only")).toHaveText("Rated 5 out of 5");
    await expect(doc.locator(".elementor-social-icon .elementor-screen-only")).toHaveText([
      "Facebook",
      "Twitter",
      "YouTube",
    ]);
    await expect(doc.locator(".elementor-alert-title")).toHaveText("This is an Alert");
  });
});

test.describe("basic widgets with JavaScript", () => {
  test("counters count up and bars grow when scrolled into view; those already on screen keep their values; their modules load on demand (W-MISC-35)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto(SHOP);
    await waitForPageScript(page);
    await waitForBuilderRuntime(page);
    const happy = counterNumber(page, "counter-happy");
    // Below the fold: held at the start (with the ending number's decimals) until seen.
    await expect(happy).toHaveText("0.0");
    const shipped = page.getByRole("progressbar", { name: "Spring orders shipped" });
    await expect.poll(() => barShare(shipped)).toBe(0);
    // On screen at load (the desktop layout): the server's final value stays (no flash back to zero).
    if (test.info().project.name === "desktop")
      await expect(counterNumber(page, "counter-top")).toHaveText("12,500");
    await page.locator("#studio-numbers").scrollIntoViewIfNeeded();
    await expect(happy).not.toHaveText("0.0");
    await expect(happy).toHaveText("99.5", { timeout: 5000 });
    await expect(counterNumber(page, "counter-potters")).toHaveText("3");
    await expect.poll(() => barShare(shipped), { timeout: 5000 }).toBeCloseTo(0.85, 2);
    await expect(shipped).toHaveAttribute("aria-valuenow", "85");
    expect(scripts.some((path) => /counter\.client/.test(path))).toBe(true);
    expect(scripts.some((path) => /progress\.client/.test(path))).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a page without counters, bars or alerts loads none of their modules (W-MISC-35)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto("/builder-widgets/");
    await waitForPageScript(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => /(counter|progress|alert)\.client/.test(path))).toEqual([]);
  });

  test("the alert's dismiss button appears with JavaScript and removes the alert, keeping focus in place", async ({
    page,
  }) => {
    await page.goto(SHOP);
    await waitForPageScript(page);
    const alert = page.locator(".elementor-alert-info");
    const dismiss = alert.getByRole("button", { name: "Dismiss this alert." });
    await expect(dismiss).toBeVisible();
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(alert).toBeHidden();
    expect(
      await page.evaluate(
        () => document.activeElement?.classList.contains("elementor-widget-alert") ?? false,
      ),
    ).toBe(true);
    // The warning alert has no dismiss button at all.
    await expect(page.locator(".elementor-alert-warning .elementor-alert-dismiss")).toHaveCount(0);
  });
});

test.describe("basic widgets under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("counters and bars show their final values at once", async ({ page }) => {
    await page.goto(SHOP);
    await waitForPageScript(page);
    await waitForBuilderRuntime(page);
    // The alert's module mounted, so the runtime has mounted every module on the page.
    await expect(page.getByRole("button", { name: "Dismiss this alert." })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const happy = counterNumber(page, "counter-happy");
    await expect(happy).toHaveText("99.5");
    const shipped = page.getByRole("progressbar", { name: "Spring orders shipped" });
    await page.locator("#studio-numbers").scrollIntoViewIfNeeded();
    await expect(happy).toHaveText("99.5");
    expect(await barShare(shipped)).toBeCloseTo(0.85, 2);
    await page.getByRole("button", { name: "Dismiss this alert." }).click();
    await expect(page.locator(".elementor-alert-info")).toBeHidden();
  });
});

for (const [width, height, device] of [
  [1280, 900, "desktop"],
  [390, 844, "mobile"],
] as const) {
  test(`axe finds no violations on the basic widgets at ${width} px (${device}, W-CONST-01..03)`, async ({
    page,
  }) => {
    // Sets its own width: once is enough.
    test.skip(test.info().project.name !== "desktop", "the width is set by the test");
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    for (const path of [SHOP, DEFAULTS]) {
      await page.goto(path);
      await waitForPageScript(page);
      await waitForBuilderRuntime(page);
      await page.waitForLoadState("networkidle");
      // Scroll through the page so lazy images load and counters and bars finish, then look at it settled.
      for (const widget of await page.locator(".elementor-widget").all())
        await widget.scrollIntoViewIfNeeded();
      await page.waitForTimeout(2500);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, `${path} ${width}px: `);
      await page.screenshot({
        path: test.info().outputPath(`basic-widgets-${path.replaceAll("/", "")}-${width}.png`),
        fullPage: true,
      });
    }
    if (device === "mobile") {
      // Mobile layout from the generated CSS: the gallery in two columns.
      await page.goto(SHOP);
      const columns = await page
        .locator(".elementor-image-gallery .gallery")
        .evaluate((gallery) => getComputedStyle(gallery).gridTemplateColumns.split(" ").length);
      expect(columns).toBe(2);
    }
  });
}
