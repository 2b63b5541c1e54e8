import type { Timers } from "../lib/timers.ts";

/** The overlay that blocks an element while a request about it is pending (S-MINI-04..06). */
export const BLOCK_OVERLAY_OPACITY = 0.6;
export const BLOCK_OVERLAY_BACKGROUND = "#fff";
/** Shown on the overlay unless the caller gives another message (S-MINI-05). */
export const BLOCK_MESSAGE = "Please wait...";
export const BLOCK_FADE_IN_MS = 200;
export const BLOCK_FADE_OUT_MS = 400;

export type BlockPhase = "hidden" | "fading-in" | "blocked" | "fading-out";

/** What the DOM wiring draws: in "hidden" the overlay is removed; otherwise it is drawn at `opacity`,
 * transitioning over `transitionMs`. */
export interface BlockOverlayView {
  phase: BlockPhase;
  opacity: number;
  transitionMs: number;
  message: string;
  background: string;
}

export interface BlockOverlay {
  /** Puts the overlay up (fading in over BLOCK_FADE_IN_MS). */
  block(): void;
  /** Takes it down (fading out over BLOCK_FADE_OUT_MS), once the reply has arrived. */
  unblock(): void;
  readonly phase: BlockPhase;
}

export function createBlockOverlay(
  env: { timers: Timers; render(view: BlockOverlayView): void },
  options: { message?: string } = {},
): BlockOverlay {
  const message = options.message ?? BLOCK_MESSAGE;
  let phase: BlockPhase = "hidden";
  let handle: unknown = null;

  const enter = (next: BlockPhase): void => {
    phase = next;
    const fadingOut = next === "fading-out" || next === "hidden";
    env.render({
      phase: next,
      opacity: fadingOut ? 0 : BLOCK_OVERLAY_OPACITY,
      transitionMs: fadingOut ? BLOCK_FADE_OUT_MS : BLOCK_FADE_IN_MS,
      message,
      background: BLOCK_OVERLAY_BACKGROUND,
    });
  };

  const after = (ms: number, next: BlockPhase): void => {
    if (handle !== null) env.timers.clearTimeout(handle);
    handle = env.timers.setTimeout(() => {
      handle = null;
      enter(next);
    }, ms);
  };

  return {
    block() {
      if (phase === "fading-in" || phase === "blocked") return;
      enter("fading-in");
      after(BLOCK_FADE_IN_MS, "blocked");
    },
    unblock() {
      if (phase === "hidden" || phase === "fading-out") return;
      enter("fading-out");
      after(BLOCK_FADE_OUT_MS, "hidden");
    },
    get phase() {
      return phase;
    },
  };
}
