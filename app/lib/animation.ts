import type { Timers } from "./timers.ts";

/** Animation durations: the default, "fast" and "slow" (S-CONST-03). */
export const ANIMATION_DEFAULT_MS = 400;
export const ANIMATION_FAST_MS = 200;
export const ANIMATION_SLOW_MS = 600;

export type AnimationSpeed = number | "fast" | "slow" | "normal";

/** A speed in milliseconds: a number is used as it is; "fast" and "slow" are named; anything else is the default. */
export function animationDuration(speed?: AnimationSpeed | null): number {
  if (typeof speed === "number" && Number.isFinite(speed) && speed >= 0) return speed;
  if (speed === "fast") return ANIMATION_FAST_MS;
  if (speed === "slow") return ANIMATION_SLOW_MS;
  return ANIMATION_DEFAULT_MS;
}

/** Calls `done` once an animation of `speed` has run; returns a cancel function. */
export function afterAnimation(
  timers: Timers,
  speed: AnimationSpeed | null | undefined,
  done: () => void,
): () => void {
  const handle = timers.setTimeout(done, animationDuration(speed));
  return () => timers.clearTimeout(handle);
}
