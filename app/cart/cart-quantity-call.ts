import { CART_QUANTITY_ACTION } from "../../protocol/admin-ajax.ts";

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
