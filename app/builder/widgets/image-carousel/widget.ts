import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { CAROUSEL_FRONTEND_SETTINGS } from "../../carousel/settings.ts";
import { defineWidget } from "../../widget.ts";
import { mediaId } from "../image/image.rules.ts";
import { ImageCarousel, type ImageCarouselData } from "./image-carousel.tsx";
import { imageCarouselSettings } from "./settings.ts";

export default defineWidget({
  types: ["image-carousel"],
  settings: imageCarouselSettings,
  Component: ImageCarousel,
  async load(settings, services): Promise<ImageCarouselData> {
    return {
      slides: await Promise.all(
        settings.carousel.map(async (item) => {
          const id = mediaId(item.id);
          return { media: id === null ? null : await services.media(id), url: item.url, alt: item.alt ?? "" };
        }),
      ),
    };
  },
  css(settings, style) {
    carouselCss(settings, style);
  },
  wrapperClasses: (settings) => (settings.image_stretch ? ["elementor-image-carousel--stretch"] : []),
  frontendSettings: CAROUSEL_FRONTEND_SETTINGS,
  client: "image-carousel",
});
