import { z } from "zod";
import { proCarouselSettings } from "../../carousel/settings.ts";
import { choice, color, media, text } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const testimonial = z.object({
  content: text(""),
  image: media(),
  name: text(""),
  title: text(""),
});

/** Elementor Pro's `testimonial-carousel` settings with Pro's defaults (one slide per view). */
export const testimonialCarouselSettings = z.object({
  slides: repeater(testimonial),
  skin: choice(["default", "bubble"], "default"),
  layout: choice(
    ["image_inline", "image_stacked", "image_above", "image_left", "image_right"],
    "image_inline",
  ),
  alignment: choice(["left", "center", "right"], "center"),
  carousel_name: text("Testimonials"),
  content_color: color(),
  name_color: color(),
  title_color: color(),
  background_color: color(),
  ...proCarouselSettings,
});

export type TestimonialCarouselSettings = z.output<typeof testimonialCarouselSettings>;
