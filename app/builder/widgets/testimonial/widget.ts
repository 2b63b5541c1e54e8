import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { mediaId } from "../image/image.rules.ts";
import { testimonialSettings } from "./settings.ts";
import { Testimonial, type TestimonialData } from "./testimonial.tsx";

const IMAGE = " .elementor-testimonial-image img";

export default defineWidget({
  types: ["testimonial"],
  settings: testimonialSettings,
  Component: Testimonial,
  async load(settings, services): Promise<TestimonialData> {
    const id = mediaId(settings.testimonial_image.id);
    return { media: id === null ? null : await services.media(id) };
  },
  css(settings, style) {
    style.colorRule("content_content_color", " .elementor-testimonial-content", "color");
    style.typography("content_typography", " .elementor-testimonial-content");
    style.colorRule(
      "name_text_color",
      [" .elementor-testimonial-name", " .elementor-testimonial-name a"],
      "color",
    );
    style.typography("name_typography", " .elementor-testimonial-name");
    style.colorRule("job_text_color", " .elementor-testimonial-job", "color");
    style.typography("job_typography", " .elementor-testimonial-job");
    const size = sliderLength(settings.image_size);
    if (size) style.rule(IMAGE, { width: size, height: size });
    if (settings.image_border) {
      style.rule(IMAGE, {
        "border-style": "solid",
        "border-color": style.color("image_border_color"),
        "border-width": sliderLength(settings.image_border_size),
      });
    }
    const radius = sliderLength(settings.image_border_radius);
    if (radius) style.rule(IMAGE, { "border-radius": radius });
  },
});
