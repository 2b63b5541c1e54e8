import { describe, expect, it } from "vitest";
import { activePrice, isSaleActive, priceDisplay, salePercentage } from "./pricing.ts";

const now = new Date("2026-11-22T12:00:00Z");
const item = (over: Partial<Parameters<typeof activePrice>[0]> = {}) => ({
  regularPrice: 2000,
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  ...over,
});

describe("pricing", () => {
  it("uses the regular price without a sale price", () => {
    expect(activePrice(item(), now)).toBe(2000);
    expect(isSaleActive(item(), now)).toBe(false);
  });

  it("uses the sale price when it has no dates", () => {
    expect(activePrice(item({ salePrice: 1500 }), now)).toBe(1500);
  });

  it("applies a sale only inside its date window", () => {
    const running = item({
      salePrice: 1500,
      saleStartsAt: new Date("2026-11-01T00:00:00Z"),
      saleEndsAt: new Date("2030-12-31T23:59:59Z"),
    });
    const ended = item({
      salePrice: 1500,
      saleStartsAt: new Date("2025-01-01T00:00:00Z"),
      saleEndsAt: new Date("2025-02-01T23:59:59Z"),
    });
    const scheduled = item({ salePrice: 1500, saleStartsAt: new Date("2030-01-01T00:00:00Z") });
    expect(activePrice(running, now)).toBe(1500);
    expect(activePrice(ended, now)).toBe(2000);
    expect(activePrice(scheduled, now)).toBe(2000);
  });

  it("ignores a sale price that is not below the regular price", () => {
    expect(isSaleActive(item({ salePrice: 2500 }), now)).toBe(false);
  });

  it("rounds the saved percentage", () => {
    expect(salePercentage(item({ regularPrice: 3000, salePrice: 2000 }), now)).toBe(33);
    expect(salePercentage(item(), now)).toBeNull();
  });

  it("shows a range over several items and the struck regular price for a single sale item", () => {
    expect(
      priceDisplay([item({ regularPrice: 1000 }), item({ regularPrice: 3000, salePrice: 2500 })], now),
    ).toEqual({
      min: 1000,
      max: 2500,
      regular: null,
      onSale: true,
    });
    expect(priceDisplay([item({ salePrice: 1500 })], now)).toEqual({
      min: 1500,
      max: 1500,
      regular: 2000,
      onSale: true,
    });
    expect(priceDisplay([item({ regularPrice: null })], now)).toBeNull();
  });
});
