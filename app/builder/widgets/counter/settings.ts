import { z } from "zod";
import { choice, color, text, toggle, typography } from "../../render/fields.ts";
import { HEADING_TAGS } from "../icon-box/settings.ts";

const number = (value: number) =>
  z
    .union([
      z.number().finite(),
      z
        .string()
        .regex(/^\s*-?\d+(\.\d+)?\s*$/)
        .transform(Number),
    ])
    .default(value);

/** Elementor's `counter` widget settings, with Elementor's defaults. */
export const counterSettings = z.object({
  starting_number: number(0),
  ending_number: number(100),
  prefix: text(""),
  suffix: text(""),
  /** Milliseconds the count-up takes. */
  duration: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().min(0).max(60000))
    .default(2000),
  thousand_separator: toggle(true),
  thousand_separator_char: choice(["", ".", " ", "_", "'"], ""),
  title: text("Cool Number"),
  title_tag: choice(HEADING_TAGS, "div"),
  number_color: color(),
  ...typography("typography_number"),
  title_color: color(),
  ...typography("typography_title"),
});
