import { defineWidget } from "../../widget.ts";
import { LoopField } from "./loop-fields.tsx";
import { loopFieldsSettings } from "./settings.ts";

/** The theme widgets that show one entry of a loop; they render only inside a loop item (see app/builder/loop/). */
export default defineWidget({
  types: [
    "theme-post-title",
    "theme-post-featured-image",
    "theme-post-excerpt",
    "post-info",
    "woocommerce-product-title",
    "woocommerce-product-price",
    "woocommerce-product-short-description",
    // `wc-add-to-cart` (Custom Add To Cart) is its own folder; inside a loop item it adds the entry's product.
    "woocommerce-product-add-to-cart",
  ],
  settings: loopFieldsSettings,
  Component: LoopField,
  css(_settings, style) {
    style.typography("typography", [" .elementor-heading-title", " .elementor-post-excerpt", " .price"]);
    style.colorRule("title_color", " .elementor-heading-title", "color");
    style.colorRule("title_color", " .elementor-heading-title a", "color");
  },
});
