import { anchorTargetId } from "../../runtime/anchors.ts";

/**
 * The nav menu's rules (widgets.md §2, §4, §9; reference.md "Nav menu"), pure so they are tested where they
 * live; the browser module (./ekit-nav-menu.client.ts) wires them to the DOM.
 */

/** W-MENU-15: the menu's break points (px): at or below its break point the menu becomes an off-canvas panel. */
export const MENU_BREAK_POINTS = {
  ekit_menu_responsive_mobile: 767,
  ekit_menu_responsive_small_tablet: 976,
  ekit_menu_responsive_tablet: 1024,
} as const;
export type MenuBreakPointSetting = keyof typeof MENU_BREAK_POINTS;

/** W-MENU-06: `#` links scroll to their target over 800 ms. */
export const SMOOTH_SCROLL_MS = 800;
/** W-MENU-14: the off-canvas overlay fades in and out over 100 ms. */
export const OVERLAY_FADE_MS = 100;
/** How long after a `#` link is chosen the menu closes when "close on anchor" is set. */
export const CLOSE_ON_ANCHOR_DELAY_MS = 300;

export type MenuLayout = "horizontal" | "vertical" | "expandible" | "flyout";

/** Whether the menu shows as the off-canvas panel behind its toggle: always for flyout, else at its break point. */
export function isOffCanvas(layout: MenuLayout, breakPoint: number, viewportWidth: number): boolean {
  return layout === "flyout" || viewportWidth <= breakPoint;
}

/** W-MENU-06: the in-page target id of a menu link, only for a simple-identifier hash on this very page. */
export function menuHashTarget(
  href: string,
  location: { origin: string; pathname: string; search: string },
): string | null {
  let url: URL;
  try {
    url = new URL(href, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search)
    return null;
  return anchorTargetId(url.hash);
}

/** jQuery's `swing` easing, which ElementsKit's scroll animation uses: slow, fast, slow. */
export function swing(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 0.5 - Math.cos(clamped * Math.PI) / 2;
}

/** W-MENU-06: where a smooth scroll from `from` to `to` is after `elapsed` ms of `SMOOTH_SCROLL_MS`. */
export function smoothScrollPosition(from: number, to: number, elapsed: number): number {
  return from + (to - from) * swing(elapsed / SMOOTH_SCROLL_MS);
}

/** What a key does on a menu item (W-MENU-13): open, close, move between siblings, or nothing. */
export type MenuKeyAction = "toggle" | "open-first" | "close" | "next" | "previous" | "first" | "last" | null;

export function menuKeyAction(
  key: string,
  options: { onToggle: boolean; hasSubmenu: boolean; open: boolean; topLevel: boolean; horizontal: boolean },
): MenuKeyAction {
  switch (key) {
    case "Enter":
    case " ":
      return options.onToggle ? "toggle" : null;
    case "Escape":
      return "close";
    case "ArrowDown":
      if (options.topLevel && options.horizontal && options.hasSubmenu) return "open-first";
      return "next";
    case "ArrowUp":
      return "previous";
    case "ArrowRight":
      if (options.topLevel && options.horizontal) return "next";
      return options.hasSubmenu ? "open-first" : null;
    case "ArrowLeft":
      if (options.topLevel && options.horizontal) return "previous";
      return "close";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}

/** The index a sibling move lands on, wrapping at both ends. */
export function siblingIndex(
  current: number,
  count: number,
  action: "next" | "previous" | "first" | "last",
): number {
  if (count === 0) return -1;
  if (action === "first") return 0;
  if (action === "last") return count - 1;
  return action === "next" ? (current + 1) % count : (current - 1 + count) % count;
}
