import { describe, expect, it } from "vitest";
import { literalOf } from "./final-statement.server.ts";

describe("a final statement's values, sent as literals with its commit", () => {
  it("writes null, whole numbers and arrays of whole numbers as PostgreSQL reads them", () => {
    expect(literalOf(null, "s")).toBe("null");
    expect(literalOf(42, "s")).toBe("42");
    expect(literalOf(-3, "s")).toBe("-3");
    expect(literalOf([128, 137], "s")).toBe("'{128,137}'");
    expect(literalOf([], "s")).toBe("'{}'");
  });

  it("refuses anything that is not a whole number, so no literal can carry SQL", () => {
    expect(() => literalOf(1.5, "vitrine_x")).toThrow("final statement vitrine_x: 1.5 is not a whole number");
    expect(() => literalOf(Number.NaN, "s")).toThrow("is not a whole number");
    expect(() => literalOf([1, Number.POSITIVE_INFINITY], "s")).toThrow("is not a whole number");
    expect(() => literalOf("1; drop table orders" as unknown as number, "s")).toThrow(
      "is not a whole number",
    );
  });
});
