import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SLIDER_ANIMATION_SPEED_MS, SLIDESHOW_SPEED_MS, sliderMove, startSlideshow } from "./slider.ts";

describe("sliderMove", () => {
  it("moves by next, previous or index (S-PROD-20)", () => {
    expect(sliderMove({ index: 1, count: 4 }, "next", "clamp")).toBe(2);
    expect(sliderMove({ index: 1, count: 4 }, "prev", "clamp")).toBe(0);
    expect(sliderMove({ index: 1, count: 4 }, { index: 3 }, "clamp")).toBe(3);
  });

  it("wraps round past either end when wrapping (S-PROD-20)", () => {
    expect(sliderMove({ index: 3, count: 4 }, "next", "wrap")).toBe(0);
    expect(sliderMove({ index: 0, count: 4 }, "prev", "wrap")).toBe(3);
    expect(sliderMove({ index: 0, count: 4 }, { index: 6 }, "wrap")).toBe(2);
    expect(sliderMove({ index: 0, count: 4 }, { index: -1 }, "wrap")).toBe(3);
  });

  it("stops at the ends when clamping (S-PROD-20)", () => {
    expect(sliderMove({ index: 3, count: 4 }, "next", "clamp")).toBe(3);
    expect(sliderMove({ index: 0, count: 4 }, "prev", "clamp")).toBe(0);
    expect(sliderMove({ index: 0, count: 4 }, { index: 9 }, "clamp")).toBe(3);
    expect(sliderMove({ index: 2, count: 4 }, { index: -3 }, "clamp")).toBe(0);
  });

  it("keeps an empty slider at 0 (S-PROD-20)", () => {
    expect(sliderMove({ index: 0, count: 0 }, "next", "wrap")).toBe(0);
    expect(sliderMove({ index: 0, count: 0 }, "prev", "clamp")).toBe(0);
  });
});

describe("startSlideshow", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 7000 ms by default, with a 600 ms slide animation (S-CONST-07)", () => {
    expect(SLIDESHOW_SPEED_MS).toBe(7000);
    expect(SLIDER_ANIMATION_SPEED_MS).toBe(600);
    const advance = vi.fn();
    startSlideshow(globalThis, advance);
    vi.advanceTimersByTime(6999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(14_000);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it("takes another speed and stops when told (S-CONST-07)", () => {
    const advance = vi.fn();
    const stop = startSlideshow(globalThis, advance, 1000);
    vi.advanceTimersByTime(2000);
    expect(advance).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it("stops for good when stopped from inside advance (S-CONST-07)", () => {
    let stop: () => void = () => undefined;
    const advance = vi.fn(() => stop());
    stop = startSlideshow(globalThis, advance, 1000);
    vi.advanceTimersByTime(5000);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
