import { z } from "zod";
import { choice, color, icon, slider, text, toggle } from "../../render/fields.ts";

/** ElementsKit's back-to-top button (`elementskit-back-to-top`) with its defaults (W-MISC-26). */
export const backToTopSettings = z.object({
  ekit_button_appearance: choice(["graphic_icon", "text_only"], "graphic_icon"),
  ekit_btn_icons: icon(),
  ekit_btn_text: text("Top"),
  /** Show the button only once the page has scrolled past `show_after` plus `offset_top`. */
  show_scroll: toggle(true),
  show_after: slider(300),
  /** Where "top" is: the button scrolls to this many px from the top, and appears that much later. */
  offset_top: slider(0),
  ekit_button_position: choice(["right", "left"], "right"),
  ekit_btn_color: color(),
  ekit_btn_background: color(),
});

export type BackToTopSettings = z.output<typeof backToTopSettings>;
