/**
 * Writes `50-winter-sale.xml`: the demo shop's "Winter sale" landing page (`/winter-sale/`, page 1350), built
 * from issue 15's content widgets: countdown, coupon codes, data and comparison tables, tabs, accordion, reviews
 * and the chat button. Element ids 1350–1399 (as 7-digit hex prefixes). Carousels, galleries and the video
 * popup come from `winter-sale/part-a.ts` (ids 1300–1349): see PART_A below.
 * Run `npx tsx content/demo/site/build-winter-sale.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import { writeWxr } from "../../wxr-writer.ts";
import { DEMO_SITE, type DemoPicture, pictureItems } from "./demo-wxr.ts";
import { type Element, gap, px, type Settings } from "./elementor-parts.ts";
import { winterSalePartA } from "./winter-sale/part-a.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;
export const WINTER_SALE_ID = 1350;

let next = 0;
const id = () => (WINTER_SALE_ID * 0x100 + next++).toString(16).padStart(7, "0");
const box = (top: number, right = top, bottom = top, left = right) => ({
  unit: "px",
  top: String(top),
  right: String(right),
  bottom: String(bottom),
  left: String(left),
  isLinked: false,
});
/** Text on the page's own background follows the visitor's palette (Astra's globals), light or dark. */
const onPage = (key: string, index: number) => ({
  __globals__: { [key]: `globals/colors?id=astglobalcolor${index}` },
});

const widget = (widgetType: string, settings: Settings): Element => ({
  id: id(),
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (settings: Settings, elements: Element[], isInner = false): Element => ({
  id: id(),
  elType: "container",
  isInner,
  settings,
  elements,
});
const band = (settings: Settings, elements: Element[]) =>
  container(
    {
      content_width: "boxed",
      flex_direction: "column",
      padding: box(64, 20),
      padding_mobile: box(40, 16),
      flex_gap: gap(24),
      ...settings,
    },
    elements,
  );
const row = (elements: Element[], settings: Settings = {}) =>
  container(
    {
      content_width: "full",
      flex_direction: "row",
      flex_direction_mobile: "column",
      flex_wrap: "wrap",
      flex_gap: gap(28),
      ...settings,
    },
    elements,
    true,
  );
const column = (width: number, elements: Element[], settings: Settings = {}) =>
  container(
    {
      content_width: "full",
      flex_direction: "column",
      width: { unit: "%", size: width, sizes: [] },
      width_mobile: { unit: "%", size: 100, sizes: [] },
      flex_gap: gap(16),
      ...settings,
    },
    elements,
    true,
  );
const heading = (title: string, size: string, settings: Settings = {}) =>
  widget("heading", {
    title,
    header_size: size,
    typography_typography: "custom",
    typography_font_weight: "700",
    ...onPage("title_color", 2),
    ...settings,
  });
const eyebrow = (title: string, colour?: string) =>
  widget("heading", {
    title,
    header_size: "p",
    typography_typography: "custom",
    typography_font_size: px(13),
    typography_font_weight: "700",
    typography_text_transform: "uppercase",
    typography_letter_spacing: px(2),
    ...(colour ? { title_color: colour } : onPage("title_color", 0)),
  });
const text = (html: string, settings: Settings = {}) =>
  widget("text-editor", { editor: html, ...onPage("text_color", 3), ...settings });

/** Sale prices: regular and winter price of twelve things for cold days. */
const SALE = [
  ["Speckled Stoneware Mug", "Home", "14,90 €", "11,90 €"],
  ["Cast Iron Teapot", "Home", "49,00 €", "36,75 €"],
  ["Mushroom Table Lamp", "Home", "69,00 €", "55,20 €"],
  ["Beeswax Taper Candles (pair)", "Home", "12,50 €", "9,40 €"],
  ["Chunky Knit Scarf", "Clothing", "39,00 €", "29,25 €"],
  ["Wool Hiking Socks", "Clothing", "16,00 €", "12,80 €"],
  ["Classic Hoodie", "Clothing", "54,00 €", "43,20 €"],
  ["Linen Tea Towel Set", "Home", "19,00 €", "15,20 €"],
  ["Greeting Card Set", "Stationery", "11,00 €", "8,25 €"],
  ["Gift Wrapping Kit", "Stationery", "9,00 €", "7,20 €"],
  ["Glazed Planter", "Garden", "29,00 €", "21,75 €"],
  ["Copper Watering Can", "Garden", "45,00 €", "36,00 €"],
];

// ---------------------------------------------------------------------------------------------------------------
// PART_A: the media and testimonial carousels, slides, product carousels, galleries and the video popup of
// issue 15 (part A) are built in `winter-sale/part-a.ts` (element ids 1300–1349), placed after the hero.
const partA = winterSalePartA() as unknown as Element[];

function winterSale(): Element[] {
  next = 0;
  const hero = band(
    {
      background_background: "classic",
      background_color: "#0F2A3F",
      padding: box(80, 20),
      padding_mobile: box(48, 16),
    },
    [
      row(
        [
          column(56, [
            eyebrow("Winter sale · until 15 January", "#9FD3E6"),
            heading("Warm up your home, up to 25% off", "h1", {
              title_color: "#FFFFFF",
              __globals__: {},
              typography_font_size: px(48),
              typography_font_size_mobile: px(34),
              typography_line_height: { unit: "em", size: 1.1, sizes: [] },
            }),
            text(
              "<p>Stoneware, candles and knitwear for the cold months, made by small workshops. Sale prices are already in the shop; your first order takes another 10% off with the code below.</p>",
              {
                text_color: "#D8E6EE",
                __globals__: {},
                typography_typography: "custom",
                typography_font_size: px(18),
              },
            ),
            widget("elementskit-coupon-code", {
              ekit_coupon_style: "style-3",
              ekit_coupon_text: "Reveal your 10% code",
              ekit_coupon_code: "WELCOME10",
              vitrine_apply_to_cart: "yes",
              _css_classes: "winter-coupon",
            }),
          ]),
          column(
            38,
            [
              eyebrow("The sale ends in", "#9FD3E6"),
              widget("countdown", {
                due_date: "2027-01-15 00:00",
                expire_actions: ["message"],
                message_after_expire: "The winter sale has ended. Thank you for shopping with us!",
                digits_color: "#FFFFFF",
                label_color: "#D8E6EE",
                box_background_color: "#1B4260",
                box_border_radius: box(12),
              }),
              text("<p>Free delivery on every order with <strong>FREESHIP</strong>, click it to copy:</p>", {
                text_color: "#D8E6EE",
                __globals__: {},
              }),
              widget("elementskit-coupon-code", {
                ekit_coupon_style: "inline",
                ekit_coupon_code: "FREESHIP",
              }),
            ],
            {
              padding: box(28),
              background_background: "classic",
              background_color: "#163A55",
              border_radius: box(16),
            },
          ),
        ],
        { align_items: "center", justify_content: "space-between" },
      ),
    ],
  );

  const prices = band({}, [
    eyebrow("Every sale price"),
    heading("Find your winter favourite", "h2"),
    text("<p>Search, sort by price and page through everything in the sale.</p>"),
    widget("elementskit-table", {
      ekit_table_build_header: [
        { _id: "p1", table_header_content: "Product" },
        { _id: "p2", table_header_content: "Category" },
        { _id: "p3", table_header_content: "Was" },
        { _id: "p4", table_header_content: "Now" },
      ],
      table_body_content: SALE.flatMap(([name, category, was, now], index) => [
        { _id: `s${index}a`, ekit_table_row: "Row", cell_text: `<strong>${name}</strong>` },
        { _id: `s${index}b`, cell_text: category },
        { _id: `s${index}c`, cell_text: `<s>${was}</s>` },
        { _id: `s${index}d`, cell_text: now },
      ]),
    }),
  ]);

  const gifts = band(
    { background_background: "classic", ...onPage("background_color", 5), flex_gap: gap(28) },
    [
      row([
        column(48, [
          eyebrow("Gift boxes"),
          heading("Which box suits them?", "h2"),
          widget("elementskit-comparison-table", {
            ekit_cp_table_heading_content: [
              { _id: "g1", ekit_cp_table_heading_cell_text: "" },
              { _id: "g2", ekit_cp_table_heading_cell_text: "Cosy" },
              { _id: "g3", ekit_cp_table_heading_cell_text: "Hearth" },
            ],
            ekit_cp_table_body_content: [
              ["Things inside", "3", "6"],
              ["Candles", "2", "4"],
              ["Handwritten note", "Yes", "Yes"],
              ["Wrapped in linen", "No", "Yes"],
              ["Price", "35 €", "65 €"],
            ].flatMap((cells, r) =>
              cells.map((cell, c) => ({
                _id: `g${r}${c}`,
                ...(c === 0 ? { ekit_cp_table_row: "Row" } : {}),
                ekit_cp_table_cell_text: cell,
              })),
            ),
            _css_classes: "winter-on-light",
          }),
        ]),
        column(46, [
          eyebrow("Good to know"),
          heading("Delivery and returns", "h2"),
          widget("tabs", {
            tabs: [
              {
                _id: "ws-delivery",
                tab_title: "Delivery",
                tab_content:
                  "<p>Orders leave the studio within two working days, wrapped in recycled paper. Delivery is free with FREESHIP.</p>",
              },
              {
                _id: "ws-returns",
                tab_title: "Returns",
                tab_content: "<p>Sale items can be returned for 30 days, as always.</p>",
              },
              {
                _id: "ws-gifts",
                tab_title: "Gift wrap",
                tab_content: "<p>Every order can be gift-wrapped with a handwritten card, at no cost.</p>",
              },
            ],
            _css_classes: "winter-on-light",
          }),
        ]),
      ]),
    ],
  );

  const faq = band({}, [
    eyebrow("Questions"),
    heading("Winter sale FAQ", "h2"),
    widget("accordion", {
      faq_schema: "yes",
      tabs: [
        [
          "When does the sale end?",
          "<p>At midnight on 15 January (Paris time); the countdown above shows how long is left.</p>",
        ],
        ["Can I use a coupon on sale prices?", "<p>Yes: WELCOME10 and FREESHIP both work on sale items.</p>"],
        [
          "Will my parcel arrive before the holidays?",
          "<p>Order by 18 December for delivery in mainland France before the 24th.</p>",
        ],
      ].map(([tab_title, tab_content], index) => ({ _id: `faq${index}`, tab_title, tab_content })),
    }),
  ]);

  const reviews = band({}, [
    eyebrow("From our customers"),
    heading("The mug everyone asks about", "h2"),
    // Bound to the mug: its newest approved reviews (content/demo/site/55-reviews.xml) under its real rating.
    widget("elementskit-review", { vitrine_product: "127", vitrine_reviews_limit: "3" }),
  ]);

  // Left: Astra's scroll-to-top button takes the bottom right corner.
  const chat = widget("elementskit-whatsapp", {
    ekit_whatsapp_number: "+33 6 12 34 56 78",
    ekit_whatsapp_user_name: "Camille from the studio",
    ekit_whatsapp_user_designation: "Replies within an hour, 9:00–18:00",
    ekit_whatsapp_message: "Bonjour! 👋\nLooking for a winter gift? Ask us anything.",
    ekit_whatsapp_position: "left",
  });

  return [hero, ...partA, prices, gifts, faq, reviews, band({ padding: box(0) }, [chat])];
}

/** First post id of the pictures this export lists as its own attachments (1360–1399). */
const FIRST_PICTURE_ID = 1360;

/** The demo uploads the page shows, found in its Elementor data, as this export's own attachments. */
function pagePictures(elementorData: string, date: string, pubDate: string): DemoPicture[] {
  const files = [
    ...new Set(
      [...elementorData.matchAll(/wp-content\\?\/uploads\\?\/(\d{4}\\?\/\d{2}\\?\/[\w-]+\.jpg)/g)].map(
        (match) => (match[1] ?? "").replaceAll("\\", ""),
      ),
    ),
  ].sort();
  return files.map((file, index) => {
    const name = path.basename(file, ".jpg");
    return {
      id: FIRST_PICTURE_ID + index,
      file,
      title: name,
      slug: `winter-sale-${name}`,
      link: `${SITE}/winter-sale/${name}/`,
      guid: `${SITE}/wp-content/uploads/${file}`,
      parent: WINTER_SALE_ID,
      date,
      pubDate,
    };
  });
}

function buildExport(): string {
  const elementorData = JSON.stringify(winterSale());
  const date = "2026-11-20 09:00:00";
  const pubDate = "Fri, 20 Nov 2026 09:00:00 +0000";
  return writeWxr({
    comments: [
      "Generated by content/demo/site/build-winter-sale.ts: the demo shop's Winter sale landing page.",
    ],
    site: SITE,
    title: "Vitrine Demo",
    description: "The demo shop's winter sale",
    author: {
      login: "vitrine",
      email: "studio@vitrine.example",
      displayName: "Vitrine Studio",
      firstName: "",
      lastName: "",
    },
    items: [
      ...pictureItems(pagePictures(elementorData, date, pubDate)),
      {
        id: WINTER_SALE_ID,
        title: "Winter sale",
        slug: "winter-sale",
        type: "page",
        link: `${SITE}/winter-sale/`,
        pubDate,
        guid: `${SITE}/?page_id=${WINTER_SALE_ID}`,
        date,
        meta: {
          _elementor_edit_mode: "builder",
          _elementor_template_type: "wp-page",
          _elementor_version: "3.21.3",
          _elementor_data: elementorData,
          _elementor_page_settings: serialize({ hide_title: "yes", template: "elementor_header_footer" }),
          _wp_page_template: "elementor_header_footer",
        },
      },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "50-winter-sale.xml"), buildExport());
  console.log(`wrote ${path.join(here, "50-winter-sale.xml")}`);
}
