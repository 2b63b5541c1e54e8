/** Nonce actions of cart calls (the field names stay WordPress's: `_wpnonce`, `qtyNonce`). */
export const REMOVE_ITEM_NONCE_ACTION = "woocommerce-cart";
export const CART_QUANTITY_NONCE_ACTION = "astra-cart-quantity";
