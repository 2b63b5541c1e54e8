/** Wire names of ElementsKit's calls that Vitrine answers (widgets.md §7; W-MENU-16..19). */

/** `GET /wp-json/elementskit/v1/megamenu/megamenu_content?id=<menu item id>` → HTML of its mega menu. */
export const MEGAMENU_CONTENT_ROUTE = "/elementskit/v1/megamenu/megamenu_content";
/** `POST /wp-admin/admin-ajax.php` `action=ekit_widgetarea_content` with `nonce` and `post_id` → HTML. */
export const WIDGETAREA_CONTENT_ACTION = "ekit_widgetarea_content";
/** The nonce action the widget area call checks. */
export const WIDGETAREA_NONCE_ACTION = "ekit_widgetarea";
/**
 * `GET /wp-json/vitrine/v1/nonce/ekit_widgetarea` → `{nonce}`: pages are cached and shared, so the widget area's
 * nonce cannot be in them; the browser asks for one just before its call.
 */
export const WIDGETAREA_NONCE_ROUTE = `/vitrine/v1/nonce/${WIDGETAREA_NONCE_ACTION}`;

/**
 * Advanced search (W-SEARCH-05/06): `POST /wp-json/elementskit/v1/widget/advanced-search/search` with the widget's
 * settings plus the serialized form (`s`, `post_type`), form-encoded → HTML whose root carries
 * `data-posts-count` (results in this answer) and `data-search-found` (results in all).
 */
export const ADVANCED_SEARCH_ROUTE = "/elementskit/v1/widget/advanced-search/search";
/** W-SEARCH-08: "load more" asks for this many more results. */
export const ADVANCED_SEARCH_LOAD_MORE = 5;
/** The most results one answer may carry, whatever the settings ask. */
export const ADVANCED_SEARCH_MAX_PER_ANSWER = 20;
/** The furthest a "load more" may reach into the results. */
export const ADVANCED_SEARCH_MAX_OFFSET = 200;
