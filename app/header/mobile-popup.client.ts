import { closeOnBackdropClick, keepFocusInside } from "./modal-panel.client.ts";

/**
 * The off-canvas menu (S-HEAD-01): the menu toggle opens `#ast-mobile-popup` as a modal dialog; Escape
 * (the browser's), the close button, a click on the overlay and choosing a link close it, and focus
 * returns to the toggle. Tab cycles inside while it is open.
 */
export interface MobilePopup {
  close(): void;
  uninstall(): void;
}

export function installMobilePopup(doc: Document): MobilePopup {
  const toggle = doc.querySelector<HTMLButtonElement>("button.main-header-menu-toggle");
  const popup = doc.querySelector<HTMLDialogElement>("dialog#ast-mobile-popup");
  if (!toggle || !popup) return { close: () => undefined, uninstall: () => undefined };

  const open = () => {
    if (popup.open) return;
    popup.showModal();
    popup.classList.add("active");
    toggle.setAttribute("aria-expanded", "true");
  };
  const close = () => {
    if (popup.open) popup.close();
  };
  const onClosed = () => {
    popup.classList.remove("active");
    toggle.setAttribute("aria-expanded", "false");
    toggle.focus();
  };
  const onPopupClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-close-mobile-popup]") || target?.closest("a[href]")) close();
  };

  const releaseFocus = keepFocusInside(popup);
  const releaseBackdrop = closeOnBackdropClick(popup);
  toggle.addEventListener("click", open);
  popup.addEventListener("click", onPopupClick);
  popup.addEventListener("close", onClosed);
  return {
    close,
    uninstall() {
      releaseFocus();
      releaseBackdrop();
      toggle.removeEventListener("click", open);
      popup.removeEventListener("click", onPopupClick);
      popup.removeEventListener("close", onClosed);
    },
  };
}
