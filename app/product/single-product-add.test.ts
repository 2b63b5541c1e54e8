import { describe, expect, it } from "vitest";
import { SINGLE_PRODUCT_ADD_ACTION } from "../../protocol/admin-ajax.ts";

import {
  isAjaxAddAllowed,
  SINGLE_PRODUCT_ADD_FAILED_MESSAGE,
  shouldInsertViewCartLink,
  singleProductClick,
  singleProductId,
  viewCartLink,
} from "./single-product-add.ts";
import {
  afterSingleProductAdd,
  buildSingleProductForm,
  interpretSingleProductReply,
} from "./single-product-reply.ts";

const urls = { cartUrl: "https://shop.example/cart/", checkoutUrl: "https://shop.example/checkout/" };
const fragments = { "div.widget_shopping_cart_content": "<div></div>" };

describe("ajax add eligibility", () => {
  it("does not use the ajax add for external products (S-PROD-03)", () => {
    expect(isAjaxAddAllowed("external")).toBe(false);
    expect(isAjaxAddAllowed("simple")).toBe(true);
    expect(isAjaxAddAllowed("variable")).toBe(true);
    expect(singleProductClick({ ajaxEnabled: true, productType: "external", formIsValid: true })).toBe(
      "native",
    );
  });

  it("leaves the click to the browser when the ajax add is off (S-PROD-02)", () => {
    expect(singleProductClick({ ajaxEnabled: false, productType: "simple", formIsValid: true })).toBe(
      "native",
    );
  });

  it("shows the form's validity messages and sends nothing when the form is invalid (S-PROD-04)", () => {
    expect(singleProductClick({ ajaxEnabled: true, productType: "variable", formIsValid: false })).toBe(
      "report-validity",
    );
  });

  it("sends the ajax add for a valid form (S-PROD-02, S-PROD-04)", () => {
    expect(singleProductClick({ ajaxEnabled: true, productType: "simple", formIsValid: true })).toBe("ajax");
  });
});

describe("singleProductId", () => {
  it("takes the clicked button's value first (S-PROD-05)", () => {
    expect(singleProductId("42", [["add-to-cart", "7"]])).toBe("42");
  });

  it("falls back to the form's add-to-cart, then product_id field (S-PROD-05)", () => {
    expect(
      singleProductId("", [
        ["quantity", "1"],
        ["add-to-cart", "7"],
        ["product_id", "8"],
      ]),
    ).toBe("7");
    expect(
      singleProductId(null, [
        ["product_id", "8"],
        ["variation_id", "81"],
      ]),
    ).toBe("8");
    expect(singleProductId(undefined, [["quantity", "1"]])).toBeNull();
  });
});

describe("buildSingleProductForm", () => {
  it("sends the action, add-to-cart and every other form field (S-PROD-05, S-PROD-06, S-CALL-03)", () => {
    expect(
      buildSingleProductForm(
        [
          ["quantity", "2"],
          ["attribute_pa_size", "m"],
          ["add-to-cart", "12"],
          ["product_id", "12"],
          ["variation_id", "34"],
        ],
        "12",
      ),
    ).toEqual([
      ["action", SINGLE_PRODUCT_ADD_ACTION],
      ["add-to-cart", "12"],
      ["quantity", "2"],
      ["attribute_pa_size", "m"],
      ["product_id", "12"],
      ["variation_id", "34"],
    ]);
    expect(SINGLE_PRODUCT_ADD_ACTION).toBe("astra_add_cart_single_product");
  });

  it("keeps per-item quantities of a grouped product (S-PROD-05)", () => {
    expect(
      buildSingleProductForm(
        [
          ["quantity[21]", "1"],
          ["quantity[22]", "0"],
        ],
        "20",
      ),
    ).toEqual([
      ["action", SINGLE_PRODUCT_ADD_ACTION],
      ["add-to-cart", "20"],
      ["quantity[21]", "1"],
      ["quantity[22]", "0"],
    ]);
  });

  it("passes non-text values (uploaded files) through untouched (S-PROD-05)", () => {
    const file = { name: "engraving.png" };
    expect(buildSingleProductForm([["upload", file]], "5")[2]).toEqual(["upload", file]);
  });

  it("lets no form field override the action (S-PROD-06)", () => {
    expect(buildSingleProductForm([["action", "something_else"]], "5")).toEqual([
      ["action", SINGLE_PRODUCT_ADD_ACTION],
      ["add-to-cart", "5"],
    ]);
  });
});

describe("interpretSingleProductReply", () => {
  it("reloads the page on an empty reply (S-PROD-14)", () => {
    expect(interpretSingleProductReply(200, "")).toEqual({ kind: "reload" });
    expect(interpretSingleProductReply(200, "  \n")).toEqual({ kind: "reload" });
  });

  it("uses fragments and cart_hash of a successful add (S-PROD-13, S-CALL-04)", () => {
    expect(interpretSingleProductReply(200, JSON.stringify({ fragments, cart_hash: "h2" }))).toEqual({
      kind: "added",
      fragments,
      cartHash: "h2",
    });
  });

  it("shows the error text of a failed add (S-PROD-15, S-PROD-17, S-CALL-04)", () => {
    expect(interpretSingleProductReply(200, JSON.stringify({ error: "Out of stock." }))).toEqual({
      kind: "failed",
      message: "Out of stock.",
    });
    expect(interpretSingleProductReply(400, JSON.stringify({ error: "Please choose a size." }))).toEqual({
      kind: "failed",
      message: "Please choose a size.",
    });
  });

  it("falls back to the standard message when the failure has no error text (S-PROD-16, S-PROD-17)", () => {
    expect(SINGLE_PRODUCT_ADD_FAILED_MESSAGE).toBe("Could not add product to cart. Please try again.");
    for (const [status, body] of [
      [200, JSON.stringify({ error: true })],
      [200, JSON.stringify({ error: "  ", fragments })],
      [200, "0"],
      [200, "<html>"],
      [200, JSON.stringify({ success: false })],
      [500, JSON.stringify({ fragments, cart_hash: "h" })],
    ] as const) {
      expect(interpretSingleProductReply(status, body)).toEqual({
        kind: "failed",
        message: SINGLE_PRODUCT_ADD_FAILED_MESSAGE,
      });
    }
  });
});

describe("afterSingleProductAdd", () => {
  it("opens the mobile cart drawer with slide_in_cart (S-PROD-09)", () => {
    expect(afterSingleProductAdd({ behaviour: "slide_in_cart", cartRedirectAfterAdd: "yes", ...urls })).toBe(
      "open-drawer",
    );
  });

  it("goes to the cart URL with redirect_cart_page (S-PROD-10)", () => {
    expect(
      afterSingleProductAdd({ behaviour: "redirect_cart_page", cartRedirectAfterAdd: "no", ...urls }),
    ).toEqual({
      navigate: urls.cartUrl,
    });
  });

  it("goes to the checkout URL with redirect_checkout_page (S-PROD-11)", () => {
    expect(
      afterSingleProductAdd({ behaviour: "redirect_checkout_page", cartRedirectAfterAdd: "no", ...urls }),
    ).toEqual({ navigate: urls.checkoutUrl });
  });

  it("with default goes to the cart only when the shop's redirect-after-add is yes (S-PROD-12)", () => {
    expect(afterSingleProductAdd({ behaviour: "default", cartRedirectAfterAdd: "yes", ...urls })).toEqual({
      navigate: urls.cartUrl,
    });
    expect(afterSingleProductAdd({ behaviour: "default", cartRedirectAfterAdd: "no", ...urls })).toBe("stay");
    expect(afterSingleProductAdd({ behaviour: "default", cartRedirectAfterAdd: null, ...urls })).toBe("stay");
  });
});

describe("view-cart link", () => {
  it("is inserted after the button once added, except on the cart page (S-PROD-08)", () => {
    expect(shouldInsertViewCartLink({ isCart: false, linkAlreadyPresent: false })).toBe(true);
    expect(shouldInsertViewCartLink({ isCart: true, linkAlreadyPresent: false })).toBe(false);
  });

  it("is not inserted twice (S-PROD-08)", () => {
    expect(shouldInsertViewCartLink({ isCart: false, linkAlreadyPresent: true })).toBe(false);
  });

  it("reads the configured view-cart text and links to the cart (S-PROD-08)", () => {
    expect(viewCartLink({ i18n_view_cart: "Warenkorb anzeigen", cart_url: "/warenkorb/" })).toEqual({
      href: "/warenkorb/",
      text: "Warenkorb anzeigen",
      classes: ["added_to_cart", "wc-forward"],
    });
  });
});
