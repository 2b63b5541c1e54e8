import { z } from "zod";
import { choice, color, text, toggle, typography } from "../../render/fields.ts";

/** Elementor Pro's nav menu (`nav-menu`) settings with Elementor's defaults. */
export const proNavMenuSettings = z.object({
  menu: text(""),
  layout: choice(["horizontal", "vertical", "dropdown"], "horizontal"),
  align_items: choice(["", "start", "center", "end", "justify"], ""),
  pointer: choice(
    ["none", "underline", "overline", "double-line", "framed", "background", "text"],
    "underline",
  ),
  /** Below which device the menu folds behind its toggle: tablet (≤ 1024 px), mobile (≤ 767 px) or never. */
  dropdown: choice(["tablet", "mobile", "none"], "tablet"),
  toggle: choice(["burger", ""], "burger"),
  full_width: toggle(false),
  text_align: choice(["aside", "center"], "aside"),
  ...typography("menu_typography"),
  color_menu_item: color(),
  color_menu_item_hover: color(),
  color_dropdown_item: color(),
  background_color_dropdown_item: color(),
});

export type ProNavMenuSettings = z.output<typeof proNavMenuSettings>;
