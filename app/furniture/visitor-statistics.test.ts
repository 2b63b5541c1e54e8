import { describe, expect, it } from "vitest";
import { parseSettings } from "../../server/settings/settings.ts";
import {
  isThirdPartyScriptUrl,
  statisticsMayLoad,
  statisticsScriptOrigins,
  visitorStatistics,
} from "./visitor-statistics.ts";

const tracking = {
  allowTracking: true,
  consentCookie: "wp_consent_marketing",
  requireConsent: false,
  statisticsScript: "https://stats.example.com/count.js",
};

describe("visitor-statistics script (S-CALL-11)", () => {
  it("S-CALL-11 is offered when the shop names a script and allows tracking, never otherwise", () => {
    expect(visitorStatistics(tracking)).toEqual({
      src: "https://stats.example.com/count.js",
      consentCookie: "wp_consent_marketing",
      requireConsent: false,
    });
    expect(visitorStatistics({ ...tracking, allowTracking: false })).toBeNull();
    expect(visitorStatistics({ ...tracking, statisticsScript: null })).toBeNull();
  });

  it("S-CALL-11 loads unless the visitor refused; with requireConsent only after an explicit yes", () => {
    const statistics = {
      src: tracking.statisticsScript,
      consentCookie: "wp_consent_marketing",
      requireConsent: false,
    };
    expect(statisticsMayLoad(statistics, "")).toBe(true);
    expect(statisticsMayLoad(statistics, "wp_consent_marketing=deny")).toBe(false);
    const strict = { ...statistics, requireConsent: true };
    expect(statisticsMayLoad(strict, "")).toBe(false);
    expect(statisticsMayLoad(strict, "other=1; wp_consent_marketing=allow")).toBe(true);
  });

  it("S-CALL-11 is a third-party https script; plain http only on this machine", () => {
    expect(isThirdPartyScriptUrl("https://stats.example.com/count.js")).toBe(true);
    expect(isThirdPartyScriptUrl("http://127.0.0.1:9000/count.js")).toBe(true);
    expect(isThirdPartyScriptUrl("http://stats.example.com/count.js")).toBe(false);
    expect(isThirdPartyScriptUrl("javascript:alert(1)")).toBe(false);
    expect(isThirdPartyScriptUrl("not a url")).toBe(false);
    expect(statisticsScriptOrigins(tracking)).toEqual(["https://stats.example.com"]);
    expect(statisticsScriptOrigins({ ...tracking, allowTracking: false })).toEqual([]);
  });

  it("S-CALL-11 the setting defaults to none and rejects plain-http third parties", () => {
    expect(parseSettings({}).tracking.statisticsScript).toBeNull();
    expect(
      parseSettings({ tracking: { statisticsScript: "https://stats.example.com/count.js" } }).tracking
        .statisticsScript,
    ).toBe("https://stats.example.com/count.js");
    expect(() => parseSettings({ tracking: { statisticsScript: "http://stats.example.com/c.js" } })).toThrow(
      /https/,
    );
  });
});
