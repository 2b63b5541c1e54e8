/**
 * Writes `20-header.xml`: the demo shop's Elementor header template, the way a shop built with Elementor Pro,
 * ElementsKit and Ultimate Addons makes its header: the shop's name as its logo, an ElementsKit nav menu with a
 * dropdown (gift ideas) and a mega menu of the categories (its own section document), ElementsKit's header
 * search, Elementor Pro's menu cart, all in an Ultimate Addons sticky container that hides while scrolling down
 * on phones. The template has no display conditions: the setting `header.template` (its id, 1000) switches it on
 * instead of Astra's header. Colours are Astra's palette globals, so the light and dark palettes both apply.
 * Document ids 1000–1099. Run `npx tsx content/demo/site/build-header.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { elementorMeta, type WxrItem, type WxrItemTerm, writeWxr } from "../../wxr-writer.ts";
import { DEMO_SITE } from "./demo-wxr.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;

export const DEMO_HEADER_TEMPLATE_ID = 1000;
const MEGA_MENU_ID = 1001;
const MENU = { termId: 1090, slug: "demo-header-menu", name: "Shop menu" } as const;

type Settings = Record<string, unknown>;
const widget = (id: string, widgetType: string, settings: Settings) => ({
  id,
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (id: string, settings: Settings, elements: unknown[]) => ({
  id,
  elType: "container",
  isInner: false,
  settings,
  elements,
});
const px = (size: number) => ({ unit: "px", size, sizes: [] });
const box = (vertical: number, horizontal: number) => ({
  unit: "px",
  top: String(vertical),
  right: String(horizontal),
  bottom: String(vertical),
  left: String(horizontal),
  isLinked: false,
});
const gap = (size: number) => ({ unit: "px", size, column: String(size), row: String(size), isLinked: true });
/** Astra's palette as Elementor globals: 0 accent, 2 headings, 3 text, 4 and 5 backgrounds. */
const palette = (index: number) => `globals/colors?id=astglobalcolor${index}`;

const header = [
  container(
    "d000001",
    {
      content_width: "boxed",
      boxed_width: px(1240),
      flex_direction: "row",
      flex_justify_content: "space-between",
      flex_align_items: "center",
      flex_wrap: "nowrap",
      flex_gap: gap(16),
      padding: box(12, 24),
      padding_mobile: box(8, 12),
      background_background: "classic",
      border_border: "solid",
      border_width: { unit: "px", top: "0", right: "0", bottom: "1", left: "0", isLinked: false },
      __globals__: { background_color: palette(5), border_color: palette(6) },
      uae_sticky_header_enable: "yes",
      uae_sticky_devices: ["desktop", "tablet", "mobile"],
      uae_sticky_scroll_distance: px(120),
      uae_sticky_scroll_distance_mobile: px(60),
      uae_sticky_shadow_enable: "yes",
      uae_sticky_shadow_color: "rgba(15, 23, 42, 0.12)",
      uae_sticky_shadow_vertical: px(4),
      uae_sticky_shadow_blur: px(16),
      // Ultimate Addons has one hide switch for every device; the desktop and tablet thresholds lie beyond any
      // page's length, so only phones hide the header while scrolling down (and show it on the way up).
      uae_sticky_hide_on_scroll_down: "yes",
      uae_sticky_hide_threshold: px(1_000_000),
      uae_sticky_hide_threshold_tablet: px(1_000_000),
      uae_sticky_hide_threshold_mobile: px(240),
    },
    [
      widget("d000002", "heading", {
        title: "Vitrine",
        header_size: "p",
        link: { url: "/", is_external: "", nofollow: "" },
        typography_typography: "custom",
        typography_font_size: px(26),
        typography_font_size_mobile: px(22),
        typography_font_weight: "700",
        typography_letter_spacing: px(-0.5),
        // Below the menu's break point the logo takes the free space and the toggle goes last.
        _flex_size_tablet: "grow",
        __globals__: { title_color: palette(2) },
      }),
      widget("d000003", "ekit-nav-menu", {
        elementskit_nav_menu: MENU.slug,
        elementskit_main_menu_position: "elementskit-menu-po-center",
        elementskit_responsive_breakpoint: "ekit_menu_responsive_tablet",
        _flex_size: "grow",
        _flex_size_tablet: "none",
        _flex_order_tablet: "end",
        __globals__: {
          elementskit_menubar_background_color: palette(5),
          elementskit_menu_text_color: palette(3),
          elementskit_item_color_hover: palette(0),
          elementskit_submenu_background_color: palette(5),
          elementskit_submenu_item_color: palette(3),
        },
      }),
      container(
        "d000004",
        {
          content_width: "full",
          // As wide as the search and cart buttons: the menu beside it takes the rest of the row.
          width: { unit: "px", size: 104, sizes: [] },
          flex_direction: "row",
          flex_justify_content: "flex-end",
          flex_align_items: "center",
          flex_wrap: "nowrap",
          flex_gap: gap(4),
          _flex_size: "none",
        },
        [
          widget("d000005", "elementskit-header-search", {
            ekit_search_placeholder_text: "Search the shop…",
            __globals__: { ekit_search_icon_color: palette(3) },
          }),
          widget("d000006", "woocommerce-menu-cart", {
            items_indicator: "bubble",
            show_subtotal: "",
            __globals__: { toggle_button_icon_color: palette(3) },
          }),
        ],
      ),
    ],
  ),
];

/** The mega menu: the categories in columns, and a word about gifts. */
const categoryColumn = (id: string, title: string, links: [string, string][]) =>
  container(
    id,
    {
      content_width: "full",
      // Three columns side by side (the row wraps); one under the other on phones.
      width: { unit: "%", size: 30, sizes: [] },
      width_mobile: { unit: "%", size: 100, sizes: [] },
      flex_direction: "column",
      flex_gap: gap(6),
    },
    [
      widget(`${id}a`, "heading", {
        title,
        header_size: "p",
        typography_typography: "custom",
        typography_font_size: px(13),
        typography_font_weight: "700",
        typography_text_transform: "uppercase",
        typography_letter_spacing: px(1),
        __globals__: { title_color: palette(0) },
      }),
      widget(`${id}b`, "text-editor", {
        editor: `<ul class="demo-mega-links">${links.map(([label, url]) => `<li><a href="${url}">${label}</a></li>`).join("")}</ul>`,
        __globals__: { text_color: palette(3) },
      }),
    ],
  );

const megaMenu = [
  container(
    "d000101",
    {
      content_width: "full",
      flex_direction: "row",
      flex_wrap: "wrap",
      flex_gap: gap(32),
      padding: box(24, 28),
    },
    [
      categoryColumn("d000102", "Clothing", [
        ["All clothing", "/product-category/clothing/"],
        ["T-shirts", "/product-category/clothing/t-shirts/"],
        ["Hoodies", "/product-category/clothing/hoodies/"],
        ["Socks", "/product-category/clothing/socks/"],
      ]),
      categoryColumn("d000103", "For the home", [
        ["All home", "/product-category/home/"],
        ["Kitchen", "/product-category/home/kitchen/"],
        ["Lighting", "/product-category/home/lighting/"],
        ["Decor", "/product-category/home/decor/"],
      ]),
      categoryColumn("d000104", "Outdoors & more", [
        ["Garden", "/product-category/garden/"],
        ["Plant pots", "/product-category/garden/plant-pots/"],
        ["Accessories", "/product-category/accessories/"],
        ["Bags", "/product-category/accessories/bags/"],
      ]),
      container(
        "d000105",
        {
          content_width: "full",
          flex_direction: "column",
          flex_gap: gap(8),
          padding: box(16, 18),
          background_background: "classic",
          border_radius: { unit: "px", top: "8", right: "8", bottom: "8", left: "8", isLinked: true },
          __globals__: { background_color: palette(4) },
        },
        [
          widget("d000106", "heading", {
            title: "Looking for a gift?",
            header_size: "p",
            typography_typography: "custom",
            typography_font_size: px(17),
            typography_font_weight: "700",
            __globals__: { title_color: palette(2) },
          }),
          widget("d000107", "text-editor", {
            editor: "<p>Small things, wrapped with care, from notebooks to toys.</p>",
            __globals__: { text_color: palette(3) },
          }),
          widget("d000108", "button", {
            text: "Shop gift ideas",
            link: { url: "/product-category/gifts/", is_external: "", nofollow: "" },
            size: "sm",
            // Text in the palette's surface colour: readable on the brand colour in both palettes.
            __globals__: { background_color: palette(0), button_text_color: palette(5) },
          }),
        ],
      ),
    ],
  ),
];

interface Link {
  id: number;
  label: string;
  url: string;
  parent?: number;
  mega?: boolean;
}
const LINKS: Link[] = [
  { id: 1010, label: "Home", url: "/" },
  { id: 1011, label: "Shop", url: "/shop/", mega: true },
  { id: 1012, label: "Clothing", url: "/product-category/clothing/", parent: 1011 },
  { id: 1013, label: "For the home", url: "/product-category/home/", parent: 1011 },
  { id: 1014, label: "Garden", url: "/product-category/garden/", parent: 1011 },
  { id: 1015, label: "Accessories", url: "/product-category/accessories/", parent: 1011 },
  { id: 1016, label: "Gift ideas", url: "/product-category/gifts/" },
  { id: 1017, label: "Toys & games", url: "/product-category/toys-and-games/", parent: 1016 },
  { id: 1018, label: "Stationery", url: "/product-category/stationery/", parent: 1016 },
  { id: 1019, label: "Notebooks", url: "/product-category/stationery/notebooks/", parent: 1016 },
  { id: 1020, label: "About us", url: "/about-us/" },
];

interface Item {
  id: number;
  title: string;
  slug: string;
  type: "elementor_library" | "elementskit_content" | "nav_menu_item";
  order?: number;
  meta: Record<string, string>;
  terms?: WxrItemTerm[];
}

function item(entry: Item): WxrItem {
  return {
    ...entry,
    link: `${SITE}/${entry.slug}/`,
    pubDate: "Mon, 02 Nov 2026 08:00:00 +0000",
    date: "2026-11-02 09:00:00",
    dateGmt: "2026-11-02 08:00:00",
  };
}

const items: Item[] = [
  {
    id: DEMO_HEADER_TEMPLATE_ID,
    title: "Shop header",
    slug: "shop-header",
    type: "elementor_library",
    meta: elementorMeta("header", header),
  },
  {
    id: MEGA_MENU_ID,
    title: "Shop mega menu",
    slug: "dynamic-content-megamenu-menuitem1011",
    type: "elementskit_content",
    meta: { ...elementorMeta("wp-post", megaMenu), _wp_page_template: "elementor_canvas" },
  },
  ...LINKS.map(
    (link, index): Item => ({
      id: link.id,
      title: link.label,
      slug: String(link.id),
      type: "nav_menu_item",
      order: index + 1,
      terms: [{ domain: "nav_menu", slug: MENU.slug, name: MENU.name }],
      meta: {
        _menu_item_type: "custom",
        _menu_item_menu_item_parent: String(link.parent ?? 0),
        _menu_item_object_id: String(link.id),
        _menu_item_object: "custom",
        _menu_item_target: "",
        _menu_item_classes: serialize([""]),
        _menu_item_xfn: "",
        _menu_item_url: link.url,
        ...(link.mega
          ? {
              ekit_menu_item_settings: JSON.stringify({
                menu_id: link.id,
                menu_enable: 1,
                megamenu_width_type: "default_width",
              }),
            }
          : {}),
      },
    }),
  ),
];

const xml = writeWxr({
  comments: ["Generated by content/demo/site/build-header.ts: the demo shop's Elementor header template."],
  site: SITE,
  title: "Vitrine Demo Shop",
  description: "The demo shop's header template",
  author: {
    login: "vitrine",
    email: "shop@demo.vitrine.example",
    displayName: "Vitrine",
    firstName: "",
    lastName: "",
  },
  terms: [{ kind: "nav_menu", id: MENU.termId, slug: MENU.slug, name: MENU.name }],
  items: items.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "20-header.xml"), xml);
}
