import { defineWidget, type NavMenu } from "../../widget.ts";
import { EkitNavMenu } from "./ekit-nav-menu.tsx";
import { navMenuSettings } from "./settings.ts";

const TOP_LINK = " .elementskit-navbar-nav > li > a";

export default defineWidget<typeof navMenuSettings.shape, NavMenu>({
  types: ["ekit-nav-menu"],
  settings: navMenuSettings,
  Component: EkitNavMenu,
  load: (settings, services) => services.menu(settings.elementskit_nav_menu),
  css(_settings, style) {
    style.typography("elementskit_content_typography", TOP_LINK);
    // The hamburger is drawn in the menu's text colour, so it shows on the menu bar in either palette.
    style.colorRule(
      "elementskit_menu_text_color",
      [TOP_LINK, " .ekit-submenu-toggle", " .elementskit-menu-hamburger"],
      "color",
    );
    style.colorRule(
      "elementskit_item_color_hover",
      [" .elementskit-navbar-nav > li > a:hover", " .elementskit-navbar-nav > li > a:focus-visible"],
      "color",
    );
    style.colorRule(
      "elementskit_menubar_background_color",
      " .elementskit-menu-container",
      "background-color",
    );
    style.colorRule("elementskit_submenu_item_color", " .elementskit-submenu-panel > li > a", "color");
    style.colorRule(
      "elementskit_submenu_background_color",
      [" .elementskit-dropdown", " .elementskit-megamenu-panel"],
      "background-color",
    );
  },
  client: "ekit-nav-menu",
});
