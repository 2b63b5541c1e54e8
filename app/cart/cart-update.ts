import { isRecord } from "../../protocol/plain-guards.ts";

/** Page-element selector → the complete outer HTML that replaces it (S-ATC-10). */
export type CartFragments = Record<string, string>;

/** What a cart-changing reply carries for the page: its fragments and the new cart hash. */
export interface CartUpdate {
  fragments: CartFragments;
  cartHash: string;
}

/**
 * Reads `{fragments, cart_hash}` from a reply (add_to_cart, remove_from_cart, get_refreshed_fragments,
 * astra_add_cart_single_product). Null when there are no usable fragments. A missing `cart_hash` is
 * the empty string, WooCommerce's hash of an empty cart.
 */
export function readCartUpdate(json: unknown): CartUpdate | null {
  if (!isRecord(json)) return null;
  // PHP encodes an empty fragment list as `[]`.
  const raw = Array.isArray(json.fragments) && json.fragments.length === 0 ? {} : json.fragments;
  if (!isRecord(raw)) return null;
  const fragments: CartFragments = {};
  for (const [selector, html] of Object.entries(raw)) {
    if (typeof html !== "string") return null;
    fragments[selector] = html;
  }
  const { cart_hash: cartHash } = json;
  if (cartHash !== undefined && typeof cartHash !== "string") return null;
  return { fragments, cartHash: cartHash ?? "" };
}
