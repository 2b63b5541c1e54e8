import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { fromProCarousel, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { SLIDES_FRONTEND_SETTINGS, slidesSettings } from "./settings.ts";
import { Slides, type SlidesData } from "./slides.tsx";

const JUSTIFY = { left: "flex-start", center: "center", right: "flex-end" } as const;
const ALIGN = { top: "flex-start", middle: "center", bottom: "flex-end" } as const;

export default defineWidget({
  types: ["slides"],
  settings: slidesSettings,
  Component: Slides,
  async load(settings, services): Promise<SlidesData> {
    const media = await Promise.all(
      settings.slides.map((slide) => loadMedia(slide.background_image, services)),
    );
    return {
      pictures: settings.slides.map((slide, index) =>
        pictureOf(slide.background_image, media[index] ?? null, "full"),
      ),
    };
  },
  css(settings, style) {
    carouselCss(fromProCarousel(settings), style, SINGLE_SLIDE_DEFAULTS);
    style.responsive("slides_height", " .swiper-slide", (value) => {
      const length = sliderLength(value);
      return length ? { height: length } : null;
    });
    const width = sliderLength(settings.content_max_width);
    if (width) style.rule(" .swiper-slide-contents", { "max-width": width });
    style.rule(" .swiper-slide-inner", {
      "justify-content": JUSTIFY[settings.slides_horizontal_position],
      "align-items": ALIGN[settings.slides_vertical_position],
      "text-align": settings.slides_text_align,
    });
    style.colorRule("heading_color", " .elementor-slide-heading", "color");
    style.colorRule("description_color", " .elementor-slide-description", "color");
    style.colorRule("button_text_color", " .elementor-slide-button", "color");
    style.colorRule("button_border_color", " .elementor-slide-button", "border-color");
    for (const slide of settings.slides) {
      if (!slide._id) continue;
      const item = ` .elementor-repeater-item-${slide._id}`;
      if (slide.background_color)
        style.rule(`${item} .swiper-slide-bg`, { "background-color": slide.background_color });
      style.rule(`${item} .swiper-slide-bg img`, {
        "object-fit": slide.background_size === "auto" ? "none" : slide.background_size,
      });
      if (slide.background_overlay && slide.background_overlay_color)
        style.rule(`${item} .elementor-background-overlay`, {
          "background-color": slide.background_overlay_color,
        });
    }
  },
  frontendSettings: SLIDES_FRONTEND_SETTINGS,
  client: "slides",
});
