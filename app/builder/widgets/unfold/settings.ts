import { z } from "zod";
import { choice, color, slider, text } from "../../render/fields.ts";

/** ElementsKit's unfold settings: title, content, the folded height and the two button texts. */
export const unfoldSettings = z.object({
  ekit_unfold_title: text(""),
  ekit_unfold_title_tag: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "p"], "h3"),
  ekit_unfold_description: text(""),
  ekit_unfold_collapse_height: slider(120, "px"),
  ekit_unfold_expand_text: text("Read More"),
  ekit_unfold_collapse_text: text("Read Less"),
  ekit_unfold_transition_duration: slider(500),
  ekit_unfold_fade_color: color("#ffffff"),
});
