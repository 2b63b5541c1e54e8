/**
 * What a stored page shows, as tags: a write drops exactly the pages carrying the tags of what it
 * changed (decision 029). The same names go to a CDN or Varnish in `Surrogate-Key`/`Cache-Tag`, so a
 * purge by tag there matches the purge here.
 */

/** Every stored page: site-wide changes (menus, site options, the kit, header and footer templates). */
export const ALL_PAGES_TAG = "site";
/** Pages listing products (shop, categories, tags, search, related and cross-sell rows). */
export const LISTING_TAG = "listing";
/** Pages whose order depends on sales figures (popularity sorting, best sellers); orders change them. */
export const SALES_TAG = "sales";
/**
 * Document pages whose widgets load catalogue data (products, prices, stock): any catalogue write
 * changes them, since which products such a widget picks can change with the catalogue.
 */
export const CATALOGUE_TAG = "catalogue";

/** Answers "not found": a write that creates something may give such an address a page. */
export const MISSING_TAG = "missing";
/** Pages listing posts (the blog index and its pages, archives, site search results). */
export const POSTS_TAG = "posts";

export function productTag(productId: number): string {
  return `product-${productId}`;
}

export function termTag(termId: number): string {
  return `term-${termId}`;
}

export function documentTag(documentId: number): string {
  return `document-${documentId}`;
}

/** Tags for the Surrogate-Key header: space-separated, as Varnish's xkey and Fastly read them. */
export function surrogateKeyHeader(tags: Iterable<string>): string {
  return [...tags].join(" ");
}

/** What an order changes: its products' stock and sales figures; listings too when one ran out. */
export function orderPageTags(order: {
  soldProductIds: readonly number[];
  stockStatusChanged: boolean;
}): string[] {
  return [
    ...order.soldProductIds.map(productTag),
    SALES_TAG,
    CATALOGUE_TAG,
    ...(order.stockStatusChanged ? [LISTING_TAG] : []),
  ];
}

/**
 * What a catalogue import (WooCommerce CSV) changes: every page showing products (listings, product pages,
 * which list related products, and documents with product widgets). Pages of content alone stay.
 */
export const CATALOGUE_IMPORT_TAGS: readonly string[] = [LISTING_TAG, SALES_TAG, CATALOGUE_TAG, MISSING_TAG];

/** Document types shown around other pages (site chrome) or on them (popups), whatever page it is. */
const SITE_WIDE_DOCUMENT_TYPES = new Set(["header", "footer", "kit", "popup", "section", "loop-item"]);

/**
 * What a content import changes: the pages of the documents it created or updated, post listings when a post
 * changed, every page when it touched what all pages share (menus, templates, the kit), and the products whose
 * reviews it wrote (their pages, documents whose review widgets show them, and listings, whose rating order
 * may change).
 */
export function contentImportTags(report: {
  documents: readonly { id: number; type: string; outcome: string }[];
  menus: readonly unknown[];
  reviews?: { productIds: readonly number[] };
}): string[] {
  const written = report.documents.filter((document) => document.outcome !== "unchanged");
  const tags = new Set(written.map((document) => documentTag(document.id)));
  const reviewed = report.reviews?.productIds ?? [];
  for (const productId of reviewed) tags.add(productTag(productId));
  // New rating figures can reorder listings sorted by rating and product widgets showing ratings.
  if (reviewed.length > 0) for (const tag of [LISTING_TAG, CATALOGUE_TAG]) tags.add(tag);
  if (written.length > 0) tags.add(MISSING_TAG);
  if (written.some((document) => document.type === "post")) tags.add(POSTS_TAG);
  if (report.menus.length > 0 || written.some((document) => SITE_WIDE_DOCUMENT_TYPES.has(document.type)))
    tags.add(ALL_PAGES_TAG);
  return [...tags];
}

/** A page listing products: any listing change, each product shown, and sales when sorted by popularity. */
export function addListingTags(
  tags: Set<string>,
  listing: { products: { items: readonly { id: number }[] }; orderBy: string },
): void {
  tags.add(LISTING_TAG);
  for (const product of listing.products.items) tags.add(productTag(product.id));
  if (listing.orderBy === "popularity") tags.add(SALES_TAG);
}
