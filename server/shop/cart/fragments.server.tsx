import { renderToStaticMarkup } from "react-dom/server";
import { type CartLinks, HeaderCartLink, MiniCartContent } from "../../../app/shop/mini-cart.tsx";
import type { CurrencySettings } from "../../settings/settings.ts";
import type { CartView } from "./cart.server.ts";

/** Page elements that a cart change replaces, keyed by selector: WooCommerce's cart fragments. */
export const MINI_CART_SELECTOR = "div.widget_shopping_cart_content";
export const HEADER_CART_SELECTOR = "a.cart-container";

export type CartFragments = Record<string, string>;

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
  };
}
