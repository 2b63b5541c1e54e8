import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  formatQuantity,
  parseQuantityBounds,
  parseQuantityValue,
  type QuantityBounds,
  quantityOnLoad,
  raiseToMinimum,
  stepQuantity,
} from "./quantity.ts";

const bounds = (min: number, max: number | null, step: number): QuantityBounds => ({ min, max, step });

describe("parseQuantityBounds", () => {
  it("reads min, max and step from the input attributes (S-CART-02, S-QTY-05)", () => {
    expect(parseQuantityBounds({ min: "1", max: "10", step: "2" })).toEqual(bounds(1, 10, 2));
    expect(parseQuantityBounds({ min: "0.5", max: "4.5", step: "0.5" })).toEqual(bounds(0.5, 4.5, 0.5));
  });

  it("treats an empty min as 0, an empty max as no maximum and an empty step as 1 (S-CART-02)", () => {
    expect(parseQuantityBounds({ min: "", max: "", step: "" })).toEqual(bounds(0, null, 1));
    expect(parseQuantityBounds({})).toEqual(bounds(0, null, 1));
    expect(parseQuantityBounds({ min: null, max: null, step: null })).toEqual(bounds(0, null, 1));
  });

  it('treats step "any", an invalid step and a non-positive step as 1 (S-QTY-05)', () => {
    expect(parseQuantityBounds({ step: "any" }).step).toBe(1);
    expect(parseQuantityBounds({ step: "abc" }).step).toBe(1);
    expect(parseQuantityBounds({ step: "0" }).step).toBe(1);
    expect(parseQuantityBounds({ step: "-2" }).step).toBe(1);
  });

  it("treats a non-positive max (WooCommerce's -1 = unlimited) as no maximum (S-CART-02)", () => {
    expect(parseQuantityBounds({ max: "-1" }).max).toBeNull();
    expect(parseQuantityBounds({ max: "0" }).max).toBeNull();
  });
});

describe("parseQuantityValue", () => {
  it("reads the typed value, anything else counting as 0 (S-QTY-04)", () => {
    expect(parseQuantityValue(" 3 ")).toBe(3);
    expect(parseQuantityValue("1.5")).toBe(1.5);
    expect(parseQuantityValue("")).toBe(0);
    expect(parseQuantityValue("x")).toBe(0);
    expect(parseQuantityValue(undefined)).toBe(0);
  });
});

describe("stepQuantity", () => {
  it("plus and minus change the value by one step (S-QTY-01, S-QTY-05)", () => {
    expect(stepQuantity(1, "up", bounds(1, null, 1))).toBe(2);
    expect(stepQuantity(2, "down", bounds(1, null, 1))).toBe(1);
    expect(stepQuantity(4, "up", bounds(0, null, 2))).toBe(6);
    expect(stepQuantity(4, "down", bounds(0, null, 2))).toBe(2);
  });

  it("plus stops at max, also when a step would overshoot it (S-QTY-01, S-QTY-02)", () => {
    expect(stepQuantity(5, "up", bounds(1, 5, 1))).toBe(5);
    expect(stepQuantity(4, "up", bounds(0, 5, 2))).toBe(5);
    expect(stepQuantity(9, "up", bounds(0, 5, 1))).toBe(5);
  });

  it("minus stops at min (S-QTY-01, S-QTY-03)", () => {
    expect(stepQuantity(1, "down", bounds(1, null, 1))).toBe(1);
    expect(stepQuantity(3, "down", bounds(2, null, 2))).toBe(2);
  });

  it("minus never goes below 0, even with a negative min (S-QTY-04)", () => {
    expect(stepQuantity(0, "down", bounds(0, null, 1))).toBe(0);
    expect(stepQuantity(1, "down", bounds(-5, null, 3))).toBe(0);
  });

  it("treats a value that is not a number as 0 before stepping (S-QTY-04, S-QTY-05)", () => {
    expect(stepQuantity(Number.NaN, "up", bounds(0, null, 1))).toBe(1);
    expect(stepQuantity(Number.NaN, "down", bounds(0, null, 1))).toBe(0);
  });

  it("steps by decimal steps without floating-point drift (S-QTY-05, S-QTY-06)", () => {
    expect(stepQuantity(0.1, "up", bounds(0, null, 0.2))).toBe(0.3);
    expect(stepQuantity(0.3, "down", bounds(0, null, 0.1))).toBe(0.2);
    let value = 0;
    for (let i = 0; i < 10; i += 1) value = stepQuantity(value, "up", bounds(0, null, 0.1));
    expect(value).toBe(1);
    expect(stepQuantity(1.5, "up", bounds(0.5, 3, 0.5))).toBe(2);
  });
});

describe("clampQuantity", () => {
  it("sets a value above max to max (S-QTY-02)", () => {
    expect(clampQuantity(12, bounds(1, 10, 1))).toBe(10);
  });

  it("raises a value below min to min (S-QTY-03)", () => {
    expect(clampQuantity(0, bounds(2, 10, 1))).toBe(2);
  });

  it("never returns a value below 0 (S-QTY-04)", () => {
    expect(clampQuantity(-3, bounds(-5, null, 1))).toBe(0);
    expect(clampQuantity(Number.NaN, bounds(0, null, 1))).toBe(0);
  });

  it("leaves a value within bounds as it is, and ignores max when there is none (S-QTY-01)", () => {
    expect(clampQuantity(4, bounds(1, 10, 1))).toBe(4);
    expect(clampQuantity(4000, bounds(1, null, 1))).toBe(4000);
  });
});

describe("formatQuantity", () => {
  it("shows one decimal for non-integer steps (S-QTY-06)", () => {
    expect(formatQuantity(1.5, 0.5)).toBe("1.5");
    expect(formatQuantity(2, 0.5)).toBe("2.0");
    expect(formatQuantity(0, 0.5)).toBe("0.0");
  });

  it("keeps a finer step's decimals rather than rounding the value off the step (S-QTY-06)", () => {
    expect(formatQuantity(0.75, 0.25)).toBe("0.75");
    expect(formatQuantity(1, 0.25)).toBe("1.00");
  });

  it("shows integer steps' values as plain numbers (S-QTY-06)", () => {
    expect(formatQuantity(3, 1)).toBe("3");
    expect(formatQuantity(10, 5)).toBe("10");
  });
});

describe("raiseToMinimum", () => {
  it("outside the cart raises a quantity below its min to the min (S-QTY-07)", () => {
    expect(raiseToMinimum(0, 1, { inCart: false })).toBe(1);
    expect(raiseToMinimum(1, 3, { inCart: false })).toBe(3);
    expect(raiseToMinimum(-1, 0, { inCart: false })).toBe(0);
    expect(raiseToMinimum(Number.NaN, 2, { inCart: false })).toBe(2);
  });

  it("outside the cart leaves a quantity at or above its min alone (S-QTY-07)", () => {
    expect(raiseToMinimum(4, 3, { inCart: false })).toBe(4);
    expect(raiseToMinimum(3, 3, { inCart: false })).toBe(3);
  });

  it("does nothing for a negative min, or in the cart (S-QTY-07)", () => {
    expect(raiseToMinimum(-4, -1, { inCart: false })).toBe(-4);
    expect(raiseToMinimum(0, 2, { inCart: true })).toBe(0);
  });
});

describe("quantityOnLoad", () => {
  it("raises a quantity below a positive min to the min on load (S-QTY-08)", () => {
    expect(quantityOnLoad(1, 2)).toBe(2);
    expect(quantityOnLoad(Number.NaN, 2)).toBe(2);
  });

  it("leaves the quantity alone when the min is 0 or it is already at or above it (S-QTY-08)", () => {
    expect(quantityOnLoad(0, 0)).toBe(0);
    expect(quantityOnLoad(5, 2)).toBe(5);
  });
});
