import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel } from "../../carousel/pro-keys.ts";
import { PRO_CAROUSEL_FRONTEND_SETTINGS } from "../../carousel/settings.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { skinDefaults } from "./media-carousel.rules.ts";
import { MediaCarousel, type MediaCarouselData } from "./media-carousel.tsx";
import { mediaCarouselSettings } from "./settings.ts";

export default defineWidget({
  types: ["media-carousel"],
  settings: mediaCarouselSettings,
  Component: MediaCarousel,
  async load(settings, services): Promise<MediaCarouselData> {
    const media = await Promise.all(settings.slides.map((slide) => loadMedia(slide.image, services)));
    return {
      pictures: settings.slides.map((slide, index) =>
        pictureOf(slide.image, media[index] ?? null, settings.image_size_size),
      ),
    };
  },
  css(settings, style) {
    carouselCss(fromProCarousel(settings), style, skinDefaults(settings.skin));
    style.responsive("height", " .elementor-carousel-image", (value) => {
      const length = sliderLength(value);
      return length ? { height: length, "aspect-ratio": "auto" } : null;
    });
    if (settings.image_fit)
      style.rule(" .elementor-carousel-image", {
        "object-fit": settings.image_fit === "auto" ? "none" : settings.image_fit,
      });
  },
  wrapperClasses: (settings) => [`elementor-skin-${settings.skin}`],
  frontendSettings: ["skin", ...PRO_CAROUSEL_FRONTEND_SETTINGS],
  client: "media-carousel",
});
