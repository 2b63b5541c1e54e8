import { describe, expect, it } from "vitest";
import { isNewVisitorListAdd } from "./early-add-to-cart.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };

describe("which add-to-carts are answered before Express (decision 054)", () => {
  it("S-CALL-01 S-ATC-08 takes a new visitor's urlencoded POST to /?wc-ajax=add_to_cart", () => {
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", FORM)).toBe(true);
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart&lang=fr", FORM)).toBe(true);
    expect(
      isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", {
        ...FORM,
        cookie: "woocommerce_recently_viewed=127; sbjs_current=typ%3Dutm",
      }),
    ).toBe(true);
  });

  it("leaves a visitor with a session cookie to the pipeline, which reads the session", () => {
    expect(
      isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", {
        ...FORM,
        cookie: "wp_woocommerce_session_vitrine=abc",
      }),
    ).toBe(false);
    // Named inside another cookie's value: the long way is always right, so it is taken.
    expect(
      isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", {
        ...FORM,
        cookie: "note=wp_woocommerce_session_vitrine=x",
      }),
    ).toBe(false);
  });

  it("leaves other methods, addresses, endpoints and bodies to the pipeline", () => {
    expect(isNewVisitorListAdd("GET", "/?wc-ajax=add_to_cart", FORM)).toBe(false);
    expect(isNewVisitorListAdd("POST", "/shop/?wc-ajax=add_to_cart", FORM)).toBe(false);
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=remove_from_cart", FORM)).toBe(false);
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart&wc-ajax=checkout", FORM)).toBe(false);
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart&starter-templates-preview=1", FORM)).toBe(
      false,
    );
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", {})).toBe(false);
    expect(
      isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", {
        "content-type": "multipart/form-data; boundary=x",
      }),
    ).toBe(false);
    expect(isNewVisitorListAdd("POST", "/?wc-ajax=add_to_cart", { "content-type": "application/json" })).toBe(
      false,
    );
  });
});
