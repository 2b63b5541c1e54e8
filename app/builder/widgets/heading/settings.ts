import { z } from "zod";
import { choice, color, link, responsive, text, typography } from "../../render/fields.ts";

/** Elementor's `heading` widget settings, with Elementor's defaults. */
export const headingSettings = z.object({
  title: text("Add Your Heading Text Here"),
  link: link(),
  size: choice(["default", "small", "medium", "large", "xl", "xxl"], "default"),
  header_size: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"], "h2"),
  ...responsive("align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  title_color: color(),
  ...typography("typography"),
});
