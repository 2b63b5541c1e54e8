/**
 * Cookies both sides read or write under WooCommerce's and Astra's names. The store notice's cookie is in
 * store-notice.ts and sourcebuster's tracking cookies in order-attribution.ts.
 */

/** The shopper's session (WooCommerce: `wp_woocommerce_session_<hash>`; caches pass pages carrying it). */
export const SESSION_COOKIE = "wp_woocommerce_session_vitrine";
/** Set while the cart holds items, so caches and scripts know without asking. */
export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export const CART_HASH_COOKIE = "woocommerce_cart_hash";
/**
 * Astra's colour-palette switcher: `true` = switched palette, `false` = default, kept 90 days on path `/`
 * (S-THEME-12). Without it the shopper's `prefers-color-scheme` decides.
 */
export const PALETTE_COOKIE = "astraColorSwitcherState";
export const PALETTE_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/**
 * Holds the email typed at checkout for the browser session (S-CHK-11); the checkout page
 * prefills `billing_email` from it. Set by the server when it answers the email check.
 */
export const CHECKOUT_EMAIL_COOKIE = "vitrine_checkout_email";
/**
 * Vitrine's own, on PostgreSQL (decision 059): a random mark set anew on every response to a request that
 * wrote the shopper's session, so an app instance keeping the session in memory knows whether it has seen
 * the browser's latest write. HttpOnly; it means nothing to the browser.
 */
export const SESSION_MARK_COOKIE = "vitrine_session_mark";
