import { z } from "zod";
import { carouselSettings } from "../../carousel/settings.ts";
import { choice, text } from "../../render/fields.ts";
import { productsSettings } from "../woocommerce-products/settings.ts";

const query = productsSettings.shape;

/**
 * A product carousel (`elementskit-woo-product-carousel`): the Products widget's catalogue query (source, ids,
 * categories, order) and how many products, on the shared carousel settings (4 / 3 / 2 per view), started with
 * the Woo cut-offs 640, 768 and 1024 px.
 */
export const wooProductCarouselSettings = z.object({
  query_post_type: query.query_post_type,
  query_posts_ids: query.query_posts_ids,
  query_include: query.query_include,
  query_include_term_ids: query.query_include_term_ids,
  query_orderby: query.query_orderby,
  query_order: choice(["asc", "desc"], "desc"),
  posts_per_page: z.coerce.number().int().min(1).max(24).default(8),
  carousel_name: text("Products"),
  ...carouselSettings,
});

export type WooProductCarouselSettings = z.output<typeof wooProductCarouselSettings>;
