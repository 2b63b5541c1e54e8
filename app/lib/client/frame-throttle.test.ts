import { describe, expect, it, vi } from "vitest";
import { oncePerFrame } from "./frame-throttle.ts";

function fakeFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    schedule: (callback: () => void) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => callbacks.delete(handle),
    runFrame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}

describe("once per animation frame", () => {
  it("runs the work once however many times it is requested within a frame", () => {
    const frames = fakeFrames();
    const work = vi.fn();
    const throttled = oncePerFrame(work, frames.schedule, frames.cancel);
    throttled.request();
    throttled.request();
    throttled.request();
    frames.runFrame();
    expect(work).toHaveBeenCalledTimes(1);
    throttled.request();
    frames.runFrame();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("does nothing after cancel", () => {
    const frames = fakeFrames();
    const work = vi.fn();
    const throttled = oncePerFrame(work, frames.schedule, frames.cancel);
    throttled.request();
    throttled.cancel();
    frames.runFrame();
    expect(work).not.toHaveBeenCalled();
  });
});
