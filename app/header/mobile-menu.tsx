import { CloseIcon, MenuIcon } from "./icons.tsx";
import { MenuItems, type MenuLocation } from "./menu-items.tsx";
import type { MenuItem } from "./menu-tree.ts";

export const MOBILE_POPUP_ID = "ast-mobile-popup";

/** Shown at or below the header break point (body.ast-header-break-point); opens the off-canvas menu. */
export function MobileMenuToggle() {
  return (
    <button
      type="button"
      className="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal"
      aria-expanded="false"
      aria-controls={MOBILE_POPUP_ID}
    >
      <span className="screen-reader-text">Main menu</span>
      <MenuIcon />
    </button>
  );
}

/**
 * Astra's off-canvas menu: a native modal dialog (the rest of the page inert, Escape closes it) holding
 * an overlay and a drawer with the primary menu, whose sub-menus expand by their toggles.
 */
export function MobilePopup({ items, location }: { items: MenuItem[]; location: MenuLocation }) {
  return (
    <dialog id={MOBILE_POPUP_ID} className="ast-mobile-popup-drawer" aria-label="Main menu">
      <div className="ast-mobile-popup-overlay" data-close-mobile-popup />
      <div className="ast-mobile-popup-inner">
        <div className="ast-mobile-popup-header">
          <button type="button" id="menu-toggle-close" className="menu-toggle-close" data-close-mobile-popup>
            <span className="screen-reader-text">Close menu</span>
            <CloseIcon />
          </button>
        </div>
        <nav className="ast-mobile-popup-content" aria-label="Mobile">
          <ul id="ast-hf-mobile-menu" className="main-header-menu ast-nav-menu" data-header-menu="accordion">
            <MenuItems
              items={items}
              location={location}
              behaviour="accordion"
              idPrefix="ast-hf-mobile-menu"
            />
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
