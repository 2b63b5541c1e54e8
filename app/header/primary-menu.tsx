import { MenuItems, type MenuLocation } from "./menu-items.tsx";
import type { MenuItem } from "./menu-tree.ts";

export const SITE_NAVIGATION_ID = "site-navigation";

/**
 * The desktop primary menu. Without script it is a plain list whose sub-menus open on hover and focus
 * (and it wraps on narrow screens), so every link stays reachable.
 */
export function PrimaryMenu({ items, location }: { items: MenuItem[]; location: MenuLocation }) {
  return (
    <nav id={SITE_NAVIGATION_ID} className="main-navigation main-header-bar-navigation" aria-label="Primary">
      <ul id="ast-hf-menu-1" className="main-header-menu ast-nav-menu" data-header-menu="dropdown">
        <MenuItems items={items} location={location} behaviour="dropdown" idPrefix="ast-hf-menu-1" />
      </ul>
    </nav>
  );
}
