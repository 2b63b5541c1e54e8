/**
 * The catalogue sort orders a shopper can pick (WooCommerce's `orderby` values), their labels in the
 * shop's sort select, and what each means as a list of sort keys. Pure: the SQL side maps keys to
 * expressions (catalogue.server.ts), the page side renders the labels.
 */

export const CATALOGUE_ORDERS = [
  "menu_order",
  "popularity",
  "rating",
  "date",
  "price",
  "price-desc",
] as const;
export type CatalogueOrder = (typeof CATALOGUE_ORDERS)[number];

/** WooCommerce's own wording, so shoppers moving over see the same select. */
export const CATALOGUE_ORDER_LABELS: Record<CatalogueOrder, string> = {
  menu_order: "Default sorting",
  popularity: "Sort by popularity",
  rating: "Sort by average rating",
  date: "Sort by latest",
  price: "Sort by price: low to high",
  "price-desc": "Sort by price: high to low",
};

export function isCatalogueOrder(value: unknown): value is CatalogueOrder {
  return typeof value === "string" && (CATALOGUE_ORDERS as readonly string[]).includes(value);
}

/** An `orderby` from the address; anything unknown (or absent) falls back to the shop's default, as WooCommerce does. */
export function parseCatalogueOrder(value: unknown, fallback: CatalogueOrder): CatalogueOrder {
  return isCatalogueOrder(value) ? value : fallback;
}

/**
 * What a listed product is compared by. `minPrice` / `maxPrice` are the lowest / highest price a shopper
 * pays now: the product's own, or over its variations (variable) or children (grouped).
 */
export type SortKey =
  | "menuOrder"
  | "name"
  | "totalSales"
  | "averageRating"
  | "reviewCount"
  | "createdAt"
  | "minPrice"
  | "maxPrice"
  | "id";

export interface SortTerm {
  key: SortKey;
  direction: "asc" | "desc";
}

/**
 * The sort keys of each order, most significant first. Every order ends on the product id so that
 * equal products keep one stable order and pages never repeat or skip a product.
 */
export function sortTerms(order: CatalogueOrder): SortTerm[] {
  switch (order) {
    case "menu_order":
      return [asc("menuOrder"), asc("name"), asc("id")];
    case "popularity":
      return [desc("totalSales"), desc("id")];
    case "rating":
      return [desc("averageRating"), desc("reviewCount"), desc("id")];
    case "date":
      return [desc("createdAt"), desc("id")];
    case "price":
      return [asc("minPrice"), asc("id")];
    case "price-desc":
      return [desc("maxPrice"), desc("id")];
  }
}

function asc(key: SortKey): SortTerm {
  return { key, direction: "asc" };
}

function desc(key: SortKey): SortTerm {
  return { key, direction: "desc" };
}

/**
 * Orders of a search results page: WooCommerce puts "Relevance" first and makes it the default while
 * searching; the catalogue orders follow.
 */
export const RELEVANCE_ORDER = "relevance";
export const SEARCH_ORDERS = [RELEVANCE_ORDER, ...CATALOGUE_ORDERS] as const;
export type ListingOrder = (typeof SEARCH_ORDERS)[number];

export const LISTING_ORDER_LABELS: Record<ListingOrder, string> = {
  [RELEVANCE_ORDER]: "Relevance",
  ...CATALOGUE_ORDER_LABELS,
};

/** An `orderby` on a search results page; anything unknown (or absent) is relevance. */
export function parseSearchOrder(value: unknown): ListingOrder {
  return value === RELEVANCE_ORDER || isCatalogueOrder(value) ? value : RELEVANCE_ORDER;
}
