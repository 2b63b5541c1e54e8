import { z } from "zod";
import { choice, color, link, media, slider, text, toggle, typography } from "../../render/fields.ts";
import { BOX_DESCRIPTION } from "../icon-box/settings.ts";
import { PLACEHOLDER_IMAGE } from "../image/settings.ts";

/** Elementor's `testimonial` widget settings, with Elementor's defaults. */
export const testimonialSettings = z.object({
  testimonial_content: text(BOX_DESCRIPTION),
  testimonial_image: media(PLACEHOLDER_IMAGE),
  testimonial_image_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("full"),
  testimonial_name: text("John Doe"),
  testimonial_job: text("Designer"),
  link: link(),
  testimonial_image_position: choice(["aside", "top"], "aside"),
  testimonial_alignment: choice(["left", "center", "right"], "center"),
  content_content_color: color(),
  ...typography("content_typography"),
  name_text_color: color(),
  ...typography("name_typography"),
  job_text_color: color(),
  ...typography("job_typography"),
  image_size: slider(),
  image_border: toggle(),
  image_border_color: color(),
  image_border_size: slider(),
  image_border_radius: slider(),
});
