import { z } from "zod";
import { choice, text, toggle } from "../../render/fields.ts";

/** Elementor Pro's taxonomy filter: which loop it drives, which taxonomy, single or multiple selection. */
export const taxonomyFilterSettings = z.object({
  /** The loop grid's element id. */
  selected_element: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/)
    .default(""),
  taxonomy: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/)
    .default("category"),
  multiple_selection: toggle(),
  /** AND or OR; anything else turns multiple selection off (W-FILTER-04). */
  logical_combination: z.string().default("AND"),
  show_empty_items: toggle(),
  number_of_taxonomies: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number().int().min(1).max(500).optional(),
  ),
  first_item_title: text("All"),
  /** Elementor's "first item" switch (on by default). */
  show_first_item: z.union([z.literal("yes"), z.literal(""), z.boolean()]).default("yes"),
  /**
   * Vitrine's own setting (decision 025): the terms as pill links (`buttons`, Elementor's look) or as a list of
   * checkboxes (radio buttons without multiple selection) in a form that works without script.
   */
  vitrine_display: choice(["buttons", "checkboxes"], "buttons"),
  /** The no-script form's submit button (hidden once the browser module applies each change at once). */
  vitrine_apply_label: text("Apply"),
});
