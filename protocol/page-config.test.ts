import { describe, expect, it } from "vitest";
import { readPageConfig } from "./page-config.ts";

const wcAddToCart = {
  ajax_url: "/wp-admin/admin-ajax.php",
  wc_ajax_url: "/?wc-ajax=%%endpoint%%",
  i18n_view_cart: "View cart",
  cart_url: "https://shop.example/cart/",
  is_cart: "",
  cart_redirect_after_add: "no",
};

const wcFragments = {
  ajax_url: "/wp-admin/admin-ajax.php",
  wc_ajax_url: "/?wc-ajax=%%endpoint%%",
  cart_hash_key: "wc_cart_hash_0123",
  fragment_name: "wc_fragments_0123",
  request_timeout: "5000",
};

const astra = {
  ajax_url: "/wp-admin/admin-ajax.php",
  break_point: "921",
  is_cart: "",
  is_single_product: "1",
  single_product_ajax_add_to_cart: "1",
  add_to_cart_options_single: "slide_in_cart",
  cart_url: "https://shop.example/cart/",
  checkout_url: "https://shop.example/checkout/",
  view_cart: "View cart",
  user_validation_msgs: {
    error_msg: "Entered user detail is not a valid.",
    success_msg: "This user is already registered. Please enter the password to continue.",
  },
};

describe("readPageConfig", () => {
  it("reads the add-to-cart params: ajax address, cart_url, redirect option, is_cart, view-cart text (S-CONST-01, S-CALL-10)", () => {
    const result = readPageConfig({ wc_add_to_cart_params: wcAddToCart, unrelated: 1 });
    expect(result).toEqual({
      ok: true,
      config: { addToCart: wcAddToCart, cartFragments: null, astra: null },
    });
  });

  it("reads the cart-fragments params, turning the localized timeout into a number (S-CONST-01)", () => {
    const result = readPageConfig({ wc_cart_fragments_params: wcFragments });
    expect(result.ok && result.config.cartFragments).toEqual({ ...wcFragments, request_timeout: 5000 });
  });

  it("reads the theme params: add option, checkout URL, break point, email-check success message (S-CONST-01, S-CONST-02)", () => {
    const result = readPageConfig({ astra });
    expect(result.ok && result.config.astra).toEqual({
      ...astra,
      break_point: 921,
      is_cart: false,
      is_single_product: true,
      single_product_ajax_add_to_cart: true,
    });
  });

  it("accepts real booleans and numbers for the theme params, with defaults for optional switches (S-CONST-02)", () => {
    const result = readPageConfig({
      astra: {
        ajax_url: "/a",
        break_point: 768,
        is_cart: true,
        cart_url: "/cart/",
        checkout_url: "/checkout/",
      },
    });
    expect(result.ok && result.config.astra).toEqual({
      ajax_url: "/a",
      break_point: 768,
      is_cart: true,
      is_single_product: false,
      single_product_ajax_add_to_cart: false,
      add_to_cart_options_single: "default",
      cart_url: "/cart/",
      checkout_url: "/checkout/",
    });
  });

  it("accepts each single-product add option (S-CONST-02)", () => {
    for (const option of ["default", "slide_in_cart", "redirect_cart_page", "redirect_checkout_page"]) {
      const result = readPageConfig({ astra: { ...astra, add_to_cart_options_single: option } });
      expect(result.ok && result.config.astra?.add_to_cart_options_single).toBe(option);
    }
  });

  it("gives a clear error naming the bad field (S-CONST-01, S-CONST-02)", () => {
    const result = readPageConfig({
      wc_add_to_cart_params: { ...wcAddToCart, cart_redirect_after_add: "true" },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(
      /^Invalid page configuration: wc_add_to_cart_params\.cart_redirect_after_add: /,
    );

    const option = readPageConfig({ astra: { ...astra, add_to_cart_options_single: "popup" } });
    expect(!option.ok && option.error).toContain("astra.add_to_cart_options_single");
  });

  it("rejects an ajax address without the endpoint placeholder (S-CALL-10)", () => {
    const result = readPageConfig({ wc_add_to_cart_params: { ...wcAddToCart, wc_ajax_url: "/?wc-ajax=" } });
    expect(!result.ok && result.error).toContain(
      "wc_add_to_cart_params.wc_ajax_url: must hold the %%endpoint%% placeholder",
    );
  });

  it('rejects is_cart values other than "" and "1" in the add-to-cart params (S-CONST-01)', () => {
    expect(readPageConfig({ wc_add_to_cart_params: { ...wcAddToCart, is_cart: true } }).ok).toBe(false);
    expect(readPageConfig({ wc_add_to_cart_params: { ...wcAddToCart, is_cart: "1" } }).ok).toBe(true);
  });

  it("treats absent objects as null and a non-object source as an error (S-CONST-01)", () => {
    expect(readPageConfig({})).toEqual({
      ok: true,
      config: { addToCart: null, cartFragments: null, astra: null },
    });
    const result = readPageConfig(undefined);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Invalid page configuration: \(page configuration\): /);
  });
});
