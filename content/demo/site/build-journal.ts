/**
 * Writes `40-journal.xml`: the demo shop's loop pages, built with Elementor Pro's loop builder as a shop would
 * build them. "The journal" (/journal/) is a masonry loop grid of the posts with a category filter (several
 * categories at once, OR) and a topic filter, and "load more"; "Shop by room" (/shop-by-room/) is a product
 * loop grid with a room filter and page numbers, under a loop carousel of the newest pieces. Two loop-item
 * templates draw the cards. Document ids 1200–1299. Deterministic: run `npx tsx content/demo/site/build-journal.ts`
 * after changing it. The posts, categories and pictures are those of 10-pages.xml.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { elementorMeta, type WxrItem, writeWxr } from "../../wxr-writer.ts";
import { DEMO_AUTHOR, DEMO_GENERATOR, DEMO_SITE } from "./demo-wxr.ts";
import { box, type Element, gap, px, type Settings } from "./elementor-parts.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;

export const JOURNAL_DEMO = {
  postCard: 1200,
  productCard: 1201,
  journal: { id: 1210, path: "/journal/", grid: "04b0010", categories: "04b0011", topics: "04b0012" },
  rooms: { id: 1211, path: "/shop-by-room/", grid: "04b0020", rooms: "04b0021", carousel: "04b0022" },
} as const;

/** Element ids: 7 hex digits like Elementor's, from a per-document prefix and a counter. */
let nextId = idMaker(0x4b1);
function idMaker(prefix: number) {
  let next = 0;
  return () => (prefix * 0x100 + next++).toString(16).padStart(7, "0");
}

const kit = (id: string) => `globals/colors?id=${id}`;
/** The kit's colours (00-kit.xml) and Astra's palette ones for text on the page background (light or dark). */
const COLOR = {
  primary: kit("primary"),
  text: kit("text"),
  heading: kit("c0a1b2d"),
  sand: kit("c0a1b2e"),
  line: kit("c0a1b2f"),
  onPageHeading: "globals/colors?id=astglobalcolor2",
  onPageText: "globals/colors?id=astglobalcolor3",
  onPageAccent: "globals/colors?id=astglobalcolor0",
  surface: "globals/colors?id=astglobalcolor5",
  border: "globals/colors?id=astglobalcolor6",
};

function widget(widgetType: string, settings: Settings, id = nextId()): Element {
  return { id, elType: "widget", widgetType, isInner: false, settings, elements: [] };
}
function container(settings: Settings, elements: Element[], isInner = false): Element {
  return { id: nextId(), elType: "container", isInner, settings, elements };
}
/** A dynamic tag as Elementor stores it in `__dynamic__`. */
const tag = (name: string, settings: Settings = {}) =>
  `[elementor-tag id="${name.slice(0, 7)}" name="${name}" settings="${encodeURIComponent(JSON.stringify(settings))}"]`;

function eyebrow(text: string, colour: string, settings: Settings = {}): Element {
  return widget("heading", {
    title: text,
    header_size: "p",
    typography_typography: "custom",
    typography_font_size: px(13),
    typography_font_weight: "700",
    typography_text_transform: "uppercase",
    typography_letter_spacing: px(1.5),
    __globals__: { title_color: colour },
    ...settings,
  });
}

/** The band at the top of each page: eyebrow, page heading and a line of introduction. */
function pageHeader(kicker: string, title: string, intro: string, extra: Element[] = []): Element {
  return container(
    {
      content_width: "boxed",
      flex_gap: gap(14),
      padding: box(56, 20, 48, 20),
      padding_mobile: box(32, 16, 28, 16),
      background_background: "classic",
      __globals__: { background_color: COLOR.sand },
    },
    [
      eyebrow(kicker, COLOR.primary),
      widget("heading", {
        title,
        header_size: "h1",
        typography_typography: "custom",
        typography_font_size: px(44),
        typography_font_size_mobile: px(32),
        typography_line_height: { unit: "em", size: 1.15, sizes: [] },
        __globals__: { title_color: COLOR.heading },
      }),
      widget("text-editor", {
        editor: `<p>${intro}</p>`,
        typography_typography: "custom",
        typography_font_size: px(18),
        __globals__: { text_color: COLOR.text },
      }),
      ...extra,
    ],
  );
}

/** A band of the page's content on the page background. */
function band(elements: Element[], settings: Settings = {}): Element {
  return container(
    {
      content_width: "boxed",
      flex_gap: gap(24),
      padding: box(40, 20, 56, 20),
      padding_mobile: box(28, 16, 40, 16),
      ...settings,
    },
    elements,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Loop-item templates

function postCard(): Element[] {
  nextId = idMaker(0x4b2);
  return [
    container(
      {
        content_width: "full",
        flex_direction: "column",
        flex_gap: gap(10),
        padding: box(12, 12, 20, 12),
        background_background: "classic",
        border_border: "solid",
        border_width: box(1),
        border_radius: box(12),
        // The palette's surface and border colours: cards follow the visitor's light or dark palette.
        __globals__: { background_color: COLOR.surface, border_color: COLOR.border },
      },
      [
        widget("theme-post-featured-image", {}),
        eyebrow("Journal", COLOR.onPageAccent, {
          __dynamic__: { title: tag("post-terms", { taxonomy: "category", separator: " · " }) },
          _margin: box(6, 8, 0, 8),
        }),
        // The page's heading is the h1; each story's title is a heading below it.
        widget("theme-post-title", {
          header_size: "h2",
          typography_typography: "custom",
          typography_font_size: px(21),
          typography_line_height: { unit: "em", size: 1.3, sizes: [] },
          __globals__: { title_color: COLOR.onPageHeading },
          _padding: box(0, 8),
        }),
        widget("theme-post-excerpt", {
          excerpt_length: 40,
          typography_typography: "custom",
          typography_font_size: px(15),
          _padding: box(0, 8),
        }),
        widget("post-info", { icon_list: [{ _id: "d1", type: "date" }], _padding: box(0, 8) }),
      ],
    ),
  ];
}

function productCard(): Element[] {
  nextId = idMaker(0x4b3);
  return [
    container(
      {
        content_width: "full",
        flex_direction: "column",
        flex_gap: gap(8),
        padding: box(12, 12, 18, 12),
        background_background: "classic",
        border_border: "solid",
        border_width: box(1),
        border_radius: box(12),
        // The palette's surface and border colours: cards follow the visitor's light or dark palette.
        __globals__: { background_color: COLOR.surface, border_color: COLOR.border },
      },
      [
        widget("theme-post-featured-image", {}),
        eyebrow("Room", COLOR.onPageAccent, {
          __dynamic__: { title: tag("post-terms", { taxonomy: "product_cat", separator: " · " }) },
          typography_font_size: px(12),
        }),
        widget("woocommerce-product-title", {
          header_size: "h3",
          link_to: "post",
          typography_typography: "custom",
          typography_font_size: px(18),
          __globals__: { title_color: COLOR.onPageHeading },
        }),
        widget("woocommerce-product-price", {
          typography_typography: "custom",
          typography_font_size: px(16),
        }),
        widget("woocommerce-product-add-to-cart", {}),
      ],
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

function journalPage(): Element[] {
  nextId = idMaker(0x4b4);
  const J = JOURNAL_DEMO.journal;
  return [
    pageHeader(
      "The journal",
      "Notes from the shop",
      "Care guides, the makers behind our pieces, gift ideas and what is new. Pick a subject or two to narrow it down.",
      [
        widget("button", {
          text: "Follow by RSS",
          link: { url: "/feed/", is_external: "", nofollow: "", custom_attributes: "" },
          size: "sm",
          border_radius: box(6),
          background_color: "#FFFFFF00",
          border_border: "solid",
          border_width: box(2),
          __globals__: { button_text_color: COLOR.primary, border_color: COLOR.primary },
        }),
      ],
    ),
    band([
      container({ content_width: "full", flex_gap: gap(12) }, [
        eyebrow("Subjects", COLOR.onPageAccent, { typography_font_size: px(12) }),
        widget(
          "taxonomy-filter",
          {
            selected_element: J.grid,
            taxonomy: "category",
            multiple_selection: "yes",
            logical_combination: "OR",
            first_item_title: "All stories",
          },
          J.categories,
        ),
        eyebrow("Topics", COLOR.onPageAccent, { typography_font_size: px(12), _margin: box(8, 0, 0, 0) }),
        widget(
          "taxonomy-filter",
          {
            selected_element: J.grid,
            taxonomy: "post_tag",
            first_item_title: "Any topic",
          },
          J.topics,
        ),
      ]),
      widget(
        "loop-grid",
        {
          _skin: "post",
          template_id: JOURNAL_DEMO.postCard,
          posts_per_page: 6,
          columns: 3,
          columns_tablet: 2,
          columns_mobile: 1,
          column_gap: px(24),
          row_gap: px(24),
          masonry: "yes",
          pagination_type: "load_more_on_click",
          text: "More stories",
          nothing_found_message_text: "No story has all of that yet. Try fewer subjects.",
          post_query_orderby: "date",
          post_query_order: "desc",
        },
        J.grid,
      ),
    ]),
  ];
}

function roomsPage(): Element[] {
  nextId = idMaker(0x4b5);
  const R = JOURNAL_DEMO.rooms;
  return [
    pageHeader(
      "Shop by room",
      "Something for every corner",
      "Choose the rooms you are furnishing: the kitchen, a reading light for the bedroom, pots for the balcony.",
    ),
    band([
      widget("heading", {
        title: "Newest pieces",
        header_size: "h2",
        typography_typography: "custom",
        typography_font_size: px(26),
        __globals__: { title_color: COLOR.onPageHeading },
      }),
      widget(
        "loop-carousel",
        {
          _skin: "product",
          template_id: JOURNAL_DEMO.productCard,
          posts_per_page: 8,
          slides_to_show: "4",
          slides_to_show_tablet: "2",
          slides_to_show_mobile: "1",
          navigation: "both",
          autoplay: "",
          image_spacing_custom: px(20),
          product_query_orderby: "date",
          product_query_order: "desc",
        },
        R.carousel,
      ),
    ]),
    band(
      [
        widget("heading", {
          title: "Browse by room",
          header_size: "h2",
          typography_typography: "custom",
          typography_font_size: px(26),
          __globals__: { title_color: COLOR.onPageHeading },
        }),
        widget(
          "taxonomy-filter",
          {
            selected_element: R.grid,
            taxonomy: "product_cat",
            multiple_selection: "yes",
            logical_combination: "OR",
            first_item_title: "Every room",
            // Visitors tick the rooms they are furnishing (Vitrine's checkbox display, decision 025).
            vitrine_display: "checkboxes",
          },
          R.rooms,
        ),
        widget(
          "loop-grid",
          {
            _skin: "product",
            template_id: JOURNAL_DEMO.productCard,
            posts_per_page: 8,
            columns: 4,
            columns_tablet: 3,
            columns_mobile: 2,
            column_gap: px(20),
            row_gap: px(24),
            column_gap_mobile: px(12),
            equal_height: "yes",
            pagination_type: "numbers_and_prev_next",
            product_query_orderby: "title",
            product_query_order: "asc",
          },
          R.grid,
        ),
      ],
      { padding: box(8, 20, 64, 20) },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The export

interface Item {
  id: number;
  title: string;
  slug: string;
  type: "page" | "elementor_library";
  link: string;
  templateType: string;
  elements: Element[];
  /** Serialized `_elementor_page_settings` (Elementor's full-width template hides the page title). */
  fullWidth?: boolean;
}

function item(entry: Item): WxrItem {
  return {
    id: entry.id,
    title: entry.title,
    slug: entry.slug,
    type: entry.type,
    link: entry.link,
    date: "2026-11-05 10:00:00",
    meta: {
      ...elementorMeta(entry.templateType, entry.elements),
      _wp_page_template: entry.fullWidth ? "elementor_header_footer" : "default",
      ...(entry.fullWidth
        ? {
            _elementor_page_settings:
              'a:2:{s:10:"hide_title";s:3:"yes";s:8:"template";s:23:"elementor_header_footer";}',
          }
        : {}),
    },
  };
}

export function buildJournalExport(): string {
  const items: Item[] = [
    {
      id: JOURNAL_DEMO.postCard,
      title: "Journal card",
      slug: "journal-card",
      type: "elementor_library",
      link: `${SITE}/?elementor_library=journal-card`,
      templateType: "loop-item",
      elements: postCard(),
    },
    {
      id: JOURNAL_DEMO.productCard,
      title: "Room card",
      slug: "room-card",
      type: "elementor_library",
      link: `${SITE}/?elementor_library=room-card`,
      templateType: "loop-item",
      elements: productCard(),
    },
    {
      id: JOURNAL_DEMO.journal.id,
      title: "The journal",
      slug: "journal",
      type: "page",
      link: `${SITE}${JOURNAL_DEMO.journal.path}`,
      templateType: "wp-page",
      elements: journalPage(),
      fullWidth: true,
    },
    {
      id: JOURNAL_DEMO.rooms.id,
      title: "Shop by room",
      slug: "shop-by-room",
      type: "page",
      link: `${SITE}${JOURNAL_DEMO.rooms.path}`,
      templateType: "wp-page",
      elements: roomsPage(),
      fullWidth: true,
    },
  ];
  return writeWxr({
    comments: [
      "This is a WordPress eXtended RSS file generated by WordPress as an export of your site.",
      "Generated by content/demo/site/build-journal.ts: the journal and shop-by-room loop pages.",
    ],
    site: SITE,
    title: "Vitrine Demo Shop",
    description: "Small goods, made with care",
    author: DEMO_AUTHOR,
    generator: DEMO_GENERATOR,
    items: items.map(item),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(here, "40-journal.xml");
  writeFileSync(file, buildJournalExport());
  console.log(`wrote ${file}`);
}
