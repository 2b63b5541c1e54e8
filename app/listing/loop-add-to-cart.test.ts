import { describe, expect, it } from "vitest";
import { type LoopProduct, loopAddToCart } from "./loop-add-to-cart.ts";

const mug: LoopProduct = {
  id: 127,
  slug: "speckled-stoneware-mug",
  name: "Speckled Stoneware Mug",
  type: "simple",
  sku: "VT-MUG-01",
  price: { min: 1490, max: 1490, regular: null, onSale: false },
  stockStatus: "instock",
  externalUrl: null,
  buttonText: null,
  minQuantity: 1,
};

describe("loop add-to-cart button", () => {
  it("adds a simple product in stock by ajax, with WooCommerce's exact markup (S-ATC-01)", () => {
    expect(loopAddToCart(mug)).toEqual({
      href: "?add-to-cart=127",
      internal: false,
      text: "Add to cart",
      ariaLabel: "Add “Speckled Stoneware Mug” to your cart",
      className: "button product_type_simple add_to_cart_button ajax_add_to_cart",
      rel: "nofollow",
      quantity: 1,
      productId: 127,
      productSku: "VT-MUG-01",
    });
  });

  it("adds a product on backorder too (S-ATC-01)", () => {
    const button = loopAddToCart({ ...mug, stockStatus: "onbackorder" });
    expect(button.className).toContain("ajax_add_to_cart");
    expect(button.href).toBe("?add-to-cart=127");
  });

  it("starts at the product's minimum quantity (S-ATC-06)", () => {
    expect(loopAddToCart({ ...mug, minQuantity: 6 }).quantity).toBe(6);
    expect(loopAddToCart({ ...mug, minQuantity: 0 }).quantity).toBe(1);
  });

  it("sends an empty SKU when the product has none (S-ATC-06)", () => {
    expect(loopAddToCart({ ...mug, sku: null }).productSku).toBe("");
  });

  it("offers Read more, without the ajax class, for a product out of stock or without a price (S-ATC-01)", () => {
    for (const product of [
      { ...mug, stockStatus: "outofstock" as const },
      { ...mug, price: null },
    ]) {
      expect(loopAddToCart(product)).toMatchObject({
        href: "/product/speckled-stoneware-mug",
        internal: true,
        text: "Read more",
        ariaLabel: "Read more about “Speckled Stoneware Mug”",
        className: "button product_type_simple",
        rel: "nofollow",
      });
    }
  });

  it("sends a variable product to its page to choose options (S-ATC-01)", () => {
    const hoodie = {
      ...mug,
      id: 116,
      slug: "organic-hoodie",
      name: "Organic Hoodie",
      type: "variable" as const,
    };
    expect(loopAddToCart(hoodie)).toMatchObject({
      href: "/product/organic-hoodie",
      internal: true,
      text: "Select options",
      ariaLabel: "Select options for “Organic Hoodie”",
      className: "button product_type_variable add_to_cart_button",
    });
    expect(loopAddToCart({ ...hoodie, stockStatus: "outofstock" })).toMatchObject({
      text: "Read more",
      className: "button product_type_variable",
    });
  });

  it("sends a grouped product to its page to view its products", () => {
    const set = { ...mug, id: 192, slug: "tea-time-set", name: "Tea Time Set", type: "grouped" as const };
    expect(loopAddToCart(set)).toMatchObject({
      href: "/product/tea-time-set",
      text: "View products",
      ariaLabel: "View products in the “Tea Time Set” group",
      className: "button product_type_grouped",
    });
  });

  it("links an external product to the other shop with its own button text", () => {
    const basket = {
      ...mug,
      type: "external" as const,
      externalUrl: "https://example.com/basket",
      buttonText: "Buy at the maker's shop",
    };
    expect(loopAddToCart(basket)).toMatchObject({
      href: "https://example.com/basket",
      internal: false,
      text: "Buy at the maker's shop",
      className: "button product_type_external",
      rel: "nofollow noopener",
    });
    expect(loopAddToCart({ ...basket, buttonText: "  " }).text).toBe("Buy product");
    expect(loopAddToCart({ ...basket, externalUrl: null })).toMatchObject({
      text: "Read more",
      href: "/product/speckled-stoneware-mug",
    });
  });
});
