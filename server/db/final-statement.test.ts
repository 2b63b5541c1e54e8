import { describe, expect, it } from "vitest";
import { literalOf } from "./final-statement.server.ts";

describe("an edge statement's values, sent as literals with its begin or its commit", () => {
  it("writes null, whole numbers and arrays of whole numbers as PostgreSQL reads them", () => {
    expect(literalOf(null, "s")).toBe("null");
    expect(literalOf(42, "s")).toBe("42");
    expect(literalOf(-3, "s")).toBe("-3");
    expect(literalOf([128, 137], "s")).toBe("'{128,137}'");
    expect(literalOf([], "s")).toBe("'{}'");
  });

  it("quotes words of letters, digits, _ and - (a session id) as they are", () => {
    expect(literalOf("Zq3-x_9AbC", "s")).toBe("'Zq3-x_9AbC'");
    expect(literalOf("", "s")).toBe("''");
  });

  it("refuses anything else, so no literal can carry SQL or need escaping", () => {
    expect(() => literalOf(1.5, "vitrine_x")).toThrow("edge statement vitrine_x: 1.5 is not a whole number");
    expect(() => literalOf(Number.NaN, "s")).toThrow("is not a whole number");
    expect(() => literalOf([1, Number.POSITIVE_INFINITY], "s")).toThrow("is not a whole number");
    for (const text of ["x'; drop table orders; --", "back\\slash", "two words", "é", "line\nbreak"])
      expect(() => literalOf(text, "vitrine_x")).toThrow(
        "edge statement vitrine_x: a text value may hold only letters, digits, _ and -",
      );
    expect(() => literalOf(true as unknown as number, "s")).toThrow("is not a whole number");
  });
});
