import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { BUILDER_PAGES, collectErrors, expectNoAxeViolations } from "./support.ts";

test.describe("builder documents", () => {
  test("an imported page renders with Elementor's DOM contract and hydrates without errors (W-URL-01)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(BUILDER_PAGES.widgets);
    await waitForPageScript(page);
    const document = page.locator("div.elementor.elementor-5001[data-elementor-type='wp-page']");
    await expect(document).toBeVisible();
    const heading = document.locator(
      ".elementor-element-a1b2c3d[data-element_type='widget'][data-widget_type='heading.default']",
    );
    await expect(heading.locator(".elementor-widget-container h1.elementor-heading-title")).toHaveText(
      "Slow-made goods for everyday rooms",
    );
    await expect(
      document.locator("section#hero.elementor-section.elementor-top-section[data-element_type='section']"),
    ).toHaveAttribute("data-settings", '{"background_background":"classic"}');
    await expect(document.locator(".e-con.e-parent .e-con-inner > .e-con.e-child").first()).toBeVisible();
    // The generated CSS applied: the hero heading takes the kit's primary colour through its global.
    const primary = await page.evaluate(() => {
      const probe = window.document.createElement("span");
      probe.style.color = "var(--e-global-color-primary)";
      window.document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(primary).not.toBe("rgb(0, 0, 0)");
    await expect(heading.locator("h1")).toHaveCSS("color", primary);
    expect(errors).toEqual([]);
  });

  test("the document's HTML is in the page once, never repeated in the loader data", async ({ request }) => {
    const html = await (await request.get(BUILDER_PAGES.plain)).text();
    expect(html.split("Three potters, one kiln and a lot of patience.").length - 1).toBe(1);
  });

  test("unknown widgets show nothing but a comment naming the type, and no document script runs", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(BUILDER_PAGES.widgets)).text();
    expect(html).toContain('<!-- Vitrine: unknown widget type "uael-hotspot" is not rendered -->');
    expect(html).not.toContain("elementor-element-8e8596a");
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(BUILDER_PAGES.widgets);
    await waitForPageScript(page);
    expect(dialogs).toBe(0);
    await expect(page.locator(".elementor-5001 script")).toHaveCount(0);
    await expect(page.locator(".elementor-widget-html iframe[title='Workshop map']")).toHaveCount(1);
    // The iframe of a host not on the allowlist is gone.
    await expect(page.locator(".elementor-widget-html iframe")).toHaveCount(1);
  });

  test("every widget shows its content without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(BUILDER_PAGES.widgets);
    const doc = page.locator(".elementor-5001");
    await expect(doc.locator(".elementor-widget-heading h1")).toHaveText(
      "Slow-made goods for everyday rooms",
    );
    await expect(doc.locator(".elementor-widget-text-editor").first()).toContainText("Hand-thrown ceramics");
    await expect(
      doc.locator(".elementor-widget-button a", { hasText: "Shop the collection" }),
    ).toHaveAttribute("href", "/shop/");
    const image = doc.locator(".elementor-widget-image img");
    await expect(image).toHaveAttribute("srcset", /w768\/builder-photo\.jpg 768w/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(doc.locator(".elementor-widget-image figcaption")).toHaveText(
      "Stoneware from the spring collection",
    );
    await expect(doc.locator(".elementor-widget-icon a[aria-label='Truck'] svg")).toBeVisible();
    await expect(doc.locator(".elementor-widget-divider .elementor-divider__text")).toHaveText(
      "Made in Paris",
    );
    // The spacer's own space per device, from the generated CSS (mobile below 768 px, W-CONST-03).
    const width = await page.evaluate(() => window.innerWidth);
    await expect(doc.locator(".elementor-widget-spacer .elementor-spacer-inner").first()).toHaveCSS(
      "height",
      width < 768 ? "12px" : "24px",
    );
    await context.close();
  });

  test("header and footer templates replace Astra's where their conditions match, and only there", async ({
    page,
  }) => {
    await page.goto(BUILDER_PAGES.templates);
    await expect(page.locator("header.elementor-location-header")).toContainText("Atelier Test");
    await expect(page.locator("footer.elementor-location-footer")).toContainText("12 rue des Potiers");
    await expect(page.locator("#masthead")).toHaveCount(0);
    await expect(page.locator("footer.site-footer")).toHaveCount(0);
    await page.goto(BUILDER_PAGES.plain);
    await expect(page.locator("#masthead")).toBeVisible();
    await expect(page.locator(".elementor-location-header")).toHaveCount(0);
  });

  test("the blog index lists the posts; posts show their date and author; classic content is sanitised", async ({
    page,
  }) => {
    // The demo's journal and other specs' posts share the blog: read every page of it, newest first.
    const titles: string[] = [];
    let pageWithKilnDay = "";
    for (let next: string | null = "/blog/"; next; ) {
      await page.goto(next);
      const onPage = await page.locator(".ast-article-post h2.entry-title a").allTextContents();
      if (onPage.includes("Spring kiln day")) pageWithKilnDay = next;
      titles.push(...onPage);
      next = (await page.locator("a.next.page-numbers").count())
        ? await page.locator("a.next.page-numbers").getAttribute("href")
        : null;
    }
    expect(titles.filter((title) => ["Spring kiln day", "A note from the studio"].includes(title))).toEqual([
      "Spring kiln day",
      "A note from the studio",
    ]);
    await page.goto(pageWithKilnDay);
    await page.locator(".ast-article-post h2 a", { hasText: "Spring kiln day" }).click();
    await expect(page).toHaveURL(BUILDER_PAGES.post);
    await expect(page.locator("h1.entry-title")).toHaveText("Spring kiln day");
    await expect(page.locator(".entry-meta")).toContainText("Camille Martin");
    await expect(page.locator(".elementor-5030 .widget-image-caption")).toHaveText("The kiln, loaded");
    await page.goto(BUILDER_PAGES.classicPost);
    await expect(page.locator(".entry-content strong")).toHaveText("May 1st");
    await expect(page.locator(".entry-content script")).toHaveCount(0);
  });

  test("an unknown address is still a 404, and a post at another permalink form redirects to its own", async ({
    request,
  }) => {
    expect((await request.get("/no-such-document/")).status()).toBe(404);
    const moved = await request.get("/?p=5030", { maxRedirects: 0 });
    expect([200, 301]).toContain(moved.status());
  });

  test("axe finds no violations on a document page", async ({ page }) => {
    await page.goto(BUILDER_PAGES.widgets);
    await waitForPageScript(page);
    await expectNoAxeViolations(page);
  });

  test("axe finds no violations on a page with header and footer templates, and on the blog", async ({
    page,
  }) => {
    for (const path of [BUILDER_PAGES.templates, "/blog/"]) {
      await page.goto(path);
      await waitForPageScript(page);
      await expectNoAxeViolations(page, `${path} `);
    }
  });
});
