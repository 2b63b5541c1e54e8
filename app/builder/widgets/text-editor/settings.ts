import { z } from "zod";
import { choice, color, responsive, slider, text, toggle, typography } from "../../render/fields.ts";

/** Elementor's `text-editor` widget settings, with Elementor's defaults. */
export const textEditorSettings = z.object({
  editor: text(
    "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.</p>",
  ),
  drop_cap: toggle(false),
  ...responsive("align", choice(["", "left", "center", "right", "justify", "start", "end"], "")),
  text_color: color(),
  ...typography("typography"),
  ...responsive("text_columns", choice(["", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], "")),
  ...responsive("column_gap", slider()),
  drop_cap_primary_color: color(),
});
