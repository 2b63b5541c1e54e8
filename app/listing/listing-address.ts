/**
 * Addresses of the shop listing, as WooCommerce makes them: `/shop/`, `/product-category/<parent>/<child>/`,
 * `/product-tag/<slug>/`, each paged as `<base>page/<n>/` (canonical) or `?paged=<n>`. Pure: the loaders
 * parse with it and the listing builds its links with it.
 */

/** Far beyond any real catalogue; keeps a typed-in page number a sane integer. */
export const MAX_LISTING_PAGE = 10_000;

/** A page number as written in a path or query: digits only, 1 or more. */
function pageNumber(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_LISTING_PAGE ? page : null;
}

/** Query parameters that are not carried from one listing address to another. */
const NOT_CARRIED = new Set([
  "paged", // the page is in the path
  "add-to-cart", // a no-script add to cart must not repeat on the next page (WooCommerce drops it too)
]);

/** Not repeated as hidden fields of the sort form: the select itself, its button, and the page (sorting starts at 1). */
const NOT_IN_SORT_FORM = new Set([...NOT_CARRIED, "orderby", "submit", "product-page"]);

export interface ListingAddress {
  /** Path segments after the archive base, the page part removed: category slugs, a tag slug, or none. */
  segments: string[];
  page: number;
}

/**
 * Reads the part of the path after the archive base (React Router's splat, e.g. `clothing/t-shirts/page/2/`)
 * and the query. A `?paged=` in the query wins over the path's page, as WordPress lets the query string
 * override permalink values. Null when the page number is malformed or out of range.
 */
export function parseListingAddress(
  splat: string | undefined,
  search: URLSearchParams,
): ListingAddress | null {
  const segments = (splat ?? "").split("/").filter((segment) => segment !== "");
  let page = 1;
  const last = segments.at(-1);
  if (segments.length >= 2 && segments.at(-2) === "page" && last !== undefined) {
    const fromPath = pageNumber(last);
    if (fromPath === null) return null;
    page = fromPath;
    segments.splice(-2, 2);
  }
  const paged = search.get("paged");
  if (paged !== null) {
    const fromQuery = pageNumber(paged);
    if (fromQuery === null) return null;
    page = fromQuery;
  }
  return { segments: segments.map(decodeSegment), page };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Query pairs a link to another page of the same listing keeps (the sort order, other filters). */
export function carriedQuery(search: URLSearchParams): [string, string][] {
  return [...search].filter(([name]) => !NOT_CARRIED.has(name));
}

/** Query pairs the sort form repeats as hidden fields, so sorting keeps the other parameters. */
export function sortFormFields(search: URLSearchParams): [string, string][] {
  return [...search].filter(([name]) => !NOT_IN_SORT_FORM.has(name));
}

/** `/shop/`, `/shop/page/3/?orderby=price`: the canonical address of one page of a listing. */
export function listingPageHref(basePath: string, page: number, query: readonly [string, string][]): string {
  const base = basePath.endsWith("/") ? basePath : `${basePath}/`;
  const path = page <= 1 ? base : `${base}page/${page}/`;
  const search = new URLSearchParams(query as [string, string][]).toString();
  return search ? `${path}?${search}` : path;
}

/** The base address of a category archive from its slug path (ancestors first). */
export function categoryArchivePath(slugPath: readonly string[]): string {
  return `/product-category/${slugPath.map(encodeURIComponent).join("/")}/`;
}

export function tagArchivePath(slug: string): string {
  return `/product-tag/${encodeURIComponent(slug)}/`;
}

export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "dots"; key: string };

/** Pages always shown at each end, and on each side of the current page (WooCommerce's paginate_links sizes). */
export const PAGINATION_END_SIZE = 3;
export const PAGINATION_MID_SIZE = 3;

/** The numbered links of the pagination bar, with one "…" standing for each run of hidden pages. */
export function paginationItems(current: number, pageCount: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  let skipped = false;
  for (let page = 1; page <= pageCount; page++) {
    const shown =
      page <= PAGINATION_END_SIZE ||
      page > pageCount - PAGINATION_END_SIZE ||
      Math.abs(page - current) <= PAGINATION_MID_SIZE;
    if (shown) {
      items.push({ kind: "page", page, current: page === current });
      skipped = false;
    } else if (!skipped) {
      items.push({ kind: "dots", key: `dots-${page}` });
      skipped = true;
    }
  }
  return items;
}
