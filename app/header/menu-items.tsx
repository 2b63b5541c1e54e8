import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { ChevronIcon } from "./icons.tsx";
import {
  holdsCurrentPage,
  isCurrentMenuUrl,
  type MenuItem,
  megaMenuColumns,
  menuItemClasses,
} from "./menu-tree.ts";

export interface MenuLocation {
  pathname: string;
  search: string;
}

/**
 * How a menu behaves, read by the header script from `data-header-menu`: desktop dropdowns open on
 * hover, keyboard focus and their toggle; the off-canvas menu's sub-menus open only by their toggle.
 */
export type MenuBehaviour = "dropdown" | "accordion";

interface MenuItemsProps {
  items: MenuItem[];
  location: MenuLocation;
  behaviour: MenuBehaviour;
  /** Makes the sub-menu ids unique on the page (the desktop and mobile menus render the same tree). */
  idPrefix: string;
  level?: number;
  inMegaMenu?: boolean;
}

export function MenuItems({
  items,
  location,
  behaviour,
  idPrefix,
  level = 1,
  inMegaMenu = false,
}: MenuItemsProps) {
  return items.map((item, index) => (
    <MenuEntry
      // Menus are fixed settings: an item's position is a stable identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      key={index}
      item={item}
      location={location}
      behaviour={behaviour}
      id={`${idPrefix}-${index + 1}`}
      level={level}
      inMegaMenu={inMegaMenu}
    />
  ));
}

function MenuEntry({
  item,
  location,
  behaviour,
  id,
  level,
  inMegaMenu,
}: {
  item: MenuItem;
  location: MenuLocation;
  behaviour: MenuBehaviour;
  id: string;
  level: number;
  inMegaMenu: boolean;
}) {
  const current = isCurrentMenuUrl(item.url, location);
  const hasChildren = item.children.length > 0;
  const isMega = behaviour === "dropdown" && level === 1 && item.megaMenu && hasChildren;
  // A mega menu's column headings show their links inside the panel: no toggle of their own.
  const isColumnHeading = behaviour === "dropdown" && inMegaMenu;
  const submenuId = `${id}-sub-menu`;
  return (
    <li
      className={menuItemClasses(item, {
        current,
        ancestor: holdsCurrentPage(item, location),
        mega: isMega,
        heading: isColumnHeading,
      })}
    >
      <MenuLink url={item.url} current={current}>
        {item.label}
      </MenuLink>
      {hasChildren && !isColumnHeading ? <SubmenuToggle label={item.label} controls={submenuId} /> : null}
      {hasChildren ? (
        <ul
          id={submenuId}
          className={isMega ? "astra-megamenu sub-menu" : "sub-menu"}
          style={isMega ? ({ "--ast-megamenu-columns": megaMenuColumns(item) } as CSSProperties) : undefined}
        >
          <MenuItems
            items={item.children}
            location={location}
            behaviour={behaviour}
            idPrefix={id}
            level={level + 1}
            inMegaMenu={isMega}
          />
        </ul>
      ) : null}
    </li>
  );
}

/** Site paths navigate in the app; other sites are plain links. */
export function MenuLink({ url, current, children }: { url: string; current: boolean; children: ReactNode }) {
  const ariaCurrent = current ? ("page" as const) : undefined;
  if (url.startsWith("/")) {
    return (
      <Link to={url} className="menu-link" aria-current={ariaCurrent}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className="menu-link" aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

/** Astra's sub-menu toggle: for keyboard and touch users; the header script keeps aria-expanded in step. */
export function SubmenuToggle({ label, controls }: { label: string; controls: string }) {
  return (
    <button type="button" className="ast-menu-toggle" aria-expanded="false" aria-controls={controls}>
      <span className="screen-reader-text">{`${label} submenu`}</span>
      <ChevronIcon />
    </button>
  );
}
