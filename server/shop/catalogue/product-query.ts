/**
 * A catalogue query as page-builder widgets and WooCommerce shortcodes ask for products (`[products …]`,
 * Elementor Pro's Products widget): which products, in which order, how many. Pure data; the SQL is in
 * product-query.server.ts, the readers of settings and shortcode attributes are in the widget folders.
 */

/** WooCommerce's `orderby` values for shortcodes and the Products widget (`include`: the order of `ids`). */
export const PRODUCT_QUERY_ORDERS = [
  "date",
  "title",
  "price",
  "popularity",
  "rating",
  "rand",
  "menu_order",
  "id",
  "include",
] as const;
export type ProductQueryOrder = (typeof PRODUCT_QUERY_ORDERS)[number];

/** The most products one widget or shortcode may list (a page, not a catalogue export). */
export const PRODUCT_QUERY_MAX = 100;

export interface ProductQuery {
  /** Only featured products, or only those on sale now. */
  only?: "featured" | "on_sale";
  /** Only these products (by id); with `orderBy: "include"` in this order. */
  ids?: number[];
  /** Only these products (by SKU). */
  skus?: string[];
  /** Only products in one of these categories (by id or slug) or a category below them. */
  categories?: (number | string)[];
  orderBy: ProductQueryOrder;
  order: "asc" | "desc";
  /** 1 … PRODUCT_QUERY_MAX. */
  limit: number;
}

export function isProductQueryOrder(value: unknown): value is ProductQueryOrder {
  return typeof value === "string" && (PRODUCT_QUERY_ORDERS as readonly string[]).includes(value);
}

/** A limit clamped to 1 … PRODUCT_QUERY_MAX (WooCommerce's `-1`, "all", becomes the maximum). */
export function clampLimit(limit: number): number {
  if (!Number.isFinite(limit) || limit < 0) return PRODUCT_QUERY_MAX;
  return Math.min(PRODUCT_QUERY_MAX, Math.max(1, Math.floor(limit)));
}

/** Comma-separated ids (`"12, 15,x"` → `[12, 15]`), as shortcodes and settings write them. */
export function idList(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : String(value ?? "").split(",");
  return parts
    .map((part) => String(part).trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
}

/** Comma-separated words (`"kitchen, gifts"` → `["kitchen", "gifts"]`). */
export function wordList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : String(value ?? "").split(",");
  return parts.map((part) => String(part).trim()).filter((part) => part.length > 0 && part.length <= 200);
}
