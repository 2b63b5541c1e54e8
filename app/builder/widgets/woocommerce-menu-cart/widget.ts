import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { menuCartSettings } from "./settings.ts";
import { type MenuCartData, WooCommerceMenuCart } from "./woocommerce-menu-cart.tsx";

const TOGGLE = " .elementor-menu-cart__toggle .elementor-button";
const COUNT = " .elementor-menu-cart__toggle .elementor-button-icon-qty";

export default defineWidget({
  types: ["woocommerce-menu-cart"],
  settings: menuCartSettings,
  Component: WooCommerceMenuCart,
  async load(_settings, services): Promise<MenuCartData> {
    return { currency: services.catalogue.currency() };
  },
  wrapperClasses: (settings) =>
    [
      `elementor-menu-cart--items-indicator-${settings.items_indicator}`,
      `elementor-menu-cart--cart-type-${settings.cart_type}`,
      settings.hide_empty_indicator ? "elementor-menu-cart--empty-indicator-hide" : "",
      settings.show_subtotal === "yes" ? "elementor-menu-cart--show-subtotal-yes" : "",
      "toggle-icon--cart-medium",
    ].filter(Boolean),
  frontendSettings: ["cart_type", "open_cart", "automatically_open_cart"],
  client: "woocommerce-menu-cart",
  css(_settings, style) {
    style.choiceRule("alignment", " .elementor-menu-cart__toggle", "text-align", alignValue);
    style.colorRule("toggle_button_text_color", TOGGLE, "color");
    style.colorRule("toggle_button_background_color", TOGGLE, "background-color");
    style.colorRule("toggle_button_icon_color", `${TOGGLE} .elementor-button-icon`, "color");
    style.colorRule("items_indicator_text_color", COUNT, "color");
    style.colorRule("items_indicator_background_color", COUNT, "background-color");
  },
});
