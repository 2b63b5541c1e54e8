import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/** The shop widgets' documents (tests/e2e/content/21-shop-widgets.xml). */
const PAGES = {
  products: "/shop-widgets-products/",
  cart: "/shop-widgets-cart/",
  media: "/shop-widgets-media/",
} as const;

/** A stand-in for YouTube's iframe API: ready only after a delay, so the page must poll for it. */
const YOUTUBE_API_STAND_IN = `
  window.YT = { loaded: 0 };
  setTimeout(function () {
    window.YT = {
      loaded: 1,
      Player: function (target, options) {
        var frame = document.createElement("iframe");
        frame.src = (options.host || "https://www.youtube.com") + "/embed/" + options.videoId + "?autoplay=1";
        frame.title = "YouTube video player";
        frame.setAttribute("data-start", String(options.playerVars.start || ""));
        target.appendChild(frame);
      },
    };
  }, 800);
`;

/** Requests the page makes to other sites (fulfilled locally where a test serves a stand-in). */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) requests.push(request.url());
  });
  return requests;
}

test.describe("shop widgets", () => {
  test("W-MISC-35 Products widget and [products] show Vitrine's product cards; add to cart with script", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGES.products);
    await waitForPageScript(page);
    const featured = page.locator(".elementor-element-b2a0004 ul.products > li.product");
    await expect(featured).toHaveCount(3);
    const kitchen = page.locator(".elementor-element-b2a0012 ul.products > li.product");
    await expect(kitchen).toHaveCount(4);
    await expect(page.locator(".elementor-element-b2a0022 .product_title")).toHaveText("Mushroom Table Lamp");
    await expect(page.locator(".elementor-element-b2a0033 .elementor-shortcode")).toBeEmpty();

    const can = page.locator('.elementor-element-b2a0004 a.add_to_cart_button[data-product_id="163"]');
    await can.click();
    await expect(can).toHaveClass(/added/);
    await expect(page.locator("a.cart-container .count").first()).toHaveText("1");
    expect(errors).toEqual([]);
  });

  test("the document report lists the shortcode Vitrine does not render", async ({ request }) => {
    const report = await (await request.get("/wp-json/vitrine/v1/documents/21001/report")).json();
    expect(report.unknownShortcodes).toEqual([{ tag: "contact-form-7", elementIds: ["b2a0033"] }]);
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });

    test("a product card's add to cart and the [product_page] form add to the cart", async ({ page }) => {
      await page.goto(PAGES.products);
      await page.locator('.elementor-element-b2a0004 a.add_to_cart_button[data-product_id="163"]').click();
      await expect(page).toHaveURL(new RegExp(`${PAGES.products}$`));
      await expect(page.locator("a.cart-container .count").first()).toHaveText("1");
      await page.locator(".elementor-element-b2a0022 button.single_add_to_cart_button").click();
      await page.goto("/cart/");
      await expect(page.locator(".woocommerce-cart-form")).toContainText("Copper Watering Can");
      await expect(page.locator(".woocommerce-cart-form")).toContainText("Mushroom Table Lamp");
    });

    test("the menu cart is a link to the cart page", async ({ page }) => {
      await page.goto(PAGES.cart);
      await page.locator(".elementor-menu-cart__toggle_button").click();
      await expect(page).toHaveURL(/\/cart\/$/);
    });
  });

  test("W-MISC-22 the menu cart toggles between two states; its count and mini cart arrive as fragments", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(PAGES.cart);
    await waitForPageScript(page);
    await waitForBuilderRuntime(page);
    const toggle = page.locator(".elementor-menu-cart__toggle_button");
    const panel = page.locator(".elementor-menu-cart__container");
    await expect(toggle.locator(".elementor-button-icon-qty")).toHaveAttribute("data-counter", "0");

    await page.locator('.elementor-element-b2b0012 a.add_to_cart_button[data-product_id="133"]').click();
    await expect(toggle.locator(".elementor-button-icon-qty")).toHaveAttribute("data-counter", "1");
    await expect(toggle.locator(".elementor-menu-cart__subtotal")).not.toHaveText("€0.00");

    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel.locator(".woocommerce-mini-cart-item")).toContainText("Walnut Cutting Board");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(panel).toBeVisible();
    await panel.locator(".elementor-menu-cart__close-button").click();
    await expect(panel).toBeHidden();

    // The document HTML is shared and shows an empty cart; a reload takes the shopper's cart from fragments.
    await page.reload();
    await waitForPageScript(page);
    await expect(toggle.locator(".elementor-button-icon-qty")).toHaveAttribute("data-counter", "1");
    expect(errors).toEqual([]);
  });

  test("W-MISC-06 the video player API loads only on click, polled until ready, in privacy mode", async ({
    page,
    baseURL,
  }) => {
    const outside = thirdPartyRequests(page, baseURL ?? "");
    let apiRequests = 0;
    await page.route("https://www.youtube.com/iframe_api", (route) => {
      apiRequests++;
      return route.fulfill({ contentType: "text/javascript", body: YOUTUBE_API_STAND_IN });
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Playing</p>" }),
    );
    await page.goto(PAGES.media);
    await waitForBuilderRuntime(page);
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    const video = page.locator(".elementor-element-b2c0004");
    await expect(video.locator("a.elementor-custom-embed-image-overlay")).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=XHOmBV4js_E",
    );

    await video.locator("a.elementor-custom-embed-image-overlay").click();
    const frame = video.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1",
    );
    await expect(frame).toHaveAttribute("data-start", "5");
    expect(apiRequests).toBe(1);
    await expect(video.locator("a.elementor-custom-embed-image-overlay")).toBeHidden();
  });

  test("the map asks nothing of Google until the visitor shows it, then is Elementor's titled iframe at the document's height (decision 033)", async ({
    page,
  }) => {
    let mapRequests = 0;
    await page.route("https://maps.google.com/**", (route) => {
      mapRequests++;
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>Map</p>" });
    });
    await page.goto(PAGES.media);
    await waitForPageScript(page);
    const embed = page.locator(".elementor-element-b2c0022 .elementor-custom-embed");
    await embed.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await expect(embed.locator("iframe")).toHaveCount(0);
    await expect(embed.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12/,
    );
    expect(mapRequests).toBe(0);
    await embed.getByRole("button", { name: /Show the interactive map/ }).click();
    const map = embed.locator("iframe");
    await expect(map).toHaveAttribute("title", "12 rue des Potiers, Paris");
    await expect.poll(() => mapRequests).toBe(1);
    expect((await map.boundingBox())?.height).toBe(360);
  });

  for (const width of [1280, 390]) {
    test(`axe finds no violations on the shop widget pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route("https://maps.google.com/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><html lang=en><title>map</title></html>",
        }),
      );
      for (const path of Object.values(PAGES)) {
        await page.goto(path);
        await waitForPageScript(page);
        await expectNoAxeViolations(page, `${path} `);
        await page.screenshot({
          path: `test-results/shop-widgets${path.replaceAll("/", "-")}${width}.png`,
          fullPage: path !== PAGES.media,
        });
      }
    });
  }
});
