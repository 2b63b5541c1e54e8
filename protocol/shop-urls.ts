/** Addresses other pages link to; WooCommerce's defaults, trailing slash included. */
export const CART_PATH = "/cart/";
export const CHECKOUT_PATH = "/checkout/";
export const SHOP_PATH = "/shop/";
export const MY_ACCOUNT_PATH = "/my-account/";
export const WC_AJAX_URL_TEMPLATE = "/?wc-ajax=%%endpoint%%";
export const ADMIN_AJAX_PATH = "/wp-admin/admin-ajax.php";
/** The query parameter of a template's own address, `/?elementor_library=<slug|id>` (a popup shown as a page). */
export const TEMPLATE_PAGE_PARAM = "elementor_library";
