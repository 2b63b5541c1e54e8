import type { PageParts } from "../../server/http/page-cache/page-parts.ts";

/** A guest's and a shopper's own parts of a page, for page-cache tests that splice one into the other. */
export const GUEST_CART = '<div class="mini-cart">No products in the cart.</div>';
export const guestParts: PageParts = { fragments: { miniCart: GUEST_CART }, nonces: { cart: "aaaaaaaaaa" } };
export const shopperParts: PageParts = {
  fragments: { miniCart: '<div class="mini-cart"><ul><li>Stoneware mug × 2</li></ul></div>' },
  nonces: { cart: "cccccccccc" },
};
