import { z } from "zod";
import {
  choice,
  color,
  dimensions,
  link,
  media,
  responsive,
  slider,
  text,
  typography,
} from "../../render/fields.ts";
import { BOX_DESCRIPTION, HEADING_TAGS } from "../icon-box/settings.ts";
import { PLACEHOLDER_IMAGE } from "../image/settings.ts";

/** Elementor's `image-box` widget settings, with Elementor's defaults. */
export const imageBoxSettings = z.object({
  image: media(PLACEHOLDER_IMAGE),
  thumbnail_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("full"),
  title_text: text("This is the heading"),
  description_text: text(BOX_DESCRIPTION),
  link: link(),
  ...responsive("position", choice(["top", "left", "right"], "top")),
  title_size: choice(HEADING_TAGS, "h3"),
  content_vertical_alignment: choice(["top", "middle", "bottom"], "top"),
  ...responsive("image_space", slider(15)),
  ...responsive("image_size", slider(30, "%")),
  image_border_radius: dimensions(),
  image_opacity: slider(),
  hover_animation: z
    .string()
    .regex(/^[\w-]*$/)
    .default(""),
  ...responsive("text_align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  ...responsive("title_bottom_space", slider()),
  title_color: color(),
  ...typography("title_typography"),
  description_color: color(),
  ...typography("description_typography"),
});
