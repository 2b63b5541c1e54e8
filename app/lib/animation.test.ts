import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANIMATION_DEFAULT_MS,
  ANIMATION_FAST_MS,
  ANIMATION_SLOW_MS,
  afterAnimation,
  animationDuration,
} from "./animation.ts";

describe("animation durations", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("defaults to 400 ms, with fast 200 ms and slow 600 ms (S-CONST-03)", () => {
    expect([ANIMATION_DEFAULT_MS, ANIMATION_FAST_MS, ANIMATION_SLOW_MS]).toEqual([400, 200, 600]);
    expect(animationDuration()).toBe(400);
    expect(animationDuration("normal")).toBe(400);
    expect(animationDuration("fast")).toBe(200);
    expect(animationDuration("slow")).toBe(600);
    expect(animationDuration(250)).toBe(250);
    expect(animationDuration(Number.NaN)).toBe(400);
  });

  it("finishes a default animation after 400 ms, fast after 200 ms and slow after 600 ms (S-CONST-03)", () => {
    const done: string[] = [];
    afterAnimation(globalThis, undefined, () => done.push("default"));
    afterAnimation(globalThis, "fast", () => done.push("fast"));
    afterAnimation(globalThis, "slow", () => done.push("slow"));
    vi.advanceTimersByTime(199);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(["fast"]);
    vi.advanceTimersByTime(200);
    expect(done).toEqual(["fast", "default"]);
    vi.advanceTimersByTime(200);
    expect(done).toEqual(["fast", "default", "slow"]);
  });

  it("can be cancelled before it finishes (S-CONST-03)", () => {
    const done = vi.fn();
    const cancel = afterAnimation(globalThis, "fast", done);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
  });
});
