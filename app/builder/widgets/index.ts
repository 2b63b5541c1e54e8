import type { AnyWidgetDefinition } from "../widget.ts";
import button from "./button/widget.ts";
import divider from "./divider/widget.ts";
import googleMaps from "./google-maps/widget.ts";
import heading from "./heading/widget.ts";
import html from "./html/widget.tsx";
import icon from "./icon/widget.ts";
import image from "./image/widget.ts";
import shortcode from "./shortcode/widget.ts";
import spacer from "./spacer/widget.tsx";
import textEditor from "./text-editor/widget.ts";
import video from "./video/widget.ts";
import wcAddToCart from "./wc-add-to-cart/widget.ts";
import woocommerceMenuCart from "./woocommerce-menu-cart/widget.ts";
import woocommerceProducts from "./woocommerce-products/widget.ts";

/**
 * Every widget folder, one line each, keyed by folder name (the registry maps each definition's `types` to it).
 * Adding a widget: create `widgets/<folder>/` and add its line here (see app/builder/README.md).
 */
export const WIDGET_FOLDERS: Readonly<Record<string, AnyWidgetDefinition>> = {
  button,
  divider,
  "google-maps": googleMaps,
  heading,
  html,
  icon,
  image,
  shortcode,
  spacer,
  "text-editor": textEditor,
  video,
  "wc-add-to-cart": wcAddToCart,
  "woocommerce-menu-cart": woocommerceMenuCart,
  "woocommerce-products": woocommerceProducts,
};
