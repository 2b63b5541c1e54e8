import { describe, expect, it } from "vitest";
import { documentLoadsCatalogue, loadsCatalogue } from "./catalogue-widgets.ts";

describe("widgets that load catalogue data", () => {
  it("names WooCommerce and add-on product widgets and shortcodes", () => {
    for (const type of [
      "woocommerce-products",
      "wc-archive-products",
      "woocommerce-product-price",
      "uael-woo-products",
      "elementskit-woo-product-carousel",
      "shortcode",
      "wp-widget-woocommerce_products",
    ])
      expect(loadsCatalogue(type), type).toBe(true);
  });

  it("leaves widgets that show only the document's own settings", () => {
    for (const type of [
      "heading",
      "text-editor",
      "image",
      "button",
      "icon-list",
      "spacer",
      "html",
      "wooden-box",
    ])
      expect(loadsCatalogue(type), type).toBe(false);
    expect(documentLoadsCatalogue(["heading", "image"])).toBe(false);
    expect(documentLoadsCatalogue(["heading", "woocommerce-products"])).toBe(true);
  });
});
