import { wrappedFocusIndex } from "~/lib/focus-cycle.ts";

/**
 * Helpers for the header's modal panels (the off-canvas menu, the login popup), which are native
 * `<dialog>`s opened with showModal(): the browser makes the rest of the page inert and closes them
 * on Escape. These add what it leaves to the page.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The panel's focusable elements that are rendered (collapsed sub-menus are display: none). */
export function focusableElements(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Tab from the last element goes to the first and Shift+Tab from the first to the last, rather than
 * out to the browser's own controls.
 */
export function keepFocusInside(panel: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const elements = focusableElements(panel);
    const active = panel.ownerDocument.activeElement;
    const index = active instanceof HTMLElement ? elements.indexOf(active) : -1;
    const next = wrappedFocusIndex(index, elements.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    elements[next]?.focus();
  };
  panel.addEventListener("keydown", onKeyDown);
  return () => panel.removeEventListener("keydown", onKeyDown);
}

/** A click on the dialog element itself is a click on its backdrop (its content fills it). */
export function closeOnBackdropClick(dialog: HTMLDialogElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) dialog.close();
  };
  dialog.addEventListener("click", onClick);
  return () => dialog.removeEventListener("click", onClick);
}
