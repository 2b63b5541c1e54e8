import { describe, expect, it } from "vitest";
import { parseProductForm } from "./product-form.ts";

describe("product form", () => {
  it("reads a simple add with quantity (S-PROD-05)", () => {
    expect(parseProductForm({ "add-to-cart": "12", quantity: "3" })).toEqual({
      kind: "single",
      productId: 12,
      variationId: null,
      attributes: {},
      quantity: 3,
    });
  });

  it("reads a variation with its attributes, defaulting quantity to 1 (S-PROD-05)", () => {
    expect(
      parseProductForm({ "add-to-cart": "20", variation_id: "21", attribute_pa_colour: "Red", other: "x" }),
    ).toEqual({
      kind: "single",
      productId: 20,
      variationId: 21,
      attributes: { attribute_pa_colour: "Red" },
      quantity: 1,
    });
  });

  it("reads grouped quantities per child id (S-PROD-05)", () => {
    const request = parseProductForm({ "add-to-cart": "30", quantity: { "31": "1", "32": "0" } });
    expect(request).toEqual({
      kind: "grouped",
      productId: 30,
      quantities: new Map([
        [31, 1],
        [32, 0],
      ]),
    });
  });

  it("refuses malformed forms", () => {
    expect(parseProductForm({})).toBeNull();
    expect(parseProductForm({ "add-to-cart": "abc" })).toBeNull();
    expect(parseProductForm({ "add-to-cart": "1", quantity: "lots" })).toBeNull();
    expect(parseProductForm({ "add-to-cart": "1", quantity: { x: "1" } })).toBeNull();
  });
});
