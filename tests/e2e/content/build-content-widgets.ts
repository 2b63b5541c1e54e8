/**
 * Writes `60-content-widgets.xml`, the WordPress export the end-to-end servers import at start for the content
 * widgets' specs (issue 15): countdowns, tabs, accordions, carousels… Document ids 60000–60999, pages under
 * `/content-widgets-*`. Run `npx tsx tests/e2e/content/build-content-widgets.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  attachmentItem,
  elementorMeta,
  TEST_AUTHOR,
  type WxrItem,
  writeWxr,
} from "../../../content/wxr-writer.ts";
import { writeShadedPhoto } from "./shaded-photo.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const CONTENT_WIDGET_PAGES = {
  countdown: { id: 60001, path: "/content-widgets-countdown/" },
  tabs: { id: 60002, path: "/content-widgets-tabs/" },
  carousels: { id: 60003, path: "/content-widgets-carousels/" },
  sliders: { id: 60004, path: "/content-widgets-sliders/" },
  galleries: { id: 60005, path: "/content-widgets-galleries/" },
} as const;

/** The due date the countdown specs run their browser clock against (UTC: the e2e servers' time zone). */
export const COUNTDOWN_DUE = "2030-01-01 00:00";

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
  settings: { content_width: "boxed", flex_direction: "column", ...settings },
  elements,
});
const heading = (id: string, title: string) => widget(id, "heading", { title, header_size: "h2" });

const countdownPage = [
  container("c600001", {}, [
    heading("c600002", "Winter sale ends in"),
    widget("c600003", "countdown", {
      due_date: COUNTDOWN_DUE,
      expire_actions: ["hide", "message"],
      message_after_expire: "The winter sale has ended. <b>See you next year</b>",
      custom_labels: "yes",
      label_days: "Days <img src=x onerror=alert(1)>",
    }),
  ]),
  container("c600010", {}, [
    heading("c600011", "An offer just for you"),
    widget("c600012", "countdown", {
      countdown_type: "evergreen",
      evergreen_counter_hours: "1",
      evergreen_counter_minutes: "30",
      show_days: "",
      label_display: "inline",
    }),
  ]),
  container("c600020", {}, [
    heading("c600021", "Flash sale"),
    widget("c600022", "elementskit-countdown-timer", {
      ekit_countdown_timer_style: "style3",
      ekit_countdown_timer_due_time: COUNTDOWN_DUE,
      ekit_countdown_timer_title: "The flash sale is over",
      ekit_countdown_timer_expiry_content: "Thank you for shopping with us.",
    }),
  ]),
  container("c600030", {}, [
    heading("c600031", "Midnight deal"),
    widget("c600032", "elementskit-countdown-timer", {
      ekit_countdown_timer_style: "style6",
      ekit_countdown_timer_due_time: COUNTDOWN_DUE,
    }),
  ]),
  container("c600040", {}, [
    heading("c600041", "Last year's sale"),
    widget("c600042", "countdown", {
      due_date: "2020-01-01 00:00",
      expire_actions: ["message"],
      message_after_expire: "This sale has ended.",
    }),
  ]),
];

const faq = [
  ["Is the stoneware food safe?", "<p>Yes. Every glaze we use is lead-free and fired to 1280 °C.</p>"],
  ["Can it go in the dishwasher?", "<p>Top rack only; hand washing keeps the glaze bright for longer.</p>"],
  ["How long does delivery take?", "<p>Two to four working days in mainland France.</p>"],
];

const tabsPage = [
  container("t600001", {}, [
    heading("t600002", "Product care"),
    widget("t600003", "tabs", {
      tabs: [
        { _id: "care", tab_title: "Care", tab_content: "<p>Wash by hand in warm soapy water.</p>" },
        {
          _id: "ship",
          tab_title: "Shipping",
          tab_content: "<p>Sent in recycled packaging within two days.</p>",
        },
        { _id: "back", tab_title: "Returns", tab_content: "<p>Thirty days to change your mind.</p>" },
      ],
    }),
  ]),
  container("t600010", {}, [
    heading("t600011", "Our materials"),
    widget("t600012", "elementskit-tab", {
      ekit_hash_change: "1",
      ekit_tab_items: [
        { _id: "clay", ekit_tab_title: "Clay", ekit_tab_content: "<p>Stoneware from the Puisaye.</p>" },
        {
          _id: "glaze",
          ekit_tab_title: "Glazes",
          ekit_tab_content: "<p>Ash glazes mixed in the studio.</p>",
        },
        { _id: "wood", ekit_tab_title: "Wood", ekit_tab_content: "<p>Oak offcuts from a local joiner.</p>" },
      ],
    }),
  ]),
  container("t600020", {}, [
    heading("t600021", "Frequently asked questions"),
    widget("t600022", "accordion", {
      faq_schema: "yes",
      tabs: faq.map(([tab_title, tab_content], index) => ({ _id: `faq${index}`, tab_title, tab_content })),
    }),
  ]),
  container("t600030", {}, [
    heading("t600031", "Good to know"),
    widget("t600032", "toggle", {
      tabs: faq.map(([tab_title, tab_content], index) => ({ _id: `tog${index}`, tab_title, tab_content })),
    }),
  ]),
];

/** Four photographs (generated gradients in winter colours) for the carousels, attachments 60101–60104. */
const PHOTOS = [
  { id: 60101, file: "2026/11/winter-1.jpg", alt: "Snow-white stoneware mugs", colour: [205, 222, 235] },
  { id: 60102, file: "2026/11/winter-2.jpg", alt: "A pine-green serving bowl", colour: [60, 110, 90] },
  { id: 60103, file: "2026/11/winter-3.jpg", alt: "Ember-red candle holders", colour: [170, 70, 60] },
  { id: 60104, file: "2026/11/winter-4.jpg", alt: "Midnight-blue plates", colour: [40, 60, 110] },
  { id: 60105, file: "2026/11/winter-5.jpg", alt: "Frost-grey linen napkins", colour: [150, 160, 170] },
  { id: 60106, file: "2026/11/winter-6.jpg", alt: "Honey-gold beeswax candles", colour: [200, 160, 70] },
] as const;
const photoUrl = (file: string) => `${SITE}/wp-content/uploads/${file}`;

const carouselsPage = [
  container("k600001", {}, [
    heading("k600002", "Winter collection"),
    widget("k600003", "image-carousel", {
      carousel_name: "Winter collection",
      carousel: PHOTOS.slice(0, 4).map((photo) => ({ id: photo.id, url: photoUrl(photo.file) })),
      thumbnail_size: "large",
      slides_to_show: "3",
      slides_to_show_mobile: "1",
      caption_type: "caption",
    }),
  ]),
  container("k600010", {}, [
    heading("k600011", "One photograph"),
    widget("k600012", "image-carousel", {
      carousel_name: "Single photograph",
      carousel: [{ id: PHOTOS[0].id, url: photoUrl(PHOTOS[0].file) }],
    }),
  ]),
];

const photo = (index: number) => {
  const picture = PHOTOS[index] ?? PHOTOS[0];
  return { id: picture.id, url: photoUrl(picture.file) };
};
const VIDEO_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

const slidersPage = [
  container("m600001", {}, [
    heading("m600002", "Media carousel"),
    widget("m600003", "media-carousel", {
      carousel_name: "Winter in pictures",
      slides: [
        { _id: "ms1", image: photo(0), image_link_to_type: "file" },
        { _id: "ms2", image: photo(1), image_link_to_type: "file" },
        { _id: "ms3", type: "video", image: photo(2), video: { url: VIDEO_URL } },
        { _id: "ms4", image: photo(3), image_link_to_type: "file" },
        { _id: "ms5", image: photo(4), image_link_to_type: "file" },
      ],
      overlay: "text",
      caption: "title",
    }),
  ]),
  container("m600010", {}, [
    heading("m600011", "Slideshow"),
    widget("m600012", "media-carousel", {
      skin: "slideshow",
      carousel_name: "Slideshow",
      slides: [0, 1, 2, 3].map((index) => ({ _id: `ss${index}`, image: photo(index) })),
      pagination: "fraction",
    }),
  ]),
  container("m600020", {}, [
    heading("m600021", "What customers say"),
    widget("m600022", "testimonial-carousel", {
      carousel_name: "Customer reviews",
      slides: [
        {
          _id: "tc1",
          content: "The mugs keep tea hot and look lovely on the shelf.",
          name: "Ana Duarte",
          title: "Lyon",
          image: photo(0),
        },
        {
          _id: "tc2",
          content: "Parcel arrived in two days, beautifully wrapped.",
          name: "Ben Okafor",
          title: "Bristol",
          image: photo(1),
        },
        {
          _id: "tc3",
          content: "My third order this winter. Never disappointed.",
          name: "Chloé Martin",
          title: "Nantes",
          image: photo(2),
        },
      ],
    }),
  ]),
  container("m600030", {}, [
    heading("m600031", "Slides"),
    widget("m600032", "slides", {
      slides_title: "Winter sale highlights",
      slides: [
        {
          _id: "sl1",
          heading: "Winter sale",
          description: "Up to 40% off stoneware",
          button_text: "Shop the sale",
          link: { url: "/shop/" },
          background_image: photo(3),
          background_overlay: "yes",
        },
        {
          _id: "sl2",
          heading: "Candles for long evenings",
          description: "Hand-dipped beeswax",
          button_text: "See candles",
          link: { url: "/shop/" },
          link_click: "button",
          background_color: "#7c2d12",
        },
        {
          _id: "sl3",
          heading: "Free delivery",
          description: "On every order over €60",
          button_text: "",
          background_color: "#1e3a5f",
        },
      ],
    }),
  ]),
  container("m600040", {}, [
    heading("m600041", "Popular products"),
    widget("m600042", "elementskit-woo-product-carousel", {
      carousel_name: "Popular products",
      posts_per_page: 6,
    }),
  ]),
  container("m600050", {}, [
    heading("m600051", "One testimonial"),
    widget("m600052", "testimonial-carousel", {
      carousel_name: "A single review",
      slides: [{ _id: "one", content: "Only one review here.", name: "Dana" }],
    }),
  ]),
];

const galleriesPage = [
  container("g600001", {}, [
    heading("g600002", "Gallery"),
    widget("g600003", "gallery", {
      gallery: [0, 1, 2, 3, 4, 5].map(photo),
      columns: 3,
      columns_mobile: 2,
      overlay_title: "caption",
    }),
  ]),
  container("g600010", {}, [
    heading("g600011", "Browse by collection"),
    widget("g600012", "gallery", {
      gallery_type: "multiple",
      gallery_layout: "justified",
      ideal_row_height: { unit: "px", size: 160 },
      galleries: [
        { _id: "gg1", gallery_title: "Tableware", multiple_gallery: [photo(0), photo(1), photo(3)] },
        { _id: "gg2", gallery_title: "Candles", multiple_gallery: [photo(2), photo(5)] },
        { _id: "gg3", gallery_title: "Linen", multiple_gallery: [photo(4), photo(1)] },
      ],
    }),
  ]),
  container("g600020", {}, [
    heading("g600021", "Masonry"),
    widget("g600022", "gallery", {
      gallery_layout: "masonry",
      gallery: [0, 1, 2, 3, 4].map(photo),
      columns: 3,
      link_to: "",
    }),
  ]),
  container("g600030", {}, [
    heading("g600031", "Collections"),
    widget("g600032", "elementskit-image-accordion", {
      ekit_img_accordion_name: "Winter collections",
      ekit_img_accordion_min_height: { unit: "px", size: 360 },
      ekit_img_accordion_items: [
        {
          _id: "ia1",
          ekit_img_accordion_title: "Tableware",
          ekit_img_accordion_bg: photo(0),
          ekit_img_accordion_button_url: { url: "#tableware" },
          ekit_img_accordion_enable_pupup: "yes",
        },
        {
          _id: "ia2",
          ekit_img_accordion_active: "yes",
          ekit_img_accordion_title: "Candles",
          ekit_img_accordion_bg: photo(5),
          ekit_img_accordion_button_url: { url: "https://old-shop.example/shop/" },
        },
        {
          _id: "ia3",
          ekit_img_accordion_title: "Catalogue",
          ekit_img_accordion_bg: photo(3),
          ekit_img_accordion_button_url: { url: "ftp://files.example/catalogue.pdf" },
          ekit_img_accordion_enable_project_link: "yes",
          ekit_img_accordion_project_link: { url: "javascript:alert(1)" },
        },
        {
          _id: "ia4",
          ekit_img_accordion_title: "Contact",
          ekit_img_accordion_bg: photo(4),
          ekit_img_accordion_button_url: { url: "data:text/html,<script>alert(1)</script>" },
          ekit_img_accordion_enable_project_link: "yes",
          ekit_img_accordion_project_link: { url: "mailto:hello@old-shop.example" },
        },
      ],
    }),
  ]),
  container("g600040", {}, [
    heading("g600041", "Watch the workshop"),
    widget("g600042", "elementskit-video", {
      ekit_video_popup_url: VIDEO_URL,
      ekit_video_popup_thumbnail: photo(1),
      ekit_video_popup_button_title: "Watch the workshop film",
    }),
  ]),
];

interface Page {
  id: number;
  title: string;
  slug: string;
  elements: unknown[];
  /** An attachment instead of a page: its file under uploads/, alt text and caption. */
  attachment?: { file: string; alt: string; caption: string };
}

const date = "2026-11-01 09:00:00";
const pubDate = "Sun, 01 Nov 2026 09:00:00 +0000";

function item(page: Page): WxrItem {
  const common = {
    id: page.id,
    title: page.title,
    slug: page.slug,
    link: `${SITE}/${page.slug}/`,
    pubDate,
    date,
  };
  if (page.attachment)
    return attachmentItem(SITE, {
      ...common,
      file: page.attachment.file,
      alt: page.attachment.alt,
      caption: page.attachment.caption,
    });
  return { ...common, type: "page", meta: elementorMeta("wp-page", page.elements) };
}

export const pages: Page[] = [
  ...PHOTOS.map((photo) => ({
    id: photo.id,
    title: photo.file.split("/").at(-1) ?? "",
    slug: `winter-${photo.id}`,
    elements: [],
    attachment: { file: photo.file, alt: photo.alt, caption: photo.alt },
  })),
  {
    id: CONTENT_WIDGET_PAGES.countdown.id,
    title: "Content widgets: countdown",
    slug: "content-widgets-countdown",
    elements: countdownPage,
  },
  {
    id: CONTENT_WIDGET_PAGES.tabs.id,
    title: "Content widgets: tabs and accordions",
    slug: "content-widgets-tabs",
    elements: tabsPage,
  },
  {
    id: CONTENT_WIDGET_PAGES.carousels.id,
    title: "Content widgets: carousels",
    slug: "content-widgets-carousels",
    elements: carouselsPage,
  },
  {
    id: CONTENT_WIDGET_PAGES.sliders.id,
    title: "Content widgets: sliders",
    slug: "content-widgets-sliders",
    elements: slidersPage,
  },
  {
    id: CONTENT_WIDGET_PAGES.galleries.id,
    title: "Content widgets: galleries",
    slug: "content-widgets-galleries",
    elements: galleriesPage,
  },
];

const xml = writeWxr({
  comments: [
    "Generated by tests/e2e/content/build-content-widgets.ts: the content widgets' end-to-end documents.",
  ],
  site: SITE,
  title: "Atelier Test",
  description: "Content widgets end-to-end documents",
  author: TEST_AUTHOR,
  items: pages.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "60-content-widgets.xml"), xml);
  for (const photo of PHOTOS) await writeShadedPhoto(path.join(here, "uploads", photo.file), photo.colour);
  console.log(`wrote ${path.join(here, "60-content-widgets.xml")}`);
}
