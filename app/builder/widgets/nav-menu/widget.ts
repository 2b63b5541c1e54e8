import { defineWidget, type NavMenu } from "../../widget.ts";
import { ProNavMenu } from "./nav-menu.tsx";
import { proNavMenuSettings } from "./settings.ts";

const ITEM = " .elementor-nav-menu--main .elementor-item";

export default defineWidget<typeof proNavMenuSettings.shape, NavMenu>({
  types: ["nav-menu"],
  settings: proNavMenuSettings,
  Component: ProNavMenu,
  load: (settings, services) => services.menu(settings.menu),
  wrapperClasses: (settings) =>
    [
      `elementor-nav-menu--dropdown-${settings.dropdown}`,
      `elementor-nav-menu__text-align-${settings.text_align}`,
      settings.align_items ? `elementor-nav-menu__align-${settings.align_items}` : "",
      settings.toggle === "burger" ? "elementor-nav-menu--toggle elementor-nav-menu--burger" : "",
      settings.full_width ? "elementor-nav-menu--stretch" : "",
    ].filter(Boolean),
  css(_settings, style) {
    style.typography("menu_typography", ITEM);
    style.colorRule("color_menu_item", [ITEM, " .sub-arrow"], "color");
    style.colorRule(
      "color_menu_item_hover",
      [`${ITEM}:hover`, `${ITEM}:focus-visible`, `${ITEM}.elementor-item-active`],
      "color",
    );
    style.colorRule("color_dropdown_item", " .elementor-sub-item", "color");
    style.colorRule("background_color_dropdown_item", " .sub-menu", "background-color");
  },
  client: "nav-menu",
});
