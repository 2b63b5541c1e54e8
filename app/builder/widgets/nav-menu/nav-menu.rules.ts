import { MENU_BREAK_POINTS } from "../ekit-nav-menu/ekit-nav-menu.rules.ts";

/**
 * Elementor Pro's nav menu folds behind its toggle at the break point its `dropdown` setting names (the same
 * 1024 and 767 px as ElementsKit's, W-MENU-15), always in the `dropdown` layout, never with `none`.
 */
export function proMenuBreakPoint(dropdown: "tablet" | "mobile" | "none"): number | null {
  if (dropdown === "none") return null;
  return dropdown === "tablet"
    ? MENU_BREAK_POINTS.ekit_menu_responsive_tablet
    : MENU_BREAK_POINTS.ekit_menu_responsive_mobile;
}

export function isFolded(
  layout: "horizontal" | "vertical" | "dropdown",
  breakPoint: number | null,
  viewportWidth: number,
): boolean {
  if (layout === "dropdown") return true;
  return breakPoint !== null && viewportWidth <= breakPoint;
}
