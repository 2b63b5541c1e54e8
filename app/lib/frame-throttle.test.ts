import { describe, expect, it, vi } from "vitest";
import { type AnimationFrames, createFrameThrottle } from "./frame-throttle.ts";

/** Frames that run only when the test says a frame has passed. */
function fakeFrames(): AnimationFrames & { nextFrame(): void; waiting(): number } {
  let queue = new Map<number, () => void>();
  let next = 1;
  return {
    requestAnimationFrame(callback) {
      queue.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(handle) {
      queue.delete(handle);
    },
    nextFrame() {
      const due = queue;
      queue = new Map();
      for (const callback of due.values()) callback();
    },
    waiting: () => queue.size,
  };
}

describe("frame throttle", () => {
  it("runs the scroll work once per animation frame however many scroll events arrive (S-THEME-13)", () => {
    const frames = fakeFrames();
    const work = vi.fn();
    const throttle = createFrameThrottle(work, frames);
    throttle.request();
    throttle.request();
    throttle.request();
    expect(work).not.toHaveBeenCalled();
    expect(frames.waiting()).toBe(1);
    frames.nextFrame();
    expect(work).toHaveBeenCalledTimes(1);
    throttle.request();
    frames.nextFrame();
    expect(work).toHaveBeenCalledTimes(2);
    frames.nextFrame();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("cancels a waiting frame", () => {
    const frames = fakeFrames();
    const work = vi.fn();
    const throttle = createFrameThrottle(work, frames);
    throttle.request();
    throttle.cancel();
    frames.nextFrame();
    expect(work).not.toHaveBeenCalled();
    throttle.request();
    frames.nextFrame();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
