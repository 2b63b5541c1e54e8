import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MenuItem } from "./menu-tree.ts";
import { MobilePopup } from "./mobile-menu.tsx";
import { PrimaryMenu } from "./primary-menu.tsx";

const link = (label: string, url: string, children: MenuItem[] = [], megaMenu = false): MenuItem => ({
  label,
  url,
  children,
  megaMenu,
});

const MENU: MenuItem[] = [
  link("Home", "/"),
  link(
    "Shop",
    "/shop/",
    [
      link("Clothing", "/product-category/clothing/", [link("Socks", "/product-category/clothing/socks/")]),
      link("Garden", "/product-category/garden/", [link("Pots", "/product-category/garden/plant-pots/")]),
    ],
    true,
  ),
  link("Gifts", "/product-category/gifts/", [
    link("Stationery", "/product-category/stationery/", [
      link("Notebooks", "/product-category/stationery/notebooks/"),
    ]),
  ]),
  link("Blog", "https://blog.example.com/"),
];

function markup(element: React.ReactElement, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe("primary menu markup", () => {
  it("uses Astra's classes: dropdowns, mega menu panel and columns, toggles (S-HEAD-01)", () => {
    const html = markup(<PrimaryMenu items={MENU} location={{ pathname: "/", search: "" }} />);
    expect(html).toContain(
      '<nav id="site-navigation" class="main-navigation main-header-bar-navigation" aria-label="Primary">',
    );
    expect(html).toContain(
      '<ul id="ast-hf-menu-1" class="main-header-menu ast-nav-menu" data-header-menu="dropdown">',
    );
    expect(html).toContain('<li class="menu-item menu-item-has-children astra-megamenu-li">');
    expect(html).toContain('class="astra-megamenu sub-menu" style="--ast-megamenu-columns:2"');
    expect(html.match(/class="menu-item menu-item-has-children menu-item-heading"/g)).toHaveLength(2);
    // Toggles for Shop, Gifts and the nested Stationery; none for the mega menu's column headings.
    expect(html.match(/<button type="button" class="ast-menu-toggle" aria-expanded="false"/g)).toHaveLength(
      3,
    );
    expect(html).toContain('<span class="screen-reader-text">Stationery submenu</span>');
    expect(html).toContain('<a href="https://blog.example.com/" class="menu-link">Blog</a>');
  });

  it("points every toggle at its sub-menu by a unique id", () => {
    const html = markup(
      <>
        <PrimaryMenu items={MENU} location={{ pathname: "/", search: "" }} />
        <MobilePopup items={MENU} location={{ pathname: "/", search: "" }} />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    // Three in the desktop menu, five in the off-canvas one.
    expect(controlled.length).toBe(8);
    for (const id of controlled) expect(ids).toContain(id);
  });

  it("marks the current page's link and its ancestors", () => {
    const html = markup(
      <PrimaryMenu
        items={MENU}
        location={{ pathname: "/product-category/stationery/notebooks/", search: "" }}
      />,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('aria-current="page" href="/product-category/stationery/notebooks/"');
    expect(html.match(/current-menu-ancestor/g)).toHaveLength(2);
  });

  it("the off-canvas menu is a labelled dialog with an overlay, a close button and accordion sub-menus (S-HEAD-01)", () => {
    const html = markup(<MobilePopup items={MENU} location={{ pathname: "/", search: "" }} />);
    expect(html).toMatch(
      /^<dialog id="ast-mobile-popup" class="ast-mobile-popup-drawer" aria-label="Main menu">/,
    );
    expect(html).toContain('<div class="ast-mobile-popup-overlay" data-close-mobile-popup="true">');
    expect(html).toContain('id="menu-toggle-close" class="menu-toggle-close"');
    expect(html).toContain('data-header-menu="accordion"');
    // Every item with children has a toggle there, the mega menu's columns included.
    expect(html.match(/class="ast-menu-toggle"/g)).toHaveLength(5);
    expect(html).not.toContain("astra-megamenu");
  });
});
