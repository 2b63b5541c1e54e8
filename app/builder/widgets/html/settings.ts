import { z } from "zod";
import { text } from "../../render/fields.ts";

/** Elementor's `html` widget: the code as typed. */
export const htmlSettings = z.object({
  html: text(""),
});
