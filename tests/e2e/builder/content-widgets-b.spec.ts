import { DEMO_REVIEWS } from "../../../content/demo/site/reviews/demo-reviews.ts";
import { LONG_REVIEW, SETTINGS_ONLY_REVIEW } from "../content/build-content-widgets-b.ts";
import { addToCartByRequest } from "../demo-shopper.ts";
import { expect, test } from "../fixtures.ts";
import { checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

/** The part-B content widgets' pages (tests/e2e/content/62-content-widgets-b.xml). */
const PAGES = {
  tables: "/content-widgets-b-tables/",
  coupons: "/content-widgets-b-coupons/",
  chat: "/content-widgets-b-chat/",
  reviews: "/content-widgets-b-reviews/",
} as const;

const stock = ".elementor-element-b620003";
const sizes = ".elementor-element-b620012";
const compare = ".elementor-element-b620022";
const welcome = ".elementor-element-b620103";
const freeShip = ".elementor-element-b620112";
const save5 = ".elementor-element-b620122";
const whatsapp = ".elementor-element-b620203";
const messenger = ".elementor-element-b620212";
const mugReviews = ".elementor-element-b620303";
const proReviews = ".elementor-element-b620312";

test.describe("content widgets without script", () => {
  test("tables are full tables, the CSV size guide imported, comparison values escaped (W-MISC-29)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES.tables);
    await expect(page.locator(`${stock} tbody tr`)).toHaveCount(57);
    await expect(page.locator(`${stock} tbody tr`).last()).toBeVisible();
    await expect(page.locator(`${stock} select, ${stock} input`)).toHaveCount(0);
    await expect(page.locator(`${sizes} thead th`)).toHaveText(["Size", "Chest (cm)", "Length (cm)"]);
    await expect(page.locator(`${sizes} tbody tr`)).toHaveCount(4);
    await expect(page.locator(`${sizes} tbody tr`).nth(1)).toContainText("96–100");
    await expect(page.locator(`${compare} tbody tr`).nth(1)).toContainText(
      '<img src=x onerror="window.__xss=1"><b>Handwritten</b>',
    );
    await expect(page.locator(`${compare} img, ${compare} b`)).toHaveCount(0);
    await context.close();
  });

  test("coupons, chat and reviews read without script: codes as text, a chat link, whole reviews", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES.coupons);
    await expect(page.locator(`${welcome} .vitrine-coupon-code`)).toHaveText("WELCOME10");
    await expect(page.locator(`${welcome} .vitrine-coupon-label`)).toBeVisible();
    await expect(page.locator(`${freeShip} .vitrine-coupon-code`)).toHaveText("FREESHIP");
    await expect(page.locator(`${welcome} a.vitrine-coupon-apply`)).toHaveAttribute(
      "href",
      "/cart/?coupon_code=WELCOME10",
    );
    // The apply link opens the cart with the coupon field filled in.
    await addToCartByRequest(page.request);
    await page.locator(`${welcome} a.vitrine-coupon-apply`).click();
    await expect(page).toHaveURL(/\/cart\/\?coupon_code=WELCOME10$/);
    await expect(page.locator("#coupon_code")).toHaveValue("WELCOME10");
    await page.locator('button[name="apply_coupon"]').click();
    await expect(page.locator(".cart-discount")).toContainText("welcome10");

    await page.goto(PAGES.chat);
    const link = page.locator(`${whatsapp} a.vitrine-chat-toggle`);
    await expect(link).toHaveAttribute("href", "https://wa.me/33612345678");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.locator(`${whatsapp} .vitrine-chat-box`)).toBeHidden();
    await expect(page.locator(`${messenger} a.vitrine-chat-toggle`)).toHaveAttribute(
      "href",
      "https://m.me/atelier.vitrine",
    );

    await page.goto(PAGES.reviews);
    await expect(page.locator(`${mugReviews} .vitrine-review-text`).first()).toHaveText(LONG_REVIEW);
    await expect(page.locator(`${mugReviews} .vitrine-review-more`)).toHaveCount(0);
    await context.close();
  });
});

test.describe("data tables", () => {
  test("W-MISC-01 W-MISC-02 pages of 10, the length menu 10/25/50/100/All, search and paging", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGES.tables);
    await waitForBuilderRuntime(page);
    const rows = page.locator(`${stock} tbody tr:visible`);
    const info = page.locator(`${stock} .vitrine-table-info`);
    await expect(rows).toHaveCount(10);
    await expect(info).toHaveText("Showing 1 to 10 of 57 entries");
    await expect(info).toHaveAttribute("role", "status");
    const length = page.getByRole("combobox", { name: /^Show .*entries$/ }).first();
    await expect(length.locator("option")).toHaveText(["10", "25", "50", "100", "All"]);
    await length.selectOption("25");
    await expect(rows).toHaveCount(25);
    await length.selectOption("All");
    await expect(rows).toHaveCount(57);
    await length.selectOption("10");
    await page.locator(`${stock} .vitrine-table-paging`).getByRole("button", { name: "Next" }).click();
    await expect(info).toHaveText("Showing 11 to 20 of 57 entries");
    await page.locator(`${stock} .vitrine-table-paging`).getByRole("button", { name: "Page 6" }).click();
    await expect(info).toHaveText("Showing 51 to 57 of 57 entries");
    await expect(rows).toHaveCount(7);
    await page.getByRole("searchbox", { name: "Search" }).fill("ember mug");
    await expect(info).toHaveText(/^Showing 1 to \d of \d entries \(filtered from 57 total entries\)$/);
    await expect(rows.first()).toContainText("Ember Mug");
    expect(errors).toEqual([]);
  });

  test("ordering by keyboard: a header button sorts ascending, then descending, with aria-sort", async ({
    page,
  }) => {
    test.slow(); // screenshots and axe at two widths
    await page.goto(PAGES.tables);
    await waitForBuilderRuntime(page);
    const price = page.locator(`${stock} thead th`).nth(1);
    await price.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(price).toHaveAttribute("aria-sort", "ascending");
    const prices = async () =>
      (await page.locator(`${stock} tbody tr:visible td:nth-child(2)`).allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, "")),
      );
    const ascending = await prices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.keyboard.press("Space");
    await expect(price).toHaveAttribute("aria-sort", "descending");
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
    await checkLookAndAxe(page, "tables");
  });
});

test.describe("coupons", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("W-MISC-09 W-MISC-10 the reveal copies the code; copied for 2000 ms, then ready again", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(PAGES.coupons);
    await waitForBuilderRuntime(page);
    const root = page.locator(`${welcome} .vitrine-coupon`);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.locator(`${welcome} button.vitrine-coupon-button`).click();
    await expect(root).toHaveAttribute("data-state", "copied");
    await expect(root).toHaveClass(/vitrine-coupon--revealed/);
    await expect(page.locator(`${welcome} [role=status]`)).toHaveText("Copied! WELCOME10");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("WELCOME10");
    await page.clock.runFor(1_999);
    await expect(root).toHaveAttribute("data-state", "copied");
    await page.clock.runFor(1);
    await expect(root).toHaveAttribute("data-state", "ready");
    await expect(page.locator(`${welcome} [role=status]`)).toHaveText("");
  });

  test("W-MISC-11 click-to-copy text by keyboard: 1500 ms of feedback; the copy button's label toggles", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(PAGES.coupons);
    await waitForBuilderRuntime(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const inline = page.locator(`${freeShip} .vitrine-coupon`);
    await page.locator(`${freeShip} button`).focus();
    await page.keyboard.press("Enter");
    await expect(inline).toHaveAttribute("data-state", "copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("FREESHIP");
    await page.clock.runFor(1_499);
    await expect(inline).toHaveAttribute("data-state", "copied");
    await page.clock.runFor(1);
    await expect(inline).toHaveAttribute("data-state", "ready");

    const copy = page.locator(`${save5} button.vitrine-coupon-copy`);
    await expect(copy).toHaveText("Copy");
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    await page.clock.runFor(2_000);
    await expect(copy).toHaveText("Copy");
  });

  test("a coupon carrying a real code applies it to the cart with one click", async ({ page }) => {
    test.slow(); // screenshots and axe at two widths
    await addToCartByRequest(page.request);
    await page.goto(PAGES.coupons);
    await waitForBuilderRuntime(page);
    const call = page.waitForRequest("**/?wc-ajax=apply_coupon");
    await page.locator(`${welcome} .vitrine-coupon-apply`).click();
    expect(new URLSearchParams((await call).postData() ?? "").get("coupon_code")).toBe("WELCOME10");
    await expect(page.locator(`${welcome} [role=status]`)).toHaveText("Coupon code applied successfully.");
    await expect(page).toHaveURL(new RegExp(`${PAGES.coupons}$`));
    await page.goto("/cart/");
    await expect(page.locator(".cart-discount")).toContainText("welcome10");
    await page.goto(PAGES.coupons);
    await checkLookAndAxe(page, "coupons");
  });
});

test.describe("chat", () => {
  test("W-MISC-07 W-MISC-08 by keyboard: the box opens, typing for 3000 ms, the greeting; a message opens 700×600; Esc closes", async ({
    page,
  }) => {
    test.slow(); // screenshots and axe at two widths
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { chatWindows: unknown[][] }).chatWindows = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    await page.clock.install();
    await page.goto(PAGES.chat);
    await waitForBuilderRuntime(page);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const toggle = page.locator(`${whatsapp} button.vitrine-chat-toggle`);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = page.getByRole("dialog", { name: "Camille from the studio" });
    await expect(box).toBeVisible();
    await expect(box.getByRole("textbox", { name: "Your message" })).toBeFocused();
    await expect(box.locator(".vitrine-chat-typing")).toBeVisible();
    await page.clock.runFor(2_999);
    await expect(box.locator(".vitrine-chat-message")).toBeHidden();
    await page.clock.runFor(1);
    await expect(box.locator(".vitrine-chat-typing")).toBeHidden();
    await expect(box.locator(".vitrine-chat-message")).toContainText("Ask us anything about glazes");
    await page.keyboard.type("Is the blue bowl back?");
    await page.keyboard.press("Enter");
    const calls = await page.evaluate(() => (window as unknown as { chatWindows: unknown[][] }).chatWindows);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe("https://wa.me/33612345678?text=Is+the+blue+bowl+back%3F");
    expect(calls[0]?.[1]).toBe("vitrine-chat");
    expect(String(calls[0]?.[2])).toMatch(/^popup=yes,width=700,height=600,left=\d+,top=\d+$/);
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    // Reopened, the greeting is already there.
    await page.keyboard.press("Enter");
    await expect(box.locator(".vitrine-chat-message")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.locator(`${messenger} button.vitrine-chat-toggle`).click();
    await page.locator(`${messenger} .vitrine-chat-start`).click();
    const messengerCalls = await page.evaluate(
      () => (window as unknown as { chatWindows: unknown[][] }).chatWindows,
    );
    expect(messengerCalls[1]?.[0]).toBe("https://m.me/atelier.vitrine");
    await page.clock.resume();
    await checkLookAndAxe(page, "chat");
  });
});

test.describe("reviews", () => {
  test("W-MISC-27 texts over 120 characters end in Read more; the bound product's real rating heads the cards", async ({
    page,
  }) => {
    test.slow(); // screenshots and axe at two widths
    const errors = collectErrors(page);
    await page.goto(PAGES.reviews);
    await waitForBuilderRuntime(page);
    const first = page.locator(`${mugReviews} .vitrine-review-card`).first();
    const more = first.getByRole("button", { name: "Read more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const shown = (await first.locator(".vitrine-review-text").innerText()).replace(/…$/, "");
    expect(shown.length).toBeLessThanOrEqual(120);
    expect(LONG_REVIEW.startsWith(shown)).toBe(true);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(first.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    await expect(first.locator(".vitrine-review-text")).toHaveText(LONG_REVIEW);
    await expect(page.locator(`${mugReviews} .vitrine-review-more`)).toHaveCount(1);
    await expect(page.locator(`${mugReviews} .vitrine-reviews-summary a`)).toHaveAttribute(
      "href",
      /^\/product\/[a-z0-9-]+\/$/,
    );
    await expect(page.locator(`${mugReviews} .vitrine-reviews-summary`)).toContainText(
      /out of 5, from \d+ review/,
    );
    await expect(page.locator(`${proReviews} .vitrine-review-card`)).toHaveCount(2);
    await expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    expect(errors).toEqual([]);
    await checkLookAndAxe(page, "reviews");
  });
});

test.describe("reviews bound to a product", () => {
  test("W-MISC-27 the widget shows the shop's real approved reviews of the product, newest first, without script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES.reviews);
    const cards = page.locator(`${mugReviews} .vitrine-review-card`);
    // Six by default (vitrine_reviews_limit), of the mug's 23 approved reviews.
    await expect(cards).toHaveCount(6);
    const newest = DEMO_REVIEWS.filter((review) => review.approved === "1" && !review.parent)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 6);
    await expect(page.locator(`${mugReviews} .vitrine-review-name`)).toHaveText(
      newest.map((review) => review.author),
    );
    await expect(cards.first().locator(".vitrine-review-title")).toHaveText(
      "10 November 2026 · Verified owner",
    );
    await expect(page.locator(`${mugReviews} .vitrine-reviews-summary`)).toContainText(
      "4.6 out of 5, from 23 reviews for Speckled Stoneware Mug",
    );
    // Held for moderation, spam, the shop's reply and the widget's own items: none shown.
    for (const hidden of ["Waiting Reviewer", "Cheap Pills", "Thank you Nora", SETTINGS_ONLY_REVIEW])
      await expect(page.locator(mugReviews)).not.toContainText(hidden);
    await context.close();
  });

  test("W-MISC-27 the product page's Reviews tab lists the same approved reviews", async ({ page }) => {
    await page.goto(PAGES.reviews);
    const productPath = await page.locator(`${mugReviews} .vitrine-reviews-summary a`).getAttribute("href");
    expect(productPath).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    await page.goto(productPath ?? "/");
    const tab = page.getByRole("tab", { name: "Reviews (23)" });
    if (await tab.isVisible()) await tab.click();
    const reviews = page.locator("#reviews");
    await expect(reviews.locator(".woocommerce-Reviews-title")).toHaveText(
      "23 reviews for Speckled Stoneware Mug",
    );
    await expect(reviews.locator("ol.commentlist > li.review")).toHaveCount(23);
    const first = reviews.locator("li.review").first();
    await expect(first.locator(".woocommerce-review__author")).toHaveText("Inès Laurent");
    await expect(first.locator(".woocommerce-review__verified")).toHaveText("(verified owner)");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2026-11-10T08:12:00.000Z");
    await expect(first.locator(".description")).toHaveText(LONG_REVIEW);
    await expect(reviews).not.toContainText("Waiting Reviewer");
  });
});

test.describe("the demo Winter sale page", () => {
  test("uses the content widgets, loads only their code, and passes axe in the light and dark palettes", async ({
    page,
    context,
    baseURL,
  }) => {
    // A long page: screenshots and axe at two widths, in both palettes.
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/winter-sale/");
    await waitForBuilderRuntime(page);
    for (const type of [
      "countdown",
      "elementskit-coupon-code",
      "elementskit-table",
      "elementskit-comparison-table",
      "tabs",
      "accordion",
      "elementskit-review",
      "elementskit-whatsapp",
      // Part A's sections (content/demo/site/winter-sale/part-a.ts).
      "slides",
      "elementskit-woo-product-carousel",
      "media-carousel",
      "gallery",
      "elementskit-image-accordion",
      "testimonial-carousel",
      "elementskit-video",
    ])
      await expect(page.locator(`[data-widget_type="${type}.default"]`).first()).toBeAttached();
    await expect(page.locator(".vitrine-table-info")).toHaveText("Showing 1 to 10 of 12 entries");
    // Only the code of widgets on the page: the carousels bring Swiper; nothing of effects, maps or loops.
    expect(scripts.some((script) => /swiper/i.test(script))).toBe(true);
    expect(
      scripts.filter((script) =>
        /particles|leaflet|masonry|before-after|hotspot|ekit-google-map/i.test(script),
      ),
    ).toEqual([]);
    for (const [palette, cookie] of [
      ["light", "false"],
      ["dark", "true"],
    ] as const) {
      await context.addCookies([{ name: "astraColorSwitcherState", value: cookie, url: baseURL ?? "" }]);
      await page.reload();
      await waitForBuilderRuntime(page);
      // Full-page screenshots at 1280 and 390 px, and axe at both.
      await checkLookAndAxe(page, `winter-sale-${palette}`);
    }
    expect(errors).toEqual([]);
  });
});
