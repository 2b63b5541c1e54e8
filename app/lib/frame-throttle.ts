/** The browser's animation-frame functions, passed in so frame-bound work can be tested with fake frames. */
export interface AnimationFrames {
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

export interface FrameThrottle {
  /** Asks for `work` to run in the next animation frame; more requests before it runs add nothing. */
  request(): void;
  cancel(): void;
}

/** Runs `work` at most once per animation frame however often it is requested (scroll and resize handlers). */
export function createFrameThrottle(work: () => void, frames: AnimationFrames): FrameThrottle {
  let handle: number | null = null;
  return {
    request() {
      if (handle !== null) return;
      handle = frames.requestAnimationFrame(() => {
        handle = null;
        work();
      });
    },
    cancel() {
      if (handle === null) return;
      frames.cancelAnimationFrame(handle);
      handle = null;
    },
  };
}
