/** A touch swipe moves a slider only when it travels more than this far… (S-CONST-08) */
export const SWIPE_MIN_DISTANCE_PX = 50;
/** …within this long (S-CONST-08). */
export const SWIPE_MAX_DURATION_MS = 550;

/** "x" for the gallery slider, "y" for the vertical thumbnail slider. */
export type SwipeAxis = "x" | "y";
export type SwipeDirection = "next" | "prev";

export interface TouchPoint {
  x: number;
  y: number;
  /** Milliseconds on any clock, the same for start and end. */
  t: number;
}

/**
 * Whether a touch from `start` to `end` is a swipe along `axis` (S-CONST-08): more than 50 px within
 * 550 ms. Moving left (or up) shows the next slide, right (or down) the previous one.
 */
export function isSwipe(start: TouchPoint, end: TouchPoint, axis: SwipeAxis = "x"): SwipeDirection | null {
  const elapsed = end.t - start.t;
  if (elapsed < 0 || elapsed > SWIPE_MAX_DURATION_MS) return null;
  const distance = axis === "x" ? end.x - start.x : end.y - start.y;
  if (Math.abs(distance) <= SWIPE_MIN_DISTANCE_PX) return null;
  return distance < 0 ? "next" : "prev";
}

export interface SwipeTracker {
  /** A touch started here (touchstart). */
  start(point: { x: number; y: number }): void;
  /** The touch ended here (touchend): the swipe's direction, or null when it was no swipe. */
  end(point: { x: number; y: number }): SwipeDirection | null;
  /** The touch was cancelled (touchcancel). */
  cancel(): void;
}

/** Follows one touch at a time, timing it with `now()`. */
export function createSwipeTracker(env: { now(): number; axis?: SwipeAxis }): SwipeTracker {
  let started: TouchPoint | null = null;
  return {
    start(point) {
      started = { x: point.x, y: point.y, t: env.now() };
    },
    end(point) {
      if (started === null) return null;
      const direction = isSwipe(started, { x: point.x, y: point.y, t: env.now() }, env.axis);
      started = null;
      return direction;
    },
    cancel() {
      started = null;
    },
  };
}
