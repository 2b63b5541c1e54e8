/**
 * Writes `62-content-widgets-b.xml`, the WordPress export the end-to-end servers import at start for the second
 * half of the content widgets (issue 15): data and comparison tables, coupon codes, chat and reviews. Document
 * ids 62000–62999, pages under `/content-widgets-b-*`, and a CSV attachment (a size guide) for a table.
 * Run `npx tsx tests/e2e/content/build-content-widgets-b.ts` after changing it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  attachmentItem,
  elementorMeta,
  TEST_AUTHOR,
  type WxrItem,
  writeWxr,
} from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const CONTENT_WIDGET_B_PAGES = {
  tables: { id: 62001, path: "/content-widgets-b-tables/" },
  coupons: { id: 62002, path: "/content-widgets-b-coupons/" },
  chat: { id: 62003, path: "/content-widgets-b-chat/" },
  reviews: { id: 62004, path: "/content-widgets-b-reviews/" },
} as const;

const CSV = { id: 62100, file: "2026/11/winter-size-guide.csv" };

const widget = (id: string, widgetType: string, settings: Record<string, unknown>) => ({
  id,
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (id: string, elements: unknown[]) => ({
  id,
  elType: "container",
  isInner: false,
  settings: { content_width: "boxed", flex_direction: "column" },
  elements,
});
const heading = (id: string, title: string) => widget(id, "heading", { title, header_size: "h2" });

/** 57 rows of stock: enough for six pages of ten, with prices to order by. */
const GOODS = ["Mug", "Bowl", "Plate", "Candle", "Scarf", "Mittens", "Blanket", "Teapot", "Vase", "Lantern"];
const COLOURS = ["snow", "pine", "ember", "midnight", "frost", "amber"];
export const STOCK_ROWS = Array.from({ length: 57 }, (_v, index) => {
  const name = `${COLOURS[index % COLOURS.length]} ${GOODS[index % GOODS.length]} ${index + 1}`;
  const price = ((index * 37) % 90) + 5 + (index % 4) * 0.25;
  return {
    name: name[0]?.toUpperCase() + name.slice(1),
    price: `€${price.toFixed(2)}`,
    stock: String((index * 13) % 40),
  };
});

const tablesPage = [
  container("b620001", [
    heading("b620002", "Winter stock"),
    widget("b620003", "elementskit-table", {
      ekit_table_build_header: [
        { _id: "h1", table_header_content: "Product" },
        { _id: "h2", table_header_content: "Price" },
        { _id: "h3", table_header_content: "In stock" },
      ],
      table_body_content: STOCK_ROWS.flatMap((row, index) => [
        { _id: `r${index}a`, ekit_table_row: "Row", cell_text: row.name },
        { _id: `r${index}b`, cell_text: row.price },
        { _id: `r${index}c`, cell_text: row.stock },
      ]),
    }),
  ]),
  container("b620010", [
    heading("b620011", "Size guide"),
    widget("b620012", "elementskit-table", {
      ekit_table_data_type: "csv",
      ekit_table_csv_type: "file",
      ekit_table_upload_csv: { id: CSV.id, url: `${SITE}/wp-content/uploads/${CSV.file}` },
      show_pagination: "",
      show_search: "",
    }),
  ]),
  container("b620020", [
    heading("b620021", "Which gift box?"),
    widget("b620022", "elementskit-comparison-table", {
      ekit_cp_table_heading_content: [
        { _id: "c1", ekit_cp_table_heading_cell_text: "<p>Feature</p>" },
        { _id: "c2", ekit_cp_table_heading_cell_text: "Small box" },
        { _id: "c3", ekit_cp_table_heading_cell_text: "Large box" },
      ],
      ekit_cp_table_body_content: [
        { _id: "d1", ekit_cp_table_row: "Row", ekit_cp_table_cell_text: "Items" },
        { _id: "d2", ekit_cp_table_cell_text: "3" },
        { _id: "d3", ekit_cp_table_cell_text: "6" },
        { _id: "d4", ekit_cp_table_row: "Row", ekit_cp_table_cell_text: "Gift note" },
        { _id: "d5", ekit_cp_table_cell_text: '<img src=x onerror="window.__xss=1">' },
        { _id: "d6", ekit_cp_table_cell_text: "<b>Handwritten</b>" },
      ],
    }),
  ]),
];

const couponsPage = [
  container("b620101", [
    heading("b620102", "Welcome offer"),
    widget("b620103", "elementskit-coupon-code", {
      ekit_coupon_style: "style-3",
      ekit_coupon_text: "Reveal your 10% code",
      ekit_coupon_code: "WELCOME10",
      vitrine_apply_to_cart: "yes",
    }),
  ]),
  container("b620110", [
    heading("b620111", "Free delivery"),
    widget("b620112", "elementskit-coupon-code", {
      ekit_coupon_style: "inline",
      ekit_coupon_code: "FREESHIP",
    }),
  ]),
  container("b620120", [
    heading("b620121", "Copy the code"),
    widget("b620122", "elementskit-coupon-code", {
      ekit_coupon_style: "style-7",
      ekit_coupon_code: "SAVE5",
      ekit_copy_btn_text: "Copy",
      ekit_after_copied_text: "Copied!",
    }),
  ]),
];

const chatPage = [
  container("b620201", [
    heading("b620202", "Talk to the studio"),
    widget("b620203", "elementskit-whatsapp", {
      ekit_whatsapp_number: "+33 6 12 34 56 78",
      ekit_whatsapp_user_name: "Camille from the studio",
      ekit_whatsapp_message: "Bonjour! 👋\nAsk us anything about glazes, sizes or delivery.",
      ekit_whatsapp_position: "inline",
    }),
  ]),
  container("b620210", [
    heading("b620211", "Or on Messenger"),
    widget("b620212", "elementskit-whatsapp", {
      vitrine_chat_channel: "messenger",
      vitrine_messenger_page: "atelier.vitrine",
      ekit_whatsapp_footer_style: "button",
      ekit_whatsapp_sticky_btn_text: "Message us",
      ekit_whatsapp_position: "inline",
    }),
  ]),
];

export const LONG_REVIEW =
  "I bought the speckled mug as a gift and ended up keeping it. It holds heat for ages, the glaze is even lovelier in person, and it survived a winter of daily use.";

const reviewsPage = [
  container("b620301", [
    heading("b620302", "What customers say about the mug"),
    widget("b620303", "elementskit-review", {
      vitrine_product: "127",
      ekit_review_items: [
        {
          _id: "v1",
          ekit_review_name: "Inès Laurent",
          ekit_review_designation: "Lyon",
          ekit_review_text: LONG_REVIEW,
          ekit_review_rating: "5",
        },
        {
          _id: "v2",
          ekit_review_name: "Tom Becker",
          ekit_review_designation: "Berlin",
          ekit_review_text: "Solid, simple, beautiful.",
          ekit_review_rating: "4.5",
        },
        {
          _id: "v3",
          ekit_review_name: "Ana Ruiz",
          ekit_review_text: "Arrived well packed.",
          ekit_review_rating: "4",
        },
      ],
    }),
  ]),
  container("b620310", [
    heading("b620311", "Reviews"),
    widget("b620312", "reviews", {
      slides: [
        { _id: "s1", name: "Yuki", title: "Osaka", content: "Lovely candles, clean burn.", rating: 5 },
        { _id: "s2", name: "Lena", title: "Vienna", content: "The scarf is warm and soft.", rating: 4 },
      ],
      columns: "2",
    }),
  ]),
];

interface Page {
  id: number;
  title: string;
  slug: string;
  elements: unknown[];
  attachment?: { file: string };
}

const date = "2026-11-02 09:00:00";
const pubDate = "Mon, 02 Nov 2026 09:00:00 +0000";

function item(page: Page): WxrItem {
  const common = {
    id: page.id,
    title: page.title,
    slug: page.slug,
    link: `${SITE}/${page.slug}/`,
    pubDate,
    date,
  };
  if (page.attachment) return attachmentItem(SITE, { ...common, file: page.attachment.file });
  return { ...common, type: "page", meta: elementorMeta("wp-page", page.elements) };
}

export const pages: Page[] = [
  {
    id: CSV.id,
    title: "winter-size-guide.csv",
    slug: "winter-size-guide",
    elements: [],
    attachment: { file: CSV.file },
  },
  {
    id: CONTENT_WIDGET_B_PAGES.tables.id,
    title: "Content widgets: tables",
    slug: "content-widgets-b-tables",
    elements: tablesPage,
  },
  {
    id: CONTENT_WIDGET_B_PAGES.coupons.id,
    title: "Content widgets: coupons",
    slug: "content-widgets-b-coupons",
    elements: couponsPage,
  },
  {
    id: CONTENT_WIDGET_B_PAGES.chat.id,
    title: "Content widgets: chat",
    slug: "content-widgets-b-chat",
    elements: chatPage,
  },
  {
    id: CONTENT_WIDGET_B_PAGES.reviews.id,
    title: "Content widgets: reviews",
    slug: "content-widgets-b-reviews",
    elements: reviewsPage,
  },
];

/** The size guide the CSV table shows (semicolon-free, one quoted field). */
export const SIZE_GUIDE_CSV =
  'Size,Chest (cm),Length (cm)\nS,"88–92",66\nM,"96–100",70\nL,"104–108",74\nXL,"112–116",77\n';

const xml = writeWxr({
  comments: [
    "Generated by tests/e2e/content/build-content-widgets-b.ts: the content widgets' end-to-end documents (part B).",
  ],
  site: SITE,
  title: "Atelier Test",
  description: "Content widgets end-to-end documents, part B",
  author: TEST_AUTHOR,
  items: pages.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "62-content-widgets-b.xml"), xml);
  const upload = path.join(here, "uploads", CSV.file);
  mkdirSync(path.dirname(upload), { recursive: true });
  writeFileSync(upload, SIZE_GUIDE_CSV);
  console.log(`wrote ${path.join(here, "62-content-widgets-b.xml")}`);
}
