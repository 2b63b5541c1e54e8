import { describe, expect, it } from "vitest";
import { attributionOrigin, attributionRows } from "./attribution-summary.ts";

describe("attribution summary", () => {
  it("W-TRACK-02 an order's source, medium, campaign and session figures as labelled rows", () => {
    const rows = attributionRows({
      source_type: "utm",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      session_entry: "https://shop.example/?utm_source=newsletter",
      session_start_time: "2026-03-01 10:00:00",
      session_pages: "4",
      session_count: "2",
    });
    expect(rows).toEqual([
      { label: "Origin", value: "Source: newsletter" },
      { label: "Source type", value: "utm" },
      { label: "Source", value: "newsletter" },
      { label: "Medium", value: "email" },
      { label: "Campaign", value: "spring" },
      { label: "Entry page", value: "https://shop.example/?utm_source=newsletter" },
      { label: "Session started", value: "2026-03-01 10:00:00" },
      { label: "Session page views", value: "4" },
      { label: "Visits", value: "2" },
    ]);
  });

  it("W-TRACK-07 W-TRACK-08 origins by source type; no attribution, no rows", () => {
    expect(attributionOrigin({ source_type: "typein", utm_source: "(direct)" })).toBe("Direct");
    expect(attributionOrigin({ source_type: "organic", utm_source: "google" })).toBe("Organic: google");
    expect(attributionOrigin({ source_type: "referral", utm_source: "blog.example" })).toBe(
      "Referral: blog.example",
    );
    expect(attributionOrigin({})).toBe("Unknown");
    expect(attributionRows({})).toEqual([]);
  });
});
