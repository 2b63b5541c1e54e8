import { readFileSync } from "node:fs";
import slugify from "slugify";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIMARY_MENU, isMenuUrl } from "./header-settings.ts";
import { parseSettings } from "./settings.ts";

describe("menus and header settings", () => {
  it("default to a simple primary menu and a plain, non-sticky header with the login popup (S-HEAD-01, S-HEAD-02)", () => {
    const settings = parseSettings({});
    expect(settings.menus.primary.map((item) => [item.label, item.url])).toEqual([
      ["Home", "/"],
      ["Shop", "/shop/"],
      ["Cart", "/cart/"],
      ["Checkout", "/checkout/"],
      ["My account", "/my-account/"],
    ]);
    expect(settings.menus.primary).toEqual(DEFAULT_PRIMARY_MENU);
    expect(settings.header).toEqual({
      showSiteTitle: true,
      showTagline: true,
      logo: null,
      sticky: { enabled: false, hideOnScroll: false, devices: "both" },
      account: { enabled: true, loggedOutAction: "login" },
      // No Elementor header template in place of Astra's unless one is chosen.
      template: null,
    });
  });

  it("fills children and megaMenu of each item, keeping a mega menu's columns (S-HEAD-01)", () => {
    const settings = parseSettings({
      menus: {
        primary: [
          {
            label: "Shop",
            url: "/shop/",
            megaMenu: true,
            columns: 3,
            children: [
              {
                label: "Clothing",
                url: "/product-category/clothing/",
                children: [{ label: "Socks", url: "/product-category/clothing/socks/" }],
              },
            ],
          },
          { label: "Blog", url: "https://blog.example.com/" },
        ],
      },
      header: { sticky: { enabled: true, hideOnScroll: true } },
    });
    const [shop, blog] = settings.menus.primary;
    expect(shop).toMatchObject({ megaMenu: true, columns: 3 });
    expect(shop?.children[0]?.children[0]).toEqual({
      label: "Socks",
      url: "/product-category/clothing/socks/",
      children: [],
      megaMenu: false,
    });
    expect(blog).toEqual({ label: "Blog", url: "https://blog.example.com/", children: [], megaMenu: false });
    expect(settings.header.sticky).toEqual({ enabled: true, hideOnScroll: true, devices: "both" });
  });

  it("accepts site paths and http(s) addresses only as menu urls", () => {
    for (const good of [
      "/",
      "/shop/",
      "/product-category/home/?orderby=price#top",
      "https://example.com/a",
      "http://x.y",
    ])
      expect(isMenuUrl(good), good).toBe(true);
    for (const bad of [
      "shop/",
      "//evil.example/",
      "javascript:alert(1)",
      "/a b",
      "/a\\b",
      "ftp://x.y/",
      "",
      "#",
    ])
      expect(isMenuUrl(bad), bad).toBe(false);
    expect(() =>
      parseSettings({ menus: { primary: [{ label: "X", url: "javascript:alert(1)" }] } }),
    ).toThrowError(/menus\.primary\.0\.url: must be a path on this site/);
  });

  it("limits menus to three levels, mega menus to the top level and columns to mega menus", () => {
    const leaf = { label: "Leaf", url: "/leaf/" };
    expect(() =>
      parseSettings({
        menus: {
          primary: [
            {
              label: "A",
              url: "/a/",
              children: [{ label: "B", url: "/b/", children: [{ ...leaf, children: [leaf] }] }],
            },
          ],
        },
      }),
    ).toThrowError(/menus\.primary\.0\.children\.0\.children\.0\.children: menus are at most 3 levels deep/);
    expect(() =>
      parseSettings({
        menus: { primary: [{ label: "A", url: "/a/", children: [{ ...leaf, megaMenu: true }] }] },
      }),
    ).toThrowError(/menus\.primary\.0\.children\.0\.megaMenu: only top-level items can be mega menus/);
    expect(() => parseSettings({ menus: { primary: [{ ...leaf, columns: 2 }] } })).toThrowError(
      /menus\.primary\.0\.columns: needs megaMenu: true/,
    );
    expect(() =>
      parseSettings({ menus: { primary: [{ ...leaf, megaMenu: true, columns: 9 }] } }),
    ).toThrowError(/menus\.primary\.0\.columns/);
  });

  it("rejects unknown keys and bad values by name", () => {
    expect(() =>
      parseSettings({ menus: { primary: [{ ...{ label: "A", url: "/" }, target: "_blank" }] } }),
    ).toThrowError(/menus\.primary\.0 \(target\)/);
    expect(() => parseSettings({ menus: { footer: [] } })).toThrowError(/menus \(footer\)/);
    expect(() => parseSettings({ menus: { primary: [{ label: " ", url: "/" }] } })).toThrowError(
      /menus\.primary\.0\.label/,
    );
    expect(() => parseSettings({ header: { sticky: { devices: "tablet" } } })).toThrowError(
      /header\.sticky\.devices/,
    );
    expect(() => parseSettings({ header: { account: { loggedOutAction: "popup" } } })).toThrowError(
      /header\.account\.loggedOutAction/,
    );
  });

  it("reads the demo shop's menus: a dropdown and a mega menu of real category addresses", () => {
    const settings = parseSettings(JSON.parse(readFileSync("settings.json", "utf8")), "settings.json");
    const mega = settings.menus.primary.find((item) => item.megaMenu);
    const dropdown = settings.menus.primary.find((item) => !item.megaMenu && item.children.length > 0);
    expect(mega?.children.length).toBeGreaterThan(1);
    expect(mega?.children.every((column) => column.children.length > 0)).toBe(true);
    expect(dropdown?.children.some((child) => child.children.length > 0)).toBe(true);
    const categoryUrls = settings.menus.primary
      .flatMap((item) => [item, ...item.children, ...item.children.flatMap((child) => child.children)])
      .map((item) => item.url)
      .filter((url) => url.startsWith("/product-category/"));
    expect(categoryUrls.length).toBeGreaterThan(8);
    const slug = (name: string) => slugify(name, { lower: true, strict: true, trim: true });
    const demoCategories = JSON.parse(readFileSync("content/demo/categories.json", "utf8")) as {
      path: string;
    }[];
    const demoCategoryUrls = new Set(
      demoCategories.map(
        (category) => `/product-category/${category.path.split(" > ").map(slug).join("/")}/`,
      ),
    );
    for (const url of categoryUrls) expect(demoCategoryUrls, url).toContain(url);
  });
});
