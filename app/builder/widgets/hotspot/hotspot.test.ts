import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { HOTSPOT_RESIZE_DEBOUNCE_MS, nextHotspotState, spotPosition, tooltipSide } from "./hotspot.rules.ts";

describe("hotspot", () => {
  it("W-MISC-18 two states per spot, by hover or by click as set", () => {
    expect(nextHotspotState(false, "click", "click")).toBe(true);
    expect(nextHotspotState(true, "click", "click")).toBe(false);
    expect(nextHotspotState(false, "enter", "click")).toBe(false);
    expect(nextHotspotState(false, "enter", "mouseenter")).toBe(true);
    expect(nextHotspotState(true, "leave", "mouseenter")).toBe(false);
    expect(nextHotspotState(true, "escape", "click")).toBe(false);
    expect(nextHotspotState(true, "outside", "mouseenter")).toBe(false);
    expect(nextHotspotState(false, "escape", "none")).toBe(true);
  });

  it("W-MISC-19 the resize debounce is 250 ms; a tooltip without room flips to the opposite side", () => {
    expect(HOTSPOT_RESIZE_DEBOUNCE_MS).toBe(250);
    const viewport = { width: 1000, height: 800 };
    const tooltip = { width: 200, height: 80 };
    expect(tooltipSide("top", { top: 300, bottom: 330, left: 400, right: 430 }, tooltip, viewport)).toBe(
      "top",
    );
    expect(tooltipSide("top", { top: 20, bottom: 50, left: 400, right: 430 }, tooltip, viewport)).toBe(
      "bottom",
    );
    expect(tooltipSide("right", { top: 300, bottom: 330, left: 900, right: 930 }, tooltip, viewport)).toBe(
      "left",
    );
    expect(spotPosition("left", 30, "top", 140)).toEqual({ left: "30%", top: "100%" });
  });

  it("W-MISC-18 renders a button per spot with aria-expanded and its tooltip", async () => {
    const { inner } = await renderWidget("hotspot", {
      image: { id: 42, url: "" },
      hotspot: [
        {
          _id: "a1",
          hotspot_label: "Kiln",
          hotspot_tooltip_content: "Fired to 1280 °C",
          hotspot_offset_x: { size: 30, unit: "%" },
        },
        { _id: "b2", hotspot_tooltip_content: "Glaze <b>bucket</b>" },
      ],
    });
    expect(inner).toContain('data-trigger="click"');
    expect(inner).toContain('aria-expanded="false" aria-controls="e-hotspot-12-w1-0"');
    expect(inner).toContain("left:30%");
    expect(inner).toContain('aria-label="Glaze bucket"');
    expect(inner).toContain("Glaze <b>bucket</b>");
    expect(inner).toContain('role="tooltip"');
  });
});
