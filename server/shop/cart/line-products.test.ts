import { describe, expect, it } from "vitest";
import { productIdsOfLine, productIdsOfLines } from "./line-products.ts";

describe("the products a cart line stands for", () => {
  it("is the product alone for a simple product's line", () => {
    expect(productIdsOfLine({ productId: 12, variationId: null })).toEqual([12]);
  });

  it("is the product, then the chosen variation, for a variation's line", () => {
    expect(productIdsOfLine({ productId: 12, variationId: 31 })).toEqual([12, 31]);
  });

  it("names each product once across lines, in the order the lines name them", () => {
    expect(
      productIdsOfLines([
        { productId: 12, variationId: 31 },
        { productId: 12, variationId: 32 },
        { productId: 7, variationId: null },
        { productId: 12, variationId: 31 },
      ]),
    ).toEqual([12, 31, 32, 7]);
  });
});
