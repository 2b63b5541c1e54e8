import { describe, expect, it } from "vitest";
import { readCartUpdate } from "./cart-update.ts";

describe("readCartUpdate", () => {
  it("reads fragments (selector → HTML) and cart_hash from a reply (S-ATC-09, S-ATC-10, S-MINI-03)", () => {
    const fragments = {
      "div.widget_shopping_cart_content": '<div class="widget_shopping_cart_content">…</div>',
    };
    expect(readCartUpdate({ fragments, cart_hash: "abc123" })).toEqual({ fragments, cartHash: "abc123" });
  });

  it("treats a missing cart_hash as the empty cart's empty hash (S-MINI-03)", () => {
    expect(readCartUpdate({ fragments: {} })).toEqual({ fragments: {}, cartHash: "" });
  });

  it("accepts PHP's [] for an empty fragment list (S-MINI-03)", () => {
    expect(readCartUpdate({ fragments: [], cart_hash: "" })).toEqual({ fragments: {}, cartHash: "" });
  });

  it("returns null when there are no usable fragments (S-MINI-07)", () => {
    expect(readCartUpdate({ success: false })).toBeNull();
    expect(readCartUpdate({ fragments: { a: 1 } })).toBeNull();
    expect(readCartUpdate({ fragments: ["<p></p>"] })).toBeNull();
    expect(readCartUpdate(null)).toBeNull();
    expect(readCartUpdate("<html>")).toBeNull();
  });
});
