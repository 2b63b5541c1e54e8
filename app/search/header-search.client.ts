/**
 * The page script for the header search (S-SEARCH-01..06), installed once per page load. The markup works
 * without it as a native popover; this takes the box over so it behaves as the theme's does: the field is
 * focused on opening, Escape and the close control fade it out, the full-screen form sets `full-screen` on
 * <body>, Tab stays inside the full-screen form, and focus returns to the icon.
 */

import { bodyClasses } from "~/lib/body-classes.ts";
import {
  createSearchOverlay,
  FULL_SCREEN_BODY_CLASS,
  HEADER_BREAK_POINT_CLASS,
  type HeaderSearchStyle,
  searchBoxHeightOnOpen,
  shouldClearSearchBoxHeight,
  wrappedFocusIndex,
} from "~/search/search-overlay.ts";
import { SEARCH_TOGGLE_SELECTOR } from "./header-search.tsx";

/** The box's open state, kept while it fades out. */
export const SEARCH_OPEN_CLASS = "ast-search-active";
export const SEARCH_FADE_OUT_CLASS = "ast-search-fade-out";

const BODY_CLASS_OWNER = "header-search";

const FOCUSABLE = "input:not([type=hidden]), button, a[href], select, textarea";

/** Popover attributes the script removes while it owns the box, and puts back when uninstalled. */
const POPOVER_ATTRIBUTES = ["popover", "popovertarget", "popovertargetaction"];

export function installHeaderSearch(doc: Document): () => void {
  const win = doc.defaultView;
  const toggle = doc.querySelector<HTMLElement>(SEARCH_TOGGLE_SELECTOR);
  const boxId = toggle?.getAttribute("aria-controls");
  const box = boxId ? doc.getElementById(boxId) : null;
  if (!win || !toggle || !box) return () => undefined;
  const field = box.querySelector<HTMLInputElement>("input.search-field");
  const closeControl = box.querySelector<HTMLElement>(".close");
  const header = box.closest<HTMLElement>("#masthead, header");
  const style: HeaderSearchStyle = box.classList.contains("full-screen") ? "full-screen" : "header-cover";

  const openedBeforeScript = isPopoverOpen(box);
  if (openedBeforeScript) box.hidePopover();
  const restoreAttributes = [box, toggle, closeControl].flatMap((element) =>
    element ? takeAttributes(element, POPOVER_ATTRIBUTES) : [],
  );
  toggle.setAttribute("aria-expanded", "false");
  // Scripted, the full-screen form keeps focus inside itself, so it is a modal dialog.
  if (style === "full-screen") box.setAttribute("aria-modal", "true");

  const overlay = createSearchOverlay({
    style,
    timers: win,
    render(view) {
      box.classList.toggle(SEARCH_OPEN_CLASS, view.shown);
      box.classList.toggle(SEARCH_FADE_OUT_CLASS, view.fadingOut);
      bodyClasses.set(BODY_CLASS_OWNER, { add: view.fullScreenBody ? [FULL_SCREEN_BODY_CLASS] : [] });
      toggle.setAttribute("aria-expanded", String(view.expanded));
      if (view.phase === "open") {
        const height = searchBoxHeightOnOpen(
          style,
          doc.body.classList.contains(HEADER_BREAK_POINT_CLASS),
          header?.offsetHeight ?? 0,
        );
        if (height !== null) box.style.height = height;
      }
      if (view.focus === "field") field?.focus();
      else if (view.focus === "toggle") toggle.focus();
    },
  });

  const onToggleClick = (event: Event) => {
    event.preventDefault();
    overlay.toggle();
  };
  const onCloseClick = (event: Event) => {
    event.preventDefault();
    overlay.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (overlay.handleKey(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === "Tab" && style === "full-screen" && overlay.phase === "open") {
      const controls = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const current = controls.indexOf(doc.activeElement as HTMLElement);
      const next = wrappedFocusIndex(current, controls.length, event.shiftKey);
      if (next !== null) {
        event.preventDefault();
        controls[next]?.focus();
      }
    }
  };
  // Resize events fire before media-query changes in a frame, so the header's break-point class is
  // read in the next animation frame, once it has followed the new width.
  const onResize = () =>
    win.requestAnimationFrame(() => {
      if (shouldClearSearchBoxHeight(doc.body.classList)) box.style.height = "";
    });

  toggle.addEventListener("click", onToggleClick);
  closeControl?.addEventListener("click", onCloseClick);
  doc.addEventListener("keydown", onKeyDown);
  win.addEventListener("resize", onResize);
  if (openedBeforeScript) overlay.open();

  return () => {
    toggle.removeEventListener("click", onToggleClick);
    closeControl?.removeEventListener("click", onCloseClick);
    doc.removeEventListener("keydown", onKeyDown);
    win.removeEventListener("resize", onResize);
    overlay.dispose();
    bodyClasses.clear(BODY_CLASS_OWNER);
    for (const restore of restoreAttributes) restore();
  };
}

/** Whether a shopper opened the native popover before the script ran (browsers without popovers: never). */
function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return typeof element.hidePopover === "function" && element.matches(":popover-open");
  } catch {
    return false;
  }
}

/** Removes the attributes present on the element; returns how to put them back. */
function takeAttributes(element: HTMLElement, names: readonly string[]): (() => void)[] {
  return names.flatMap((name) => {
    const value = element.getAttribute(name);
    if (value === null) return [];
    element.removeAttribute(name);
    return [() => element.setAttribute(name, value)];
  });
}
