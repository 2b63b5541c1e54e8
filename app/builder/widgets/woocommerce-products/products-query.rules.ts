import {
  clampLimit,
  idList,
  type ProductQuery,
  wordList,
} from "../../../../server/shop/catalogue/product-query.ts";

/** The query settings of Elementor Pro's Products widget, as parsed (settings.ts). */
export interface ProductsQuerySettings {
  columns: number;
  rows: number;
  query_post_type: string;
  query_posts_ids: string[];
  query_include: string[];
  query_include_term_ids: string[];
  query_orderby: string;
  query_order: "asc" | "desc";
}

/** Sources that depend on the page being shown (the archive, the product): a shared document has none. */
const PAGE_DEPENDENT = new Set(["current_query", "related_products", "upsells", "cross_sells"]);

/**
 * The catalogue query of a Products widget: `columns × rows` products (Elementor's "products per page") from
 * the chosen source, in the chosen order. Returns a note for the owner when the source cannot apply here.
 */
export function productsWidgetQuery(settings: ProductsQuerySettings): { query: ProductQuery; note?: string } {
  const query: ProductQuery = {
    orderBy: settings.query_orderby as ProductQuery["orderBy"],
    order: settings.query_order,
    limit: clampLimit(settings.columns * settings.rows),
  };
  let note: string | undefined;
  switch (settings.query_post_type) {
    case "sale":
      query.only = "on_sale";
      break;
    case "featured":
      query.only = "featured";
      break;
    case "by_id":
      query.ids = idList(settings.query_posts_ids);
      break;
    default:
      if (PAGE_DEPENDENT.has(settings.query_post_type))
        note = `products source "${settings.query_post_type}" depends on the page shown; latest products are listed instead`;
  }
  if (settings.query_include.includes("terms")) {
    const refs = wordList(settings.query_include_term_ids);
    if (refs.length > 0) query.categories = refs.map((ref) => (/^\d+$/.test(ref) ? Number(ref) : ref));
  }
  return note ? { query, note } : { query };
}
