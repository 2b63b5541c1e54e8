import { describe, expect, it } from "vitest";
import { parseSettings } from "../../render/parse-settings.ts";
import {
  blurAt,
  MOTION_FX_RESIZE_DEBOUNCE_MS,
  motionActive,
  mouseStyle,
  mouseTilt,
  mouseTrackOffset,
  opacityAt,
  outness,
  pageProgress,
  pointerRatio,
  progressInRange,
  rotateAt,
  scaleAt,
  scrollStyle,
  translateAt,
  viewportProgress,
} from "./motion-fx.rules.ts";
import { motionConfig, motionFxSettings } from "./settings.ts";

const defaults = (extra: Record<string, unknown> = {}) =>
  motionConfig(parseSettings(motionFxSettings, extra).settings);

describe("motion effects maths", () => {
  it("W-MOTION-07 the resize debounce is 200 ms", () => {
    expect(MOTION_FX_RESIZE_DEBOUNCE_MS).toBe(200);
  });

  it("scroll progress runs 0 → 100 as the element crosses the viewport, and over the page", () => {
    expect(viewportProgress(800, 200, 800)).toBe(0);
    expect(viewportProgress(300, 200, 800)).toBe(50);
    expect(viewportProgress(-200, 200, 800)).toBe(100);
    expect(viewportProgress(-900, 200, 800)).toBe(100);
    expect(pageProgress(0, 3000, 1000)).toBe(0);
    expect(pageProgress(1000, 3000, 1000)).toBe(50);
    expect(pageProgress(10, 500, 1000)).toBe(0);
    expect(progressInRange(50, { start: 20, end: 80 })).toBe(50);
    expect(progressInRange(10, { start: 20, end: 80 })).toBe(0);
    expect(progressInRange(90, { start: 20, end: 80 })).toBe(100);
  });

  it("every default of the scrolling effects, as Elementor Pro sets them", () => {
    const config = defaults({
      motion_fx_motion_fx_scrolling: "yes",
      motion_fx_translateY_effect: "yes",
      motion_fx_translateX_effect: "yes",
      motion_fx_opacity_effect: "yes",
      motion_fx_blur_effect: "yes",
      motion_fx_rotateZ_effect: "yes",
      motion_fx_scale_effect: "yes",
    });
    expect(config.scrolling).toEqual({
      translateY: { speed: 4, negative: false, range: { start: 0, end: 100 } },
      translateX: { speed: 4, negative: false, range: { start: 0, end: 100 } },
      opacity: { level: 10, direction: "out-in", range: { start: 20, end: 80 } },
      blur: { level: 7, direction: "out-in", range: { start: 20, end: 80 } },
      rotateZ: { speed: 1, negative: false, range: { start: 0, end: 100 } },
      scale: { speed: 4, direction: "out-in", range: { start: 20, end: 80 } },
    });
    expect(config.devices).toEqual(["desktop", "tablet", "mobile"]);
    expect(config.relativeTo).toBe("viewport");
    expect(config.origin).toEqual({ x: "center", y: "center" });
    expect(config.mouse).toBeNull();
    const mouse = defaults({
      motion_fx_motion_fx_mouse: "yes",
      motion_fx_mouseTrack_effect: "yes",
      motion_fx_tilt_effect: "yes",
    }).mouse;
    expect(mouse).toEqual({ mouseTrack: { speed: 1, negative: false }, tilt: { speed: 4, negative: false } });
  });

  it("an effect switched on without its group, or a group without effects, does nothing", () => {
    expect(defaults({ motion_fx_translateY_effect: "yes" }).scrolling).toBeNull();
    expect(defaults({ motion_fx_motion_fx_scrolling: "yes" }).scrolling).toBeNull();
  });

  it("translate: 0 at the middle of its range, speed px per percent, against the scroll unless negative", () => {
    const effect = { speed: 4, negative: false, range: { start: 0, end: 100 } };
    expect(translateAt(50, effect)).toBe(0);
    expect(translateAt(0, effect)).toBe(200);
    expect(translateAt(100, effect)).toBe(-200);
    expect(translateAt(100, { ...effect, negative: true })).toBe(200);
  });

  it("rotate: speed 1 turns ±18° over the range", () => {
    const effect = { speed: 1, negative: false, range: { start: 0, end: 100 } };
    expect(rotateAt(0, effect)).toBe(-18);
    expect(rotateAt(50, effect)).toBe(0);
    expect(rotateAt(100, effect)).toBe(18);
    expect(rotateAt(100, { ...effect, negative: true })).toBe(-18);
  });

  it("fade directions: out-in appears across the range, in-out disappears, and the there-and-back ones", () => {
    const range = { start: 20, end: 80 };
    expect(outness(10, "out-in", range)).toBe(1);
    expect(outness(50, "out-in", range)).toBe(0.5);
    expect(outness(90, "out-in", range)).toBe(0);
    expect(outness(90, "in-out", range)).toBe(1);
    expect(outness(0, "in-out-in", range)).toBe(0);
    expect(outness(50, "in-out-in", range)).toBe(1);
    expect(outness(100, "in-out-in", range)).toBe(0);
    expect(outness(50, "out-in-out", range)).toBe(0);
    expect(outness(0, "out-in-out", range)).toBe(1);
  });

  it("opacity level 10 fades to 0, blur level 7 to 7 px, scale speed 4 to 0.6", () => {
    const range = { start: 20, end: 80 };
    expect(opacityAt(0, { level: 10, direction: "out-in", range })).toBe(0);
    expect(opacityAt(100, { level: 10, direction: "out-in", range })).toBe(1);
    expect(opacityAt(0, { level: 5, direction: "out-in", range })).toBe(0.5);
    expect(blurAt(0, { level: 7, direction: "out-in", range })).toBe(7);
    expect(blurAt(50, { level: 7, direction: "out-in", range })).toBe(3.5);
    expect(scaleAt(0, { speed: 4, direction: "out-in", range })).toBe(0.6);
    expect(scaleAt(100, { speed: 4, direction: "out-in", range })).toBe(1);
  });

  it("scrollStyle writes transform, opacity and filter only", () => {
    const config = defaults({
      motion_fx_motion_fx_scrolling: "yes",
      motion_fx_translateY_effect: "yes",
      motion_fx_opacity_effect: "yes",
    });
    expect(scrollStyle(0, config.scrolling ?? {})).toEqual({
      transform: "translateY(200px)",
      opacity: "0",
      filter: "",
    });
    expect(scrollStyle(50, config.scrolling ?? {})).toEqual({
      transform: "translateY(0px)",
      opacity: "0.5",
      filter: "",
    });
  });

  it("mouse track and 3D tilt from the pointer's place in the window", () => {
    expect(pointerRatio(0, 0, 1000, 800)).toEqual({ x: -1, y: -1 });
    expect(pointerRatio(500, 400, 1000, 800)).toEqual({ x: 0, y: 0 });
    expect(mouseTrackOffset({ x: 1, y: -1 }, { speed: 1, negative: false })).toEqual({ x: -10, y: 10 });
    expect(mouseTrackOffset({ x: 1, y: -1 }, { speed: 1, negative: true })).toEqual({ x: 10, y: -10 });
    expect(mouseTilt({ x: 1, y: 1 }, { speed: 4, negative: false })).toEqual({ rotateX: -10, rotateY: 10 });
    expect(mouseStyle({ x: 0, y: 0 }, { mouseTrack: { speed: 1, negative: false } })).toBe(
      "translate(0px, 0px)",
    );
  });

  it("devices and reduced motion switch the motion off", () => {
    const config = defaults({
      motion_fx_motion_fx_scrolling: "yes",
      motion_fx_translateY_effect: "yes",
      motion_fx_devices: ["desktop"],
    });
    expect(motionActive(config, "desktop", false)).toBe(true);
    expect(motionActive(config, "mobile", false)).toBe(false);
    expect(motionActive(config, "desktop", true)).toBe(false);
  });
});
