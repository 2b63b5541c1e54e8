/**
 * Astra's calls to WordPress's `POST /wp-admin/admin-ajax.php` (`action=<name>`; the path is
 * `ADMIN_AJAX_PATH` in shop-urls.ts). The server registers a handler under each action; the browser sends it.
 */

/** The single-product ajax add, multipart (S-PROD-06, S-CALL-03). */
export const SINGLE_PRODUCT_ADD_ACTION = "astra_add_cart_single_product";
/** Sets a cart line's quantity from the mini cart (S-QTY-10, S-CALL-05). */
export const CART_QUANTITY_ACTION = "astra_add_cart_single_product_quantity";
/** The checkout's guest email check (S-CHK-07). */
export const CHECK_USER_EXIST_ACTION = "astra_woo_check_user_exist";
/** The checkout's inline login (S-CHK-13). */
export const CHECKOUT_LOGIN_ACTION = "astra_woocommerce_login_user";
