/**
 * Writes `20-basic-widgets.xml`, the WordPress export the end-to-end servers import at start for the basic
 * widgets' spec (tests/e2e/builder/basic-widgets.spec.ts): a shop page built with icon-list, icon-box, image-box,
 * social-icons, star-rating, testimonial, counter, progress, alert and image-gallery (counters and bars placed
 * below the fold, so their count-up is seen), a page of every one of them with Elementor's defaults, and the
 * photographs they show. Document ids 20000–20999. Run `npx tsx tests/e2e/content/build-basic-widgets.ts` after
 * changing it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  attachmentItem,
  elementorMeta,
  TEST_AUTHOR,
  type WxrItem,
  writeWxr,
} from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const BASIC_WIDGET_PAGES = {
  shop: { id: 20001, path: "/basic-widgets-shop/" },
  defaults: { id: 20002, path: "/basic-widgets-defaults/" },
} as const;

/** The photographs: attachment id, file under uploads/, size, colours of the gradient, alt text and caption. */
const PHOTOS = [
  {
    id: 20901,
    file: "2024/06/basic-bowls.jpg",
    w: 1200,
    h: 900,
    from: [176, 112, 72],
    to: [232, 196, 150],
    alt: "Three glazed bowls stacked on an oak table",
    caption: "Speckled bowls",
  },
  {
    id: 20902,
    file: "2024/06/basic-mugs.jpg",
    w: 1200,
    h: 900,
    from: [70, 96, 110],
    to: [170, 196, 200],
    alt: "Blue mugs drying on a rack",
    caption: "Morning mugs",
  },
  {
    id: 20903,
    file: "2024/06/basic-vase.jpg",
    w: 900,
    h: 1200,
    from: [120, 130, 90],
    to: [210, 214, 170],
    alt: "A tall green vase with dried grasses",
    caption: "Meadow vase",
  },
  {
    id: 20904,
    file: "2024/06/basic-plates.jpg",
    w: 1200,
    h: 900,
    from: [150, 90, 80],
    to: [236, 190, 170],
    alt: "Terracotta plates fanned out on linen",
    caption: "Terracotta plates",
  },
  {
    id: 20905,
    file: "2024/06/basic-portrait.jpg",
    w: 600,
    h: 600,
    from: [110, 80, 70],
    to: [220, 180, 160],
    alt: "",
    caption: "",
  },
] as const;

const photo = (index: number) => {
  const entry = PHOTOS[index];
  if (!entry) throw new Error(`no photo ${index}`);
  return {
    url: `${SITE}/wp-content/uploads/${entry.file}`,
    id: entry.id,
    size: "",
    alt: "",
    source: "library",
  };
};

let nextId = 0x20a000;
const elementId = () => (nextId++).toString(16);
const widget = (widgetType: string, settings: Record<string, unknown>) => ({
  id: elementId(),
  elType: "widget",
  widgetType,
  isInner: false,
  settings,
  elements: [],
});
const container = (settings: Record<string, unknown>, elements: unknown[]) => ({
  id: elementId(),
  elType: "container",
  isInner: false,
  settings,
  elements,
});
const px = (size: number) => ({ unit: "px", size, sizes: [] });
const pad = (top: number, side: number) => ({
  unit: "px",
  top: String(top),
  right: String(side),
  bottom: String(top),
  left: String(side),
  isLinked: false,
});
const fa = (name: string, library = "fa-solid") => ({
  value: `${library === "fa-brands" ? "fab" : "fas"} fa-${name}`,
  library,
});
const heading = (title: string, size = "h2") =>
  widget("heading", { title, header_size: size, align: "center", title_color: "#1F2937" });
const row = (elements: unknown[], extra: Record<string, unknown> = {}) =>
  container(
    {
      content_width: "boxed",
      flex_direction: "row",
      flex_direction_mobile: "column",
      flex_gap: { unit: "px", size: 24, column: "24", row: "24" },
      padding: pad(24, 20),
      ...extra,
    },
    elements,
  );
const column = (elements: unknown[], extra: Record<string, unknown> = {}) =>
  container(
    {
      content_width: "full",
      flex_direction: "column",
      width: { unit: "%", size: 33 },
      width_mobile: { unit: "%", size: 100 },
      ...extra,
    },
    elements,
  );

const iconBox = (icon: string, title: string, description: string, url: string) =>
  widget("icon-box", {
    selected_icon: fa(icon),
    view: "stacked",
    shape: "circle",
    title_text: title,
    description_text: description,
    link: { url, is_external: "", nofollow: "" },
    primary_color: "#FDF2E9",
    secondary_color: "#7C2D12",
    icon_size: px(26),
    title_color: "#1F2937",
    description_color: "#4B5563",
    title_typography_typography: "custom",
    title_typography_font_size: px(20),
  });

const counter = (to: number, title: string, extra: Record<string, unknown> = {}) =>
  widget("counter", {
    starting_number: 0,
    ending_number: to,
    title,
    number_color: "#7C2D12",
    title_color: "#374151",
    typography_number_typography: "custom",
    typography_number_font_size: px(52),
    typography_number_font_size_mobile: px(40),
    ...extra,
  });

const progress = (title: string, percent: number, inner: string) =>
  widget("progress", {
    title,
    percent: { unit: "%", size: percent, sizes: [] },
    inner_text: inner,
    bar_color: "#7C2D12",
    bar_bg_color: "#F4EFE9",
    bar_height: px(28),
    bar_border_radius: px(14),
    title_color: "#1F2937",
  });

const shopPage = [
  container(
    {
      content_width: "boxed",
      padding: pad(40, 20),
      background_background: "classic",
      background_color: "#FBF7F2",
    },
    [
      heading("Made slowly, shipped quickly", "h1"),
      widget("alert", {
        alert_type: "info",
        alert_title: "Summer kiln opening",
        alert_description: "Our studio is open on <strong>Saturday 15 June</strong>, from 10:00 to 17:00.",
      }),
      row([
        column([counter(12500, "Pieces fired this year", { suffix: "+", _element_id: "counter-top" })]),
        column([
          widget("star-rating", {
            title: "Our customers say",
            rating: 4.8,
            align: "center",
            stars_color: "#B45309",
            title_color: "#374151",
          }),
        ]),
      ]),
    ],
  ),
  container({ content_width: "boxed", padding: pad(32, 20) }, [heading("Why shop with us", "h2")]),
  row([
    iconBox(
      "truck",
      "Free delivery",
      "On orders over <strong>€60</strong> in France and Belgium.",
      "/delivery/",
    ),
    iconBox("leaf", "Lead-free glazes", "Every glaze is mixed in the studio and food safe.", "/glazes/"),
    iconBox(
      "hand-holding-heart",
      "Made by hand",
      "Thrown, trimmed and glazed by three potters in Lyon.",
      "/about/",
    ),
  ]),
  row([
    column([
      heading("What is in every parcel", "h3"),
      widget("icon-list", {
        icon_list: [
          { _id: "l1", text: "Wrapped in recycled paper", selected_icon: fa("check") },
          { _id: "l2", text: "A care card for your pieces", selected_icon: fa("check") },
          { _id: "l3", text: "Tracked delivery", selected_icon: fa("check"), link: { url: "/delivery/" } },
        ],
        space_between: px(12),
        icon_color: "#B45309",
        icon_size: px(16),
        text_color: "#374151",
        divider: "yes",
        divider_color: "#E5E7EB",
      }),
      widget("icon-list", {
        view: "inline",
        icon_align: "center",
        icon_list: [
          { _id: "l4", text: "Dishwasher safe", selected_icon: fa("utensils") },
          { _id: "l5", text: "Oven safe", selected_icon: fa("fire") },
        ],
        icon_color: "#7C2D12",
        text_color: "#374151",
      }),
    ]),
    column([
      widget("image-box", {
        image: photo(0),
        thumbnail_size: "medium_large",
        title_text: "Speckled bowls",
        description_text: "Stoneware with an oatmeal glaze, in three sizes.",
        link: { url: "/shop/" },
        image_size: { unit: "%", size: 100 },
        title_color: "#1F2937",
        description_color: "#4B5563",
      }),
    ]),
    column([
      widget("image-box", {
        image: photo(1),
        thumbnail_size: "medium",
        position: "left",
        image_size: { unit: "%", size: 35 },
        title_text: "Morning mugs",
        title_size: "h4",
        description_text: "Hold 300 ml; the handle fits two fingers.",
        title_color: "#1F2937",
        description_color: "#4B5563",
      }),
      widget("social-icons", {
        social_icon_list: [
          {
            _id: "s1",
            social_icon: fa("instagram", "fa-brands"),
            link: { url: "https://instagram.example/atelier", is_external: "on" },
          },
          {
            _id: "s2",
            social_icon: fa("pinterest-p", "fa-brands"),
            link: { url: "https://pinterest.example/atelier", is_external: "on" },
          },
          {
            _id: "s3",
            social_icon: fa("facebook-f", "fa-brands"),
            link: { url: "https://facebook.example/atelier", is_external: "on" },
          },
          { _id: "s4", social_icon: fa("envelope"), link: { url: "mailto:hello@atelier.example" } },
        ],
        shape: "circle",
        icon_size: px(18),
        icon_spacing: px(10),
      }),
    ]),
  ]),
  row([
    column([
      widget("testimonial", {
        testimonial_content:
          "The bowls arrived wrapped like presents, and they are even lovelier than in the photos.",
        testimonial_image: photo(4),
        testimonial_image_size: "thumbnail",
        testimonial_name: "Léa Moreau",
        testimonial_job: "Customer in Lyon",
        content_content_color: "#374151",
        name_text_color: "#1F2937",
        job_text_color: "#4B5563",
      }),
    ]),
    column([
      widget("testimonial", {
        testimonial_content: "I ordered a mug for my sister and ended up keeping one for myself.",
        testimonial_image: { url: "", id: "" },
        testimonial_name: "Tomás García",
        testimonial_job: "Customer in Madrid",
        testimonial_alignment: "left",
        content_content_color: "#374151",
        name_text_color: "#1F2937",
        job_text_color: "#4B5563",
      }),
    ]),
  ]),
  container({ content_width: "boxed", padding: pad(24, 20) }, [
    heading("From the studio", "h2"),
    widget("image-gallery", {
      wp_gallery: PHOTOS.slice(0, 4).map((entry, index) => ({ id: entry.id, url: photo(index).url })),
      thumbnail_size: "thumbnail",
      gallery_columns: "4",
      gallery_columns_mobile: "2",
      image_spacing: "custom",
      image_spacing_custom: px(12),
      image_border_radius: { unit: "px", top: 6, right: 6, bottom: 6, left: 6, isLinked: true },
      text_color: "#374151",
    }),
  ]),
  widget("spacer", { space: px(1400) }),
  container(
    {
      content_width: "boxed",
      padding: pad(40, 20),
      background_background: "classic",
      background_color: "#FBF7F2",
      _element_id: "studio-numbers",
    },
    [
      heading("The studio in numbers", "h2"),
      row([
        column([counter(3, "Potters", { _element_id: "counter-potters" })]),
        column([counter(1480, "Glaze tests", { thousand_separator_char: " " })]),
        column([counter(99.5, "Happy customers", { suffix: "%", _element_id: "counter-happy" })]),
      ]),
      container(
        {
          content_width: "full",
          flex_direction: "column",
          flex_gap: { unit: "px", size: 16, column: "16", row: "16" },
        },
        [
          progress("Spring orders shipped", 85, "On time"),
          widget("progress", {
            title: "Kiln capacity booked",
            percent: { unit: "%", size: 60, sizes: [] },
            inner_text: "",
            progress_type: "success",
            bar_height: px(28),
          }),
        ],
      ),
      widget("alert", {
        alert_type: "warning",
        alert_title: "Handmade differences",
        alert_description: "Each piece varies slightly in size and glaze.",
        show_dismiss: "",
      }),
    ],
  ),
];

/** Every basic widget with nothing set: Elementor's defaults, as a freshly dropped widget shows them. */
const defaultsPage = [
  container({ content_width: "boxed", padding: pad(24, 20) }, [
    heading("Every basic widget, as Elementor drops it", "h2"),
    widget("icon-list", {}),
    widget("icon-box", {}),
    widget("image-box", {}),
    widget("social-icons", {}),
    widget("star-rating", {}),
    widget("testimonial", {}),
    widget("counter", {}),
    widget("progress", {}),
    widget("alert", {}),
    widget("image-gallery", {}),
  ]),
];

const date = "2024-06-03 09:00:00";
const pubDate = "Mon, 03 Jun 2024 09:00:00 +0000";

const elementorPage = (id: number, title: string, slug: string, elements: unknown[]): WxrItem => ({
  id,
  title,
  slug,
  type: "page",
  link: `${SITE}/${slug}/`,
  pubDate,
  date,
  meta: elementorMeta("wp-page", elements),
});

const items: WxrItem[] = [
  ...PHOTOS.map((entry) =>
    attachmentItem(SITE, {
      id: entry.id,
      title: path.basename(entry.file, ".jpg"),
      slug: path.basename(entry.file, ".jpg"),
      link: `${SITE}/${path.basename(entry.file, ".jpg")}/`,
      pubDate,
      date,
      file: entry.file,
      alt: entry.alt || undefined,
      caption: entry.caption,
    }),
  ),
  elementorPage(BASIC_WIDGET_PAGES.shop.id, "Basic widgets: the shop", "basic-widgets-shop", shopPage),
  elementorPage(
    BASIC_WIDGET_PAGES.defaults.id,
    "Basic widgets: defaults",
    "basic-widgets-defaults",
    defaultsPage,
  ),
];

const xml = writeWxr({
  comments: [
    "Generated by tests/e2e/content/build-basic-widgets.ts: the basic widgets' end-to-end documents.",
  ],
  site: SITE,
  title: "Atelier Test",
  description: "Basic widgets end-to-end documents",
  author: TEST_AUTHOR,
  items,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "20-basic-widgets.xml"), xml);
  for (const entry of PHOTOS) {
    const upload = path.join(here, "uploads", entry.file);
    mkdirSync(path.dirname(upload), { recursive: true });
    // A soft diagonal gradient in the photograph's colours, so each picture is told apart at a glance.
    const pixels = Buffer.alloc(entry.w * entry.h * 3);
    for (let y = 0; y < entry.h; y++)
      for (let x = 0; x < entry.w; x++) {
        const t = (x / entry.w + y / entry.h) / 2;
        const offset = (y * entry.w + x) * 3;
        for (let channel = 0; channel < 3; channel++)
          pixels[offset + channel] = Math.round(
            (entry.from[channel] ?? 0) + ((entry.to[channel] ?? 0) - (entry.from[channel] ?? 0)) * t,
          );
      }
    await sharp(pixels, { raw: { width: entry.w, height: entry.h, channels: 3 } })
      .jpeg({ quality: 70 })
      .toFile(upload);
  }
  console.log(`wrote ${path.join(here, "20-basic-widgets.xml")} and ${PHOTOS.length} photographs`);
}
