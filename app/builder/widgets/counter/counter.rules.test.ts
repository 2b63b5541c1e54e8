import { describe, expect, it } from "vitest";
import { counterValueAt, decimalsOf, delimiterOf, formatCounter } from "./counter.rules.ts";

describe("counter rules", () => {
  it("shows as many decimals as the ending number has", () => {
    expect(decimalsOf(100)).toBe(0);
    expect(decimalsOf(99.5)).toBe(1);
    expect(decimalsOf(4.75)).toBe(2);
  });

  it("groups thousands with the chosen separator", () => {
    expect(formatCounter(12345, { decimals: 0, delimiter: "," })).toBe("12,345");
    expect(formatCounter(1234567.5, { decimals: 1, delimiter: " " })).toBe("1 234 567.5");
    expect(formatCounter(999, { decimals: 0, delimiter: "." })).toBe("999");
    expect(formatCounter(12345, { decimals: 0, delimiter: "" })).toBe("12345");
    expect(formatCounter(-1500, { decimals: 0, delimiter: "," })).toBe("-1,500");
    expect(delimiterOf(true, "")).toBe(",");
    expect(delimiterOf(true, "'")).toBe("'");
    expect(delimiterOf(false, ".")).toBe("");
  });

  it("counts from the start to the end over the duration, easing out, exact at the end", () => {
    expect(counterValueAt(0, 100, 0, 2000)).toBe(0);
    const half = counterValueAt(0, 100, 1000, 2000);
    expect(half).toBeGreaterThan(50);
    expect(half).toBeLessThan(100);
    expect(counterValueAt(0, 100, 1999, 2000)).toBeLessThan(100);
    expect(counterValueAt(0, 100, 2000, 2000)).toBe(100);
    expect(counterValueAt(10, 5, 5000, 2000)).toBe(5);
    expect(counterValueAt(0, 100, 10, 0)).toBe(100);
  });
});
