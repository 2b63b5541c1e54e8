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
