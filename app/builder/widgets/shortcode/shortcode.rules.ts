import { fromMatch, regexp } from "@wordpress/shortcode";
import {
  clampLimit,
  idList,
  isProductQueryOrder,
  type ProductQuery,
  type ProductQueryOrder,
  wordList,
} from "../../../../server/shop/catalogue/product-query.ts";

/**
 * WordPress shortcodes in a shortcode widget: the text is split into plain HTML and shortcodes (WordPress's own
 * grammar, through `@wordpress/shortcode`; `[[tag]]` stays the literal `[tag]`), and WooCommerce's product
 * shortcodes are read into catalogue queries. Pure: the widget loads and renders.
 */
export type ShortcodeSegment =
  | { kind: "text"; text: string }
  | { kind: "shortcode"; tag: string; attrs: Record<string, string>; source: string };

/** The shortcodes Vitrine renders; any other renders nothing and is reported. */
export const RENDERED_SHORTCODES = ["products", "product_page", "add_to_cart"] as const;
export type RenderedShortcode = (typeof RENDERED_SHORTCODES)[number];

export function isRenderedShortcode(tag: string): tag is RenderedShortcode {
  return (RENDERED_SHORTCODES as readonly string[]).includes(tag);
}

const ANY_TAG = "[\\w-]+";

export function splitShortcodes(text: string): ShortcodeSegment[] {
  const segments: ShortcodeSegment[] = [];
  const pushText = (part: string) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last?.kind === "text") last.text += part;
    else segments.push({ kind: "text", text: part });
  };
  const pattern = regexp(ANY_TAG);
  let at = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [whole, open = "", , , , , , close = ""] = match;
    if (open === "[" && close === "]") {
      // An escaped shortcode is shown as written, one pair of brackets removed.
      pushText(whole.slice(1, -1));
      continue;
    }
    pushText(open);
    const shortcode = fromMatch(match);
    segments.push({
      kind: "shortcode",
      tag: shortcode.tag,
      attrs: Object.fromEntries(
        Object.entries(shortcode.attrs.named).flatMap(([key, value]) =>
          value === undefined ? [] : [[key.toLowerCase(), value]],
        ),
      ),
      source: whole.slice(open.length, whole.length - close.length),
    });
    pushText(close);
  }
  pushText(text.slice(at));
  return segments;
}

/** WooCommerce's "true"/"1"/"yes" attribute values. */
export function isTrue(value: string | undefined): boolean {
  return value !== undefined && ["true", "1", "yes", "on"].includes(value.trim().toLowerCase());
}

/** WooCommerce's default direction for each order when the shortcode gives none. */
const DEFAULT_DIRECTION: Record<ProductQueryOrder, "asc" | "desc"> = {
  date: "desc",
  id: "desc",
  popularity: "desc",
  rating: "desc",
  title: "asc",
  price: "asc",
  menu_order: "asc",
  rand: "asc",
  include: "asc",
};

/** `[products]` columns default to WooCommerce's products per row. */
export const DEFAULT_SHORTCODE_COLUMNS = 4;

export interface ProductsShortcode {
  query: ProductQuery;
  columns: number;
  /** Extra classes on the `div.woocommerce` wrapper (`class` attribute). */
  className: string;
  /** What the owner should know (attributes Vitrine does not apply). */
  notes: string[];
}

/**
 * `[products limit columns rows category ids skus orderby order on_sale best_selling top_rated visibility class]`
 * as a catalogue query. `limit="-1"` (WooCommerce's default) lists as many as a page may show.
 */
export function productsShortcodeQuery(attrs: Record<string, string>): ProductsShortcode {
  const notes: string[] = [];
  const columns = Math.min(
    12,
    Math.max(1, Number.parseInt(attrs.columns ?? "", 10) || DEFAULT_SHORTCODE_COLUMNS),
  );
  const rows = Number.parseInt(attrs.rows ?? "", 10);
  const limitAttribute = Number.parseInt(attrs.limit ?? attrs.per_page ?? "", 10);
  const limit = Number.isFinite(limitAttribute)
    ? clampLimit(limitAttribute)
    : Number.isFinite(rows) && rows > 0
      ? clampLimit(rows * columns)
      : clampLimit(-1);

  const ids = attrs.ids !== undefined ? idList(attrs.ids) : undefined;
  const skus = attrs.skus !== undefined ? wordList(attrs.skus) : undefined;
  const writtenOrder = (attrs.orderby ?? "").trim().toLowerCase().split(/\s+/)[0] ?? "";
  let orderBy: ProductQueryOrder = isProductQueryOrder(writtenOrder)
    ? writtenOrder
    : writtenOrder === "post__in"
      ? "include"
      : ids?.length
        ? "include"
        : "menu_order";
  if (writtenOrder && !isProductQueryOrder(writtenOrder) && writtenOrder !== "post__in")
    notes.push(`[products] orderby="${writtenOrder}" is not known; the default order is used`);
  if (isTrue(attrs.best_selling)) orderBy = "popularity";
  if (isTrue(attrs.top_rated)) orderBy = "rating";
  const writtenDirection = (attrs.order ?? "").trim().toLowerCase();
  const order =
    writtenDirection === "asc" || writtenDirection === "desc" ? writtenDirection : DEFAULT_DIRECTION[orderBy];

  const query: ProductQuery = { orderBy, order, limit };
  if (ids !== undefined) query.ids = ids;
  if (skus !== undefined) query.skus = skus;
  if (attrs.category !== undefined) {
    query.categories = wordList(attrs.category).map((ref) => (/^\d+$/.test(ref) ? Number(ref) : ref));
    const operator = (attrs.cat_operator ?? "IN").toUpperCase();
    if (operator !== "IN")
      notes.push(
        `[products] cat_operator="${operator}" is not supported; products in any category are listed`,
      );
  }
  if (isTrue(attrs.on_sale)) query.only = "on_sale";
  else if ((attrs.visibility ?? "").toLowerCase() === "featured") query.only = "featured";
  if (isTrue(attrs.paginate)) notes.push("[products] paginate is not supported; the first page is shown");
  for (const unsupported of ["tag", "attribute", "terms", "class_name"])
    if (attrs[unsupported] !== undefined)
      notes.push(`[products] ${unsupported}="${attrs[unsupported]}" is not supported and was ignored`);
  const className = wordList((attrs.class ?? "").replaceAll(" ", ","))
    .filter((word) => /^[A-Za-z_][\w-]*$/.test(word))
    .join(" ");
  return { query, columns, className, notes };
}

/** `id="127"` or `sku="VT-MUG-01"` of `[product_page]` and `[add_to_cart]`; null when neither is usable. */
export function productReference(attrs: Record<string, string>): { id: number } | { sku: string } | null {
  const [id] = idList(attrs.id ?? "");
  if (id !== undefined) return { id };
  const sku = (attrs.sku ?? "").trim();
  return sku ? { sku } : null;
}
