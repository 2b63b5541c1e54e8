import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXIT_OFFER_COUPON, SALE_SCHEDULE } from "../../content/demo/site/build-popups.ts";

/** The demo's popups promise real things: the cart's exit offer names a live coupon, the sale runs now. */
describe("demo popups", () => {
  it("the exit offer's code is a demo coupon without restrictions or expiry", () => {
    const coupons = JSON.parse(readFileSync("content/demo/coupons.json", "utf8")) as Record<
      string,
      unknown
    >[];
    const coupon = coupons.find((entry) => entry.code === EXIT_OFFER_COUPON);
    expect(coupon).toMatchObject({ discountType: "percent", amount: "10" });
    expect(coupon).not.toHaveProperty("expiresAt");
    expect(coupon).not.toHaveProperty("minimumSpend");
    expect(readFileSync("content/demo/site/30-popups.xml", "utf8")).toContain(EXIT_OFFER_COUPON);
  });

  it("the sale's schedule includes the demo's launch day and runs weeks after", () => {
    expect(SALE_SCHEDULE.start <= "2026-11-24 00:00").toBe(true);
    expect(SALE_SCHEDULE.end >= "2027-01-15 00:00").toBe(true);
  });
});
