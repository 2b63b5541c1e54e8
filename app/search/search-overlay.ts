import { HEADER_BREAK_POINT_CLASS } from "../header/header-break-point.ts";
import type { Timers } from "../lib/timers.ts";

/**
 * The header search overlays (S-SEARCH-01..06): the search icon opens a box over the header
 * (`header-cover`) or a form over the whole page (`full-screen`) and focuses its field; the close control
 * and Escape close it, fading out before the open state is removed. Pure rules; the DOM wiring lives in
 * app/search/header-search.client.ts.
 */

/** How long a closing search fades out before its open state is removed (S-SEARCH-06). */
export const SEARCH_FADE_OUT_DELAY_MS = 200;

/** Escape's legacy key code, which older browsers report instead of `key` (S-SEARCH-04). */
export const ESCAPE_KEY_CODE = 27;

/** Astra's body class while the mobile header is shown (the header's own rule). */
export { HEADER_BREAK_POINT_CLASS };

/** Body class while the full-screen search is open. */
export const FULL_SCREEN_BODY_CLASS = "full-screen";

export type HeaderSearchStyle = "header-cover" | "full-screen";

/** `closing`: fading out, still in its open state until SEARCH_FADE_OUT_DELAY_MS have passed. */
export type SearchOverlayPhase = "closed" | "open" | "closing";

/** What the DOM wiring draws on entering a phase. */
export interface SearchOverlayView {
  phase: SearchOverlayPhase;
  /** The box is in its open state (shown): while open and while fading out. */
  shown: boolean;
  fadingOut: boolean;
  /** The toggle's `aria-expanded`. */
  expanded: boolean;
  /** `full-screen` on <body>: the full-screen style while it is shown. */
  fullScreenBody: boolean;
  /** Where focus moves on entering the phase: the search field on opening, back to the toggle on closing. */
  focus: "field" | "toggle" | null;
}

export interface SearchOverlay {
  open(): void;
  /** Starts the fade-out; the open state goes SEARCH_FADE_OUT_DELAY_MS later. Only an open search closes. */
  close(): void;
  /** The search icon: opens a closed (or closing) search, closes an open one. */
  toggle(): void;
  /** A key pressed on the page: Escape closes an open search. True when the key was used. */
  handleKey(key: KeyLike): boolean;
  /** Drops a pending fade-out timer (when the page script is uninstalled). */
  dispose(): void;
  readonly phase: SearchOverlayPhase;
}

/** The parts of a KeyboardEvent the rules read; `keyCode` is deprecated but still what some browsers send. */
export interface KeyLike {
  key?: string;
  keyCode?: number;
}

export function isEscapeKey(event: KeyLike): boolean {
  return event.key === "Escape" || event.key === "Esc" || event.keyCode === ESCAPE_KEY_CODE;
}

export function createSearchOverlay(env: {
  style: HeaderSearchStyle;
  timers: Timers;
  render(view: SearchOverlayView): void;
}): SearchOverlay {
  let phase: SearchOverlayPhase = "closed";
  let fadeOut: unknown = null;

  const cancelFadeOut = (): void => {
    if (fadeOut === null) return;
    env.timers.clearTimeout(fadeOut);
    fadeOut = null;
  };

  const enter = (next: SearchOverlayPhase, focus: SearchOverlayView["focus"]): void => {
    phase = next;
    const shown = next !== "closed";
    env.render({
      phase: next,
      shown,
      fadingOut: next === "closing",
      expanded: next === "open",
      fullScreenBody: shown && env.style === "full-screen",
      focus,
    });
  };

  const overlay: SearchOverlay = {
    open() {
      if (phase === "open") return;
      cancelFadeOut();
      enter("open", "field");
    },
    close() {
      if (phase !== "open") return;
      enter("closing", "toggle");
      fadeOut = env.timers.setTimeout(() => {
        fadeOut = null;
        enter("closed", null);
      }, SEARCH_FADE_OUT_DELAY_MS);
    },
    toggle() {
      if (phase === "open") overlay.close();
      else overlay.open();
    },
    handleKey(key) {
      if (phase !== "open" || !isEscapeKey(key)) return false;
      overlay.close();
      return true;
    },
    dispose: cancelFadeOut,
    get phase() {
      return phase;
    },
  };
  return overlay;
}

/**
 * The inline height the header-cover box takes on opening: in the mobile header it matches the header's
 * height (the header is taller there than the cover's own box); otherwise none, and CSS decides.
 */
export function searchBoxHeightOnOpen(
  style: HeaderSearchStyle,
  inMobileHeader: boolean,
  headerHeightPx: number,
): string | null {
  if (style !== "header-cover" || !inMobileHeader || headerHeightPx <= 0) return null;
  return `${Math.round(headerHeightPx)}px`;
}

/** On resize, the box's inline height goes unless the layout is in mobile header mode (S-SEARCH-05). */
export function shouldClearSearchBoxHeight(bodyClasses: { contains(name: string): boolean }): boolean {
  return !bodyClasses.contains(HEADER_BREAK_POINT_CLASS);
}

/** Keeps Tab inside the open full-screen search: the same rule as the header's modal panels. */
export { wrappedFocusIndex } from "../lib/focus-cycle.ts";
