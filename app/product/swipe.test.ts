import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSwipeTracker, isSwipe, SWIPE_MAX_DURATION_MS, SWIPE_MIN_DISTANCE_PX } from "./swipe.ts";

const at = (x: number, y: number, t: number) => ({ x, y, t });

describe("isSwipe", () => {
  it("counts a horizontal move of more than 50 px within 550 ms (S-CONST-08)", () => {
    expect(SWIPE_MIN_DISTANCE_PX).toBe(50);
    expect(SWIPE_MAX_DURATION_MS).toBe(550);
    expect(isSwipe(at(200, 0, 0), at(149, 0, 550))).toBe("next");
    expect(isSwipe(at(100, 0, 0), at(151, 10, 300))).toBe("prev");
  });

  it("does not count 50 px or less (S-CONST-08)", () => {
    expect(isSwipe(at(200, 0, 0), at(150, 0, 100))).toBeNull();
    expect(isSwipe(at(100, 0, 0), at(150, 0, 100))).toBeNull();
  });

  it("does not count a move slower than 550 ms (S-CONST-08)", () => {
    expect(isSwipe(at(300, 0, 0), at(0, 0, 551))).toBeNull();
  });

  it("measures only the chosen axis: vertical for the thumbnail slider (S-CONST-08, S-PROD-20)", () => {
    expect(isSwipe(at(0, 0, 0), at(0, 200, 100))).toBeNull();
    expect(isSwipe(at(0, 200, 0), at(0, 100, 100), "y")).toBe("next");
    expect(isSwipe(at(0, 100, 0), at(0, 200, 100), "y")).toBe("prev");
    expect(isSwipe(at(0, 0, 0), at(200, 0, 100), "y")).toBeNull();
  });

  it("ignores an end before the start (S-CONST-08)", () => {
    expect(isSwipe(at(200, 0, 100), at(0, 0, 50))).toBeNull();
  });
});

describe("createSwipeTracker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("times the touch with the clock: 550 ms still counts, 551 ms does not (S-CONST-08)", () => {
    const tracker = createSwipeTracker({ now: () => Date.now() });
    tracker.start({ x: 300, y: 0 });
    vi.advanceTimersByTime(550);
    expect(tracker.end({ x: 200, y: 0 })).toBe("next");

    tracker.start({ x: 300, y: 0 });
    vi.advanceTimersByTime(551);
    expect(tracker.end({ x: 200, y: 0 })).toBeNull();
  });

  it("follows the vertical axis when asked, and forgets a cancelled touch (S-CONST-08)", () => {
    const tracker = createSwipeTracker({ now: () => Date.now(), axis: "y" });
    tracker.start({ x: 0, y: 0 });
    vi.advanceTimersByTime(200);
    expect(tracker.end({ x: 0, y: 80 })).toBe("prev");

    tracker.start({ x: 0, y: 0 });
    tracker.cancel();
    expect(tracker.end({ x: 0, y: 80 })).toBeNull();
    expect(tracker.end({ x: 0, y: 80 })).toBeNull();
  });
});
