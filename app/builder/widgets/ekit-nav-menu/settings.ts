import { z } from "zod";
import { choice, color, icon, responsive, text, toggle, typography } from "../../render/fields.ts";

/**
 * ElementsKit's nav menu (`ekit-nav-menu`) settings with ElementsKit's defaults, plus the layouts of the spec
 * (widgets.md §2, W-MENU-01..05): `ekit_menu_layout` horizontal, vertical, expandible or flyout; a flyout opens
 * from the left or right, pushing the page or over it.
 */
export const navMenuSettings = z.object({
  elementskit_nav_menu: text(""),
  ...responsive(
    "elementskit_main_menu_position",
    choice(
      [
        "elementskit-menu-po-left",
        "elementskit-menu-po-center",
        "elementskit-menu-po-right",
        "elementskit-menu-po-justified",
      ],
      "elementskit-menu-po-left",
    ),
  ),
  elementskit_nav_dropdown_as: choice(
    ["ekit-nav-dropdown-hover", "ekit-nav-dropdown-click"],
    "ekit-nav-dropdown-hover",
  ),
  elementskit_style_tab_submenu_item_arrow: choice(
    ["elementskit_line_arrow", "elementskit_plus_icon", "elementskit_fill_arrow", "elementskit_none"],
    "elementskit_line_arrow",
  ),
  elementskit_one_page_enable: toggle(),
  elementskit_responsive_breakpoint: choice(
    ["ekit_menu_responsive_tablet", "ekit_menu_responsive_small_tablet", "ekit_menu_responsive_mobile"],
    "ekit_menu_responsive_tablet",
  ),
  elementskit_hamburger_icon: icon(),
  /** `icon`: only the indicator opens a submenu on touch; "" (text): the whole item does. */
  submenu_click_area: z.union([z.literal("icon"), z.literal("")]).default("icon"),
  /** Close the off-canvas menu when a `#` link is chosen, after 300 ms (ElementsKit's `data-close-on-anchor`). */
  elementskit_close_on_anchor: toggle(),
  ekit_menu_layout: choice(["horizontal", "vertical", "expandible", "flyout"], "horizontal"),
  ekit_flyout_position: choice(["left", "right"], "left"),
  ekit_flyout_style: choice(["overlay", "push"], "overlay"),
  ...typography("elementskit_content_typography"),
  elementskit_menu_text_color: color(),
  elementskit_item_color_hover: color(),
  elementskit_menubar_background_color: color(),
  elementskit_submenu_background_color: color(),
  elementskit_submenu_item_color: color(),
});

export type NavMenuSettings = z.output<typeof navMenuSettings>;
