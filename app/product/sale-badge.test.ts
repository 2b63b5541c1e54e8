import { describe, expect, it } from "vitest";
import { saleBadgeText } from "./sale-badge.ts";

const percentages = { "101": 20, "102": "35", "103": 0 };

describe("saleBadgeText", () => {
  it("puts the chosen variation's percentage into the [value] placeholder (S-PROD-18)", () => {
    expect(saleBadgeText("[value]% Off", percentages, "101")).toBe("20% Off");
    expect(saleBadgeText("-[value]%", percentages, 102)).toBe("-35%");
  });

  it("is recalculated for each chosen variation (S-PROD-19)", () => {
    const texts = ["101", "102", "101"].map((id) => saleBadgeText("[value]% Off", percentages, id));
    expect(texts).toEqual(["20% Off", "35% Off", "20% Off"]);
  });

  it("hides the badge for a variation without a positive percentage, or with none chosen (S-PROD-18, S-PROD-19)", () => {
    expect(saleBadgeText("[value]% Off", percentages, "999")).toBeNull();
    expect(saleBadgeText("[value]% Off", percentages, "103")).toBeNull();
    expect(saleBadgeText("[value]% Off", percentages, "")).toBeNull();
    expect(saleBadgeText("[value]% Off", percentages, null)).toBeNull();
    expect(saleBadgeText("[value]% Off", { "7": "n/a" }, "7")).toBeNull();
  });

  it("returns a template without the placeholder as it is (S-PROD-18)", () => {
    expect(saleBadgeText("Sale!", percentages, "101")).toBe("Sale!");
  });

  it("replaces every placeholder (S-PROD-18)", () => {
    expect(saleBadgeText("[value]% ([value])", percentages, "101")).toBe("20% (20)");
  });
});
