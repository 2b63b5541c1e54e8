import { describe, expect, it } from "vitest";
import { nextOrderEmailAttempt, ORDER_EMAIL_MAX_ATTEMPTS } from "./order-email-retry.ts";

const now = new Date("2026-11-28T12:00:00Z");
const minutesLater = (attempts: number) => {
  const next = nextOrderEmailAttempt(attempts, now);
  return next === null ? null : (next.getTime() - now.getTime()) / 60_000;
};

describe("when an order's emails are tried again (decision 051)", () => {
  it("waits a minute after the first failure, then twice as long each time", () => {
    expect([1, 2, 3, 4, 5, 9].map(minutesLater)).toEqual([1, 2, 4, 8, 16, 256]);
  });

  it("gives up after ten attempts, eight and a half hours after the first", () => {
    expect(ORDER_EMAIL_MAX_ATTEMPTS).toBe(10);
    expect(minutesLater(10)).toBeNull();
    expect(minutesLater(11)).toBeNull();
    const waited = [1, 2, 3, 4, 5, 6, 7, 8, 9].reduce(
      (sum, attempt) => sum + (minutesLater(attempt) ?? 0),
      0,
    );
    expect(waited).toBe(511);
  });
});
