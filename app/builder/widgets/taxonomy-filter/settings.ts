import { z } from "zod";
import { text, toggle } from "../../render/fields.ts";

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
});
