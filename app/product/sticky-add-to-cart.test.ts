import { describe, expect, it } from "vitest";
import { isStickyBarActive } from "./sticky-add-to-cart.ts";

describe("sticky add-to-cart bar", () => {
  it("is active only once the product's button has scrolled above the viewport (S-PROD-02)", () => {
    expect(isStickyBarActive({ bottom: 120 })).toBe(false);
    expect(isStickyBarActive({ bottom: 0 })).toBe(false);
    expect(isStickyBarActive({ bottom: -1 })).toBe(true);
    expect(isStickyBarActive(null)).toBe(false);
  });
});
