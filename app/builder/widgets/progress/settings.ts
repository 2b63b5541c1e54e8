import { z } from "zod";
import { choice, color, responsive, slider, text, typography } from "../../render/fields.ts";
import { HEADING_TAGS } from "../icon-box/settings.ts";

/** Elementor's `progress` widget settings, with Elementor's defaults. */
export const progressSettings = z.object({
  title: text("My Skill"),
  title_tag: choice(HEADING_TAGS, "span"),
  progress_type: choice(["", "info", "success", "warning", "danger"], ""),
  percent: slider(50, "%"),
  display_percentage: z.union([z.literal("show"), z.literal(""), z.literal("hide")]).default("show"),
  inner_text: text("Web Designer"),
  bar_color: color(),
  bar_bg_color: color(),
  ...responsive("bar_height", slider()),
  ...responsive("bar_border_radius", slider()),
  bar_inline_color: color(),
  ...typography("bar_inner_typography"),
  title_color: color(),
  ...typography("typography"),
});
