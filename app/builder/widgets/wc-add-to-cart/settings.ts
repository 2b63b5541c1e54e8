import { z } from "zod";
import { choice, icon, text } from "../../render/fields.ts";
import { buttonSettings } from "../button/settings.ts";

/**
 * Elementor Pro's `wc-add-to-cart`: the Button widget's settings (its look) plus the product, an optional
 * quantity field and its layout, with Elementor Pro's defaults ("Add to Cart" with a cart icon).
 */
export const addToCartSettings = buttonSettings.extend({
  text: text("Add to Cart"),
  selected_icon: icon("fas fa-shopping-cart", "fa-solid"),
  product_id: z.union([z.string(), z.number()]).transform(String).default(""),
  show_quantity: z
    .union([z.literal("yes"), z.literal(""), z.boolean()])
    .transform((value) => value === "yes" || value === true)
    .default(false),
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
  layout: choice(["", "stacked", "auto"], ""),
});
