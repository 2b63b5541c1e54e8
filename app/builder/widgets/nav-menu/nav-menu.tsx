import type { ReactNode } from "react";
import { safeHref } from "../../render/link.ts";
import type { NavMenu, NavMenuItem, WidgetProps } from "../../widget.ts";
import { proMenuBreakPoint } from "./nav-menu.rules.ts";
import type { ProNavMenuSettings } from "./settings.ts";

/**
 * Elementor Pro's nav menu with its class contract (`nav.elementor-nav-menu--main`, `ul.elementor-nav-menu`,
 * `a.elementor-item` / `a.elementor-sub-item`, `ul.sub-menu`, `.elementor-menu-toggle`). One list serves both
 * the bar and the folded dropdown (Elementor prints the list twice; once is enough and reads once to a screen
 * reader). Each submenu has its own button beside its link. Without script it is a nested list of links.
 */
export function ProNavMenu({ element, settings, data }: WidgetProps<ProNavMenuSettings, NavMenu>) {
  const label = data.name || "Menu";
  const navId = `elementor-nav-menu-${element.id}`;
  const breakPoint = proMenuBreakPoint(settings.dropdown);
  return (
    <>
      <nav
        id={navId}
        className={[
          "elementor-nav-menu--main",
          "elementor-nav-menu__container",
          `elementor-nav-menu--layout-${settings.layout}`,
          `e--pointer-${settings.pointer}`,
        ].join(" ")}
        aria-label={label}
        data-layout={settings.layout}
        data-break-point={breakPoint ?? ""}
      >
        <ul id={`menu-1-${element.id}`} className="elementor-nav-menu">
          {data.items.map((item, index) => (
            <Entry
              key={`${item.id}:${item.url}:${item.label}`}
              item={item}
              path={`${element.id}-${index}`}
              depth={0}
            />
          ))}
        </ul>
      </nav>
      {settings.toggle === "burger" && (breakPoint !== null || settings.layout === "dropdown") ? (
        <button
          type="button"
          className="elementor-menu-toggle"
          aria-label={`${label}: menu`}
          aria-expanded="false"
          aria-controls={navId}
        >
          <svg
            className="elementor-menu-toggle__icon--open"
            aria-hidden="true"
            viewBox="0 0 24 24"
            focusable="false"
          >
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <svg
            className="elementor-menu-toggle__icon--close"
            aria-hidden="true"
            viewBox="0 0 24 24"
            focusable="false"
          >
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </>
  );
}

function Entry({ item, path, depth }: { item: NavMenuItem; path: string; depth: number }): ReactNode {
  const href = safeHref(item.url) ?? "#";
  const hasChildren = item.children.length > 0;
  const submenuId = `elementor-sub-menu-${path}`;
  const classes = [
    "menu-item",
    item.id ? `menu-item-${item.id}` : null,
    ...item.classes.filter((name) => /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/.test(name)),
    hasChildren ? "menu-item-has-children" : null,
  ].filter(Boolean);
  return (
    <li className={classes.join(" ")}>
      <a
        href={href}
        className={[depth === 0 ? "elementor-item" : "elementor-sub-item", hasChildren ? "has-submenu" : null]
          .filter(Boolean)
          .join(" ")}
        target={item.target === "_blank" ? "_blank" : undefined}
        rel={item.target === "_blank" ? "noopener" : undefined}
      >
        {item.label}
      </a>
      {hasChildren ? (
        <>
          <button
            type="button"
            className="sub-arrow"
            aria-expanded="false"
            aria-controls={submenuId}
            aria-label={`${item.label}: submenu`}
          >
            <svg aria-hidden="true" viewBox="0 0 32 32" focusable="false">
              <path d="M4 11l12 11 12-11" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </button>
          <ul id={submenuId} className="sub-menu elementor-nav-menu--dropdown">
            {item.children.map((child, index) => (
              <Entry
                key={`${child.id}:${child.url}:${child.label}`}
                item={child}
                path={`${path}-${index}`}
                depth={depth + 1}
              />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
