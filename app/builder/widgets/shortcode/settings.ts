import { z } from "zod";
import { text } from "../../render/fields.ts";

/** Elementor's `shortcode` widget: one text of shortcodes (and any text around them). */
export const shortcodeSettings = z.object({
  shortcode: text(""),
});
