/**
 * Astra's sticky header as pure rules (S-THEME-13..16): when it sticks, when the hide-on-scroll variant
 * hides, how far below the top it sits when a WordPress admin bar is present, and which device's
 * settings apply at a width. The DOM wiring (./sticky-header.client.ts) measures and
 * applies; nothing here touches the browser.
 */

/** The sticky code's own break point: at or below this width the mobile sticky header is used. */
export const STICKY_HEADER_BREAK_POINT = 920;
/** Scroll moves smaller than this (px) do not change the hide-on-scroll direction. */
export const HIDE_ON_SCROLL_DELTA = 5;

/** WordPress admin bar heights (px): fixed above 782 px, taller up to 600 px, not fixed below. */
export const ADMIN_BAR_HEIGHT_DESKTOP = 32;
export const ADMIN_BAR_HEIGHT_TABLET = 46;
const ADMIN_BAR_TABLET_MAX_WIDTH = 782;
const ADMIN_BAR_UNFIXED_MAX_WIDTH = 600;

export type StickyDevice = "desktop" | "mobile";
export type StickyDevices = StickyDevice | "both";

/** How far below the viewport's top the stuck header sits: the admin bar's height while it is fixed. */
export function adminBarOffset(viewportWidth: number, hasAdminBar: boolean): number {
  if (!hasAdminBar || viewportWidth <= ADMIN_BAR_UNFIXED_MAX_WIDTH) return 0;
  return viewportWidth <= ADMIN_BAR_TABLET_MAX_WIDTH ? ADMIN_BAR_HEIGHT_TABLET : ADMIN_BAR_HEIGHT_DESKTOP;
}

export function stickyDevice(viewportWidth: number): StickyDevice {
  return viewportWidth <= STICKY_HEADER_BREAK_POINT ? "mobile" : "desktop";
}

export function stickyAppliesTo(devices: StickyDevices, device: StickyDevice): boolean {
  return devices === "both" || devices === device;
}

/**
 * The scroll position past which the header sticks: where its top edge (in the page) meets the
 * offset it will be fixed at, so sticking is seamless. Never negative.
 */
export function stickThreshold(headerTopInPage: number, topOffset: number): number {
  return Math.max(0, headerTopInPage - topOffset);
}

export interface StickyState {
  stuck: boolean;
  /** Hide-on-scroll only: slid out of view while the shopper scrolls down. */
  hidden: boolean;
  /** The scroll position the last direction change was measured from. */
  anchorY: number;
}

export const INITIAL_STICKY_STATE: StickyState = { stuck: false, hidden: false, anchorY: 0 };

export interface StickyInput {
  scrollY: number;
  threshold: number;
  headerHeight: number;
  hideOnScroll: boolean;
}

/**
 * The next state after a scroll. The header sticks strictly past the threshold and releases at or above
 * it. With hide-on-scroll it hides when the shopper has scrolled down by at least the delta and the
 * header would be out of its own place anyway (past threshold + its height), and shows again after an
 * upward move of at least the delta; smaller moves keep the state and the anchor.
 */
export function nextStickyState(state: StickyState, input: StickyInput): StickyState {
  const { scrollY, threshold, headerHeight, hideOnScroll } = input;
  const stuck = scrollY > threshold;
  if (!stuck || !hideOnScroll) return { stuck, hidden: false, anchorY: scrollY };
  const moved = scrollY - state.anchorY;
  if (Math.abs(moved) < HIDE_ON_SCROLL_DELTA) return { ...state, stuck };
  const scrollingDown = moved > 0;
  return { stuck, hidden: scrollingDown && scrollY > threshold + headerHeight, anchorY: scrollY };
}
