/**
 * Writes `60-our-story.xml`, the demo shop's "Our story" page (ids 1400–1499): the shop's history told with every
 * visual effect Vitrine draws — particles behind the opening, an animated headline and a text shuffle, entrance
 * animations, scrolling and mouse motion effects, a tilting photograph, a before/after of the workshop, pie
 * charts, hotspots over the packing table, flip boxes, an image swap and a folded long read. It reuses the
 * pictures of `10-pages.xml` (imported before it) and adds one: the workshop as it was (a toned copy of today's).
 * Deterministic: run `npx tsx content/demo/site/build-our-story.ts` after changing it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import sharp from "sharp";
import { elementorMeta, writeWxr } from "../../wxr-writer.ts";
import { DEMO_AUTHOR, DEMO_SITE, pictureItems } from "./demo-wxr.ts";
import { box, color, type Element, gap, PALETTE, percent, px, type Settings } from "./elementor-parts.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = DEMO_SITE;
const PAGE_ID = 1401;

let counter = 0;
const nextId = () => (0x1400000 + counter++).toString(16).padStart(7, "0");

/**
 * The pictures: files of 10-pages.xml listed again as this export's own attachments (an export's media ids are
 * its own; the stored files are shared), and the one it adds.
 */
const PICTURES = {
  workshop: {
    id: 401,
    file: "2026/10/our-workshop.jpg",
    alt: "Our workshop: shelves of stoneware and a long table",
  },
  packing: {
    id: 402,
    file: "2026/10/packing-table.jpg",
    alt: "The packing table with boxes, paper and twine",
  },
  linen: { id: 1404, file: "2026/10/journal-linen.jpg", alt: "Linen napkins folded on a table" },
  autumn: { id: 1405, file: "2026/10/journal-autumn.jpg", alt: "The autumn collection on a wooden shelf" },
  workshopThen: {
    id: 1400,
    file: "2026/11/our-workshop-2009.jpg",
    alt: "The workshop in 2009: a bare room with one shelf",
  },
  signature: {
    id: 1406,
    file: "2026/11/our-story-signature.jpg",
    alt: "The stoneware shelf in the evening, toned deep green",
  },
} as const;
type Picture = (typeof PICTURES)[keyof typeof PICTURES];
const uploadUrl = (picture: Picture) => `${SITE}/wp-content/uploads/${picture.file}`;
const media = (picture: Picture) => ({ url: uploadUrl(picture), id: picture.id, alt: "", source: "library" });

function widget(widgetType: string, settings: Settings): Element {
  return { id: nextId(), elType: "widget", widgetType, isInner: false, settings, elements: [] };
}
function container(settings: Settings, elements: Element[], isInner = false): Element {
  return { id: nextId(), elType: "container", isInner, settings, elements };
}
function band(settings: Settings, elements: Element[]): Element {
  return container(
    {
      content_width: "boxed",
      padding: box(88, 20),
      padding_mobile: box(52, 16),
      flex_gap: gap(32),
      ...settings,
    },
    elements,
  );
}
const inner = (settings: Settings, elements: Element[]) =>
  container({ content_width: "full", ...settings }, elements, true);
const row = (settings: Settings, elements: Element[]) =>
  inner(
    {
      flex_direction: "row",
      flex_direction_mobile: "column",
      flex_gap: gap(28),
      flex_wrap: "wrap",
      ...settings,
    },
    elements,
  );
const column = (settings: Settings, elements: Element[]) =>
  inner(
    {
      flex_direction: "column",
      width: percent(48),
      width_mobile: percent(100),
      flex_gap: gap(18),
      ...settings,
    },
    elements,
  );

function heading(title: string, size: string, settings: Settings = {}): Element {
  return widget("heading", {
    title,
    header_size: size,
    __globals__: { title_color: PALETTE(2) },
    ...settings,
  });
}
function eyebrow(text: string, settings: Settings = {}): Element {
  return widget("heading", {
    title: text,
    header_size: "p",
    typography_typography: "custom",
    typography_font_size: px(13),
    typography_font_weight: "700",
    typography_text_transform: "uppercase",
    typography_letter_spacing: px(1.5),
    __globals__: { title_color: PALETTE(0) },
    ...settings,
  });
}
function text(html: string, settings: Settings = {}): Element {
  return widget("text-editor", { editor: html, __globals__: { text_color: PALETTE(3) }, ...settings });
}

function page(): Element[] {
  const opening = band(
    {
      ekit_section_particles: "yes",
      ekit_section_particles_json: JSON.stringify({
        particles: {
          number: { value: 40, density: { enable: true } },
          color: { value: ["#f3d9b1", "#ffffff"] },
          links: { enable: true, distance: 140, color: "#f3d9b1", opacity: 0.25, width: 1 },
          move: { enable: true, speed: 0.8 },
          opacity: { value: { min: 0.3, max: 0.8 } },
          size: { value: { min: 1, max: 3 } },
        },
      }),
      background_background: "classic",
      background_color: "#123f3d",
      min_height: px(520),
      min_height_mobile: px(440),
      flex_justify_content: "center",
      flex_align_items: "center",
      padding: box(110, 20),
    },
    [
      eyebrow("Our story", {
        align: "center",
        title_color: "#f3d9b1",
        __globals__: {},
        _animation: "fadeInDown",
      }),
      widget("animated-headline", {
        before_text: "Made by hand,",
        highlighted_text: "slowly",
        after_text: "since 2009",
        marker: "curly",
        tag: "h1",
        alignment: "center",
        title_color: "#ffffff",
        words_color: "#ffffff",
        marker_color: "#e8b04a",
        highlight_iteration_delay: 6000,
        _animation: "fadeInUp",
      }),
      widget("elementskit-text-shuffle", {
        ekit_text_shuffle_text: "From a garage in Dijon to eight potters and a shop",
        ekit_text_shuffle_tag: "p",
        ekit_text_shuffle_color: "#dfeee9",
        ekit_text_shuffle_align: "center",
      }),
    ],
  );

  const beginnings = band({ flex_direction: "column" }, [
    row({ flex_align_items: "center" }, [
      column({}, [
        eyebrow("How it began", { _animation: "fadeInLeft" }),
        heading("One wheel, one kiln and a lot of broken bowls", "h2", {
          _animation: "fadeInLeft",
          _animation_delay: 150,
        }),
        widget("elementskit-unfold", {
          ekit_unfold_title: "",
          ekit_unfold_description:
            "<p>Claire threw her first bowl in 2009, in a rented garage at the edge of Dijon. The kiln was second-hand, the wheel borrowed, and for a year most of what came out of the fire went straight into the skip.</p><p>By the second winter the bowls held water. By the third they were on the tables of two cafés in the old town, and people started asking where they could buy one.</p><p>The shop opened in 2014 in a former bakery: the oven became a drying room and the counter our packing table. Lucas joined to run it, then Inès and Malo at the wheels.</p><p>Today eight of us make, glaze, fire and pack everything you see here, and we still sign the foot of every piece.</p>",
          ekit_unfold_collapse_height: px(150),
          ekit_unfold_expand_text: "Read the whole story",
          ekit_unfold_collapse_text: "Fold it away",
          __globals__: { ekit_unfold_fade_color: PALETTE(4) },
          _animation: "fadeIn",
        }),
      ]),
      column({}, [
        widget("image", {
          image: media(PICTURES.workshop),
          image_size: "large",
          image_border_radius: box(14),
          ekit_we_effect_on: "tilt",
          ekit_we_tilt_scale: 1.03,
          motion_fx_motion_fx_scrolling: "yes",
          motion_fx_translateY_effect: "yes",
          motion_fx_translateY_speed: { unit: "px", size: 0.6, sizes: [] },
          motion_fx_devices: ["desktop", "tablet"],
        }),
      ]),
    ]),
  ]);

  const thenAndNow = band(
    {
      flex_direction: "column",
      // The comparison is narrower than the band: centred under its heading.
      flex_align_items: "center",
      background_background: "classic",
      __globals__: { background_color: PALETTE(5) },
    },
    [
      eyebrow("Then and now", { align: "center" }),
      heading("The workshop in 2009, and today", "h2", { align: "center", _animation: "fadeInUp" }),
      text("<p>Drag the handle, or use the arrow keys, to walk through fifteen years of shelves.</p>", {
        align: "center",
      }),
      inner({ width: px(900), width_mobile: percent(100), _animation: "zoomIn" }, [
        widget("elementskit-image-comparison", {
          ekit_img_comparison_image_before: media(PICTURES.workshopThen),
          ekit_img_comparison_image_after: media(PICTURES.workshop),
          ekit_img_comparison_label_before: "2009",
          ekit_img_comparison_label_after: "Today",
        }),
      ]),
    ],
  );

  const pie = (percentage: number, title: string, description: string, delay: number) =>
    inner(
      { width: percent(30), width_mobile: percent(100), _animation: "fadeInUp", animation_delay: delay },
      [
        widget("elementskit-piechart", {
          ekit_piechart_percentage: percent(percentage),
          ekit_piechart_title: title,
          ekit_piechart_item_description: description,
          ekit_piechart_size: px(140),
          ekit_piechart_line_width: px(6),
          ekit_piechart_bar_color: "#1f6f6b",
          ekit_piechart_track_color: "#e4ded3",
        }),
      ],
    );
  const numbers = band({ flex_direction: "column" }, [
    eyebrow("In numbers", { align: "center" }),
    heading("What goes into every piece", "h2", { align: "center" }),
    row({ flex_justify_content: "space-between" }, [
      pie(72, "Recycled clay", "Trimmings and seconds go back into the bag.", 0),
      pie(85, "Local suppliers", "Clay, wood and paper from less than 200 km away.", 150),
      pie(100, "Plastic-free parcels", "Paper, card and twine only, since 2021.", 300),
    ]),
  ]);

  // A quiet photographic pause: the picture drifts a little slower than the page (background motion effects).
  const signature = band(
    {
      flex_direction: "column",
      flex_justify_content: "center",
      flex_align_items: "center",
      min_height: px(460),
      min_height_mobile: px(360),
      background_background: "classic",
      background_color: "#123f3d",
      background_image: media(PICTURES.signature),
      background_position: "center center",
      background_size: "cover",
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_translateY_direction: "negative",
      background_motion_fx_translateY_speed: px(3),
      background_motion_fx_scale_effect: "yes",
      background_motion_fx_scale_direction: "in-out",
      background_motion_fx_scale_speed: px(-1),
    },
    [
      eyebrow("Fifteen years at the wheel", {
        align: "center",
        title_color: "#f3d9b1",
        __globals__: {},
      }),
      heading("“We still sign the foot of every piece.”", "h2", {
        align: "center",
        title_color: "#ffffff",
        __globals__: {},
        typography_typography: "custom",
        typography_font_size: px(44),
        typography_font_size_mobile: px(30),
        typography_line_height: { unit: "em", size: 1.2, sizes: [] },
        _animation: "fadeIn",
      }),
      text("<p>Claire Morel, who threw the first bowl</p>", {
        align: "center",
        text_color: "#dfeee9",
        __globals__: {},
      }),
    ],
  );

  const spot = (id: string, label: string, tooltip: string, x: number, y: number) => ({
    _id: id,
    hotspot_label: label,
    hotspot_tooltip_content: tooltip,
    hotspot_offset_x: percent(x),
    hotspot_offset_y: percent(y),
    hotspot_icon: { value: "fas fa-plus", library: "fa-solid" },
  });
  const packing = band(
    {
      flex_direction: "column",
      background_background: "classic",
      __globals__: { background_color: PALETTE(5) },
    },
    [
      row({ flex_align_items: "center" }, [
        column({ width: percent(36) }, [
          eyebrow("Inside the workshop"),
          heading("Where your parcel is packed", "h2"),
          text(
            "<p>Every order is wrapped at this table by the person who made it. Open the points on the picture to see what goes in.</p>",
          ),
        ]),
        column({ width: percent(60) }, [
          widget("hotspot", {
            image: media(PICTURES.packing),
            tooltip_trigger: "click",
            image_border_radius: box(14),
            hotspot: [
              spot("paper", "Paper", "Recycled tissue, never plastic", 22, 38),
              spot("twine", "Twine", "Cotton twine we reuse from clay deliveries", 52, 62),
              spot("note", "Note", "A handwritten note signed by the maker", 78, 44),
            ],
          }),
        ]),
      ]),
    ],
  );

  const value = (
    icon: string,
    front: string,
    frontText: string,
    back: string,
    backText: string,
    delay: number,
  ) =>
    inner(
      { width: percent(30), width_mobile: percent(100), _animation: "fadeInUp", animation_delay: delay },
      [
        widget("flip-box", {
          selected_icon: { value: icon, library: "fa-solid" },
          title_text_a: front,
          description_text_a: frontText,
          title_text_b: back,
          description_text_b: backText,
          button_text: "",
          flip_effect: "flip",
          flip_direction: "left",
          height: px(260),
          background_color_a: "#1f6f6b",
          background_color_b: "#e8b04a",
          title_color_b: "#1d1d1b",
          description_color_b: "#1d1d1b",
        }),
      ],
    );
  const values = band({ flex_direction: "column" }, [
    eyebrow("What we care about", { align: "center" }),
    heading("Three promises", "h2", { align: "center" }),
    row({ flex_justify_content: "space-between" }, [
      value(
        "fas fa-hourglass-half",
        "Slow making",
        "Nothing is rushed.",
        "Weeks, not minutes",
        "A mug takes three weeks from clay to shelf: throwing, drying, two firings.",
        0,
      ),
      value(
        "fas fa-leaf",
        "Honest materials",
        "Clay, ash, wood.",
        "Nothing hidden",
        "Lead-free glazes mixed in the studio from ash and local clays.",
        150,
      ),
      value(
        "fas fa-screwdriver-wrench",
        "Repair first",
        "Chipped? Send it back.",
        "Mended for free",
        "We repair what we made, with gold or with a new glaze.",
        300,
      ),
    ]),
  ]);

  const seasons = band(
    {
      flex_direction: "column",
      background_background: "classic",
      __globals__: { background_color: PALETTE(5) },
    },
    [
      row({ flex_align_items: "center" }, [
        column({}, [
          widget("elementskit-image-swap", {
            ekit_image_swap_first_image: media(PICTURES.autumn),
            ekit_image_swap_second_image: media(PICTURES.linen),
            ekit_image_swap_trigger: "hover",
            ekit_image_swap_label: "Autumn collection: show it laid for dinner",
            _animation: "fadeInLeft",
          }),
        ]),
        column({}, [
          eyebrow("Every season"),
          widget("animated-headline", {
            headline_style: "rotate",
            animation_type: "slide",
            before_text: "This year we made",
            rotating_text: "mugs\nlamps\nvases\nlittle gifts",
            tag: "h2",
            rotate_iteration_delay: 2200,
            __globals__: { title_color: PALETTE(2), words_color: PALETTE(0) },
          }),
          text("<p>Hover the picture, or tap it, to see the autumn collection laid for dinner.</p>"),
          widget("button", {
            text: "Visit the shop",
            link: { url: "/shop/", is_external: "", nofollow: "", custom_attributes: "" },
            size: "md",
            border_radius: box(6),
            button_text_color: "#FFFFFF",
            background_color: "#1f6f6b",
            motion_fx_motion_fx_mouse: "yes",
            motion_fx_mouseTrack_effect: "yes",
            motion_fx_mouseTrack_speed: { unit: "px", size: 0.6, sizes: [] },
          }),
        ]),
      ]),
    ],
  );
  return [opening, beginnings, thenAndNow, numbers, signature, packing, values, seasons];
}

function buildExport(): string {
  const date = "2026-11-20 10:00:00";
  const pubDate = "Fri, 20 Nov 2026 10:00:00 +0000";
  return writeWxr({
    comments: ['Generated by content/demo/site/build-our-story.ts: the demo shop\'s "Our story" page.'],
    site: SITE,
    title: "Maison Vitrine",
    description: "Objects for a slower home",
    author: DEMO_AUTHOR,
    items: [
      ...pictureItems(
        Object.entries(PICTURES).map(([name, picture]) => ({
          ...picture,
          title: picture.alt,
          slug: `our-story-${name.toLowerCase()}`,
          date,
          pubDate,
        })),
      ),
      {
        id: PAGE_ID,
        title: "Our story",
        slug: "our-story",
        type: "page",
        link: `${SITE}/our-story/`,
        pubDate,
        date,
        meta: {
          ...elementorMeta("wp-page", page()),
          _elementor_page_settings: serialize({ hide_title: "yes", template: "elementor_header_footer" }),
          _wp_page_template: "elementor_header_footer",
        },
      },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "60-our-story.xml"), buildExport());
  // The workshop as it was: today's picture, faded to a warm monochrome.
  await sharp(path.join(here, "uploads", PICTURES.workshop.file))
    .modulate({ saturation: 0.05, brightness: 0.92 })
    .tint({ r: 190, g: 170, b: 140 })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(here, "uploads", PICTURES.workshopThen.file));
  // The signature band's picture: the stoneware shelf, darkened and toned to the shop's deep green so white
  // type reads on it.
  await sharp(path.join(here, "uploads", "2026/10/journal-stoneware.jpg"))
    .modulate({ brightness: 0.55 })
    .tint({ r: 24, g: 78, b: 74 })
    .linear(0.7, 0)
    .jpeg({ quality: 74, mozjpeg: true })
    .toFile(path.join(here, "uploads", PICTURES.signature.file));
  console.log(`wrote ${path.join(here, "60-our-story.xml")}`);
}
