import { describe, expect, it } from "vitest";
import { readCarouselConfig, swiperOptions } from "../../carousel/carousel.rules.ts";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import { renderWidget } from "../../render/test-support.ts";
import { skinDefaults, slideVideoUrl } from "./media-carousel.rules.ts";

describe("media carousel", () => {
  it("maps Pro's carousel settings to Swiper with the spec's speed 600 ms and delay 3000 ms (W-MISC-30, W-MISC-31)", () => {
    const config = readCarouselConfig(fromProCarousel({}), skinDefaults("carousel"));
    expect(config.speed).toBe(600);
    expect(config.autoplay).toEqual({ delay: 3000, pauseOnHover: true, disableOnInteraction: true });
    expect(config.slidesToShow).toEqual({ desktop: 3, tablet: 2, mobile: 1 });
    expect(config.spaceBetween.desktop).toBe(10);
    expect(config.arrows && config.dots).toBe(true);
    const stored = readCarouselConfig(
      fromProCarousel({
        slides_per_view: "4",
        slides_per_view_mobile: "2",
        show_arrows: "",
        pagination: "fraction",
        loop: "",
        autoplay_speed: 4500,
        space_between: { unit: "px", size: 24 },
      }),
      skinDefaults("carousel"),
    );
    expect(stored.slidesToShow).toEqual({ desktop: 4, tablet: 2, mobile: 2 });
    expect(stored).toMatchObject({ arrows: false, dots: true, paginationType: "fraction", loop: false });
    expect(stored.spaceBetween.desktop).toBe(24);
    expect(stored.autoplay && stored.autoplay.delay).toBe(4500);
    expect(readCarouselConfig(fromProCarousel({}), skinDefaults("slideshow")).slidesToShow.desktop).toBe(1);
  });

  it("is not started with one slide; reduced motion means no autoplay and no transition", () => {
    const config = readCarouselConfig(fromProCarousel({}), skinDefaults("carousel"));
    expect(swiperOptions(config, { slideCount: 1, reducedMotion: false })).toBeNull();
    const calm = swiperOptions(config, { slideCount: 5, reducedMotion: true });
    expect(calm?.autoplay).toBeUndefined();
    expect(calm?.speed).toBe(0);
  });

  it("accepts only YouTube and Vimeo addresses for video slides", () => {
    expect(slideVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(slideVideoUrl("https://vimeo.com/76979871")).toBe("https://vimeo.com/76979871");
    expect(slideVideoUrl("javascript:alert(1)//youtu.be/dQw4w9WgXcQ")).toBeNull();
  });

  it("renders images, lightbox links, video slides and the slideshow's thumbnails", async () => {
    const { inner, html, css, selector } = await renderWidget("media-carousel", {
      skin: "slideshow",
      slides: [
        { _id: "a1", image: { id: 42, url: "" }, image_link_to_type: "file" },
        {
          _id: "a2",
          type: "video",
          image: { id: "", url: "https://cdn.example/poster.jpg", alt: "Poster" },
          video: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
        },
        { _id: "a3", image: { id: "", url: "javascript:alert(1)" } },
      ],
      pagination: "fraction",
    });
    expect(inner).toContain('class="elementor-main-swiper elementor-media-carousel--skin-slideshow swiper"');
    expect(inner).toContain('aria-label="1 of 2"');
    expect(inner).toContain('href="/media/42/hero.jpg" data-elementor-open-lightbox="yes"');
    expect(inner).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="elementor-carousel-video"',
    );
    expect(inner).toContain("Play the video");
    expect(inner).not.toContain("javascript:");
    expect(inner).toContain('<ul class="elementor-thumbnails-swiper" aria-label="Choose a slide" hidden="">');
    expect(html).toContain('data-vitrine-client="widgets/media-carousel/media-carousel"');
    expect(html).toContain("&quot;pagination&quot;:&quot;fraction&quot;");
    expect(css).toContain(`${selector} .swiper{--vitrine-carousel-per-view:1;--vitrine-carousel-gap:10px}`);
  });
});
