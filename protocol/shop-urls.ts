/** Addresses other pages link to; WooCommerce's defaults, trailing slash included. */
export const CART_PATH = "/cart/";
export const CHECKOUT_PATH = "/checkout/";
export const SHOP_PATH = "/shop/";
export const WC_AJAX_URL_TEMPLATE = "/?wc-ajax=%%endpoint%%";
export const ADMIN_AJAX_PATH = "/wp-admin/admin-ajax.php";
