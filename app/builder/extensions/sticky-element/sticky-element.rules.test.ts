import { describe, expect, it } from "vitest";
import { stickyElementConfig, stickyElementSettings } from "./settings.ts";
import { STICKY_ELEMENT_DEFAULTS, stickyElementState, stickyOnDevice } from "./sticky-element.rules.ts";

const top = { side: "top", offset: 0, effectsOffset: 0, stayInParent: false } as const;
const layout = { top: 600, height: 80, parentBottom: null };

describe("Elementor Pro's sticky effect", () => {
  it("defaults: offset 0, effects offset 0, every device, off unless top or bottom", () => {
    const settings = stickyElementSettings.parse({});
    expect(settings.sticky).toBe("");
    expect(settings.sticky_on).toEqual(["desktop", "tablet", "mobile"]);
    expect(stickyElementConfig(settings, "desktop")).toEqual({
      side: "top",
      offset: STICKY_ELEMENT_DEFAULTS.offset,
      effectsOffset: STICKY_ELEMENT_DEFAULTS.effectsOffset,
      stayInParent: false,
    });
    expect(STICKY_ELEMENT_DEFAULTS).toMatchObject({ offset: 0, effectsOffset: 0 });
  });

  it("sticks at the top once the window reaches the element, less its offset", () => {
    expect(stickyElementState(top, layout, 599, 800).active).toBe(false);
    expect(stickyElementState(top, layout, 600, 800).active).toBe(true);
    const offset = { ...top, offset: 40 };
    expect(stickyElementState(offset, layout, 559, 800).active).toBe(false);
    expect(stickyElementState(offset, layout, 560, 800).active).toBe(true);
  });

  it("adds the effects class only past the effects offset", () => {
    const effects = { ...top, effectsOffset: 100 };
    expect(stickyElementState(effects, layout, 650, 800)).toMatchObject({ active: true, effects: false });
    expect(stickyElementState(effects, layout, 700, 800)).toMatchObject({ active: true, effects: true });
  });

  it("sticks at the bottom while the element is below the window's bottom edge", () => {
    const bottom = { ...top, side: "bottom" } as const;
    const low = { top: 1500, height: 80, parentBottom: null };
    expect(stickyElementState(bottom, low, 0, 800).active).toBe(true);
    expect(stickyElementState(bottom, low, 780, 800).active).toBe(false);
  });

  it("stays in its column: stops at the parent's end", () => {
    const inParent = { ...top, stayInParent: true };
    const column = { top: 600, height: 80, parentBottom: 1000 };
    expect(stickyElementState(inParent, column, 800, 800)).toMatchObject({ active: true, stopped: false });
    expect(stickyElementState(inParent, column, 950, 800)).toMatchObject({
      active: true,
      stopped: true,
      stoppedTop: 920,
    });
  });

  it("runs only on the devices chosen; offsets follow the device, falling back to the larger one", () => {
    expect(stickyOnDevice(["desktop"], "mobile")).toBe(false);
    expect(stickyOnDevice(["desktop", "mobile"], "mobile")).toBe(true);
    const settings = stickyElementSettings.parse({
      sticky: "top",
      sticky_offset: { unit: "px", size: 30 },
      sticky_offset_mobile: "10",
      sticky_effects_offset: 50,
    });
    expect(stickyElementConfig(settings, "desktop").offset).toBe(30);
    expect(stickyElementConfig(settings, "tablet").offset).toBe(30);
    expect(stickyElementConfig(settings, "mobile").offset).toBe(10);
    expect(stickyElementConfig(settings, "mobile").effectsOffset).toBe(50);
  });
});
