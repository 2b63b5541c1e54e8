import { z } from "zod";
import { choice, color, responsive, text } from "../../render/fields.ts";

/** ElementsKit's text shuffle (animated text) settings: the text, its tag, and when it shuffles. */
export const textShuffleSettings = z.object({
  ekit_text_shuffle_text: text("Text Shuffle"),
  ekit_text_shuffle_tag: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"], "h2"),
  ekit_text_shuffle_trigger: choice(["view", "hover"], "view"),
  ekit_text_shuffle_color: color(""),
  ...responsive("ekit_text_shuffle_align", choice(["", "left", "center", "right"], "")),
});
