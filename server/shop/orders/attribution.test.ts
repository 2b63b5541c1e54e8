import { describe, expect, it } from "vitest";
import { parseOrderAttribution } from "./attribution.ts";

const posted = {
  wc_order_attribution_source_type: "utm",
  wc_order_attribution_referrer: "https://mail.example/",
  wc_order_attribution_utm_campaign: " spring ",
  wc_order_attribution_utm_source: "newsletter",
  wc_order_attribution_utm_medium: "email",
  wc_order_attribution_utm_content: "(none)",
  wc_order_attribution_utm_id: "",
  wc_order_attribution_utm_term: "(none)",
  wc_order_attribution_session_entry: "https://shop.example/?utm_source=newsletter",
  wc_order_attribution_session_start_time: "2026-03-01 10:00:00",
  wc_order_attribution_session_pages: "4",
  wc_order_attribution_session_count: "2",
  wc_order_attribution_user_agent: "Mozilla/5.0",
  billing_first_name: "Ada",
};

describe("parseOrderAttribution", () => {
  it("keeps the known fields, trimmed, without empty and (none) values", () => {
    expect(parseOrderAttribution(posted)).toEqual({
      source_type: "utm",
      referrer: "https://mail.example/",
      utm_campaign: "spring",
      utm_source: "newsletter",
      utm_medium: "email",
      session_entry: "https://shop.example/?utm_source=newsletter",
      session_start_time: "2026-03-01 10:00:00",
      session_pages: "4",
      session_count: "2",
      user_agent: "Mozilla/5.0",
    });
  });

  it("drops unknown fields, non-text values and values that do not fit", () => {
    expect(
      parseOrderAttribution({
        wc_order_attribution_favourite_colour: "blue",
        wc_order_attribution_utm_source: ["a", "b"],
        wc_order_attribution_utm_medium: "x".repeat(201),
        wc_order_attribution_session_pages: "many",
        wc_order_attribution_session_start_time: "yesterday",
        wc_order_attribution_source_type: "<script>",
        wc_order_attribution_utm_campaign: "ok",
      }),
    ).toEqual({ utm_campaign: "ok" });
  });

  it("stores nothing when the inputs were posted empty (no script, or tracking off)", () => {
    expect(
      parseOrderAttribution({ wc_order_attribution_source_type: "", wc_order_attribution_user_agent: "" }),
    ).toEqual({});
    expect(parseOrderAttribution({})).toEqual({});
  });
});
