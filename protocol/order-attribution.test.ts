import { describe, expect, it } from "vitest";
import {
  attributionValues,
  ORDER_ATTRIBUTION_FIELD_NAMES,
  orderAttributionConfig,
  parentDomains,
  readOrderAttributionConfig,
  trackingCookieDeletions,
} from "./order-attribution.ts";

const utmVisit = {
  current: { typ: "utm", src: "newsletter", mdm: "email", cmp: "spring", cnt: "banner", trm: "(none)" },
  current_add: {
    fd: "2026-03-01 10:00:00",
    ep: "https://shop.example/product/mug/?utm_source=newsletter&utm_id=camp-42",
    rf: "(none)",
  },
  session: { pgs: "3", cpg: "https://shop.example/checkout/" },
  udata: { vst: "2", uip: "(none)", uag: "Mozilla/5.0 Test" },
};

describe("order attribution mapping", () => {
  it("has WooCommerce's thirteen fields", () => {
    expect(ORDER_ATTRIBUTION_FIELD_NAMES).toEqual([
      "source_type",
      "referrer",
      "utm_campaign",
      "utm_source",
      "utm_medium",
      "utm_content",
      "utm_id",
      "utm_term",
      "session_entry",
      "session_start_time",
      "session_pages",
      "session_count",
      "user_agent",
    ]);
  });

  it("maps sourcebuster's cookies to the fields, utm_id from the entry page for a utm source", () => {
    expect(attributionValues(utmVisit)).toEqual({
      source_type: "utm",
      referrer: "(none)",
      utm_campaign: "spring",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "banner",
      utm_id: "camp-42",
      utm_term: "(none)",
      session_entry: "https://shop.example/product/mug/?utm_source=newsletter&utm_id=camp-42",
      session_start_time: "2026-03-01 10:00:00",
      session_pages: "3",
      session_count: "2",
      user_agent: "Mozilla/5.0 Test",
    });
  });

  it("leaves unknown values empty and reads utm_id only for utm sources", () => {
    const typein = {
      current: { typ: "typein", src: "(direct)", mdm: "(none)" },
      current_add: { ep: "https://shop.example/?utm_id=nope" },
    };
    const values = attributionValues(typein);
    expect(values.source_type).toBe("typein");
    expect(values.utm_id).toBe("");
    expect(values.session_pages).toBe("");
    expect(attributionValues({})).toEqual(
      Object.fromEntries(ORDER_ATTRIBUTION_FIELD_NAMES.map((f) => [f, ""])),
    );
  });

  it("follows a configured field list (W-TRACK-02)", () => {
    expect(attributionValues(utmVisit, { origin: "current.src", visits: "udata.vst" })).toEqual({
      origin: "newsletter",
      visits: "2",
    });
  });

  it("renders WooCommerce's page configuration; tracking is off when either setting says so", () => {
    const config = orderAttributionConfig({
      orderAttribution: true,
      allowTracking: true,
      sessionLengthMinutes: 30,
    });
    expect(config.params).toEqual({
      lifetime: 6,
      session: 30,
      prefix: "wc_order_attribution_",
      allowTracking: true,
      promoCode: false,
      consentCookie: "wp_consent_marketing",
      requireConsent: false,
    });
    expect(config.fields.source_type).toBe("current.typ");
    expect(
      orderAttributionConfig({ orderAttribution: false, allowTracking: true, sessionLengthMinutes: 30 })
        .params.allowTracking,
    ).toBe(false);
    expect(
      orderAttributionConfig({ orderAttribution: true, allowTracking: false, sessionLengthMinutes: 30 })
        .params.allowTracking,
    ).toBe(false);
  });
});

describe("tracking cookie deletion (W-TRACK-01)", () => {
  it("expires each sbjs cookie present, host-only and for each parent domain", () => {
    const deletions = trackingCookieDeletions(
      "sbjs_current=typ%3Dutm; other=1; sbjs_udata=vst%3D1",
      "www.shop.example",
    );
    expect(deletions).toEqual([
      "sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
      "sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.shop.example",
      "sbjs_current=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.shop.example",
      "sbjs_udata=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/",
      "sbjs_udata=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.shop.example",
      "sbjs_udata=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.shop.example",
    ]);
  });

  it("covers all eight sourcebuster cookies and nothing else", () => {
    const all =
      "sbjs_current=1; sbjs_current_add=1; sbjs_first=1; sbjs_first_add=1; sbjs_session=1; sbjs_udata=1; sbjs_promo=1; sbjs_migrations=1; store_notice1=hidden";
    const names = trackingCookieDeletions(all, "localhost").map((line) => line.split("=")[0]);
    expect(names).toEqual([
      "sbjs_current",
      "sbjs_current_add",
      "sbjs_first",
      "sbjs_first_add",
      "sbjs_session",
      "sbjs_udata",
      "sbjs_promo",
      "sbjs_migrations",
    ]);
  });

  it("has no parent domains for IP addresses and single labels", () => {
    expect(parentDomains("127.0.0.1")).toEqual([]);
    expect(parentDomains("localhost")).toEqual([]);
    expect(parentDomains("shop.example")).toEqual(["shop.example"]);
  });
});

describe("readOrderAttributionConfig", () => {
  it("reads our configuration and WordPress's string booleans; refuses malformed ones", () => {
    const config = orderAttributionConfig({
      orderAttribution: true,
      allowTracking: true,
      sessionLengthMinutes: 30,
    });
    expect(readOrderAttributionConfig({ wc_order_attribution: config })).toEqual(config);
    const fromWordPress = {
      params: { lifetime: "6", session: "30", prefix: "wc_order_attribution_", allowTracking: "" },
      fields: { source_type: "current.typ" },
    };
    expect(readOrderAttributionConfig({ wc_order_attribution: fromWordPress })?.params).toEqual({
      lifetime: 6,
      session: 30,
      prefix: "wc_order_attribution_",
      allowTracking: false,
    });
    expect(readOrderAttributionConfig({})).toBeNull();
    expect(readOrderAttributionConfig(undefined)).toBeNull();
    expect(
      readOrderAttributionConfig({
        wc_order_attribution: { ...config, params: { ...config.params, prefix: '"><x' } },
      }),
    ).toBeNull();
  });
});
