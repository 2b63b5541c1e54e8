import { z } from "zod";
import { choice, color, dimensions, icon, link, responsive, slider } from "../../render/fields.ts";

/** Elementor's `icon` widget settings, with Elementor's defaults. */
export const iconSettings = z.object({
  selected_icon: icon("fas fa-star", "fa-solid"),
  view: choice(["default", "stacked", "framed"], "default"),
  shape: choice(["circle", "square", "rounded"], "circle"),
  link: link(),
  ...responsive("align", choice(["", "left", "center", "right", "start", "end"], "center")),
  primary_color: color(),
  secondary_color: color(),
  hover_primary_color: color(),
  ...responsive("size", slider()),
  ...responsive("icon_padding", slider()),
  ...responsive("rotate", slider("", "deg")),
  border_width: dimensions(),
  border_radius: dimensions(),
  hover_animation: z
    .string()
    .regex(/^[\w-]*$/)
    .default(""),
});
