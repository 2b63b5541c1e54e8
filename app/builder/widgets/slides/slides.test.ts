import { describe, expect, it } from "vitest";
import { readCarouselConfig, swiperOptions } from "../../carousel/carousel.rules.ts";
import { fromProCarousel, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import { renderWidget } from "../../render/test-support.ts";

describe("slides", () => {
  it("maps transition and transition speed; defaults 600 ms and 3000 ms (W-MISC-30, W-MISC-31)", () => {
    const defaults = readCarouselConfig(fromProCarousel({ navigation: "both" }), SINGLE_SLIDE_DEFAULTS);
    expect(defaults).toMatchObject({ speed: 600, fade: false, loop: true, arrows: true, dots: true });
    expect(defaults.autoplay && defaults.autoplay.delay).toBe(3000);
    const fade = readCarouselConfig(
      fromProCarousel({ navigation: "dots", transition: "fade", transition_speed: 900, infinite: "" }),
      SINGLE_SLIDE_DEFAULTS,
    );
    expect(fade).toMatchObject({ speed: 900, fade: true, loop: false, arrows: false, dots: true });
    expect(swiperOptions(fade, { slideCount: 3, reducedMotion: false })?.effect).toBe("fade");
  });

  it("renders background images, overlays, headings and links; a slide-wide or button link", async () => {
    const { inner, css, selector } = await renderWidget("slides", {
      slides: [
        {
          _id: "s1",
          heading: "Winter sale",
          description: "Up to 40% off",
          button_text: "Shop now",
          link: { url: "/shop/" },
          background_image: { id: 42, url: "" },
          background_overlay: "yes",
        },
        {
          _id: "s2",
          heading: "Gift cards",
          button_text: "Buy",
          link: { url: "javascript:alert(1)" },
          link_click: "button",
          background_color: "#123456",
        },
      ],
    });
    expect(inner).toContain('<a class="swiper-slide-inner" href="/shop/">');
    expect(inner).toContain('<div class="elementor-slide-heading">Winter sale</div>');
    expect(inner).toContain('fetchPriority="high"');
    expect(inner).toContain('<div class="elementor-background-overlay"></div>');
    expect(inner).not.toContain("javascript:");
    expect(inner).toContain(
      '<span class="elementor-button elementor-slide-button elementor-size-sm">Buy</span>',
    );
    expect(css).toContain(
      `${selector} .elementor-repeater-item-s2 .swiper-slide-bg{background-color:#123456}`,
    );
    expect(css).toContain(`${selector} .swiper-slide{height:400px}`);
  });
});
