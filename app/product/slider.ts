import type { Timers } from "../lib/timers.ts";

/** Slider defaults (S-CONST-07): time each slide is shown in a slideshow, and the slide transition. */
export const SLIDESHOW_SPEED_MS = 7000;
export const SLIDER_ANIMATION_SPEED_MS = 600;

/** How a slider moves (S-PROD-20). */
export type SliderMove = "next" | "prev" | { index: number };
/** Past either end a slider either wraps round or stops at the end. */
export type SliderEdge = "wrap" | "clamp";

/** The slide index after `move` (S-PROD-20). An empty slider stays at 0. */
export function sliderMove(
  state: { index: number; count: number },
  move: SliderMove,
  edge: SliderEdge,
): number {
  const { count } = state;
  if (count <= 0) return 0;
  const target =
    move === "next" ? state.index + 1 : move === "prev" ? state.index - 1 : Math.trunc(move.index);
  if (edge === "wrap") return ((target % count) + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * Calls `advance` every `speedMs` (SLIDESHOW_SPEED_MS unless given) until the returned stop function
 * is called (S-CONST-07).
 */
export function startSlideshow(
  timers: Timers,
  advance: () => void,
  speedMs: number = SLIDESHOW_SPEED_MS,
): () => void {
  let handle: unknown = null;
  let running = true;
  const tick = (): void => {
    handle = timers.setTimeout(() => {
      if (!running) return;
      advance();
      if (running) tick();
    }, speedMs);
  };
  tick();
  return () => {
    running = false;
    timers.clearTimeout(handle);
  };
}
