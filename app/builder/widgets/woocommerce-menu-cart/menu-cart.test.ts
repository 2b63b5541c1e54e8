import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { cartHasItems, nextMenuCartState } from "./menu-cart.rules.ts";

const click = { openOn: "click" as const, openOnAdd: false };

describe("menu cart rules", () => {
  it("toggles between two states (W-MISC-22)", () => {
    expect(nextMenuCartState("closed", "toggle", click)).toBe("open");
    expect(nextMenuCartState("open", "toggle", click)).toBe("closed");
    for (const event of ["close", "escape", "outside-click"] as const)
      expect(nextMenuCartState("open", event, click)).toBe("closed");
  });

  it("opens on hover or after an add only when the widget asks for it", () => {
    expect(nextMenuCartState("closed", "hover", click)).toBe("closed");
    expect(nextMenuCartState("closed", "hover", { ...click, openOn: "mouseover" })).toBe("open");
    expect(nextMenuCartState("closed", "added-to-cart", click)).toBe("closed");
    expect(nextMenuCartState("closed", "added-to-cart", { ...click, openOnAdd: true })).toBe("open");
  });

  it("reads the items-in-cart cookie", () => {
    expect(cartHasItems("a=1; woocommerce_items_in_cart=1", "woocommerce_items_in_cart")).toBe(true);
    expect(cartHasItems("woocommerce_items_in_cart_x=1", "woocommerce_items_in_cart")).toBe(false);
    expect(cartHasItems("", "woocommerce_items_in_cart")).toBe(false);
  });
});

describe("menu cart widget", () => {
  it("is a link to the cart with an empty cart's count and subtotal; the shopper's arrive as fragments", async () => {
    const { inner, html, clientModules } = await renderWidget("woocommerce-menu-cart", {
      automatically_open_cart: "yes",
    });
    expect(inner).toContain(
      '<a href="/cart/" class="elementor-menu-cart__toggle_button elementor-button elementor-size-sm" aria-expanded="false" aria-controls="elementor-menu-cart-w1">',
    );
    expect(inner).toContain('<span class="elementor-button-text elementor-menu-cart__subtotal">€0.00</span>');
    expect(inner).toContain('<span class="elementor-button-icon-qty" data-counter="0">0');
    expect(inner).toContain(
      '<div class="elementor-menu-cart__container" id="elementor-menu-cart-w1" hidden="">',
    );
    expect(inner).toContain(
      '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
    );
    expect(html).toContain("elementor-menu-cart--items-indicator-bubble");
    expect(html).toContain("elementor-menu-cart--cart-type-side-cart");
    expect(html).toContain("&quot;automatically_open_cart&quot;:&quot;yes&quot;");
    expect(clientModules).toEqual(["widgets/woocommerce-menu-cart/woocommerce-menu-cart"]);
  });
});
