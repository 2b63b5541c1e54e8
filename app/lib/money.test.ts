import { describe, expect, it } from "vitest";
import { formatMoney, minorToDecimal, parseDecimalToMinor } from "./money.ts";

const eur = {
  code: "EUR",
  symbol: "€",
  position: "right_space" as const,
  decimals: 2,
  thousandSeparator: " ",
  decimalSeparator: ",",
};

describe("money", () => {
  it("parses decimal strings into minor units without floating point", () => {
    expect(parseDecimalToMinor("24.90", 2)).toBe(2490);
    expect(parseDecimalToMinor("5", 2)).toBe(500);
    expect(parseDecimalToMinor("0.1", 2)).toBe(10);
    expect(parseDecimalToMinor("19.999", 2)).toBeNull();
    expect(parseDecimalToMinor("12.500", 2)).toBe(1250);
    expect(parseDecimalToMinor("-1", 2)).toBeNull();
    expect(parseDecimalToMinor("12,5", 2)).toBeNull();
    expect(parseDecimalToMinor("7", 0)).toBe(7);
  });

  it("writes minor units back as decimal strings", () => {
    expect(minorToDecimal(2490, 2)).toBe("24.90");
    expect(minorToDecimal(5, 2)).toBe("0.05");
    expect(minorToDecimal(-150, 2)).toBe("-1.50");
    expect(minorToDecimal(7, 0)).toBe("7");
  });

  it("formats with the shop's symbol position and separators", () => {
    expect(formatMoney(123456, eur)).toBe("1 234,56\u00a0€");
    expect(
      formatMoney(990, { ...eur, position: "left", decimalSeparator: ".", thousandSeparator: "," }),
    ).toBe("€9.90");
    expect(formatMoney(100000, { ...eur, position: "right", decimals: 0 })).toBe("100 000€");
  });
});
