/**
 * Writes `10-builder-core.xml`, the WordPress export the end-to-end servers import at start for the builder's
 * own specs (tests/e2e/builder/): a page with every basic widget and the runtime's hooks, a page of only
 * headings, text and images, a large real-world-shaped page, a page with its own header and footer templates,
 * a kit, two posts and a photograph. Run `npx tsx tests/e2e/content/build-builder-core.ts` after changing it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import sharp from "sharp";
import {
  attachmentItem,
  elementorMeta,
  TEST_AUTHOR,
  type WxrItem,
  writeWxr,
} from "../../../content/wxr-writer.ts";
import { largeDocument } from "../../fixtures/builder/large-document.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";
export const BUILDER_PAGES = {
  widgets: { id: 5001, path: "/builder-widgets/" },
  plain: { id: 5002, path: "/builder-plain/" },
  large: { id: 5003, path: "/builder-large/" },
  templates: { id: 5004, path: "/builder-templates/" },
  header: { id: 5010 },
  footer: { id: 5011 },
  kit: { id: 5020 },
  post: { id: 5030, path: "/2024/05/spring-kiln-day/" },
  classicPost: { id: 5031, path: "/2024/04/a-note-from-the-studio/" },
  photo: { id: 5100, file: "2024/05/builder-photo.jpg" },
} as const;

const photoUrl = `${SITE}/wp-content/uploads/${BUILDER_PAGES.photo.file}`;
const photo = { url: photoUrl, id: BUILDER_PAGES.photo.id, size: "", alt: "", source: "library" };
const action = (name: string, settings?: Record<string, unknown>) =>
  encodeURIComponent(
    `#elementor-action:action=${name}${settings ? `&settings=${Buffer.from(JSON.stringify(settings)).toString("base64")}` : ""}`,
  );

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

const landing = JSON.parse(
  readFileSync(path.join(here, "../../fixtures/builder/landing-page.json"), "utf8"),
) as unknown[];
// The fixture's image points at attachment 42 of another site: point it at this export's photograph.
// Its HTML widget's hostile image points nowhere: give it a real (placeholder) picture so the page loads cleanly.
const widgetsPage = JSON.parse(
  JSON.stringify(landing)
    .replaceAll("https://old-shop.example/wp-content/uploads/2024/05/hero.jpg", photoUrl)
    .replaceAll('"id":42', `"id":${BUILDER_PAGES.photo.id}`)
    .replaceAll(
      "<img src=x onerror=alert(1)>",
      '<img src=\\"/builder/placeholder.svg\\" alt=\\"\\" onerror=alert(1)>',
    ),
) as unknown[];
widgetsPage.push(
  container("b0a0001", { content_width: "boxed", flex_direction: "row", flex_wrap: "wrap" }, [
    widget("b0a0002", "button", { text: "Jump to the FAQ", link: { url: "#builder-faq" } }),
    widget("b0a0003", "button", { text: "Not a target", link: { url: "#builder-faq.x" } }),
    widget("b0a0004", "button", { text: "Reload", link: { url: action("reload-page") } }),
    widget("b0a0005", "button", {
      text: "Open the menu",
      link: { url: action("off_canvas:open", { id: "b0a0099" }) },
    }),
    widget("b0a0006", "button", {
      text: "Close the popup",
      link: { url: action("popup:close", { do_not_show_again: "yes" }) },
    }),
  ]),
  widget("b0a0010", "spacer", {
    space: { unit: "px", size: 1400, sizes: [] },
    space_mobile: { unit: "px", size: 1800, sizes: [] },
  }),
  container("b0a0020", { _element_id: "builder-faq", content_width: "boxed" }, [
    widget("b0a0021", "heading", { title: "Questions and answers", header_size: "h2" }),
    widget("b0a0022", "text-editor", { editor: "<p>We ship within two working days.</p>" }),
  ]),
);

const plainPage = [
  container("c0a0001", { content_width: "boxed" }, [
    widget("c0a0002", "heading", { title: "Our story", header_size: "h2", align: "center" }),
    widget("c0a0003", "text-editor", { editor: "<p>Three potters, one kiln and a lot of patience.</p>" }),
    widget("c0a0004", "image", { image: photo, image_size: "large", align: "center" }),
    widget("c0a0005", "heading", { title: "What we make", header_size: "h3", link: { url: "/shop/" } }),
  ]),
];

const templatesPage = [
  container("d0a0001", { content_width: "boxed", min_height: { unit: "vh", size: 150 } }, [
    widget("d0a0002", "heading", { title: "A page with its own header and footer", header_size: "h2" }),
    widget("d0a0003", "text-editor", {
      editor: "<p>The header and footer above and below come from templates.</p>",
    }),
  ]),
];

const headerTemplate = [
  container(
    "e0a0001",
    {
      content_width: "boxed",
      flex_direction: "row",
      flex_justify_content: "space-between",
      flex_align_items: "center",
      background_background: "classic",
      background_color: "#1F2A37",
      padding: { unit: "px", top: "16", right: "20", bottom: "16", left: "20", isLinked: false },
    },
    [
      widget("e0a0002", "heading", {
        title: "Atelier Test",
        header_size: "p",
        title_color: "#FFFFFF",
        link: { url: "/" },
        typography_typography: "custom",
        typography_font_size: { unit: "px", size: 22, sizes: [] },
        typography_font_weight: "700",
      }),
      widget("e0a0003", "button", {
        text: "Shop",
        link: { url: "/shop/" },
        size: "sm",
        background_color: "#B45309",
      }),
    ],
  ),
];

const footerTemplate = [
  container(
    "f0a0001",
    {
      content_width: "boxed",
      background_background: "classic",
      background_color: "#F4EFE9",
      padding: { unit: "px", top: "40", right: "20", bottom: "40", left: "20", isLinked: false },
    },
    [
      widget("f0a0002", "text-editor", {
        editor: "<p>© Atelier Test · 12 rue des Potiers, Paris</p>",
        align: "center",
        text_color: "#374151",
      }),
      widget("f0a0003", "icon", {
        selected_icon: { value: "fab fa-instagram", library: "fa-brands" },
        link: { url: "https://instagram.example/atelier" },
        size: { unit: "px", size: 24, sizes: [] },
        primary_color: "#374151",
      }),
    ],
  ),
];

const postPage = [
  container("a0a0001", { content_width: "boxed" }, [
    widget("a0a0002", "text-editor", {
      editor: "<p>Twice a year we fire the big kiln. This spring it held 212 pieces.</p>",
    }),
    widget("a0a0003", "image", {
      image: photo,
      image_size: "medium_large",
      caption_source: "custom",
      caption: "The kiln, loaded",
    }),
  ]),
];

const kitSettings = {
  system_colors: [
    { _id: "primary", title: "Primary", color: "#7C2D12" },
    { _id: "secondary", title: "Secondary", color: "#374151" },
    { _id: "text", title: "Text", color: "#374151" },
    { _id: "accent", title: "Accent", color: "#B45309" },
  ],
  system_typography: [
    { _id: "primary", title: "Primary", typography_typography: "custom", typography_font_weight: "700" },
    {
      _id: "text",
      title: "Text",
      typography_typography: "custom",
      typography_font_size: { unit: "px", size: 17, sizes: [] },
      typography_line_height: { unit: "em", size: 1.6, sizes: [] },
    },
  ],
  container_width: { unit: "px", size: 1140, sizes: [] },
};

const pubDate = "Thu, 02 May 2024 08:00:00 +0000";

function pageMeta(
  templateType: string,
  elements: unknown[],
  pageSettings?: Record<string, unknown>,
  conditions?: string[],
) {
  return {
    ...elementorMeta(templateType, elements),
    ...(pageSettings ? { _elementor_page_settings: serialize(pageSettings) } : {}),
    ...(conditions ? { _elementor_conditions: serialize(conditions) } : {}),
  };
}

const P = BUILDER_PAGES;
const items: WxrItem[] = [
  attachmentItem(SITE, {
    id: P.photo.id,
    title: "builder-photo",
    slug: "builder-photo",
    file: P.photo.file,
    date: "2024-05-02 08:00:00",
    pubDate,
    link: `${SITE}/builder-photo/`,
    alt: "Stoneware bowls drying on a wooden shelf",
  }),
  {
    id: P.widgets.id,
    title: "Builder widgets",
    slug: "builder-widgets",
    type: "page",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}${P.widgets.path}`,
    meta: pageMeta("wp-page", widgetsPage, {
      hide_title: "yes",
      custom_css: "selector .elementor-widget-divider { opacity: 0.9 }",
    }),
  },
  {
    id: P.plain.id,
    title: "Builder plain",
    slug: "builder-plain",
    type: "page",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}${P.plain.path}`,
    meta: pageMeta("wp-page", plainPage),
  },
  {
    id: P.large.id,
    title: "Builder large",
    slug: "builder-large",
    type: "page",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}${P.large.path}`,
    meta: pageMeta(
      "wp-page",
      largeDocument({ sections: 40, photo: { url: () => photoUrl, id: BUILDER_PAGES.photo.id } }),
    ),
  },
  {
    id: P.templates.id,
    title: "Builder templates",
    slug: "builder-templates",
    type: "page",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}${P.templates.path}`,
    meta: pageMeta("wp-page", templatesPage),
  },
  {
    id: P.header.id,
    title: "Test header",
    slug: "test-header",
    type: "elementor_library",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}/?elementor_library=test-header`,
    meta: pageMeta("header", headerTemplate, undefined, [`include/singular/page/${P.templates.id}`]),
  },
  {
    id: P.footer.id,
    title: "Test footer",
    slug: "test-footer",
    type: "elementor_library",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}/?elementor_library=test-footer`,
    meta: pageMeta("footer", footerTemplate, undefined, [`include/singular/page/${P.templates.id}`]),
  },
  {
    id: P.kit.id,
    title: "Default Kit",
    slug: "default-kit",
    type: "elementor_library",
    pubDate,
    date: "2024-05-02 09:00:00",
    link: `${SITE}/?elementor_library=default-kit`,
    meta: {
      _elementor_edit_mode: "builder",
      _elementor_template_type: "kit",
      _elementor_page_settings: serialize(kitSettings),
    },
  },
  {
    id: P.post.id,
    title: "Spring kiln day",
    slug: "spring-kiln-day",
    type: "post",
    pubDate,
    date: "2024-05-10 10:00:00",
    link: `${SITE}${P.post.path}`,
    meta: { ...pageMeta("wp-post", postPage), _thumbnail_id: String(P.photo.id) },
  },
  {
    id: P.classicPost.id,
    title: "A note from the studio",
    slug: "a-note-from-the-studio",
    type: "post",
    pubDate,
    date: "2024-04-20 10:00:00",
    link: `${SITE}${P.classicPost.path}`,
    content: "<p>We are closed on <strong>May 1st</strong>.</p><script>alert(1)</script>",
    meta: {},
  },
];

const xml = writeWxr({
  comments: ["Generated by tests/e2e/content/build-builder-core.ts: the builder's own end-to-end documents."],
  site: SITE,
  title: "Atelier Test",
  description: "Builder end-to-end documents",
  author: TEST_AUTHOR,
  items,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "10-builder-core.xml"), xml);
  const upload = path.join(here, "uploads", P.photo.file);
  mkdirSync(path.dirname(upload), { recursive: true });
  // A warm gradient "photograph", 1600×1000, so the page shows renditions (300, 768, 1024, 1536 wide).
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = 180 - Math.round((y / height) * 60);
      pixels[offset + 1] = 120 + Math.round((x / width) * 50);
      pixels[offset + 2] = 80 + Math.round(((x + y) / (width + height)) * 60);
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toFile(upload);
  console.log(`wrote ${path.join(here, "10-builder-core.xml")} and ${upload}`);
}
