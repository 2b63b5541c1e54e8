import { randomBytes } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import {
  MENU_CART_COUNT_SELECTOR,
  MENU_CART_SUBTOTAL_SELECTOR,
  MenuCartCount,
  MenuCartSubtotal,
} from "../../../app/cart/menu-cart-parts.tsx";
import { type CartLinks, HeaderCartLink, MiniCartContent } from "../../../app/cart/mini-cart.tsx";
import { CART_QUANTITY_NONCE_ACTION, REMOVE_ITEM_NONCE_ACTION } from "../../../protocol/cart-nonces.ts";
import { CART_PATH, CHECKOUT_PATH } from "../../../protocol/shop-urls.ts";
import { LISTING_TAG, productTag } from "../../cache/page-tags.ts";
import type { ReadCache } from "../../cache/read-cache.server.ts";
import type { CurrencySettings } from "../../settings/settings.ts";
import type { CartView } from "./cart.server.ts";
import { productIdsOfLines } from "./line-products.ts";

/** Page elements that a cart change replaces, keyed by selector: WooCommerce's cart fragments. */
export const MINI_CART_SELECTOR = "div.widget_shopping_cart_content";
export const HEADER_CART_SELECTOR = "a.cart-container";

export type CartFragments = Record<string, string>;

/** The links and nonces the cart markup carries, for the shopper of this request. */
export async function cartLinksFor(shopper: { nonce(action: string): Promise<string> }): Promise<CartLinks> {
  const [removeNonce, qtyNonce] = await Promise.all([
    shopper.nonce(REMOVE_ITEM_NONCE_ACTION),
    shopper.nonce(CART_QUANTITY_NONCE_ACTION),
  ]);
  return { cartUrl: CART_PATH, checkoutUrl: CHECKOUT_PATH, removeNonce, qtyNonce };
}

export function renderCartFragments(
  cart: CartView,
  currency: CurrencySettings,
  links: CartLinks,
): CartFragments {
  return {
    [MINI_CART_SELECTOR]: renderToStaticMarkup(
      <MiniCartContent cart={cart} currency={currency} links={links} />,
    ),
    [HEADER_CART_SELECTOR]: renderToStaticMarkup(
      <HeaderCartLink cart={cart} currency={currency} cartUrl={links.cartUrl} />,
    ),
    // Elementor Pro's Menu Cart widget (page-builder documents).
    [MENU_CART_SUBTOTAL_SELECTOR]: renderToStaticMarkup(<MenuCartSubtotal cart={cart} currency={currency} />),
    [MENU_CART_COUNT_SELECTOR]: renderToStaticMarkup(<MenuCartCount cart={cart} />),
  };
}

/** Carts whose rendered fragments are kept (a few KB each). */
export const FRAGMENT_RENDERS_KEPT = 5_000;

/**
 * Stand-ins for a shopper's nonces in a render shared by every shopper with the same cart: letters and
 * digits only, so they pass through attribute escaping and URLs unchanged, and random per process, so no
 * product name or other text can contain them.
 */
const NONCE_STAND_INS = {
  removeNonce: `vitrineRemoveNonce${randomBytes(12).toString("hex")}`,
  qtyNonce: `vitrineQuantityNonce${randomBytes(12).toString("hex")}`,
} as const;

/**
 * The cart fragments for this shopper, from a render kept per cart (its hash: lines, quantities and totals)
 * with the shopper's nonces put in. Kept in `renders`, a read cache dropped by the announcements of what the
 * lines show (each product, and the listing); a product renamed keeps the cart hash, its announcement drops
 * the render. New visitors adding the same product get the same cart, so one render serves them all.
 */
export async function sharedCartFragments(
  renders: ReadCache,
  cart: CartView,
  currency: CurrencySettings,
  links: CartLinks,
): Promise<CartFragments> {
  const shared = await renders.read(
    `cart-fragments:${cart.hash}\u0000${links.cartUrl}\u0000${links.checkoutUrl}`,
    async () => ({
      value: renderCartFragments(cart, currency, { ...links, ...NONCE_STAND_INS }),
      tags: [LISTING_TAG, ...productIdsOfLines(cart.lines).map(productTag)],
    }),
  );
  const own: CartFragments = {};
  for (const [selector, html] of Object.entries(shared))
    own[selector] = html
      .replaceAll(NONCE_STAND_INS.removeNonce, links.removeNonce)
      .replaceAll(NONCE_STAND_INS.qtyNonce, links.qtyNonce);
  return own;
}
