import { describe, expect, it } from "vitest";
import {
  readCarouselConfig,
  swiperOptions,
  WOO_CAROUSEL_BREAKPOINTS,
} from "../../carousel/carousel.rules.ts";
import { loadsCatalogue } from "../../page/catalogue-widgets.ts";
import { renderWidget } from "../../render/test-support.ts";
import { PRODUCT_CAROUSEL_DEFAULTS } from "./woo-product-carousel.rules.ts";

describe("product carousel", () => {
  it("starts Swiper with the Woo cut-offs 640, 768 and 1024 px, 4 / 3 / 2 cards per view (W-MISC-32)", () => {
    expect(WOO_CAROUSEL_BREAKPOINTS).toEqual([640, 768, 1024]);
    const options = swiperOptions(readCarouselConfig({}, PRODUCT_CAROUSEL_DEFAULTS), {
      slideCount: 6,
      reducedMotion: false,
      cutoffs: "woo",
    });
    expect(Object.keys(options?.breakpoints ?? {})).toEqual(["640", "768", "1024"]);
    expect(options?.breakpoints?.[1024]?.slidesPerView).toBe(4);
    expect(options?.breakpoints?.[768]?.slidesPerView).toBe(3);
    expect(options?.slidesPerView).toBe(2);
    expect(options?.speed).toBe(600);
    expect(
      swiperOptions(readCarouselConfig({}, PRODUCT_CAROUSEL_DEFAULTS), {
        slideCount: 1,
        reducedMotion: false,
        cutoffs: "woo",
      }),
    ).toBeNull();
  });

  it("renders the catalogue's product cards, one per slide, re-rendered on catalogue writes", async () => {
    const { inner, html } = await renderWidget("elementskit-woo-product-carousel", {
      query_post_type: "sale",
    });
    expect(inner).toContain('<div class="woocommerce ekit-wc-product-carousel">');
    expect(inner).toContain("Mushroom Table Lamp");
    expect(inner).not.toContain("Speckled Stoneware Mug");
    expect(inner).toContain('<ul class="products"><li class="product');
    expect(html).toContain('data-vitrine-client="widgets/woo-product-carousel/woo-product-carousel"');
    expect(loadsCatalogue("elementskit-woo-product-carousel")).toBe(true);
  });
});
