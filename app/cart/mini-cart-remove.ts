import { endpointUrl, REMOVE_FROM_CART_ENDPOINT } from "../../protocol/wc-ajax.ts";
import { type CartFragments, readCartUpdate } from "./cart-update.ts";

/** The POST that removes the item: its cart_item_key to the remove_from_cart endpoint (S-MINI-02, S-CALL-02). */
export function removeFromCartRequest(
  wcAjaxUrl: string,
  cartItemKey: string,
): { url: string; fields: { cart_item_key: string } } {
  return { url: endpointUrl(wcAjaxUrl, REMOVE_FROM_CART_ENDPOINT), fields: { cart_item_key: cartItemKey } };
}

export type RemoveOutcome =
  /** Replace the cart areas with the fragments (S-MINI-03). */
  | { kind: "updated"; fragments: CartFragments; cartHash: string }
  /** Follow the remove button's own address, which works without script (S-MINI-07). */
  | { kind: "follow-link" };

/** Reads the remove reply: `ok` is false when the request failed (network error or HTTP error status). */
export function interpretRemoveReply(ok: boolean, json: unknown): RemoveOutcome {
  const update = ok ? readCartUpdate(json) : null;
  return update === null ? { kind: "follow-link" } : { kind: "updated", ...update };
}
