/** The admin-ajax action that sets a cart line's quantity from the mini cart (S-QTY-10, S-CALL-05). */
export const CART_QUANTITY_ACTION = "astra_add_cart_single_product_quantity";

/** Form fields of the call: the cart item key as `hash`, the quantity, and the `qtyNonce` (S-QTY-10, S-QTY-12). */
export function cartQuantityRequest(
  ajaxUrl: string,
  line: { cartItemKey: string; quantity: string; qtyNonce: string },
): { url: string; fields: Record<string, string> } {
  return {
    url: ajaxUrl,
    fields: {
      action: CART_QUANTITY_ACTION,
      hash: line.cartItemKey,
      quantity: line.quantity,
      qtyNonce: line.qtyNonce,
    },
  };
}
