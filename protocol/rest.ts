/** WordPress's REST API as the storefront uses it: `/wp-json/<route>`, cookie authentication by nonce header. */

export const REST_PREFIX = "/wp-json";
/** The request header carrying the `wp_rest` nonce. */
export const REST_NONCE_HEADER = "X-WP-Nonce";
/** The current user; the coming-soon banner's dismissal posts here (S-THEME-09). */
export const USERS_ME_ROUTE = "/wp/v2/users/me";
export const USERS_ME_URL = `${REST_PREFIX}${USERS_ME_ROUTE}`;
/** The `woocommerce_meta` key that records the banner's dismissal. */
export const COMING_SOON_DISMISSED_META = "coming_soon_banner_dismissed";
