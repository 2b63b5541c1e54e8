import { z } from "zod";
import { choice, color, icon, toggle } from "../../render/fields.ts";

/** Elementor Pro's `woocommerce-menu-cart` settings, with its defaults (a side cart opened by a click). */
export const menuCartSettings = z.object({
  cart_type: choice(["side-cart", "mini-cart"], "side-cart"),
  open_cart: choice(["click", "mouseover"], "click"),
  automatically_open_cart: choice(["yes", "no", ""], "no"),
  icon: z
    .string()
    .regex(/^[\w-]*$/)
    .default("cart-medium"),
  selected_icon: icon(),
  items_indicator: choice(["none", "bubble", "plain"], "bubble"),
  hide_empty_indicator: toggle(false),
  show_subtotal: choice(["yes", ""], "yes"),
  alignment: choice(["", "left", "center", "right", "start", "end"], ""),
  toggle_button_text_color: color(),
  toggle_button_background_color: color(),
  toggle_button_icon_color: color(),
  items_indicator_text_color: color(),
  items_indicator_background_color: color(),
});
