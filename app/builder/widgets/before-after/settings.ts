import { z } from "zod";
import { choice, color, media, slider, text, toggle } from "../../render/fields.ts";
import { BEFORE_AFTER_DEFAULTS } from "./before-after.rules.ts";

/** ElementsKit's image comparison settings, with the spec's defaults (W-MISC-12, W-MISC-13). */
export const beforeAfterSettings = z.object({
  ekit_img_comparison_image_before: media(),
  ekit_img_comparison_image_after: media(),
  ekit_img_comparison_label_before: text(BEFORE_AFTER_DEFAULTS.before),
  ekit_img_comparison_label_after: text(BEFORE_AFTER_DEFAULTS.after),
  ekit_img_comparison_offset: slider(BEFORE_AFTER_DEFAULTS.offset, "%"),
  ekit_img_comparison_orientation: choice(["horizontal", "vertical"], "horizontal"),
  ekit_img_comparison_show_labels: toggle(true),
  ekit_img_comparison_move_on_hover: toggle(),
  ekit_img_comparison_handle_color: color(""),
});
