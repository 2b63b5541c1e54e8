import { TEMPLATE_PAGE_PARAM } from "../../protocol/shop-urls.ts";
import type { MenuItem } from "../../server/settings/header-settings.ts";
import { parseSiteSearch } from "../search/search-address.ts";

export type { MenuItem };

/** A mega menu's columns when the settings do not say: one per column heading, at most this many. */
export const DEFAULT_MEGA_MENU_COLUMNS = 4;

/** `/shop` and `/shop/` are the same page, as in WordPress's permalinks. */
function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

/**
 * Whether an address at the site root is another page than the front page: search results (`/?s=…`) or a
 * template shown as a page. WordPress marks a link to the front page current only on the front page itself.
 */
function isOtherPageAtRoot(search: string): boolean {
  const query = new URLSearchParams(search);
  return parseSiteSearch(query) !== null || query.has(TEMPLATE_PAGE_PARAM);
}

/**
 * Whether a menu link points at the page being shown: a site path whose path (and query, when the link
 * has one) matches the current location. Links to other sites are never current.
 */
export function isCurrentMenuUrl(url: string, location: { pathname: string; search: string }): boolean {
  if (!url.startsWith("/")) return false;
  const target = new URL(url, "http://same.site");
  if (withTrailingSlash(target.pathname) !== withTrailingSlash(location.pathname)) return false;
  if (target.search !== "") return target.search === location.search;
  return target.pathname !== "/" || !isOtherPageAtRoot(location.search);
}

/** Whether the page being shown is `basePath` or below it (`/my-account/` holds `/my-account/orders/`). */
export function isWithinPath(pathname: string, basePath: string): boolean {
  return withTrailingSlash(pathname).startsWith(withTrailingSlash(basePath));
}

/** Whether the item or anything below it is the current page (WordPress's current-menu-ancestor). */
export function holdsCurrentPage(item: MenuItem, location: { pathname: string; search: string }): boolean {
  return item.children.some(
    (child) => isCurrentMenuUrl(child.url, location) || holdsCurrentPage(child, location),
  );
}

export function megaMenuColumns(item: MenuItem): number {
  return item.columns ?? Math.min(Math.max(item.children.length, 1), DEFAULT_MEGA_MENU_COLUMNS);
}

/** WordPress's menu item classes, for shops' own CSS. */
export function menuItemClasses(
  item: MenuItem,
  options: { current: boolean; ancestor: boolean; mega: boolean; heading: boolean },
): string {
  return [
    "menu-item",
    item.children.length > 0 ? "menu-item-has-children" : null,
    options.mega ? "astra-megamenu-li" : null,
    options.heading ? "menu-item-heading" : null,
    options.current ? "current-menu-item" : null,
    options.ancestor ? "current-menu-ancestor" : null,
  ]
    .filter(Boolean)
    .join(" ");
}
