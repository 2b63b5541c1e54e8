import { describe, expect, it } from "vitest";
import { formatPostDate } from "./dates.ts";

describe("formatPostDate", () => {
  it("dates a post on the shop's calendar, not UTC's", () => {
    const lateEvening = "2026-11-23T23:30:00Z";
    expect(formatPostDate(lateEvening, "UTC")).toBe("23 November 2026");
    expect(formatPostDate(lateEvening, "Europe/Paris")).toBe("24 November 2026");
    expect(formatPostDate(lateEvening, "America/New_York")).toBe("23 November 2026");
  });

  it("follows the shop's language", () => {
    expect(formatPostDate("2026-05-01T12:00:00Z", "UTC", "en-US")).toBe("May 1, 2026");
  });
});
