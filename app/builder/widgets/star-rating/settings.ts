import { z } from "zod";
import { choice, color, responsive, slider, text, typography } from "../../render/fields.ts";

/** Elementor's `star-rating` widget settings, with Elementor's defaults. */
export const starRatingSettings = z.object({
  rating_scale: z
    .union([
      z.literal("5"),
      z.literal("10"),
      z.literal(5).transform(() => "5" as const),
      z.literal(10).transform(() => "10" as const),
    ])
    .default("5"),
  rating: z
    .union([
      z.number().finite(),
      z
        .string()
        .regex(/^\s*\d+(\.\d+)?\s*$/)
        .transform(Number),
    ])
    .default(5),
  star_style: choice(["star_fontawesome", "star_unicode"], "star_fontawesome"),
  unmarked_star_style: choice(["solid", "outline"], "solid"),
  title: text(""),
  ...responsive("align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  title_color: color(),
  ...typography("title_typography"),
  ...responsive("title_gap", slider()),
  ...responsive("icon_size", slider()),
  ...responsive("icon_space", slider()),
  stars_color: color(),
  stars_unmarked_color: color(),
});
