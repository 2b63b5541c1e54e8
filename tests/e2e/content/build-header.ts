/**
 * Writes `30-header.xml`, the WordPress export the end-to-end servers import for the header and navigation
 * specs (tests/e2e/builder/header-widgets.spec.ts): a header template with an Ultimate Addons sticky container
 * and an ElementsKit nav menu (a dropdown, a mega menu of categories, a `#` link), conditioned to these test
 * pages only; pages with the menu's other layouts (click dropdowns, vertical, expandible, flyout from both
 * sides in push and overlay style); three imported menus and the mega menu's section document.
 * Document ids 30000–30999, page paths starting /header-. Run `npx tsx tests/e2e/content/build-header.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { linkActionHref } from "../../../app/builder/runtime/link-actions.ts";
import {
  elementorMeta,
  TEST_AUTHOR,
  type WxrItem,
  type WxrItemTerm,
  writeWxr,
} from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const HEADER_PAGES = {
  sticky: { id: 30001, path: "/header-sticky/" },
  menus: { id: 30002, path: "/header-menus/" },
  flyout: { id: 30003, path: "/header-flyout/" },
  search: { id: 30004, path: "/header-search/" },
  offCanvas: { id: 30005, path: "/header-off-canvas/" },
  proMenu: { id: 30006, path: "/header-pro-menu/" },
  header: { id: 30010 },
  megaMenu: { id: 30050 },
} as const;

const widget = (id: string, widgetType: string, settings: Record<string, unknown>) => ({
  id,
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (id: string, settings: Record<string, unknown>, elements: unknown[]) => ({
  id,
  elType: "container",
  isInner: false,
  settings,
  elements,
});
const px = (size: number) => ({ unit: "px", size, sizes: [] });
const padding = (vertical: number, horizontal: number) => ({
  unit: "px",
  top: String(vertical),
  right: String(horizontal),
  bottom: String(vertical),
  left: String(horizontal),
  isLinked: false,
});

/** A tall section of text with an id, so `#` links have somewhere to go and pages something to scroll. */
const section = (id: string, anchor: string, title: string, text: string, height: number) =>
  container(id, { content_width: "boxed", _element_id: anchor, min_height: px(height) }, [
    widget(`${id}1`, "heading", { title, header_size: "h2" }),
    widget(`${id}2`, "text-editor", { editor: `<p>${text}</p>` }),
  ]);

const story = (prefix: string) => [
  section(
    `${prefix}01`,
    `${prefix}-intro`,
    "Made by hand in Lyon",
    "Every bowl, vase and mug is thrown, trimmed and glazed in our studio, then fired twice.",
    900,
  ),
  section(
    `${prefix}02`,
    `${prefix}-care`,
    "Looking after your pieces",
    "Stoneware is dishwasher safe; hand-wash the pieces with gold lustre.",
    900,
  ),
  section(
    `${prefix}03`,
    "header-faq",
    "Questions and answers",
    "We ship within two working days and pack every piece in recycled paper.",
    1400,
  ),
];

const headerTemplate = [
  container(
    "h30a001",
    {
      content_width: "boxed",
      flex_direction: "row",
      flex_justify_content: "space-between",
      flex_align_items: "center",
      flex_wrap: "nowrap",
      background_background: "classic",
      background_color: "#FFFFFF",
      padding: padding(10, 20),
      uae_sticky_header_enable: "yes",
      // Not on tablets, so the specs can watch it turn off and on when the window is resized.
      uae_sticky_devices: ["desktop", "mobile"],
      uae_sticky_scroll_distance: px(120),
      uae_sticky_scroll_distance_mobile: px(60),
      uae_sticky_background_enable: "yes",
      uae_sticky_background_color: "#FFF7ED",
      uae_sticky_border_enable: "yes",
      uae_sticky_shadow_enable: "yes",
      uae_sticky_hide_on_scroll_down: "yes",
      uae_sticky_hide_threshold: px(600),
      uae_sticky_hide_threshold_mobile: px(300),
    },
    [
      widget("h30a002", "heading", {
        title: "Atelier Margaux",
        header_size: "p",
        link: { url: "/" },
        title_color: "#7C2D12",
        typography_typography: "custom",
        typography_font_size: px(22),
        typography_font_weight: "700",
      }),
      widget("h30a003", "ekit-nav-menu", {
        elementskit_nav_menu: "header-test-menu",
        elementskit_main_menu_position: "elementskit-menu-po-right",
        elementskit_menu_text_color: "#1F2937",
        elementskit_item_color_hover: "#9A3412",
      }),
    ],
  ),
];

const menusPage = [
  container("m30b001", { content_width: "boxed", flex_direction: "column" }, [
    widget("m30b002", "heading", { title: "Menus of every layout", header_size: "h1" }),
    widget("m30b003", "ekit-nav-menu", {
      elementskit_nav_menu: "studio-menu",
      elementskit_nav_dropdown_as: "ekit-nav-dropdown-click",
      elementskit_responsive_breakpoint: "ekit_menu_responsive_mobile",
    }),
    container(
      "m30b004",
      {
        content_width: "full",
        flex_direction: "row",
        flex_gap: { unit: "px", size: 40, column: "40", row: "40" },
      },
      [
        widget("m30b005", "ekit-nav-menu", {
          elementskit_nav_menu: "help-menu",
          ekit_menu_layout: "vertical",
          elementskit_responsive_breakpoint: "ekit_menu_responsive_small_tablet",
        }),
        widget("m30b006", "ekit-nav-menu", {
          elementskit_nav_menu: "header-test-menu",
          ekit_menu_layout: "expandible",
          elementskit_responsive_breakpoint: "ekit_menu_responsive_mobile",
        }),
      ],
    ),
  ]),
  ...story("m30c"),
];

const flyoutPage = [
  container(
    "f30b001",
    { content_width: "boxed", flex_direction: "row", flex_justify_content: "space-between" },
    [
      widget("f30b002", "ekit-nav-menu", {
        elementskit_nav_menu: "studio-menu",
        ekit_menu_layout: "flyout",
        ekit_flyout_position: "left",
        ekit_flyout_style: "push",
      }),
      widget("f30b003", "ekit-nav-menu", {
        elementskit_nav_menu: "help-menu",
        ekit_menu_layout: "flyout",
        ekit_flyout_position: "right",
        ekit_flyout_style: "overlay",
        elementskit_close_on_anchor: "yes",
      }),
    ],
  ),
  ...story("f30c"),
];

/** The search widgets and the back-to-top button (W-SEARCH-01..08, W-MISC-26). */
const searchPage = [
  container(
    "q30b001",
    {
      content_width: "boxed",
      flex_direction: "column",
      flex_gap: { unit: "px", size: 24, column: "24", row: "24" },
    },
    [
      widget("q30b002", "heading", { title: "Search the studio", header_size: "h1" }),
      container(
        "q30b003",
        {
          content_width: "full",
          flex_direction: "row",
          flex_align_items: "center",
          // Three search widgets in a row: on a phone the two buttons go below the form.
          flex_wrap: "wrap",
          flex_gap: { unit: "px", size: 24, column: "24", row: "24" },
        },
        [
          widget("q30b004", "search-form", { placeholder: "Search products…", _flex_size: "grow" }),
          widget("q30b005", "elementskit-header-search", {
            ekit_search_placeholder_text: "Search the shop…",
          }),
          widget("q30b009", "search-form", {
            skin: "full_screen",
            placeholder: "Type and press Enter…",
            overlay_background_color: "rgba(17, 24, 39, 0.92)",
          }),
        ],
      ),
      widget("q30b006", "heading", { title: "Products and articles", header_size: "h2" }),
      widget("q30b007", "elementskit-advanced-search", { posts_per_page: { unit: "", size: 5 } }),
      widget("q30b008", "elementskit-back-to-top", {
        show_after: px(400),
        offset_top: px(100),
        // Astra's own scroll-to-top button sits at the bottom right.
        ekit_button_position: "left",
      }),
    ],
  ),
  ...story("q30c"),
];

/** An off-canvas opened, closed and toggled by link actions (Elementor Pro). */
const offCanvasPage = [
  container("o30b001", { content_width: "boxed", flex_direction: "column" }, [
    widget("o30b002", "heading", { title: "Off-canvas", header_size: "h1" }),
    widget("o30b003", "button", {
      text: "Open the studio panel",
      link: { url: linkActionHref("off_canvas:open", { id: "o30b005", displayMode: "open" }) },
    }),
    widget("o30b004", "button", {
      text: "Toggle the studio panel",
      link: { url: linkActionHref("off_canvas:toggle", { id: "o30b005" }) },
    }),
    {
      id: "o30b005",
      elType: "widget",
      widgetType: "off-canvas",
      isInner: false,
      settings: { off_canvas_name: "Studio panel", horizontal_position: "end" },
      elements: [
        container("o30b006", { content_width: "full", flex_direction: "column" }, [
          widget("o30b007", "heading", { title: "Visit the studio", header_size: "h2" }),
          widget("o30b008", "text-editor", {
            editor: '<p>Open Tuesday to Saturday. <a href="/shop/">See the shop</a>.</p>',
          }),
          widget("o30b009", "button", {
            text: "Close the panel",
            link: { url: linkActionHref("off_canvas:close", { id: "o30b005" }) },
          }),
        ]),
      ],
    },
  ]),
  ...story("o30c"),
];

/** Elementor Pro's nav menu: a bar folding at the tablet break point, a dropdown layout. */
const proMenuPage = [
  container("p30b001", { content_width: "boxed", flex_direction: "column" }, [
    widget("p30b002", "heading", { title: "Elementor menus", header_size: "h1" }),
    widget("p30b003", "nav-menu", { menu: "header-test-menu", align_items: "end" }),
    widget("p30b004", "nav-menu", { menu: "help-menu", layout: "dropdown", dropdown: "mobile" }),
  ]),
  ...story("p30c"),
];

const megaMenuDocument = [
  container(
    "g30a001",
    {
      content_width: "full",
      flex_direction: "row",
      flex_gap: { unit: "px", size: 32, column: "32", row: "32" },
    },
    [
      container("g30a002", { content_width: "full", flex_direction: "column" }, [
        widget("g30a003", "heading", { title: "Tableware", header_size: "p", title_color: "#7C2D12" }),
        widget("g30a004", "text-editor", {
          editor:
            '<ul><li><a href="/shop/">Bowls</a></li><li><a href="/shop/">Plates</a></li><li><a href="/shop/">Mugs</a></li></ul>',
        }),
      ]),
      container("g30a005", { content_width: "full", flex_direction: "column" }, [
        widget("g30a006", "heading", { title: "For the home", header_size: "p", title_color: "#7C2D12" }),
        widget("g30a007", "text-editor", {
          editor: '<ul><li><a href="/shop/">Vases</a></li><li><a href="/shop/">Planters</a></li></ul>',
        }),
      ]),
    ],
  ),
];

interface Item {
  id: number;
  title: string;
  slug: string;
  type: "page" | "elementor_library" | "elementskit_content" | "nav_menu_item";
  order?: number;
  meta: Record<string, string>;
  terms?: WxrItemTerm[];
}

function item(entry: Item): WxrItem {
  return {
    ...entry,
    link: `${SITE}/${entry.slug}/`,
    pubDate: "Mon, 06 May 2024 08:00:00 +0000",
    date: "2024-05-06 09:00:00",
  };
}

function pageMeta(templateType: string, elements: unknown[], conditions?: string[]) {
  return {
    ...elementorMeta(templateType, elements),
    ...(conditions ? { _elementor_conditions: serialize(conditions) } : {}),
  };
}

const MENUS = [
  { termId: 30901, slug: "header-test-menu", name: "Header test menu" },
  { termId: 30902, slug: "studio-menu", name: "Studio menu" },
  { termId: 30903, slug: "help-menu", name: "Help menu" },
] as const;

interface Link {
  id: number;
  label: string;
  url: string;
  parent?: number;
  mega?: boolean;
}
const LINKS: Record<(typeof MENUS)[number]["slug"], Link[]> = {
  "header-test-menu": [
    { id: 30101, label: "Home", url: "/" },
    { id: 30102, label: "Shop", url: "/shop/" },
    { id: 30103, label: "Bowls", url: "/shop/?orderby=popularity", parent: 30102 },
    { id: 30104, label: "Vases", url: "/shop/?orderby=date", parent: 30102 },
    { id: 30105, label: "Collections", url: "#", mega: true },
    { id: 30106, label: "All collections", url: "/shop/", parent: 30105 },
    { id: 30107, label: "FAQ", url: "#header-faq" },
  ],
  "studio-menu": [
    { id: 30111, label: "Our studio", url: "/" },
    { id: 30112, label: "Classes", url: "/shop/" },
    { id: 30113, label: "Beginners", url: "/shop/?orderby=price", parent: 30112 },
    { id: 30114, label: "Advanced", url: "/shop/?orderby=price-desc", parent: 30112 },
    { id: 30115, label: "Studio FAQ", url: "#header-faq" },
  ],
  "help-menu": [
    { id: 30121, label: "Shipping", url: "/cart/" },
    { id: 30122, label: "Returns", url: "/my-account/" },
    { id: 30123, label: "Refunds", url: "/my-account/?refunds=1", parent: 30122 },
    { id: 30124, label: "Help FAQ", url: "#header-faq" },
  ],
};

const P = HEADER_PAGES;
const items: Item[] = [
  {
    id: P.sticky.id,
    title: "Header sticky",
    slug: "header-sticky",
    type: "page",
    meta: pageMeta("wp-page", story("s30c")),
  },
  {
    id: P.menus.id,
    title: "Header menus",
    slug: "header-menus",
    type: "page",
    meta: pageMeta("wp-page", menusPage),
  },
  {
    id: P.flyout.id,
    title: "Header flyout",
    slug: "header-flyout",
    type: "page",
    meta: pageMeta("wp-page", flyoutPage),
  },
  {
    id: P.search.id,
    title: "Header search",
    slug: "header-search",
    type: "page",
    meta: pageMeta("wp-page", searchPage),
  },
  {
    id: P.offCanvas.id,
    title: "Header off-canvas",
    slug: "header-off-canvas",
    type: "page",
    meta: pageMeta("wp-page", offCanvasPage),
  },
  {
    id: P.proMenu.id,
    title: "Header pro menu",
    slug: "header-pro-menu",
    type: "page",
    meta: pageMeta("wp-page", proMenuPage),
  },
  {
    id: P.header.id,
    title: "Header test template",
    slug: "header-test-template",
    type: "elementor_library",
    // Only the pages of this file: a site-wide header would change every other spec's pages.
    meta: pageMeta("header", headerTemplate, [`include/singular/page/${P.sticky.id}`]),
  },
  {
    id: P.megaMenu.id,
    title: "Collections mega menu",
    slug: "dynamic-content-megamenu-menuitem30105",
    type: "elementskit_content",
    meta: { ...pageMeta("wp-post", megaMenuDocument), _wp_page_template: "elementor_canvas" },
  },
  ...MENUS.flatMap((menu) =>
    LINKS[menu.slug].map(
      (link, index): Item => ({
        id: link.id,
        title: link.label,
        slug: String(link.id),
        type: "nav_menu_item",
        order: index + 1,
        terms: [{ domain: "nav_menu", slug: menu.slug, name: menu.name }],
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
  ),
];

const xml = writeWxr({
  comments: ["Generated by tests/e2e/content/build-header.ts: header and navigation end-to-end documents."],
  site: SITE,
  title: "Atelier Test",
  description: "Header end-to-end documents",
  author: TEST_AUTHOR,
  terms: MENUS.map((menu) => ({ kind: "nav_menu", id: menu.termId, slug: menu.slug, name: menu.name })),
  items: items.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "30-header.xml"), xml);
}
