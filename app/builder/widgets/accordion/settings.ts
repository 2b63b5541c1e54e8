import { z } from "zod";
import { choice, text, toggle } from "../../render/fields.ts";

/**
 * Elementor's `accordion` and `toggle`, Elementor's `nested-accordion` (items are child containers) and
 * ElementsKit's `elementskit-accordion`, with their defaults.
 */
const itemId = z.union([z.string(), z.number().transform(String)]).default("");
const onFlag = z.union([z.string(), z.boolean()]).default("");

export const accordionSettings = z.object({
  tabs: z.array(z.object({ _id: itemId, tab_title: text(""), tab_content: text("") }).loose()).default([]),
  title_html_tag: choice(["div", "h1", "h2", "h3", "h4", "h5", "h6", "p", "span"], "div"),
  faq_schema: toggle(false),
  items: z.array(z.object({ _id: itemId, item_title: text("") }).loose()).default([]),
  default_state: choice(["expanded", "all_collapsed"], "expanded"),
  max_items_expended: choice(["one", "multiple"], "one"),
  ekit_accordion_items: z
    .array(
      // ElementsKit's own name for "Keep this slide open?" is `ekit_acc_is_active`; `acc_is_active` (our first
      // guess) is still read so documents written with it keep working.
      z
        .object({
          _id: itemId,
          acc_title: text(""),
          acc_content: text(""),
          ekit_acc_is_active: onFlag,
          acc_is_active: onFlag,
        })
        .loose(),
    )
    .default([]),
  /** "Keep first slide auto open?": on by default, as in ElementsKit. */
  ekit_accordion_open_first_slide: toggle(true),
});

export type AccordionSettings = z.output<typeof accordionSettings>;
