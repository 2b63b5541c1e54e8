import { describe, expect, it } from "vitest";
import type { ElementorElement } from "./elementor-data.ts";
import { mapWooCommercePages, wooCommerceRoleByContent } from "./woocommerce-pages.ts";

const widget = (widgetType: string, settings: Record<string, unknown>): ElementorElement[] => [
  {
    id: "s1",
    elType: "section",
    settings: {},
    elements: [{ id: "w1", elType: "widget", widgetType, settings, elements: [] }],
  },
];

describe("WooCommerce pages", () => {
  it("knows the cart, checkout and account pages by their shortcodes, in content or Elementor widgets", () => {
    expect(
      wooCommerceRoleByContent({
        content: "<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->",
        elements: null,
      }),
    ).toBe("cart");
    expect(
      wooCommerceRoleByContent({
        content: "",
        elements: widget("shortcode", { shortcode: "[woocommerce_checkout]" }),
      }),
    ).toBe("checkout");
    expect(
      wooCommerceRoleByContent({
        content: "",
        elements: widget("text-editor", { editor: "<p>[woocommerce_my_account]</p>" }),
      }),
    ).toBe("myaccount");
    expect(wooCommerceRoleByContent({ content: "[woocommerce_cartographer]", elements: null })).toBeNull();
  });

  it("knows them by WooCommerce's blocks", () => {
    expect(
      wooCommerceRoleByContent({
        content: '<!-- wp:woocommerce/cart -->\n<div class="wp-block-woocommerce-cart"></div>',
        elements: null,
      }),
    ).toBe("cart");
    expect(
      wooCommerceRoleByContent({
        content: '<!-- wp:woocommerce/checkout {"showOrderNotes":false} -->',
        elements: null,
      }),
    ).toBe("checkout");
    expect(
      wooCommerceRoleByContent({
        content: '<!-- wp:woocommerce/classic-shortcode {"shortcode":"checkout"} /-->',
        elements: null,
      }),
    ).toBe("checkout");
    expect(
      wooCommerceRoleByContent({ content: "<!-- wp:woocommerce/classic-shortcode /-->", elements: null }),
    ).toBe("cart");
  });

  it("maps content first, then default slugs of top-level pages", () => {
    const page = (id: number, slug: string, content = "", parentId = 0) => ({
      id,
      slug,
      parentId,
      content,
      elements: null,
    });
    expect(
      mapWooCommercePages([
        page(1, "shop"),
        page(2, "basket", "[woocommerce_cart]"),
        page(3, "cart"),
        page(4, "checkout", "", 9),
        page(5, "my-account"),
      ]),
    ).toEqual({ shop: 1, cart: 2, myaccount: 5 });
  });
});
