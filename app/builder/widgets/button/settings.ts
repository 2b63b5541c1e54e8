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

/** Elementor's `button` widget settings, with Elementor's defaults. */
export const buttonSettings = z.object({
  button_type: choice(["", "info", "success", "warning", "danger"], ""),
  text: text("Click here"),
  link: link("#"),
  ...responsive("align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  size: choice(["xs", "sm", "md", "lg", "xl"], "sm"),
  selected_icon: icon(),
  icon_align: choice(["left", "right", "row", "row-reverse"], "left"),
  icon_indent: slider(),
  button_css_id: z
    .string()
    .regex(/^[A-Za-z][\w-]*$|^$/)
    .default(""),
  button_text_color: color(),
  background_color: color(),
  hover_color: color(),
  button_background_hover_color: color(),
  button_hover_border_color: color(),
  hover_animation: z
    .string()
    .regex(/^[\w-]*$/)
    .default(""),
  border_border: choice(["", "none", "solid", "double", "dotted", "dashed", "groove"], ""),
  border_width: dimensions(),
  border_color: color(),
  border_radius: dimensions(),
  text_padding: dimensions(),
  ...typography("typography"),
});
