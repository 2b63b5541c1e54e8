import { describe, expect, it } from "vitest";
import {
  addToCartRequest,
  interpretAddToCartReply,
  requestPayload,
  shouldHandleWithScript,
} from "./add-to-cart-request.ts";

const listButton = {
  classList: ["button", "product_type_simple", "add_to_cart_button", "ajax_add_to_cart"],
  dataset: { product_id: "42", quantity: "1", product_sku: "HOOD-1" },
  disabled: false,
};

const config = { cart_redirect_after_add: "no" as const, cart_url: "https://shop.example/cart/" };
const fragments = { "div.widget_shopping_cart_content": '<div class="widget_shopping_cart_content"></div>' };

describe("shouldHandleWithScript", () => {
  it("handles a button with the ajax class and a product_id by script (S-ATC-01)", () => {
    expect(shouldHandleWithScript(listButton)).toBe("script");
  });

  it("follows the link without the ajax class (S-ATC-01)", () => {
    expect(shouldHandleWithScript({ ...listButton, classList: ["button", "add_to_cart_button"] })).toBe(
      "follow-link",
    );
  });

  it("follows the link without a product_id, or with an empty one (S-ATC-01)", () => {
    expect(shouldHandleWithScript({ ...listButton, dataset: { quantity: "1" } })).toBe("follow-link");
    expect(shouldHandleWithScript({ ...listButton, dataset: { product_id: "" } })).toBe("follow-link");
  });

  it("ignores clicks on a disabled button (S-ATC-02)", () => {
    expect(shouldHandleWithScript({ ...listButton, disabled: true })).toBe("ignore");
    expect(shouldHandleWithScript({ classList: [], dataset: {}, disabled: true })).toBe("ignore");
  });
});

describe("requestPayload", () => {
  it("sends every data attribute of the button under its own name (S-ATC-06, S-CALL-01)", () => {
    expect(requestPayload({ product_id: "42", quantity: "3", product_sku: "HOOD-1", gift: "yes" })).toEqual({
      product_id: "42",
      quantity: "3",
      product_sku: "HOOD-1",
      gift: "yes",
    });
  });

  it("defaults the quantity to 1 (S-ATC-06)", () => {
    expect(requestPayload({ product_id: "42" })).toEqual({ product_id: "42", quantity: "1" });
    expect(requestPayload({ product_id: "42", quantity: "" })).toEqual({ product_id: "42", quantity: "1" });
  });

  it("requires a product_id (S-ATC-06)", () => {
    expect(requestPayload({ quantity: "1" })).toBeNull();
    expect(requestPayload({ product_id: "", quantity: "1" })).toBeNull();
  });

  it("leaves out attributes the dataset lists as undefined (S-ATC-06)", () => {
    expect(requestPayload({ product_id: "7", product_sku: undefined })).toEqual({
      product_id: "7",
      quantity: "1",
    });
  });
});

describe("addToCartRequest", () => {
  it("posts to the add_to_cart endpoint of the configured address (S-ATC-08, S-CALL-01, S-CALL-10)", () => {
    expect(addToCartRequest("/?wc-ajax=%%endpoint%%", listButton.dataset)).toEqual({
      url: "/?wc-ajax=add_to_cart",
      fields: { product_id: "42", quantity: "1", product_sku: "HOOD-1" },
    });
    expect(addToCartRequest("/?wc-ajax=%%endpoint%%", {})).toBeNull();
  });
});

describe("interpretAddToCartReply", () => {
  it("sends the browser to product_url when the reply has an error with it (S-ATC-12)", () => {
    expect(
      interpretAddToCartReply({ error: true, product_url: "https://shop.example/p/hoodie/" }, config),
    ).toEqual({
      kind: "redirect",
      url: "https://shop.example/p/hoodie/",
    });
  });

  it("fails on an error without product_url (S-ATC-05, S-ATC-09)", () => {
    expect(interpretAddToCartReply({ error: true }, config)).toEqual({ kind: "failed" });
    expect(interpretAddToCartReply({ error: true, product_url: "" }, config)).toEqual({ kind: "failed" });
    expect(interpretAddToCartReply({ error: "x", product_url: 3, fragments }, config)).toEqual({
      kind: "failed",
    });
  });

  it("fails on a malformed reply (S-ATC-05, S-ATC-09)", () => {
    for (const reply of [null, "", "<html>", 0, [], {}, { success: false }, { fragments: "x" }]) {
      expect(interpretAddToCartReply(reply, config)).toEqual({ kind: "failed" });
    }
  });

  it("returns fragments and cart_hash of a successful add and stays on the page (S-ATC-04, S-ATC-09, S-ATC-10)", () => {
    expect(interpretAddToCartReply({ fragments, cart_hash: "h1", error: false }, config)).toEqual({
      kind: "added",
      fragments,
      cartHash: "h1",
      redirectTo: null,
    });
  });

  it("goes to cart_url after the add when cart_redirect_after_add is yes (S-ATC-11, S-CART-04)", () => {
    expect(
      interpretAddToCartReply({ fragments, cart_hash: "h1" }, { ...config, cart_redirect_after_add: "yes" }),
    ).toEqual({ kind: "added", fragments, cartHash: "h1", redirectTo: "https://shop.example/cart/" });
  });
});
