import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { collectErrors, expectNoAxeViolations } from "./support.ts";

/**
 * The demo shop's own pages (content/demo/site/10-pages.xml, built by build-pages.ts and seeded at first start):
 * the home page is the front page, "About us", the journal (the blog at /blog/) with its posts and archives.
 */
const DEMO_PAGES = {
  home: "/",
  about: "/about-us/",
  blog: "/blog/",
  post: "/2026/11/caring-for-stoneware/",
  category: "/category/care-guides/",
} as const;
const FRONT_PAGE_ID = 300;

/** Every widget of the page's documents, with what it shows: its text, or the images and icons it draws. */
async function widgetContents(page: Page) {
  return page.locator(".elementor .elementor-widget").evaluateAll((widgets) =>
    widgets.map((widget) => {
      const container = widget.querySelector(".elementor-widget-container") ?? widget;
      const box = widget.getBoundingClientRect();
      return {
        type: widget.getAttribute("data-widget_type") ?? "",
        id: widget.getAttribute("data-id") ?? "",
        text: (container.textContent ?? "").trim(),
        pictures: container.querySelectorAll("img, svg").length,
        height: box.height,
      };
    }),
  );
}

test.describe("the demo shop's pages", () => {
  test("the home page is the front page document, with the shop's featured products", async ({
    page,
    request,
  }) => {
    const response = await page.goto(DEMO_PAGES.home);
    expect(response?.status()).toBe(200);
    await expect(page.locator("body")).toHaveClass(/\bhome\b.*\belementor-page-300\b/);
    await expect(page.locator(`div.elementor.elementor-${FRONT_PAGE_ID}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Small goods, made with care");
    await expect(page.locator("h1")).toHaveCount(1);
    const featured = page.locator(`.elementor-${FRONT_PAGE_ID} ul.products li.product`);
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("link", { name: "Shop the collection" })).toHaveAttribute("href", "/shop/");
    // The front page's own address leads to / for good.
    const own = await request.get("/home/", { maxRedirects: 0 });
    expect([own.status(), own.headers().location]).toEqual([301, "/"]);
  });

  test("the journal lists the eight posts with featured images and excerpts; archives by category and tag", async ({
    page,
  }) => {
    await page.goto(DEMO_PAGES.blog);
    const posts = page.locator(".vitrine-post-grid article");
    await expect(posts.first().locator("h2")).toHaveText("How to care for stoneware so it lasts a lifetime");
    const demoPosts = posts.filter({ has: page.locator("time[datetime^='2026-']") });
    await expect(demoPosts).toHaveCount(8);
    for (const post of await demoPosts.all()) {
      await expect(post.locator(".post-thumb img")).toHaveAttribute("src", /^\/media\//);
      await expect(post.locator(".entry-summary")).not.toBeEmpty();
    }
    await page.goto(DEMO_PAGES.category);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care guides");
    await expect(page.locator(".vitrine-post-grid article")).toHaveCount(3);
    await page.goto("/tag/ceramics/");
    await expect(page.locator(".vitrine-post-grid article h2")).toHaveText([
      "How to care for stoneware so it lasts a lifetime",
      "Meet the maker: Atelier Terre Douce",
    ]);
  });

  test("every widget of the demo pages shows its content without JavaScript (W-URL-01)", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const path of Object.values(DEMO_PAGES)) {
      const html = await (await request.get(path)).text();
      // Every widget type the demo uses is one Vitrine renders.
      expect(html, path).not.toContain("<!-- Vitrine: unknown widget type");
      await page.goto(path);
      const widgets = await widgetContents(page);
      if (path !== DEMO_PAGES.blog && path !== DEMO_PAGES.category)
        expect(widgets.length, path).toBeGreaterThan(5);
      for (const widget of widgets) {
        const label = `${path} ${widget.type} ${widget.id}`;
        if (widget.type.startsWith("spacer.") || widget.type.startsWith("divider.")) {
          expect(widget.height, label).toBeGreaterThan(0);
          continue;
        }
        expect(widget.text.length > 0 || widget.pictures > 0, label).toBe(true);
      }
    }
    // Images are real pictures, and the post's article and its button are there.
    await page.goto(DEMO_PAGES.post);
    await expect(page.locator(".entry-content .elementor-widget-heading h2").first()).toHaveText(
      "Warm it before the boiling water",
    );
    await expect(page.getByRole("link", { name: "See the stoneware mugs" })).toHaveAttribute(
      "href",
      "/product/speckled-stoneware-mug/",
    );
    await page.goto(DEMO_PAGES.about);
    const picture = page.locator(".elementor-widget-image img").first();
    await expect(picture).toHaveAttribute("alt", /watering can/);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  // The desktop project looks at 1280 px, the mobile one at 390 px (playwright.config.ts).
  test("the home page's hero is text beside its picture on desktop, above it on mobile (W-CONST-01, W-CONST-03)", async ({
    page,
  }) => {
    const width = page.viewportSize()?.width ?? 0;
    await page.goto(DEMO_PAGES.home);
    const heroText = await page.getByRole("heading", { level: 1 }).boundingBox();
    const heroPicture = await page
      .locator(`.elementor-${FRONT_PAGE_ID} .elementor-widget-image img`)
      .first()
      .boundingBox();
    if (!heroText || !heroPicture) throw new Error("the hero is not laid out");
    if (width >= 1025) expect(heroPicture.x).toBeGreaterThan(heroText.x + heroText.width);
    else expect(heroPicture.y).toBeGreaterThan(heroText.y + heroText.height);
  });

  for (const [name, path] of Object.entries(DEMO_PAGES)) {
    test(`the demo's ${name} page hydrates without errors and axe finds no violations`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForPageScript(page);
      await expectNoAxeViolations(page, `${path} at ${page.viewportSize()?.width} px: `);
      expect(errors).toEqual([]);
    });
  }
});
