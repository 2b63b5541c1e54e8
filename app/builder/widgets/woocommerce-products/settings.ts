import { z } from "zod";
import { choice, color, responsive, slider, text } from "../../render/fields.ts";

/** Ids as Elementor stores a multi-select (`["12", 15]`) or a comma-separated string. */
const idsField = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .transform((value) => (Array.isArray(value) ? value.map(String) : value.split(",")))
  .default([]);

/** Elementor Pro's `woocommerce-products` settings, with its defaults (4 columns, 3 on tablets, 2 on phones, 4 rows). */
export const productsSettings = z.object({
  ...responsive("columns", z.coerce.number().int().min(1).max(12).default(4)),
  rows: z.coerce.number().int().min(1).max(25).default(4),
  /** Products source: latest (`product`), on sale, featured, chosen by id; page-dependent sources fall back to latest. */
  query_post_type: choice(
    ["product", "sale", "featured", "by_id", "current_query", "related_products", "upsells", "cross_sells"],
    "product",
  ),
  query_posts_ids: idsField,
  /** `["terms"]` restricts to `query_include_term_ids` (product categories, by id or slug). */
  query_include: z.array(z.string()).default([]),
  query_include_term_ids: idsField,
  query_exclude: z.array(z.string()).default([]),
  query_exclude_ids: idsField,
  query_orderby: choice(["date", "title", "price", "popularity", "rating", "rand", "menu_order"], "date"),
  query_order: choice(["asc", "desc"], "desc"),
  nothing_found_message: text(""),
  ...responsive("column_gap", slider(20)),
  ...responsive("row_gap", slider(40)),
  align: choice(["", "left", "center", "right"], ""),
  title_color: color(),
  price_color: color(),
  button_text_color: color(),
  button_background_color: color(),
});
