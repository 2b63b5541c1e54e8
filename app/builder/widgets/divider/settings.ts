import { z } from "zod";
import { choice, color, icon, responsive, slider, text, typography } from "../../render/fields.ts";

/** Elementor's `divider` widget settings, with Elementor's defaults. */
export const dividerSettings = z.object({
  style: choice(["solid", "double", "dotted", "dashed"], "solid"),
  weight: slider(1),
  color: color(),
  ...responsive("width", slider(100, "%")),
  ...responsive("align", choice(["", "left", "center", "right", "start", "end"], "")),
  ...responsive("gap", slider(15)),
  look: choice(["line", "line_text", "line_icon"], "line"),
  text: text("Divider"),
  html_tag: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"], "span"),
  icon: icon("fas fa-star", "fa-solid"),
  text_color: color(),
  ...typography("typography"),
});
