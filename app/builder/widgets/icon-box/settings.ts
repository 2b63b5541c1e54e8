import { z } from "zod";
import {
  choice,
  color,
  dimensions,
  icon,
  link,
  responsive,
  slider,
  text,
  typography,
} from "../../render/fields.ts";

/** Elementor's placeholder description, which a box keeps until the owner writes one. */
export const BOX_DESCRIPTION =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.";

export const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"] as const;

/** Elementor's `icon-box` widget settings, with Elementor's defaults. */
export const iconBoxSettings = z.object({
  selected_icon: icon("fas fa-star", "fa-solid"),
  view: choice(["default", "stacked", "framed"], "default"),
  shape: choice(["circle", "square", "rounded"], "circle"),
  title_text: text("This is the heading"),
  description_text: text(BOX_DESCRIPTION),
  link: link(),
  ...responsive("position", choice(["top", "left", "right", "bottom"], "top")),
  title_size: choice(HEADING_TAGS, "h3"),
  content_vertical_alignment: choice(["top", "middle", "bottom"], "top"),
  primary_color: color(),
  secondary_color: color(),
  hover_primary_color: color(),
  hover_secondary_color: color(),
  hover_animation: z
    .string()
    .regex(/^[\w-]*$/)
    .default(""),
  ...responsive("icon_space", slider(15)),
  ...responsive("icon_size", slider()),
  ...responsive("icon_padding", slider()),
  rotate: slider("", "deg"),
  border_width: dimensions(),
  border_radius: dimensions(),
  ...responsive("text_align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  ...responsive("title_bottom_space", slider()),
  title_color: color(),
  hover_title_color: color(),
  ...typography("title_typography"),
  description_color: color(),
  ...typography("description_typography"),
});
