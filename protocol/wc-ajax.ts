/**
 * WooCommerce's front-end ajax calls: `POST /?wc-ajax=<endpoint>` (the template is `wc_ajax_url` in the page
 * configuration). The server registers a handler under each name; the browser builds the address from it.
 */

/** The placeholder in `wc_ajax_url` ("/?wc-ajax=%%endpoint%%") that the endpoint name replaces. */
export const WC_AJAX_ENDPOINT_PLACEHOLDER = "%%endpoint%%";

/** A list add-to-cart button's call (S-ATC-08, S-CALL-01). */
export const ADD_TO_CART_ENDPOINT = "add_to_cart";
/** The mini cart's remove call (S-MINI-02, S-CALL-02). */
export const REMOVE_FROM_CART_ENDPOINT = "remove_from_cart";
/** The cart fragments' refresh. */
export const GET_REFRESHED_FRAGMENTS_ENDPOINT = "get_refreshed_fragments";
/** The coupon box of the cart and checkout (S-CHK-17 … S-CHK-20). */
export const APPLY_COUPON_ENDPOINT = "apply_coupon";
export const REMOVE_COUPON_ENDPOINT = "remove_coupon";
/** The checkout form's submission. */
export const CHECKOUT_ENDPOINT = "checkout";

/**
 * The address of a shop ajax endpoint: the configured template with its placeholder filled
 * (S-CALL-10, S-ATC-08). The name is URL-encoded; WooCommerce's names never need it.
 */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace(WC_AJAX_ENDPOINT_PLACEHOLDER, encodeURIComponent(endpoint));
}
