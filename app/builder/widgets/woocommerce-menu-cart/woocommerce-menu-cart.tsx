import type { z } from "zod";
import { CART_PATH } from "../../../../protocol/shop-urls.ts";
import type { CurrencySettings } from "../../../../server/settings/settings.ts";
import { EMPTY_CART } from "../../../../server/shop/cart/cart.server.ts";
import { MenuCartCount, MenuCartSubtotal } from "../../../cart/menu-cart-parts.tsx";
import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { menuCartSettings } from "./settings.ts";

export interface MenuCartData {
  currency: CurrencySettings;
}

/** Elementor's cart icons by name, as Font Awesome icons (Elementor's own icon font is not shipped). */
const CART_ICONS: Record<string, { value: string; library: string }> = {
  "cart-light": { value: "fas fa-cart-shopping", library: "fa-solid" },
  "cart-medium": { value: "fas fa-cart-shopping", library: "fa-solid" },
  "cart-solid": { value: "fas fa-cart-shopping", library: "fa-solid" },
  basket: { value: "fas fa-basket-shopping", library: "fa-solid" },
  "bag-light": { value: "fas fa-bag-shopping", library: "fa-solid" },
  "bag-medium": { value: "fas fa-bag-shopping", library: "fa-solid" },
  "bag-solid": { value: "fas fa-bag-shopping", library: "fa-solid" },
};

/**
 * Elementor Pro's Menu Cart: a toggle button (subtotal, icon, item count) and the cart panel with the mini cart.
 * Without script the button is a link to the cart page. The HTML is shared by every visitor, so it shows an empty
 * cart; the shopper's count, subtotal and mini cart arrive as WooCommerce cart fragments (decision 006).
 */
export function WooCommerceMenuCart({
  element,
  settings,
  data,
}: WidgetProps<z.output<typeof menuCartSettings>, MenuCartData>) {
  const panelId = `elementor-menu-cart-${element.id}`;
  const chosenIcon =
    settings.icon === "custom" && settings.selected_icon.value
      ? settings.selected_icon
      : (CART_ICONS[settings.icon] ?? { value: "fas fa-cart-shopping", library: "fa-solid" });
  return (
    <div className="elementor-menu-cart__wrapper">
      <div className="elementor-menu-cart__toggle_wrapper">
        <div className="elementor-menu-cart__container" id={panelId} hidden>
          <div className="elementor-menu-cart__main" role="dialog" aria-label="Cart">
            <button type="button" className="elementor-menu-cart__close-button" aria-label="Close cart" />
            <div className="widget_shopping_cart_content">
              <p className="woocommerce-mini-cart__empty-message">No products in the cart.</p>
            </div>
          </div>
        </div>
        <div className="elementor-menu-cart__toggle elementor-button-wrapper">
          <a
            href={CART_PATH}
            className="elementor-menu-cart__toggle_button elementor-button elementor-size-sm"
            aria-expanded="false"
            aria-controls={panelId}
          >
            {settings.show_subtotal === "yes" ? (
              <MenuCartSubtotal cart={EMPTY_CART} currency={data.currency} />
            ) : null}
            <span className="elementor-button-icon">
              {settings.items_indicator !== "none" ? <MenuCartCount cart={EMPTY_CART} /> : null}
              <ElementorIcon icon={chosenIcon} />
              <span className="elementor-screen-only">Cart</span>
            </span>
          </a>
        </div>
      </div>
    </div>
  );
}
