/** Nonce actions of cart calls (the field names stay WordPress's: `_wpnonce`, `qtyNonce`). */
export const REMOVE_ITEM_NONCE_ACTION = "woocommerce-cart";
export const CART_QUANTITY_NONCE_ACTION = "astra-cart-quantity";
/** The cart page form (`woocommerce-cart-nonce`). */
export const CART_FORM_NONCE_ACTION = "woocommerce-cart-form";
/** `?wc-ajax=apply_coupon` / `remove_coupon` (`security`), as wc_cart_params names them. */
export const APPLY_COUPON_NONCE_ACTION = "apply-coupon";
export const REMOVE_COUPON_NONCE_ACTION = "remove-coupon";
/** The shipping calculator (`woocommerce-shipping-calculator-nonce`) and method choice. */
export const SHIPPING_NONCE_ACTION = "update-shipping-method";
