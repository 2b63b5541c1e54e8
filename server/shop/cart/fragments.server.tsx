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
import type { CurrencySettings } from "../../settings/settings.ts";
import type { CartView } from "./cart.server.ts";

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
