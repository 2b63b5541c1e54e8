import type { ReactNode } from "react";
import { ElementorIcon } from "../../render/icon.tsx";
import { safeHref } from "../../render/link.ts";
import type { NavMenu, NavMenuItem, WidgetProps } from "../../widget.ts";
import { MENU_BREAK_POINTS } from "./ekit-nav-menu.rules.ts";
import type { NavMenuSettings } from "./settings.ts";

/**
 * ElementsKit's nav menu with its DOM contract (`nav.ekit-wid-con` › `.elementskit-menu-container` ›
 * `ul.elementskit-navbar-nav`, dropdowns `ul.elementskit-dropdown`, mega menus `.elementskit-megamenu-panel`,
 * the hamburger and close togglers, the overlay). Without script it is a plain nested list of links: dropdowns
 * open on hover and keyboard focus in CSS, a mega menu item shows its own links as a normal submenu.
 */
export function EkitNavMenu({ element, settings, data }: WidgetProps<NavMenuSettings, NavMenu>) {
  const menu = data;
  const slug = menu.slug || "primary";
  const containerId = `ekit-megamenu-${slug}-${element.id}`;
  const breakPoint = MENU_BREAK_POINTS[settings.elementskit_responsive_breakpoint];
  const layout = settings.ekit_menu_layout;
  const label = menu.name || "Menu";
  const hamburger = settings.elementskit_hamburger_icon.value;
  const containerClasses = [
    "elementskit-menu-container",
    "elementskit-menu-offcanvas-elements",
    "elementskit-navbar-nav-default",
    settings.elementskit_style_tab_submenu_item_arrow,
    settings.elementskit_one_page_enable ? "ekit-nav-menu-one-page-yes" : "ekit-nav-menu-one-page-no",
    settings.elementskit_nav_dropdown_as,
    `ekit-nav-layout-${layout}`,
    layout === "flyout"
      ? `ekit-flyout-${settings.ekit_flyout_position} ekit-flyout-${settings.ekit_flyout_style}`
      : null,
  ].filter(Boolean);
  const listClasses = [
    "elementskit-navbar-nav",
    settings.elementskit_main_menu_position,
    settings.elementskit_main_menu_position_tablet
      ? `elementskit-menu-po-tablet-${settings.elementskit_main_menu_position_tablet.replace("elementskit-menu-po-", "")}`
      : null,
    settings.submenu_click_area === "icon" ? "submenu-click-on-icon" : "submenu-click-on-text",
  ].filter(Boolean);
  return (
    <nav
      className={`ekit-wid-con ${settings.elementskit_responsive_breakpoint}`}
      aria-label={label}
      data-hamburger-icon={typeof hamburger === "string" ? hamburger : ""}
      data-hamburger-icon-type="icon"
      data-responsive-breakpoint={breakPoint}
      data-close-on-anchor={settings.elementskit_close_on_anchor ? "yes" : "no"}
      data-layout={layout}
    >
      <button
        className="elementskit-menu-hamburger elementskit-menu-toggler"
        type="button"
        aria-label={`Open ${label}`}
        aria-expanded="false"
        aria-controls={containerId}
      >
        {hamburger ? (
          <span className="ekit-menu-icon">
            <ElementorIcon icon={settings.elementskit_hamburger_icon} />
          </span>
        ) : (
          <span className="ekit-menu-bars">
            <span className="elementskit-menu-hamburger-icon" />
            <span className="elementskit-menu-hamburger-icon" />
            <span className="elementskit-menu-hamburger-icon" />
          </span>
        )}
        <span className="ekit-menu-close-icon">
          <CloseIcon />
        </span>
      </button>
      <div id={containerId} className={containerClasses.join(" ")}>
        <ul id={`menu-${slug}-${element.id}`} className={listClasses.join(" ")}>
          {menu.items.map((item, index) => (
            <MenuEntry
              key={`${item.id}:${item.url}:${item.label}`}
              item={item}
              path={`${element.id}-${index}`}
              depth={0}
            />
          ))}
        </ul>
        <div className="elementskit-nav-identity-panel">
          <button
            className="elementskit-menu-close elementskit-menu-toggler"
            type="button"
            aria-label={`Close ${label}`}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div className="elementskit-menu-overlay elementskit-menu-offcanvas-elements elementskit-menu-toggler ekit-nav-menu--overlay" />
    </nav>
  );
}

function MenuEntry({ item, path, depth }: { item: NavMenuItem; path: string; depth: number }): ReactNode {
  const href = safeHref(item.url) ?? "#";
  const hasChildren = item.children.length > 0;
  const opens = hasChildren || item.megaMenu;
  const submenuId = `ekit-submenu-${path}`;
  const classes = [
    "menu-item",
    item.id ? `menu-item-${item.id}` : null,
    ...item.classes.filter((name) => /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/.test(name)),
    hasChildren ? "menu-item-has-children" : null,
    "nav-item",
    opens ? "elementskit-dropdown-has" : null,
    opens ? "relative_position" : null,
    item.megaMenu ? "elementskit-megamenu-has elementskit-dropdown-menu-full_width" : null,
    opens && !item.megaMenu ? "elementskit-dropdown-menu-default_width" : null,
    "elementskit-mobile-builder-content",
  ].filter(Boolean);
  const submenu = hasChildren ? (
    <ul id={item.megaMenu ? undefined : submenuId} className="elementskit-dropdown elementskit-submenu-panel">
      {item.children.map((child, index) => (
        <MenuEntry
          key={`${child.id}:${child.url}:${child.label}`}
          item={child}
          path={`${path}-${index}`}
          depth={depth + 1}
        />
      ))}
    </ul>
  ) : null;
  return (
    <li className={classes.join(" ")} data-megamenu-id={item.megaMenu && item.id ? item.id : undefined}>
      <a
        href={href}
        className={[
          depth === 0 ? "ekit-menu-nav-link" : "dropdown-item",
          opens ? "ekit-menu-dropdown-toggle" : null,
        ]
          .filter(Boolean)
          .join(" ")}
        target={item.target === "_blank" ? "_blank" : undefined}
        rel={item.target === "_blank" ? "noopener" : undefined}
      >
        {item.label}
      </a>
      {opens ? (
        <button
          type="button"
          className="ekit-submenu-toggle"
          aria-expanded="false"
          aria-controls={submenuId}
          aria-label={`${item.label}: submenu`}
        >
          <svg
            className="elementskit-submenu-indicator"
            aria-hidden="true"
            viewBox="0 0 32 32"
            focusable="false"
          >
            <path d="M4 11l12 11 12-11" fill="none" stroke="currentColor" strokeWidth="3" />
          </svg>
        </button>
      ) : null}
      {item.megaMenu ? (
        <div id={submenuId} className="elementskit-megamenu-panel" data-megamenu-state="fallback">
          {submenu}
        </div>
      ) : (
        submenu
      )}
    </li>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
