import { describe, expect, it } from "vitest";
import { interpretRemoveReply, removeFromCartRequest } from "./mini-cart-remove.ts";

const fragments = { "div.widget_shopping_cart_content": '<div class="widget_shopping_cart_content"></div>' };

describe("removeFromCartRequest", () => {
  it("posts the cart_item_key to the remove_from_cart endpoint (S-MINI-02, S-CALL-02, S-CALL-10)", () => {
    expect(removeFromCartRequest("/?wc-ajax=%%endpoint%%", "a1b2c3")).toEqual({
      url: "/?wc-ajax=remove_from_cart",
      fields: { cart_item_key: "a1b2c3" },
    });
  });
});

describe("interpretRemoveReply", () => {
  it("updates the cart with the reply's fragments and cart_hash (S-MINI-03, S-CALL-02)", () => {
    expect(interpretRemoveReply(true, { fragments, cart_hash: "h3" })).toEqual({
      kind: "updated",
      fragments,
      cartHash: "h3",
    });
  });

  it("follows the remove link when the request failed (S-MINI-07)", () => {
    expect(interpretRemoveReply(false, { fragments, cart_hash: "h3" })).toEqual({ kind: "follow-link" });
    expect(interpretRemoveReply(false, null)).toEqual({ kind: "follow-link" });
  });

  it("follows the remove link when the reply has no fragments (S-MINI-07)", () => {
    expect(interpretRemoveReply(true, { success: false })).toEqual({ kind: "follow-link" });
    expect(interpretRemoveReply(true, "")).toEqual({ kind: "follow-link" });
    expect(interpretRemoveReply(true, { cart_hash: "h3" })).toEqual({ kind: "follow-link" });
  });
});
