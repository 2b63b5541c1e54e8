import { describe, expect, it } from "vitest";
import {
  holdsCurrentPage,
  isCurrentMenuUrl,
  isWithinPath,
  type MenuItem,
  megaMenuColumns,
  menuItemClasses,
} from "./menu-tree.ts";

const item = (url: string, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  label: url,
  url,
  children,
  megaMenu: false,
  ...extra,
});

describe("menu tree", () => {
  it("marks a link current by its path, with or without the trailing slash", () => {
    const location = { pathname: "/shop/", search: "" };
    expect(isCurrentMenuUrl("/shop/", location)).toBe(true);
    expect(isCurrentMenuUrl("/shop", location)).toBe(true);
    expect(isCurrentMenuUrl("/shop/#top", location)).toBe(true);
    expect(isCurrentMenuUrl("/", location)).toBe(false);
    expect(isCurrentMenuUrl("/shop/page/2/", location)).toBe(false);
    expect(isCurrentMenuUrl("https://example.com/shop/", location)).toBe(false);
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "" })).toBe(true);
  });

  it("needs the same query when the link has one", () => {
    expect(isCurrentMenuUrl("/shop/?orderby=price", { pathname: "/shop/", search: "" })).toBe(false);
    expect(isCurrentMenuUrl("/shop/?orderby=price", { pathname: "/shop/", search: "?orderby=price" })).toBe(
      true,
    );
    expect(isCurrentMenuUrl("/shop/", { pathname: "/shop/", search: "?orderby=price" })).toBe(true);
  });

  it("does not mark the front page current on search results or a template's page at the root", () => {
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "?s=mug" })).toBe(false);
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "?s=mug&post_type=product" })).toBe(false);
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "?elementor_library=40101" })).toBe(false);
    // The front page with other parameters (a campaign's, an empty search) is still the front page.
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "?utm_source=newsletter" })).toBe(true);
    expect(isCurrentMenuUrl("/", { pathname: "/", search: "?s=" })).toBe(true);
  });

  it("tells whether a page is at or below a path, with or without the trailing slash", () => {
    expect(isWithinPath("/my-account", "/my-account/")).toBe(true);
    expect(isWithinPath("/my-account/orders/", "/my-account/")).toBe(true);
    expect(isWithinPath("/my-accountant/", "/my-account/")).toBe(false);
    expect(isWithinPath("/shop/", "/my-account/")).toBe(false);
  });

  it("finds the current page anywhere below an item", () => {
    const tree = item("/shop/", [item("/a/", [item("/a/b/")])]);
    expect(holdsCurrentPage(tree, { pathname: "/a/b/", search: "" })).toBe(true);
    expect(holdsCurrentPage(tree, { pathname: "/a/", search: "" })).toBe(true);
    expect(holdsCurrentPage(tree, { pathname: "/shop/", search: "" })).toBe(false);
  });

  it("gives a mega menu one column per heading up to four, unless set", () => {
    expect(megaMenuColumns(item("/", [item("/a/"), item("/b/")], { megaMenu: true }))).toBe(2);
    expect(
      megaMenuColumns(
        item(
          "/",
          Array.from({ length: 6 }, (_, i) => item(`/${i}/`)),
          { megaMenu: true },
        ),
      ),
    ).toBe(4);
    expect(megaMenuColumns(item("/", [item("/a/")], { megaMenu: true, columns: 5 }))).toBe(5);
  });

  it("uses WordPress's and Astra's item classes (S-HEAD-01)", () => {
    expect(
      menuItemClasses(item("/", [item("/a/")]), {
        current: false,
        ancestor: true,
        mega: true,
        heading: false,
      }),
    ).toBe("menu-item menu-item-has-children astra-megamenu-li current-menu-ancestor");
    expect(menuItemClasses(item("/"), { current: true, ancestor: false, mega: false, heading: true })).toBe(
      "menu-item menu-item-heading current-menu-item",
    );
  });
});
