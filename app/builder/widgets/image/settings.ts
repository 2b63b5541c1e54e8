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

/** Elementor's placeholder when an image widget has no image. */
export const PLACEHOLDER_IMAGE = "/builder/placeholder.svg";

/** Elementor's `image` widget settings, with Elementor's defaults. */
export const imageSettings = z.object({
  image: media(PLACEHOLDER_IMAGE),
  image_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("large"),
  ...responsive("align", choice(["", "left", "center", "right", "start", "end"], "")),
  caption_source: choice(["none", "attachment", "custom"], "none"),
  caption: text(""),
  link_to: choice(["none", "file", "custom"], "none"),
  link: link(),
  open_lightbox: choice(["default", "yes", "no"], "default"),
  ...responsive("width", slider()),
  ...responsive("space", slider()),
  ...responsive("height", slider()),
  ...responsive("object-fit", choice(["", "fill", "cover", "contain", "scale-down"], "")),
  image_border_radius: dimensions(),
  caption_align: choice(["", "left", "center", "right", "justify"], ""),
  text_color: color(),
  ...typography("caption_typography"),
});
