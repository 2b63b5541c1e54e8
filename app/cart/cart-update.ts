import { z } from "zod";

/** Page-element selector → the complete outer HTML that replaces it (S-ATC-10). */
export type CartFragments = Record<string, string>;

/** What a cart-changing reply carries for the page: its fragments and the new cart hash. */
export interface CartUpdate {
  fragments: CartFragments;
  cartHash: string;
}

const cartUpdateReplySchema = z.object({
  // PHP encodes an empty fragment list as `[]`.
  fragments: z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? {} : value),
    z.record(z.string(), z.string()),
  ),
  cart_hash: z.string().optional(),
});

/**
 * Reads `{fragments, cart_hash}` from a reply (add_to_cart, remove_from_cart, get_refreshed_fragments,
 * astra_add_cart_single_product). Null when there are no usable fragments. A missing `cart_hash` is
 * the empty string, WooCommerce's hash of an empty cart.
 */
export function readCartUpdate(json: unknown): CartUpdate | null {
  const parsed = cartUpdateReplySchema.safeParse(json);
  if (!parsed.success) return null;
  return { fragments: parsed.data.fragments, cartHash: parsed.data.cart_hash ?? "" };
}
