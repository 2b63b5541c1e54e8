import { formatMoney } from "~/lib/money.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { CartView } from "../../server/shop/cart/cart.server.ts";

/**
 * The shopper-specific parts of Elementor Pro's Menu Cart toggle: the subtotal and the item count. Page-builder
 * documents are cached and shared, so they hold these for an empty cart; the real values arrive as cart fragments
 * (decision 006) keyed by the selectors below, like the header cart's.
 */
export const MENU_CART_SUBTOTAL_SELECTOR = "span.elementor-menu-cart__subtotal";
export const MENU_CART_COUNT_SELECTOR = "span.elementor-button-icon-qty";

export function MenuCartSubtotal({ cart, currency }: { cart: CartView; currency: CurrencySettings }) {
  return (
    <span className="elementor-button-text elementor-menu-cart__subtotal">
      {formatMoney(cart.subtotal, currency)}
    </span>
  );
}

export function MenuCartCount({ cart }: { cart: CartView }) {
  return (
    <span className="elementor-button-icon-qty" data-counter={cart.itemCount}>
      {cart.itemCount}
      <span className="elementor-screen-only">
        {cart.itemCount === 1 ? " item in the cart" : " items in the cart"}
      </span>
    </span>
  );
}
