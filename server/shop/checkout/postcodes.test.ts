import { describe, expect, it } from "vitest";
import { normalizePostcode } from "./postcodes.ts";

describe("postcodes", () => {
  it.each([
    ["FR", " 75011 ", "75011"],
    ["DE", "10115", "10115"],
    ["ES", "28001", "28001"],
    ["IT", "00184", "00184"],
    ["BE", "1000", "1000"],
    ["US", "94103", "94103"],
    ["US", "94103-1234", "94103-1234"],
    ["US", "941031234", "94103-1234"],
    ["GB", "sw1a1aa", "SW1A 1AA"],
    ["GB", "M1 1AE", "M1 1AE"],
    ["GB", "ec1a 1bb", "EC1A 1BB"],
    ["NL", "1012ab", "1012 AB"],
    ["NL", "1012 AB", "1012 AB"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["PT", "1000-001", "1000-001"],
    ["PL", "00950", "00-950"],
  ])("%s %j is valid as %j", (country, typed, canonical) => {
    expect(normalizePostcode(country, typed)).toBe(canonical);
  });

  it.each([
    ["FR", "7501"],
    ["FR", "750111"],
    ["DE", "ABCDE"],
    ["US", "9410"],
    ["US", "94103-12"],
    ["GB", "12345"],
    ["NL", "0123 AB"],
    ["BE", "10000"],
    ["CA", "D1A 0B1"],
  ])("%s %j is refused", (country, typed) => {
    expect(normalizePostcode(country, typed)).toBeNull();
  });

  it("keeps other countries' postcodes as typed, trimmed and upper-cased", () => {
    expect(normalizePostcode("NZ", " 6011 ")).toBe("6011");
    expect(normalizePostcode("IE", "d02 x285")).toBe("D02 X285");
  });
});
