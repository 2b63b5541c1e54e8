import type { BuilderRuntime } from "../../runtime/types.ts";
import { SMOOTH_SCROLL_MS, smoothScrollPosition } from "./ekit-nav-menu.rules.ts";

/**
 * W-MENU-06: scrolls to the target over 800 ms (at once when reduced motion is asked for), below a sticky header.
 * Shared by the nav menus' browser modules (ElementsKit's and Elementor Pro's).
 */
export function smoothScrollTo(target: Element, runtime: BuilderRuntime): void {
  const win = window;
  const header = target.ownerDocument.querySelector(".uae-sticky--active, .elementor-sticky--active");
  const offset = header ? header.getBoundingClientRect().height : 0;
  const to = Math.max(0, target.getBoundingClientRect().top + win.scrollY - offset);
  if (runtime.reducedMotion()) {
    win.scrollTo(0, to);
    return;
  }
  const from = win.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    win.scrollTo(0, smoothScrollPosition(from, to, elapsed));
    if (elapsed < SMOOTH_SCROLL_MS) win.requestAnimationFrame(step);
  };
  win.requestAnimationFrame(step);
}
