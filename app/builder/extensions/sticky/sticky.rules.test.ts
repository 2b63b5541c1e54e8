import { describe, expect, it } from "vitest";
import { parseSettings } from "../../render/parse-settings.ts";
import { type StickySettings, stickySettings } from "./settings.ts";
import {
  hiddenTransform,
  hideThreshold,
  INITIAL_STICKY_STATE,
  nextStickyState,
  STICKY_BLUR,
  STICKY_RESIZE_DEBOUNCE_MS,
  STICKY_SECTION_RESIZE_DEBOUNCE_MS,
  STICKY_TRANSITION,
  type StickyConfiguration,
  sameConfiguration,
  scrollDistance,
  stickyConfiguration,
  stickyEnabledOn,
  stickyGradient,
  stuckAppearance,
  stuckPosition,
  withAlpha,
} from "./sticky.rules.ts";

const settingsOf = (raw: Record<string, unknown> = {}): StickySettings =>
  parseSettings(stickySettings, { uae_sticky_header_enable: "yes", ...raw }).settings;
const plain = { color: "rgb(31, 42, 55)", image: "none" };

describe("sticky header settings and defaults", () => {
  it("W-STICKY-02 W-STICKY-03 enabled by uae_sticky_header_enable, on every device by default", () => {
    const defaults = settingsOf();
    expect(stickyEnabledOn(defaults, "desktop")).toBe(true);
    expect(stickyEnabledOn(defaults, "tablet")).toBe(true);
    expect(stickyEnabledOn(defaults, "mobile")).toBe(true);
    expect(stickyEnabledOn(settingsOf({ uae_sticky_header_enable: "" }), "desktop")).toBe(false);
    const mobileOnly = settingsOf({ uae_sticky_devices: ["mobile"] });
    expect(stickyEnabledOn(mobileOnly, "desktop")).toBe(false);
    expect(stickyEnabledOn(mobileOnly, "mobile")).toBe(true);
  });

  it("W-STICKY-04 W-STICKY-22 scroll distance 100 px by default, per device, px or % of the viewport", () => {
    expect(scrollDistance(settingsOf(), "desktop", 800)).toBe(100);
    expect(scrollDistance(settingsOf(), "mobile", 800)).toBe(100);
    const responsive = settingsOf({
      uae_sticky_scroll_distance: { unit: "px", size: 200 },
      uae_sticky_scroll_distance_tablet: { unit: "%", size: 50 },
    });
    expect(scrollDistance(responsive, "desktop", 800)).toBe(200);
    expect(scrollDistance(responsive, "tablet", 800)).toBe(400);
    // Mobile inherits the tablet's value when it has none of its own.
    expect(scrollDistance(responsive, "mobile", 600)).toBe(300);
  });

  it("W-STICKY-11 W-STICKY-24 hide threshold 10% of the viewport by default, with device variants", () => {
    expect(hideThreshold(settingsOf(), "desktop", 900)).toBe(90);
    const responsive = settingsOf({ uae_sticky_hide_threshold_mobile: { unit: "px", size: 40 } });
    expect(hideThreshold(responsive, "mobile", 900)).toBe(40);
    expect(hideThreshold(responsive, "tablet", 900)).toBe(90);
  });

  it("a bad stored value falls back to the default", () => {
    const parsed = parseSettings(stickySettings, {
      uae_sticky_devices: "everywhere",
      uae_sticky_background_color: "red;}",
    });
    expect(parsed.settings.uae_sticky_devices).toEqual(["desktop", "tablet", "mobile"]);
    expect(parsed.settings.uae_sticky_background_color).toBe("#ffffff");
    expect(parsed.issues.map((issue) => issue.key).sort()).toEqual([
      "uae_sticky_background_color",
      "uae_sticky_devices",
    ]);
  });
});

describe("sticky header look", () => {
  it("W-STICKY-13 W-STICKY-30 fixed at the top, full width, z-index 9999", () => {
    expect(stuckPosition()).toEqual({
      position: "fixed",
      top: "0",
      left: "0",
      right: "0",
      "z-index": "9999",
      width: "100%",
    });
  });

  it("W-STICKY-31 W-STICKY-32 W-STICKY-33 W-STICKY-34 transition 0.3 s, blur 10 px, resize debounces 250 and 300 ms", () => {
    expect(STICKY_TRANSITION).toBe("all 0.3s ease-in-out");
    expect(STICKY_BLUR).toBe("blur(10px)");
    expect(STICKY_RESIZE_DEBOUNCE_MS).toBe(250);
    expect(STICKY_SECTION_RESIZE_DEBOUNCE_MS).toBe(300);
  });

  it("nothing changes the look when no effect is enabled", () => {
    expect(stuckAppearance(settingsOf(), plain)).toEqual({});
  });

  it("W-STICKY-06 W-STICKY-28 solid background, #ffffff by default", () => {
    expect(stuckAppearance(settingsOf({ uae_sticky_background_enable: "yes" }), plain)).toEqual({
      "background-color": "#ffffff",
    });
    expect(
      stuckAppearance(
        settingsOf({ uae_sticky_background_enable: "yes", uae_sticky_background_color: "#1F2A37" }),
        plain,
      ),
    ).toEqual({ "background-color": "#1F2A37" });
  });

  it("W-STICKY-07 W-STICKY-08 W-STICKY-27 W-STICKY-29 gradient: #ffffff 0% to #f0f0f0 100% at 180deg by default, or radial", () => {
    const gradient = settingsOf({
      uae_sticky_background_enable: "yes",
      uae_sticky_background_type: "gradient",
    });
    expect(stickyGradient(gradient)).toBe("linear-gradient(180deg, #ffffff 0%, #f0f0f0 100%)");
    expect(stuckAppearance(gradient, plain)).toEqual({
      "background-image": "linear-gradient(180deg, #ffffff 0%, #f0f0f0 100%)",
      "background-color": "transparent",
    });
    expect(
      stickyGradient(
        settingsOf({
          uae_sticky_gradient_type: "radial",
          uae_sticky_gradient_color_1: "#000",
          uae_sticky_gradient_location_1: { unit: "%", size: 20 },
        }),
      ),
    ).toBe("radial-gradient(circle, #000 20%, #f0f0f0 100%)");
  });

  it("W-STICKY-05 W-STICKY-23 W-STICKY-32 transparency (only without a background): opacity (100 − level)/100 and a 10 px blur", () => {
    // The default level is 100%: fully transparent.
    expect(stuckAppearance(settingsOf({ uae_sticky_transparent_enable: "yes" }), plain)).toEqual({
      "background-color": "rgba(31, 42, 55, 0)",
      "backdrop-filter": "blur(10px)",
      "-webkit-backdrop-filter": "blur(10px)",
    });
    const level = settingsOf({
      uae_sticky_transparent_enable: "yes",
      uae_sticky_transparency_level: { unit: "%", size: 20 },
    });
    expect(stuckAppearance(level, { color: "rgba(0, 0, 0, 0)", image: "none" })["background-color"]).toBe(
      "rgba(255, 255, 255, 0.8)",
    );
    expect(
      stuckAppearance(level, { color: "", image: "linear-gradient(90deg, #ff0000 0%, rgb(0, 0, 255) 100%)" })[
        "background-image"
      ],
    ).toBe("linear-gradient(90deg, rgba(255, 0, 0, 0.8) 0%, rgba(0, 0, 255, 0.8) 100%)");
    // A sticky background wins over transparency.
    expect(
      stuckAppearance(
        settingsOf({ uae_sticky_transparent_enable: "yes", uae_sticky_background_enable: "yes" }),
        plain,
      ),
    ).toEqual({ "background-color": "#ffffff" });
  });

  it("W-STICKY-09 W-STICKY-25 border: 1 px #e0e0e0 by default", () => {
    expect(stuckAppearance(settingsOf({ uae_sticky_border_enable: "yes" }), plain)).toEqual({
      "border-bottom": "1px solid #e0e0e0",
    });
  });

  it("W-STICKY-10 W-STICKY-26 shadow: 0 0 10px 0 by default", () => {
    expect(stuckAppearance(settingsOf({ uae_sticky_shadow_enable: "yes" }), plain)).toEqual({
      "box-shadow": "0 0px 10px 0px rgba(0, 0, 0, 0.1)",
    });
    expect(
      stuckAppearance(
        settingsOf({
          uae_sticky_shadow_enable: "yes",
          uae_sticky_shadow_vertical: { unit: "px", size: 4 },
          uae_sticky_shadow_spread: { unit: "px", size: 2 },
          uae_sticky_shadow_color: "#000000",
        }),
        plain,
      ),
    ).toEqual({ "box-shadow": "0 4px 10px 2px #000000" });
  });

  it("withAlpha reads 3- and 6-digit hex, rgb and rgba", () => {
    expect(withAlpha("#fff", 0.5)).toBe("rgba(255, 255, 255, 0.5)");
    expect(withAlpha("#1f2a37", 1)).toBe("rgba(31, 42, 55, 1)");
    expect(withAlpha("rgba(1, 2, 3, 0.4)", 0.2)).toBe("rgba(1, 2, 3, 0.2)");
    expect(withAlpha("hsl(0 0% 0%)", 0.2)).toBe("rgba(255, 255, 255, 0.2)");
  });
});

describe("sticky header scroll states", () => {
  const config = (overrides: Partial<StickyConfiguration> = {}): StickyConfiguration => ({
    enabled: true,
    distance: 100,
    hideOnScrollDown: false,
    hideThreshold: 80,
    ...overrides,
  });

  it("W-STICKY-12 W-STICKY-15 not sticky below the distance, sticky at it, released above it again", () => {
    let state = nextStickyState(INITIAL_STICKY_STATE, 99, config());
    expect(state.stuck).toBe(false);
    state = nextStickyState(state, 100, config());
    expect(state.stuck).toBe(true);
    state = nextStickyState(state, 40, config());
    expect(state).toEqual({ stuck: false, hidden: false, lastScrollTop: 40 });
  });

  it("W-STICKY-16 W-STICKY-17 hides when scrolling down past the threshold, shows when scrolling up", () => {
    const hiding = config({ hideOnScrollDown: true, distance: 100, hideThreshold: 300 });
    let state = nextStickyState(INITIAL_STICKY_STATE, 200, hiding);
    expect(state).toMatchObject({ stuck: true, hidden: false });
    state = nextStickyState(state, 350, hiding);
    expect(state).toMatchObject({ stuck: true, hidden: true });
    state = nextStickyState(state, 340, hiding);
    expect(state).toMatchObject({ stuck: true, hidden: false });
    expect(hiddenTransform(true)).toBe("translateY(-100%)");
    expect(hiddenTransform(false)).toBe("translateY(0)");
    // Without the setting it never hides.
    expect(nextStickyState(nextStickyState(INITIAL_STICKY_STATE, 200, config()), 900, config()).hidden).toBe(
      false,
    );
  });

  it("W-STICKY-18 W-STICKY-21 the configuration per device, compared on resize", () => {
    const settings = settingsOf({
      uae_sticky_devices: ["desktop", "tablet"],
      uae_sticky_scroll_distance_tablet: { unit: "px", size: 50 },
    });
    const desktop = stickyConfiguration(settings, "desktop", 800);
    const tablet = stickyConfiguration(settings, "tablet", 800);
    const mobile = stickyConfiguration(settings, "mobile", 800);
    expect(desktop).toEqual({ enabled: true, distance: 100, hideOnScrollDown: false, hideThreshold: 80 });
    expect(tablet.distance).toBe(50);
    expect(mobile.enabled).toBe(false);
    expect(sameConfiguration(desktop, stickyConfiguration(settings, "desktop", 800))).toBe(true);
    expect(sameConfiguration(desktop, stickyConfiguration(settings, "desktop", 700))).toBe(false);
    expect(sameConfiguration(null, desktop)).toBe(false);
  });
});
