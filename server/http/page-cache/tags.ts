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
