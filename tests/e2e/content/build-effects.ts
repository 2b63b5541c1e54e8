/**
 * Writes `70-effects.xml`, the WordPress export the end-to-end servers import at start for the visual effects'
 * specs (issue 16): entrance animations, motion effects, tilt, text shuffle, headlines, particles, before/after,
 * pie chart, hotspots, flip box, image swap, unfold. Document ids 70000–70999, pages under `/effects*`. Run
 * `npx tsx tests/e2e/content/build-effects.ts` after changing it.
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

export const EFFECT_PAGES = {
  effects: { id: 70001, path: "/effects/" },
  none: { id: 70002, path: "/effects-none/" },
  background: { id: 70003, path: "/effects-background/" },
  sticky: { id: 70004, path: "/effects-sticky/" },
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
  settings: { content_width: "boxed", flex_direction: "column", ...settings },
  elements,
});
const heading = (id: string, title: string) => widget(id, "heading", { title, header_size: "h2" });
const spacer = (id: string, px: number) => widget(id, "spacer", { space: { unit: "px", size: px } });

/** Pictures for the image effects (generated), attachments 70101–70103. */
const PHOTOS = [
  { id: 70101, file: "2026/11/workshop-before.jpg", alt: "The workshop before", colour: [150, 150, 150] },
  { id: 70102, file: "2026/11/workshop-after.jpg", alt: "The workshop after", colour: [200, 120, 70] },
  { id: 70103, file: "2026/11/workshop-glaze.jpg", alt: "Glazed bowls", colour: [60, 110, 150] },
] as const;
const photoUrl = (file: string) => `${SITE}/wp-content/uploads/${file}`;
const photo = (index: 0 | 1 | 2) => ({ id: PHOTOS[index].id, url: photoUrl(PHOTOS[index].file) });

const effectsPage = [
  container("e700001", { animation: "fadeInUp", animation_duration: "fast" }, [
    widget("e700002", "heading", { title: "Visual effects", header_size: "h1", _animation: "zoomIn" }),
    widget("e700003", "elementskit-text-shuffle", { ekit_text_shuffle_text: "Shaped by hand since 1998" }),
    widget("e700004", "animated-headline", {
      before_text: "Every bowl is",
      highlighted_text: "unique",
      marker: "underline_zigzag",
      highlight_iteration_delay: 1500,
    }),
    widget("e700005", "animated-headline", {
      headline_style: "rotate",
      animation_type: "slide",
      before_text: "Made of",
      rotating_text: "clay\nfire\npatience",
      rotate_iteration_delay: 600,
    }),
  ]),
  container("e700010", {}, [
    heading("e700011", "Before and after"),
    widget("e700012", "elementskit-image-comparison", {
      ekit_img_comparison_image_before: photo(0),
      ekit_img_comparison_image_after: photo(1),
    }),
  ]),
  container("e700020", {}, [
    heading("e700021", "Tilt"),
    widget("e700022", "image", {
      image: photo(2),
      width: { unit: "px", size: 360 },
      ekit_we_effect_on: "tilt",
    }),
  ]),
  container("e700030", {}, [
    heading("e700031", "Numbers"),
    widget("e700032", "elementskit-piechart", {
      ekit_piechart_percentage: { unit: "%", size: 72 },
      ekit_piechart_title: "Recycled clay",
    }),
  ]),
  container("e700040", {}, [
    heading("e700041", "Hotspots"),
    widget("e700042", "hotspot", {
      image: photo(2),
      hotspot: [
        {
          _id: "kiln",
          hotspot_label: "Kiln",
          hotspot_tooltip_content: "Fired to 1280 °C",
          hotspot_offset_x: { unit: "%", size: 30 },
          hotspot_offset_y: { unit: "%", size: 40 },
        },
        {
          _id: "wheel",
          hotspot_tooltip_content: "The wheel",
          hotspot_offset_x: { unit: "%", size: 70 },
          hotspot_offset_y: { unit: "%", size: 60 },
        },
      ],
    }),
    widget("e700043", "hotspot", {
      image: photo(0),
      tooltip_trigger: "mouseenter",
      hotspot: [{ _id: "hover", hotspot_label: "Bench", hotspot_tooltip_content: "Oak bench" }],
    }),
  ]),
  container("e700050", { flex_direction: "row", flex_wrap: "wrap" }, [
    container("e700054", { width: { unit: "%", size: 30 } }, [
      widget("e700051", "flip-box", {
        title_text_a: "Hand thrown",
        description_text_a: "Every piece starts on the wheel.",
        title_text_b: "In our workshop",
        description_text_b: "Come and see us on Saturdays.",
        link: { url: "/contact/" },
        button_text: "Visit us",
        flip_trigger: "click",
      }),
    ]),
    container("e700055", { width: { unit: "%", size: 30 } }, [
      widget("e700052", "flip-box", { title_text_a: "Hover me", title_text_b: "Hovered" }),
    ]),
    container("e700056", { width: { unit: "%", size: 30 } }, [
      widget("e700053", "elementskit-image-swap", {
        ekit_image_swap_first_image: photo(0),
        ekit_image_swap_second_image: photo(1),
        ekit_image_swap_trigger: "click",
      }),
    ]),
  ]),
  container("e700060", {}, [
    widget("e700061", "elementskit-unfold", {
      ekit_unfold_title: "Our story",
      ekit_unfold_description:
        "<p>It began in a garage in Dijon.</p><p>Then a kiln, a second wheel, a shop.</p><p>Today eight potters work with us.</p><p>We still fire every piece ourselves.</p><p>The last paragraph.</p>",
      ekit_unfold_collapse_height: { unit: "px", size: 60 },
    }),
  ]),
  container(
    "e700070",
    {
      ekit_section_particles: "yes",
      background_background: "classic",
      background_color: "#1d2b3a",
      min_height: { unit: "px", size: 240 },
    },
    [widget("e700071", "heading", { title: "Particles", header_size: "h2", title_color: "#ffffff" })],
  ),
  container("e700080", {}, [spacer("e700081", 400)]),
  container("e700090", {}, [
    widget("e700091", "heading", {
      title: "Scrolling",
      header_size: "h2",
      motion_fx_motion_fx_scrolling: "yes",
      motion_fx_translateY_effect: "yes",
      motion_fx_opacity_effect: "yes",
    }),
    widget("e700092", "heading", {
      title: "Mouse track",
      header_size: "h3",
      motion_fx_motion_fx_mouse: "yes",
      motion_fx_mouseTrack_effect: "yes",
      motion_fx_tilt_effect: "yes",
    }),
    widget("e700093", "text-editor", {
      editor: "<p>Waits for you.</p>",
      _animation: "fadeInLeft",
      _animation_delay: 200,
    }),
  ]),
  container("e700100", {}, [spacer("e700101", 900)]),
];

/** Background motion effects: a container, a section and a desktop-only container, between spacers. */
const backgroundPage = [
  container("b700001", {}, [heading("b700002", "Moving backgrounds"), spacer("b700003", 300)]),
  container(
    "b700010",
    {
      background_background: "classic",
      background_color: "#203040",
      background_image: photo(1),
      min_height: { unit: "px", size: 420 },
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_motion_fx_mouse: "yes",
      background_motion_fx_mouseTrack_effect: "yes",
    },
    [
      widget("b700011", "heading", {
        title: "Scroll and pointer",
        header_size: "h2",
        title_color: "#ffffff",
      }),
    ],
  ),
  {
    id: "b700020",
    elType: "section",
    isInner: false,
    settings: {
      background_background: "classic",
      background_image: photo(2),
      background_overlay_background: "classic",
      background_overlay_color: "#000000",
      background_overlay_opacity: { unit: "px", size: 0.3 },
      height: "min-height",
      custom_height: { unit: "px", size: 360 },
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_translateY_direction: "negative",
      background_motion_fx_scale_effect: "yes",
    },
    elements: [
      {
        id: "b700021",
        elType: "column",
        isInner: false,
        settings: { _column_size: 100 },
        elements: [
          widget("b700022", "heading", { title: "A section", header_size: "h2", title_color: "#ffffff" }),
        ],
      },
    ],
  },
  container(
    "b700030",
    {
      background_background: "classic",
      background_image: photo(0),
      min_height: { unit: "px", size: 300 },
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_devices: ["desktop"],
    },
    [heading("b700031", "Desktop only")],
  ),
  container("b700040", {}, [spacer("b700041", 900)]),
];

/** Elementor Pro's sticky effect: a bar held 20 px below the top, its effects class 100 px later; one on desktop only. */
const stickyPage = [
  container("s700001", {}, [heading("s700002", "Sticky elements"), spacer("s700003", 400)]),
  container(
    "s700010",
    {
      sticky: "top",
      sticky_offset: 20,
      sticky_effects_offset: 100,
      background_background: "classic",
      background_color: "#1f3b4d",
    },
    [widget("s700011", "heading", { title: "Held at the top", header_size: "h2", title_color: "#ffffff" })],
  ),
  container("s700020", {}, [spacer("s700021", 600)]),
  container("s700030", { sticky: "top", sticky_on: ["desktop"] }, [heading("s700031", "Desktop only")]),
  container("s700040", {}, [spacer("s700041", 1600)]),
];

const nonePage = [
  container("n700001", {}, [
    heading("n700002", "A page without effects"),
    widget("n700003", "text-editor", { editor: "<p>Just words and a picture.</p>" }),
    widget("n700004", "image", { image: photo(0) }),
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
  ...PHOTOS.map((item) => ({
    id: item.id,
    title: item.file.split("/").at(-1) ?? "",
    slug: `workshop-${item.id}`,
    elements: [],
    attachment: { file: item.file, alt: item.alt, caption: item.alt },
  })),
  { id: EFFECT_PAGES.effects.id, title: "Visual effects", slug: "effects", elements: effectsPage },
  { id: EFFECT_PAGES.none.id, title: "No effects", slug: "effects-none", elements: nonePage },
  {
    id: EFFECT_PAGES.background.id,
    title: "Moving backgrounds",
    slug: "effects-background",
    elements: backgroundPage,
  },
  { id: EFFECT_PAGES.sticky.id, title: "Sticky elements", slug: "effects-sticky", elements: stickyPage },
];

const xml = writeWxr({
  comments: ["Generated by tests/e2e/content/build-effects.ts: the visual effects' end-to-end documents."],
  site: SITE,
  title: "Atelier Test",
  description: "Visual effects end-to-end documents",
  author: TEST_AUTHOR,
  items: pages.map(item),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "70-effects.xml"), xml);
  for (const photo of PHOTOS) await writeShadedPhoto(path.join(here, "uploads", photo.file), photo.colour);
  console.log(`wrote ${path.join(here, "70-effects.xml")}`);
}
