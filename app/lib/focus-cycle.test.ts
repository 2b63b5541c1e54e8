import { describe, expect, it } from "vitest";
import { wrappedFocusIndex } from "./focus-cycle.ts";

describe("focus cycle in a modal panel", () => {
  it("Tab from the last element goes to the first, Shift+Tab from the first to the last (S-HEAD-01)", () => {
    expect(wrappedFocusIndex(4, 5, false)).toBe(0);
    expect(wrappedFocusIndex(0, 5, true)).toBe(4);
  });

  it("leaves moves between inner elements to the browser", () => {
    expect(wrappedFocusIndex(1, 5, false)).toBeNull();
    expect(wrappedFocusIndex(3, 5, true)).toBeNull();
  });

  it("brings focus that is not on any of them back in, and does nothing in an empty panel", () => {
    expect(wrappedFocusIndex(-1, 3, false)).toBe(0);
    expect(wrappedFocusIndex(-1, 3, true)).toBe(2);
    expect(wrappedFocusIndex(-1, 0, false)).toBeNull();
  });

  it("keeps focus on a single element", () => {
    expect(wrappedFocusIndex(0, 1, false)).toBe(0);
    expect(wrappedFocusIndex(0, 1, true)).toBe(0);
  });
});
