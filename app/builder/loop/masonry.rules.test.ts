import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  columnCount,
  DRAG_MOVE_THROTTLE_MS,
  debounce,
  MASONRY_RESIZE_DEBOUNCE_MS,
  MASONRY_TRANSITION_S,
  masonryHeight,
  masonryOffsets,
  throttle,
} from "./masonry.rules.ts";

describe("masonry placement", () => {
  it("moves each item up under the item above it in its column", () => {
    // Row 1: 100, 300, 200 (the row is 300 tall); row 2 starts at 300 + 20.
    const offsets = masonryOffsets([100, 300, 200, 50, 50, 50], 3, 20);
    expect(offsets.slice(0, 3)).toEqual([0, 0, 0]);
    // Column 1: the item above ends at 100, so this one starts at 120 instead of 320.
    expect(offsets[3]).toBe(-200);
    expect(offsets[4]).toBe(0);
    expect(offsets[5]).toBe(-100);
  });

  it("accumulates over rows and never moves an item down", () => {
    const offsets = masonryOffsets([10, 100, 10, 100, 10, 100], 2, 0);
    // Rows are 100 tall. Column 1 holds 10, 10, 10; column 2 holds 100, 100, 100.
    expect(offsets).toEqual([0, 0, -90, 0, -180, 0]);
    expect(masonryOffsets([50, 50], 1, 10)).toEqual([0, 0]);
    expect(masonryHeight([10, 100, 10, 100, 10, 100], 2, 0)).toBe(300);
    expect(masonryHeight([100, 300, 200, 50, 50, 50], 3, 20)).toBe(370);
  });

  it("reads the column count from the computed grid-template-columns", () => {
    expect(columnCount("300px 300px 300px")).toBe(3);
    expect(columnCount("minmax(0px, 1fr) 200px")).toBe(2);
    expect(columnCount("")).toBe(1);
  });
});

describe("grid layout timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("W-MISC-23 lays out again 100 ms after the last resize", () => {
    expect(MASONRY_RESIZE_DEBOUNCE_MS).toBe(100);
    const layout = vi.fn();
    const onResize = debounce(layout, MASONRY_RESIZE_DEBOUNCE_MS);
    onResize();
    vi.advanceTimersByTime(60);
    onResize();
    vi.advanceTimersByTime(99);
    expect(layout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(layout).toHaveBeenCalledTimes(1);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(500);
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it("W-MISC-24 moves items over 0.4 s", () => {
    expect(MASONRY_TRANSITION_S).toBe(0.4);
  });

  it("W-MISC-25 follows a drag at most every 120 ms, keeping the last position", () => {
    expect(DRAG_MOVE_THROTTLE_MS).toBe(120);
    const move = vi.fn();
    const onDragMove = throttle(move, DRAG_MOVE_THROTTLE_MS);
    onDragMove();
    expect(move).toHaveBeenCalledTimes(1);
    for (let step = 0; step < 10; step += 1) {
      vi.advanceTimersByTime(10);
      onDragMove();
    }
    // 100 ms in: still the first call only.
    expect(move).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(19);
    expect(move).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(move).toHaveBeenCalledTimes(2);
    // Quiet for a window: the next call runs at once.
    vi.advanceTimersByTime(DRAG_MOVE_THROTTLE_MS);
    onDragMove();
    expect(move).toHaveBeenCalledTimes(3);
  });
});
