import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StyleSheet, StyleWriter } from "../render/style-sheet.ts";
import {
  MIN_SLIDES_TO_START,
  readCarouselConfig,
  swiperOptions,
  WOO_CAROUSEL_BREAKPOINTS,
} from "./carousel.rules.ts";
import { CarouselFrame, CarouselSlide, carouselCss } from "./carousel-markup.tsx";
import { DEFAULT_AUTOPLAY_DELAY_MS, DEFAULT_SPEED_MS } from "./settings.ts";

const context = { slideCount: 5, reducedMotion: false };

describe("carousel settings to Swiper options", () => {
  it("uses the spec's autoplay delay of 3000 ms and speed of 600 ms by default", () => {
    expect(DEFAULT_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(DEFAULT_SPEED_MS).toBe(600);
    const options = swiperOptions(readCarouselConfig({}), context);
    expect(options?.speed).toBe(600);
    expect(options?.autoplay).toEqual({ delay: 3000, disableOnInteraction: true, pauseOnMouseEnter: true });
    expect(options?.loop).toBe(true);
  });

  it("maps Elementor's stored forms and the parsed ones alike", () => {
    const stored = readCarouselConfig({
      autoplay: "yes",
      autoplay_speed: "4500",
      speed: "300",
      infinite: "",
      pause_on_hover: "",
      navigation: "dots",
      slides_to_show: "4",
      slides_to_show_mobile: "2",
    });
    const parsed = readCarouselConfig({
      autoplay: true,
      autoplay_speed: 4500,
      speed: 300,
      infinite: false,
      pause_on_hover: false,
      navigation: "dots",
      slides_to_show: 4,
      slides_to_show_mobile: 2,
    });
    expect(stored).toEqual(parsed);
    expect(stored).toMatchObject({ arrows: false, dots: true, loop: false, speed: 300 });
    expect(stored.slidesToShow).toEqual({ desktop: 4, tablet: 2, mobile: 2 });
  });

  it("gives each device its slides per view at Elementor's 768 and 1025 px, or the Woo cut-offs 640/768/1024", () => {
    const config = readCarouselConfig({ slides_to_show: 4, slides_to_show_tablet: 3, slides_to_scroll: 2 });
    const options = swiperOptions(config, context);
    expect(options?.slidesPerView).toBe(1);
    expect(options?.breakpoints).toEqual({
      768: { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 20 },
      1025: { slidesPerView: 4, slidesPerGroup: 2, spaceBetween: 20 },
    });
    expect(WOO_CAROUSEL_BREAKPOINTS).toEqual([640, 768, 1024]);
    expect(Object.keys(swiperOptions(config, { ...context, cutoffs: "woo" })?.breakpoints ?? {})).toEqual([
      "640",
      "768",
      "1024",
    ]);
  });

  it("is not started with fewer than 2 slides", () => {
    expect(MIN_SLIDES_TO_START).toBe(2);
    expect(swiperOptions(readCarouselConfig({}), { ...context, slideCount: 1 })).toBeNull();
    expect(swiperOptions(readCarouselConfig({}), { ...context, slideCount: 2 })).not.toBeNull();
  });

  it("honours reduced motion: no autoplay and no transition", () => {
    const options = swiperOptions(readCarouselConfig({}), { ...context, reducedMotion: true });
    expect(options?.autoplay).toBeUndefined();
    expect(options?.speed).toBe(0);
  });

  it("does not loop when every slide is already shown", () => {
    expect(
      swiperOptions(readCarouselConfig({ slides_to_show: 3 }), { ...context, slideCount: 3 })?.loop,
    ).toBe(false);
  });

  it("has keyboard control, a fade effect when asked, and navigation only with its elements", () => {
    const config = readCarouselConfig({ effect: "fade", slides_to_show: 3 });
    const options = swiperOptions(config, context);
    expect(options?.keyboard).toEqual({ enabled: true, onlyInViewport: true });
    expect(options).toMatchObject({ effect: "fade", slidesPerView: 1 });
    expect(options?.navigation).toBeUndefined();
  });
});

describe("carousel markup", () => {
  it("renders Elementor's Swiper class contract with labelled slides and buttons", () => {
    const html = renderToStaticMarkup(
      <CarouselFrame
        className="elementor-image-carousel-wrapper"
        trackClassName="elementor-image-carousel"
        label="Gallery"
        settings={{ navigation: "both" }}
      >
        <CarouselSlide index={0} count={2}>
          A
        </CarouselSlide>
        <CarouselSlide index={1} count={2}>
          B
        </CarouselSlide>
      </CarouselFrame>,
    );
    expect(html).toContain(
      '<section class="elementor-image-carousel-wrapper swiper" dir="ltr" aria-roledescription="carousel" aria-label="Gallery"><div class="elementor-image-carousel swiper-wrapper" tabindex="0"><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 of 2">A</div>',
    );
    expect(html).toContain('<div class="swiper-pagination"></div>');
    expect(html).toContain(
      'class="elementor-swiper-button elementor-swiper-button-prev" aria-label="Previous slide"',
    );
    expect(html).toContain(
      'class="elementor-swiper-button elementor-swiper-button-next" aria-label="Next slide"',
    );
  });

  it("leaves out arrows and dots when navigation is none, and writes rtl", () => {
    const html = renderToStaticMarkup(
      <CarouselFrame className="x" label="L" settings={{ navigation: "none", direction: "rtl" }}>
        {null}
      </CarouselFrame>,
    );
    expect(html).not.toContain("swiper-pagination");
    expect(html).not.toContain("elementor-swiper-button");
    expect(html).toContain('dir="rtl"');
  });

  it("writes slides per view and gap per device for the script-free layout", () => {
    const sheet = new StyleSheet();
    const settings = {
      slides_to_show: 4,
      slides_to_show_mobile: 1,
      image_spacing_custom: { unit: "px", size: 10 },
    };
    carouselCss(settings, new StyleWriter(sheet, ".e .w", settings));
    const css = sheet.toString();
    expect(css).toContain(".e .w .swiper{--vitrine-carousel-per-view:4;--vitrine-carousel-gap:10px}");
    expect(css).toContain("@media(max-width:1024px){.e .w .swiper{--vitrine-carousel-per-view:2;");
    expect(css).toContain("@media(max-width:767px){.e .w .swiper{--vitrine-carousel-per-view:1;");
  });
});
