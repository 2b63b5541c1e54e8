import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings.ts";

describe("tracking settings", () => {
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
