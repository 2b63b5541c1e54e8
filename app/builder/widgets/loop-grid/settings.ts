import { z } from "zod";
import { PAGINATION_TYPES } from "../../loop/query-settings.ts";
import { choice, responsive, slider, text, toggle } from "../../render/fields.ts";

const count = (value: number) =>
  z
    .preprocess(
      (input) => (typeof input === "string" && input.trim() !== "" ? Number(input) : input),
      z.number().int().min(1).max(100),
    )
    .default(value);

const columns = (value: number) =>
  z
    .preprocess(
      (input) => (typeof input === "string" && input.trim() !== "" ? Number(input) : input),
      z.number().int().min(1).max(12),
    )
    .default(value);

/** Elementor Pro's loop grid (and the loop carousel's query part): template, skin, query, columns, pagination. */
export const loopGridSettings = z.object({
  template_id: z.union([z.number(), z.string()]).default(""),
  /** `post` or `product` (Pro names the query group after it: `post_query_*`, `product_query_*`). */
  _skin: z.string().default("post"),
  posts_per_page: count(6),
  /** Columns per device (Elementor's defaults: 3, 2, 1). */
  columns: columns(3),
  columns_tablet: columns(2),
  columns_mobile: columns(1),
  ...responsive("column_gap", slider()),
  ...responsive("row_gap", slider()),
  masonry: toggle(),
  equal_height: toggle(),
  pagination_type: choice(PAGINATION_TYPES, ""),
  pagination_page_limit: z.union([z.number(), z.string()]).default(""),
  pagination_prev_label: text("« Previous"),
  pagination_next_label: text("Next »"),
  load_more_spinner: z.unknown().optional(),
  text: text("Load More"),
  nothing_found_message_text: text("It seems we can’t find what you’re looking for."),
});
