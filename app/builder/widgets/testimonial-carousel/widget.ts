import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import { PRO_CAROUSEL_FRONTEND_SETTINGS } from "../../carousel/settings.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { testimonialCarouselSettings } from "./settings.ts";
import { TestimonialCarousel, type TestimonialCarouselData } from "./testimonial-carousel.tsx";

export default defineWidget({
  types: ["testimonial-carousel"],
  settings: testimonialCarouselSettings,
  Component: TestimonialCarousel,
  async load(settings, services): Promise<TestimonialCarouselData> {
    const media = await Promise.all(settings.slides.map((slide) => loadMedia(slide.image, services)));
    return {
      pictures: settings.slides.map((slide, index) =>
        pictureOf(slide.image, media[index] ?? null, "thumbnail"),
      ),
    };
  },
  css(settings, style) {
    carouselCss(fromProCarousel(settings), style, SINGLE_SLIDE_DEFAULTS);
    style.colorRule("content_color", " .elementor-testimonial__text", "color");
    style.colorRule("name_color", " .elementor-testimonial__name", "color");
    style.colorRule("title_color", " .elementor-testimonial__title", "color");
    style.colorRule("background_color", " .elementor-testimonial", "background-color");
  },
  wrapperClasses: (settings) => [
    `elementor-testimonial--skin-${settings.skin}`,
    `elementor-testimonial--layout-${settings.layout}`,
    `elementor-testimonial--align-${settings.alignment}`,
  ],
  frontendSettings: PRO_CAROUSEL_FRONTEND_SETTINGS,
  client: "testimonial-carousel",
});
