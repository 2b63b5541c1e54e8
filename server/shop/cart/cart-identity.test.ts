import { describe, expect, it } from "vitest";
import { cartHash, cartItemKey } from "./cart-identity.ts";

describe("cart identity", () => {
  it("gives the same key for the same product, variation and attributes in any order (S-QTY-12)", () => {
    const a = cartItemKey(10, 11, { Colour: "Red", Size: "M" });
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(cartItemKey(10, 11, { Size: "M", Colour: "Red" })).toBe(a);
    expect(cartItemKey(10, 11, { Colour: "Blue", Size: "M" })).not.toBe(a);
    expect(cartItemKey(10, null, {})).not.toBe(cartItemKey(11, null, {}));
  });

  it("hashes contents and total; empty cart hash is the empty string", () => {
    const lines = [{ key: "a", quantity: 1, lineTotal: 500 }];
    expect(cartHash([], 0)).toBe("");
    expect(cartHash(lines, 500)).toMatch(/^[0-9a-f]{32}$/);
    expect(cartHash(lines, 500)).toBe(cartHash([...lines], 500));
    expect(cartHash([{ key: "a", quantity: 2, lineTotal: 1000 }], 1000)).not.toBe(cartHash(lines, 500));
  });
});
