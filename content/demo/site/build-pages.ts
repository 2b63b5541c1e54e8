/**
 * Writes `10-pages.xml`, the demo shop's pages as a WordPress export built with Elementor: the home page (the
 * site's front page), "About us" and a journal of eight posts with categories, tags, featured images and
 * excerpts; and the pictures they use (`uploads/2026/…`, drawn here as SVG and rasterised with sharp).
 * Everything is original. Deterministic: run `npx tsx content/demo/site/build-pages.ts` after changing it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serialize } from "php-serialize";
import sharp from "sharp";
import { elementorMeta, rfc822, type WxrItem, type WxrTerm, writeWxr } from "../../wxr-writer.ts";
import { DEMO_AUTHOR, DEMO_GENERATOR, DEMO_SITE, pictureItems } from "./demo-wxr.ts";
import { box, color, type Element, gap, percent, px, type Settings } from "./elementor-parts.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const productImages = path.join(here, "..", "images");
const SITE = DEMO_SITE;

// ---------------------------------------------------------------------------------------------------------------
// Elementor data helpers

/** Element ids: 7 hex digits like Elementor's, derived from a per-document prefix and a counter. */
function idMaker(prefix: number) {
  let next = 0;
  return () => (prefix * 0x10000 + next++).toString(16).padStart(7, "0");
}
let nextId = idMaker(1);

/** The kit's colours (00-kit.xml): system ones by name, custom ones by their ids. */
const KIT = {
  primary: "primary",
  secondary: "secondary",
  text: "text",
  accent: "accent",
  heading: "c0a1b2d",
  sand: "c0a1b2e",
  line: "c0a1b2f",
} as const;

/**
 * Colours for text on bands without a background of their own: the page's background follows the visitor's
 * palette (light or dark), so this text takes Astra's palette colours (Elementor globals astglobalcolor0..8)
 * instead of the kit's fixed ones, and stays readable in both.
 */
const ON_PAGE = {
  eyebrow: { __globals__: { title_color: "globals/colors?id=astglobalcolor0" } },
  heading: { __globals__: { title_color: "globals/colors?id=astglobalcolor2" } },
  outlineButton: {
    __globals__: {
      button_text_color: "globals/colors?id=astglobalcolor0",
      border_color: "globals/colors?id=astglobalcolor0",
    },
  },
} as const;

/** Kit colours → the Astra palette colours that play the same part (heading, body text, brand). */
const PALETTE_FOR_KIT: Record<string, string> = {
  [color(KIT.heading)]: "globals/colors?id=astglobalcolor2",
  [color(KIT.text)]: "globals/colors?id=astglobalcolor3",
  [color(KIT.primary)]: "globals/colors?id=astglobalcolor0",
};

/**
 * A band on the palette's surface colour (white in the light palette, a dark surface in the dark one), with
 * every kit text colour inside it swapped for its palette counterpart so it stays readable in both.
 */
function surfaceBand(settings: Settings, elements: Element[]): Element {
  const recolour = (element: Element): Element => {
    const globals = element.settings.__globals__ as Record<string, string> | undefined;
    const settings = globals
      ? {
          ...element.settings,
          __globals__: Object.fromEntries(
            Object.entries(globals).map(([key, value]) => [
              key,
              // Fills keep the kit's colours: the text on them is fixed and was chosen for them.
              key.includes("background") ? value : (PALETTE_FOR_KIT[value] ?? value),
            ]),
          ),
        }
      : element.settings;
    return { ...element, settings, elements: element.elements.map(recolour) };
  };
  return band(
    {
      background_background: "classic",
      __globals__: { background_color: "globals/colors?id=astglobalcolor5" },
      ...settings,
    },
    elements.map(recolour),
  );
}

function widget(widgetType: string, settings: Settings): Element {
  return { id: nextId(), elType: "widget", widgetType, isInner: false, settings, elements: [] };
}

function container(settings: Settings, elements: Element[], isInner = false): Element {
  return { id: nextId(), elType: "container", isInner, settings, elements };
}

/** A top-level band of the page: full-width background, boxed content. */
function band(settings: Settings, elements: Element[]): Element {
  return container(
    {
      content_width: "boxed",
      padding: box(72, 20),
      padding_mobile: box(44, 16),
      flex_gap: gap(28),
      ...settings,
    },
    elements,
  );
}

/** A container inside a band (Elementor's child container). */
function inner(settings: Settings, elements: Element[]): Element {
  return container({ content_width: "full", ...settings }, elements, true);
}

function social(network: string, url: string) {
  return {
    _id: network.slice(0, 7),
    social_icon: { value: `fab fa-${network}`, library: "fa-brands" },
    link: { url, is_external: "true", nofollow: "", custom_attributes: "" },
  };
}

function heading(title: string, size: string, settings: Settings = {}): Element {
  return widget("heading", {
    title,
    header_size: size,
    __globals__: { title_color: color(KIT.heading) },
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
    __globals__: { title_color: color(KIT.primary) },
    ...settings,
  });
}

function text(html: string, settings: Settings = {}): Element {
  return widget("text-editor", { editor: html, __globals__: { text_color: color(KIT.text) }, ...settings });
}

function button(label: string, url: string, style: "solid" | "outline" = "solid", settings: Settings = {}) {
  return widget("button", {
    text: label,
    link: { url, is_external: "", nofollow: "", custom_attributes: "" },
    size: "md",
    border_radius: box(6),
    typography_typography: "custom",
    typography_font_weight: "600",
    ...(style === "solid"
      ? { button_text_color: "#FFFFFF", __globals__: { background_color: color(KIT.primary) } }
      : {
          background_color: "#FFFFFF00",
          border_border: "solid",
          border_width: box(2),
          __globals__: { button_text_color: color(KIT.primary), border_color: color(KIT.primary) },
        }),
    button_background_hover_color: "#084542",
    ...settings,
  });
}

interface Picture {
  id: number;
  file: string;
  title: string;
  alt: string;
}

function image(picture: Picture, settings: Settings = {}): Element {
  return widget("image", {
    image: { url: uploadUrl(picture), id: picture.id, size: "", alt: "", source: "library" },
    image_size: "large",
    ...settings,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures: flat illustrations composed from the catalogue's own drawings (content/demo/images)

const uploadUrl = (picture: Picture) => `${SITE}/wp-content/uploads/${picture.file}`;

/** A catalogue drawing without its square backdrop, to place on a scene. */
function drawing(name: string, x: number, y: number, size: number): string {
  const svg = readFileSync(path.join(productImages, `${name}.svg`), "utf8");
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<rect width="800" height="800"[^>]*\/>/, "")
    .replace(/<circle cx="400" cy="410" r="310"[^>]*\/>/, "");
  return `<g transform="translate(${x} ${y}) scale(${size / 800})">${body}</g>`;
}

interface Scene {
  width: number;
  height: number;
  wall: string;
  table: string;
  /** Decorations behind the objects. */
  backdrop?: string;
  /** Catalogue drawings, standing on the table (or on `floor`, the y of a shelf). */
  items: { name: string; x: number; size: number; floor?: number }[];
}

/** The catalogue's drawings stand on y = 640 of their 800 px square. */
const DRAWING_FLOOR = 640 / 800;

function sceneSvg(scene: Scene): string {
  const { width, height } = scene;
  const tableTop = Math.round(height * 0.72);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${scene.wall}"/>
${scene.backdrop ?? ""}
<rect y="${tableTop}" width="${width}" height="${height - tableTop}" fill="${scene.table}"/>
<rect y="${tableTop}" width="${width}" height="10" fill="#000" opacity=".06"/>
${scene.items
  .map((item) =>
    drawing(item.name, item.x, (item.floor ?? tableTop + 36) - DRAWING_FLOOR * item.size, item.size),
  )
  .join("\n")}
</svg>`;
}

const sun = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const windowFrame = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#dfeee9"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="#fff" stroke-width="14"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="10"/>`;
const shelf = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="14" rx="3" fill="#b08866"/><rect x="${x + 20}" y="${y + 14}" width="10" height="26" fill="#8f6a4c"/><rect x="${x + w - 30}" y="${y + 14}" width="10" height="26" fill="#8f6a4c"/>`;
const frame = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffaf2" stroke="#8f6a4c" stroke-width="10"/><rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="${fill}"/><circle cx="${x + w * 0.62}" cy="${y + h * 0.4}" r="${Math.min(w, h) * 0.16}" fill="#fffaf2" opacity=".7"/>`;

/** Every picture the pages use, with the scene it is drawn from. */
const PICTURES: (Picture & { draw: () => string; width: number; height: number })[] = [];
let nextPictureId = 400;
function picture(
  slug: string,
  title: string,
  alt: string,
  width: number,
  height: number,
  draw: () => string,
) {
  const entry = { id: nextPictureId++, file: `2026/10/${slug}.jpg`, title, alt, width, height, draw };
  PICTURES.push(entry);
  return entry;
}
function scenePicture(slug: string, title: string, alt: string, scene: Scene) {
  return picture(slug, title, alt, scene.width, scene.height, () => sceneSvg(scene));
}
/** A category's own drawing (content/demo/images/cat-*.svg) as a square picture. */
function categoryPicture(slug: string, title: string, alt: string) {
  return picture(`tile-${slug}`, title, alt, 600, 600, () =>
    readFileSync(path.join(productImages, `cat-${slug}.svg`), "utf8"),
  );
}

const hero = scenePicture(
  "home-hero",
  "Home hero",
  "A teapot, a speckled mug, a lamp and a potted plant on a table",
  {
    width: 1200,
    height: 900,
    wall: "#e8efe9",
    table: "#d9c3a5",
    backdrop: `${sun(860, 300, 230, "#f3d9a4")}${windowFrame(120, 90, 330, 380)}`,
    items: [
      { name: "mushroom-table-lamp", x: 700, size: 520 },
      { name: "cast-iron-teapot", x: 40, size: 420 },
      { name: "speckled-stoneware-mug", x: 380, size: 300 },
      { name: "terracotta-plant-pot", x: 560, size: 360 },
    ],
  },
);
const story = scenePicture(
  "our-workshop",
  "Our workshop",
  "Shelves with planters and a watering can by a bright window",
  {
    width: 1200,
    height: 900,
    wall: "#f3ead8",
    table: "#c9a77f",
    backdrop: `${windowFrame(700, 80, 380, 420)}${shelf(80, 300, 480)}`,
    items: [
      { name: "glazed-planter", x: 100, size: 280, floor: 306 },
      { name: "copper-watering-can", x: 80, size: 440 },
      { name: "garden-twine", x: 360, size: 200, floor: 306 },
      { name: "terracotta-plant-pot", x: 640, size: 360 },
    ],
  },
);
const packing = scenePicture(
  "packing-table",
  "Packing table",
  "Gift wrapping, a card set and twine on the packing table",
  {
    width: 1200,
    height: 900,
    wall: "#dfe7ef",
    table: "#d6b993",
    backdrop: `${sun(220, 230, 170, "#f6e7c8")}${shelf(640, 260, 460)}`,
    items: [
      { name: "gift-wrapping", x: 60, size: 460 },
      { name: "greeting-card-set", x: 430, size: 380 },
      { name: "garden-twine", x: 800, size: 320 },
      { name: "beeswax-taper-candles", x: 760, size: 260, floor: 266 },
    ],
  },
);
const tiles = {
  home: categoryPicture("home", "Home", "Lamps, mugs and cushions for the home"),
  clothing: categoryPicture("clothing", "Clothing", "Soft tees, hoodies and socks"),
  garden: categoryPicture("garden", "Garden", "Pots, planters and tools for the garden"),
  stationery: categoryPicture("stationery", "Stationery", "Notebooks, pens and paper goods"),
};

interface PostPicture {
  slug: string;
  title: string;
  alt: string;
  wall: string;
  table: string;
  accent: string;
  items: string[];
}
function postPicture(spec: PostPicture) {
  const [first, second, third] = spec.items;
  const items = [
    first ? { name: first, x: 90, size: 460 } : null,
    second ? { name: second, x: 520, size: 400 } : null,
    third ? { name: third, x: 860, size: 300 } : null,
  ].filter((item) => item !== null);
  return scenePicture(spec.slug, spec.title, spec.alt, {
    width: 1200,
    height: 750,
    wall: spec.wall,
    table: spec.table,
    backdrop: `${sun(940, 170, 150, spec.accent)}${frame(140, 80, 240, 190, spec.table)}`,
    items,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The home page

const HOME_ID = 300;
const ABOUT_ID = 301;

function homePage(): Element[] {
  nextId = idMaker(HOME_ID);
  const promise = (icon: string, title: string, body: string) =>
    inner(
      {
        width: percent(25),
        width_tablet: percent(48),
        width_mobile: percent(100),
        flex_gap: gap(8),
        padding: box(24, 20),
        background_background: "classic",
        background_color: "#FFFFFF",
        border_radius: box(10),
      },
      [
        widget("icon-box", {
          selected_icon: { value: icon, library: "fa-solid" },
          title_text: title,
          description_text: body,
          title_size: "h2",
          position: "left",
          position_mobile: "left",
          icon_size: px(26),
          icon_space: px(16),
          text_align: "left",
          title_bottom_space: px(6),
          title_typography_typography: "custom",
          title_typography_font_size: px(17),
          title_typography_font_weight: "700",
          description_typography_typography: "custom",
          description_typography_font_size: px(15),
          __globals__: {
            primary_color: color(KIT.primary),
            title_color: color(KIT.heading),
            description_color: color(KIT.text),
          },
        }),
      ],
    );
  const category = (picture: Picture, name: string, url: string, blurb: string) =>
    inner({ width: percent(25), width_tablet: percent(47), width_mobile: percent(47) }, [
      widget("image-box", {
        image: { url: uploadUrl(picture), id: picture.id, size: "", alt: "", source: "library" },
        thumbnail_size: "medium",
        title_text: name,
        description_text: blurb,
        link: { url, is_external: "", nofollow: "" },
        title_size: "h3",
        position: "top",
        image_size: percent(100),
        image_space: px(14),
        image_border_radius: box(12),
        text_align: "left",
        title_bottom_space: px(4),
        title_typography_typography: "custom",
        title_typography_font_size: px(19),
        title_typography_font_weight: "700",
        description_typography_typography: "custom",
        description_typography_font_size: px(15),
        __globals__: { title_color: color(KIT.heading), description_color: color(KIT.text) },
      }),
    ]);
  const journal = POSTS.slice(0, 3).map((post) =>
    inner({ width: percent(33), width_tablet: percent(100), flex_gap: gap(10) }, [
      image(post.picture, {
        image_size: "medium_large",
        link_to: "custom",
        link: { url: postUrl(post), is_external: "", nofollow: "" },
        image_border_radius: box(10),
        width: percent(100),
      }),
      eyebrow(post.categories[0]?.name ?? "Journal"),
      heading(post.title, "h3", {
        link: { url: postUrl(post), is_external: "", nofollow: "" },
        typography_typography: "custom",
        typography_font_size: px(20),
      }),
      text(`<p>${post.excerpt}</p>`, { typography_typography: "custom", typography_font_size: px(15) }),
    ]),
  );

  return [
    // Hero
    container(
      {
        content_width: "boxed",
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_align_items: "center",
        flex_gap: gap(48),
        padding: box(64, 20, 64, 20),
        padding_mobile: box(32, 16, 40, 16),
        background_background: "classic",
        __globals__: { background_color: color(KIT.sand) },
      },
      [
        inner({ width: percent(50), width_mobile: percent(100), flex_gap: gap(18) }, [
          eyebrow("New for autumn"),
          heading("Small goods, made with care", "h1", {
            typography_typography: "custom",
            typography_font_size: px(52),
            typography_font_size_tablet: px(42),
            typography_font_size_mobile: px(34),
            typography_line_height: { unit: "em", size: 1.1, sizes: [] },
          }),
          text(
            "<p>Stoneware for slow mornings, lamps for long evenings and gifts that get used every day. Every piece in the shop is chosen from small makers we know by name.</p>",
            { typography_typography: "custom", typography_font_size: px(18) },
          ),
          inner({ flex_direction: "row", flex_wrap: "wrap", flex_gap: gap(12) }, [
            button("Shop the collection", "/shop/"),
            button("Our story", "/about-us/", "outline"),
          ]),
        ]),
        inner({ width: percent(50), width_mobile: percent(100) }, [
          image(hero, { image_size: "large", image_border_radius: box(16), width: percent(100) }),
        ]),
      ],
    ),
    // The shop's promises
    band({ flex_direction: "row", flex_wrap_tablet: "wrap", flex_gap: gap(20), padding: box(40, 20) }, [
      promise(
        "fas fa-truck",
        "Free delivery from 50 €",
        "Orders over 50 € ship free across France, in recycled boxes.",
      ),
      promise(
        "fas fa-undo",
        "30 days to change your mind",
        "Send anything back unused within a month, no questions.",
      ),
      promise(
        "fas fa-hand-holding-heart",
        "From small makers",
        "Everything is made in workshops of fewer than twenty people.",
      ),
      promise("fas fa-lock", "Safe checkout", "Pay by card, bank transfer or cash on delivery."),
    ]),
    // Shop by category
    surfaceBand({}, [
      inner({ flex_gap: gap(6) }, [
        eyebrow("Browse", { align: "center" }),
        heading("Shop by room", "h2", { align: "center" }),
      ]),
      inner(
        { flex_direction: "row", flex_wrap_tablet: "wrap", flex_gap: gap(24), flex_gap_mobile: gap(14) },
        [
          category(tiles.home, "Home", "/product-category/home/", "Lamps, tableware and cushions."),
          category(
            tiles.clothing,
            "Clothing",
            "/product-category/clothing/",
            "Organic cotton, made to last.",
          ),
          category(tiles.garden, "Garden", "/product-category/garden/", "Pots, seeds and good tools."),
          category(
            tiles.stationery,
            "Stationery",
            "/product-category/stationery/",
            "Paper goods for lists and letters.",
          ),
        ],
      ),
    ]),
    // Featured products
    band({}, [
      inner({ flex_gap: gap(6) }, [
        eyebrow("Our favourites", { align: "center", ...ON_PAGE.eyebrow }),
        heading("Featured this week", "h2", { align: "center", ...ON_PAGE.heading }),
      ]),
      widget("alert", {
        alert_type: "info",
        alert_title: "Christmas delivery",
        alert_description:
          "Order by Friday 18 December for delivery in mainland France before Christmas. Gift wrapping is free on every order.",
        show_dismiss: "show",
      }),
      widget("woocommerce-products", {
        query_post_type: "featured",
        columns: 3,
        columns_tablet: 3,
        columns_mobile: 2,
        rows: 2,
        paginate: "",
        allow_order: "",
        show_result_count: "",
        query_orderby: "date",
        query_order: "desc",
        column_gap: px(24),
        column_gap_mobile: px(14),
        row_gap: px(36),
      }),
      button("See every product", "/shop/", "outline", { align: "center", ...ON_PAGE.outlineButton }),
    ]),
    // Story
    band(
      {
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_align_items: "center",
        flex_gap: gap(56),
        background_background: "classic",
        __globals__: { background_color: color(KIT.secondary) },
      },
      [
        inner({ width: percent(50), width_mobile: percent(100) }, [
          image(story, { image_size: "large", image_border_radius: box(16), width: percent(100) }),
        ]),
        inner({ width: percent(50), width_mobile: percent(100), flex_gap: gap(16) }, [
          eyebrow("Our story", { title_color: "#F3D9A4", __globals__: {} }),
          heading("A small shop for things that last", "h2", { title_color: "#FFFFFF", __globals__: {} }),
          text(
            "<p>We opened in 2019 with one shelf of mugs from a potter down the road. Today we work with thirty-two makers, but the rule has not changed: we only sell what we would keep at home.</p><p>Each order is packed by hand in our workshop in Lyon, with paper tape and no plastic.</p>",
            { text_color: "#E8EFEC", __globals__: {} },
          ),
          button("Meet the makers", "/about-us/", "solid", {
            background_color: "#F3D9A4",
            button_text_color: "#1B1F23",
            button_background_hover_color: "#FFFFFF",
            __globals__: {},
          }),
        ]),
      ],
    ),
    // What customers say
    band({}, [
      inner({ flex_gap: gap(6) }, [
        eyebrow("Kind words", { align: "center", ...ON_PAGE.eyebrow }),
        heading("What our customers say", "h2", { align: "center", ...ON_PAGE.heading }),
      ]),
      inner(
        { flex_direction: "row", flex_direction_tablet: "column", flex_gap: gap(24) },
        TESTIMONIALS.map((quote) =>
          inner(
            {
              width: percent(33),
              width_tablet: percent(100),
              padding: box(28, 24),
              flex_gap: gap(12),
              background_background: "classic",
              background_color: "#FFFFFF",
              border_radius: box(12),
            },
            [
              widget("star-rating", {
                rating_scale: "5",
                rating: quote.rating,
                align: "left",
                icon_size: px(18),
                icon_space: px(3),
                stars_color: "#B7791F",
                stars_unmarked_color: "#E4E0D8",
              }),
              widget("testimonial", {
                testimonial_content: quote.text,
                testimonial_name: quote.name,
                testimonial_job: quote.place,
                testimonial_image: { url: "", id: "" },
                testimonial_alignment: "left",
                content_typography_typography: "custom",
                content_typography_font_size: px(16),
                content_typography_line_height: { unit: "em", size: 1.6, sizes: [] },
                name_typography_typography: "custom",
                name_typography_font_weight: "700",
                __globals__: {
                  content_content_color: color(KIT.text),
                  name_text_color: color(KIT.heading),
                  job_text_color: color(KIT.primary),
                },
              }),
            ],
          ),
        ),
      ),
    ]),
    // From the journal
    surfaceBand({}, [
      inner({ flex_gap: gap(6) }, [
        eyebrow("From the journal", { align: "center" }),
        heading("Notes, guides and stories", "h2", { align: "center" }),
      ]),
      inner(
        {
          flex_direction: "row",
          flex_direction_tablet: "column",
          flex_gap: gap(28),
          flex_gap_tablet: gap(40),
        },
        journal,
      ),
      button("Read the journal", "/blog/", "outline", { align: "center" }),
    ]),
  ];
}

const TESTIMONIALS = [
  {
    text: "The mug arrived wrapped like a present, with a handwritten note from the potter. I ordered three more for my sisters.",
    rating: 5,
    name: "Hélène R.",
    place: "Bordeaux",
  },
  {
    text: "I changed my mind about a lamp colour and the exchange took four days, door to door. Friendly, quick and no fuss at all.",
    rating: 5,
    name: "Thomas B.",
    place: "Lille",
  },
  {
    text: "Everything I have bought here still looks new after years of use. It is the first shop I check for birthday presents.",
    rating: 4.5,
    name: "Amina K.",
    place: "Lyon",
  },
];

// ---------------------------------------------------------------------------------------------------------------
// About us

function aboutPage(): Element[] {
  nextId = idMaker(ABOUT_ID);
  const counter = (ending: number, suffix: string, title: string) =>
    inner({ width: percent(33), width_mobile: percent(100) }, [
      widget("counter", {
        starting_number: 0,
        ending_number: ending,
        suffix,
        duration: 2000,
        thousand_separator: "yes",
        thousand_separator_char: " ",
        title,
        number_color: "#FFFFFF",
        title_color: "#E8EFEC",
        typography_number_typography: "custom",
        typography_number_font_size: px(52),
        typography_number_font_weight: "700",
        typography_title_typography: "custom",
        typography_title_font_size: px(17),
      }),
    ]);
  const value = (icon: string, title: string, body: string) =>
    inner(
      {
        width: percent(33),
        width_tablet: percent(100),
        width_mobile: percent(100),
        flex_gap: gap(10),
        padding: box(28, 24),
        background_background: "classic",
        background_color: "#FFFFFF",
        border_radius: box(12),
      },
      [
        widget("icon-box", {
          selected_icon: { value: icon, library: "fa-solid" },
          view: "stacked",
          shape: "circle",
          title_text: title,
          description_text: body,
          title_size: "h3",
          position: "top",
          text_align: "left",
          icon_size: px(22),
          icon_padding: px(14),
          icon_space: px(18),
          title_bottom_space: px(8),
          primary_color: "#E4EFEC",
          title_typography_typography: "custom",
          title_typography_font_size: px(20),
          title_typography_font_weight: "700",
          __globals__: {
            secondary_color: color(KIT.primary),
            title_color: color(KIT.heading),
            description_color: color(KIT.text),
          },
        }),
      ],
    );
  return [
    band(
      {
        flex_gap: gap(16),
        padding: box(80, 20, 64, 20),
        padding_mobile: box(44, 16, 36, 16),
        background_background: "classic",
        __globals__: { background_color: color(KIT.sand) },
      },
      [
        eyebrow("About us", { align: "center" }),
        heading("Thirty-two makers, one small shop", "h1", {
          align: "center",
          typography_typography: "custom",
          typography_font_size: px(46),
          typography_font_size_mobile: px(32),
        }),
        text(
          "<p>Vitrine Demo Shop is a team of five in a former print works in Lyon. We look for things that are useful, well made and a pleasure to own, and we sell them at a fair price.</p>",
          { align: "center", typography_typography: "custom", typography_font_size: px(19) },
        ),
      ],
    ),
    band(
      {
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_align_items: "center",
        flex_gap: gap(56),
      },
      [
        inner({ width: percent(50), width_mobile: percent(100), flex_gap: gap(14) }, [
          heading("How it started", "h2"),
          text(
            "<p>In 2019 Claire Morel, a ceramicist tired of selling at weekend markets, asked three friends to share a stall. By the end of the year the stall had become a shop window, and the shop window a website.</p><p>We still visit every workshop before we stock its work. We ask how things are made, who makes them and what they are paid, and we write down the answers on each product page.</p>",
          ),
          widget("divider", {
            width: percent(30),
            align: "left",
            weight: px(3),
            __globals__: { color: color(KIT.accent) },
          }),
          text(
            "<blockquote><p>“If we would not use it every day, we do not sell it.”</p></blockquote><p><strong>Claire Morel</strong>, founder</p>",
            { typography_typography: "custom", typography_font_size: px(18) },
          ),
        ]),
        inner({ width: percent(50), width_mobile: percent(100) }, [
          image(story, {
            image_size: "large",
            image_border_radius: box(16),
            width: percent(100),
            caption_source: "custom",
            caption: "Our workshop, where every order is packed.",
          }),
        ]),
      ],
    ),
    band(
      {
        flex_direction: "row",
        flex_direction_mobile: "column",
        flex_gap: gap(32),
        padding: box(56, 20),
        background_background: "classic",
        __globals__: { background_color: color(KIT.secondary) },
      },
      [
        counter(32, "", "makers in the collection"),
        counter(12400, "", "parcels sent last year"),
        counter(98, "%", "delivered within three days"),
      ],
    ),
    band({ background_background: "classic", __globals__: { background_color: color(KIT.sand) } }, [
      heading("What we care about", "h2", { align: "center" }),
      inner({ flex_direction: "row", flex_wrap_tablet: "wrap", flex_gap: gap(24) }, [
        value(
          "fas fa-seedling",
          "Materials that age well",
          "Stoneware, linen, wool, brass and wood: things that get better with use and can be repaired.",
        ),
        value(
          "fas fa-users",
          "Makers we know",
          "We work directly with each workshop and pay on delivery, never on consignment.",
        ),
        value(
          "fas fa-box-open",
          "Packaging without plastic",
          "Recycled boxes, paper tape and shredded card. Our boxes are sized to the order, not the other way round.",
        ),
      ]),
    ]),
    band(
      {
        flex_direction: "row",
        flex_direction_mobile: "column-reverse",
        flex_align_items: "center",
        flex_gap: gap(56),
        background_background: "classic",
        background_color: "#FFFFFF",
      },
      [
        inner({ width: percent(50), width_mobile: percent(100) }, [
          image(packing, { image_size: "large", image_border_radius: box(16), width: percent(100) }),
        ]),
        inner({ width: percent(50), width_mobile: percent(100), flex_gap: gap(14) }, [
          heading("Visit the workshop", "h2"),
          text(
            "<p>Our workshop is open to visitors on Saturdays. Come and see the new pieces before they reach the shop, or pick up an order on your way.</p>",
          ),
          widget("html", {
            custom_css:
              "selector dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 24px; margin: 0 } selector dl div { display: contents } selector dt { font-weight: 700; color: #1B1F23 } selector dd { margin: 0 }",
            html: '<dl class="opening-hours"><div><dt>Address</dt><dd>14 rue des Imprimeurs, 69007 Lyon</dd></div><div><dt>Saturdays</dt><dd>10:00 – 18:00</dd></div><div><dt>Email</dt><dd><a href="mailto:hello@demo.vitrine.example">hello@demo.vitrine.example</a></dd></div></dl>',
          }),
          widget("social-icons", {
            social_icon_list: [
              social("instagram", "https://www.instagram.com/vitrine.demo.shop/"),
              social("pinterest", "https://www.pinterest.com/vitrinedemoshop/"),
              social("facebook", "https://www.facebook.com/vitrinedemoshop/"),
            ],
            shape: "circle",
            align: "left",
            icon_size: px(18),
            icon_spacing: px(10),
            icon_color: "custom",
            icon_primary_color: "#0B5D5A",
            icon_secondary_color: "#FFFFFF",
          }),
          button("Browse the shop", "/shop/"),
        ]),
      ],
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The journal

interface Term {
  id: number;
  slug: string;
  name: string;
  description?: string;
}
const CATEGORIES = {
  guides: { id: 60, slug: "care-guides", name: "Care guides", description: "Keeping good things good" },
  makers: { id: 61, slug: "makers", name: "Makers", description: "The people behind the shop" },
  gifts: { id: 62, slug: "gift-ideas", name: "Gift ideas", description: "Presents worth giving" },
  news: { id: 63, slug: "shop-news", name: "Shop news", description: "What is new at the shop" },
} satisfies Record<string, Term>;
const TAGS = {
  ceramics: { id: 70, slug: "ceramics", name: "Ceramics" },
  kitchen: { id: 71, slug: "kitchen", name: "Kitchen" },
  garden: { id: 72, slug: "garden", name: "Garden" },
  textiles: { id: 73, slug: "textiles", name: "Textiles" },
  lighting: { id: 74, slug: "lighting", name: "Lighting" },
  autumn: { id: 75, slug: "autumn", name: "Autumn" },
  gifts: { id: 76, slug: "gifts", name: "Gifts" },
  paper: { id: 77, slug: "paper", name: "Paper" },
} satisfies Record<string, Term>;

interface Post {
  id: number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  categories: Term[];
  tags: Term[];
  picture: Picture;
  /** The article: paragraphs and `## Subheadings`, written as Elementor widgets. */
  body: string[];
  /** A product the post talks about: a button to it closes the post. */
  product: { label: string; url: string };
}

const postUrl = (post: Post) => `${SITE}/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/`;

const POSTS: Post[] = [
  {
    id: 320,
    slug: "caring-for-stoneware",
    title: "How to care for stoneware so it lasts a lifetime",
    date: "2026-11-18 09:30:00",
    excerpt: "Dishwashers, sudden heat and metal spoons: what stoneware minds, and what it does not.",
    categories: [CATEGORIES.guides],
    tags: [TAGS.ceramics, TAGS.kitchen],
    picture: postPicture({
      slug: "journal-stoneware",
      title: "Stoneware",
      alt: "A speckled mug and a serving bowl on a wooden table",
      wall: "#e6ece8",
      table: "#cfb38f",
      accent: "#f1dcb0",
      items: ["hand-thrown-serving-bowl", "speckled-stoneware-mug", "tall-latte-mug"],
    }),
    body: [
      "Stoneware is fired at around 1,250 °C, which makes it dense, strong and happy in everyday use. A few habits keep it looking as good as the day it arrived.",
      "## Warm it before the boiling water",
      "Sudden changes of temperature are the one thing stoneware dislikes. Rinse a cold mug under the warm tap before you pour in boiling water, and never move a dish straight from the fridge into a hot oven.",
      "## The dishwasher is fine, mostly",
      "All our glazed pieces are dishwasher safe. Unglazed feet and rims are better washed by hand: detergent tablets slowly grey the bare clay.",
      "## Grey marks from cutlery",
      "Those pencil-like lines are metal from knives and spoons, not scratches in the glaze. A little baking soda on a damp cloth takes them off in a minute.",
    ],
    product: { label: "See the stoneware mugs", url: "/product/speckled-stoneware-mug/" },
  },
  {
    id: 321,
    slug: "meet-atelier-terre-douce",
    title: "Meet the maker: Atelier Terre Douce",
    date: "2026-11-10 10:00:00",
    excerpt:
      "Two potters, one wood-fired kiln and a village in the Drôme: a visit to the studio behind our mugs.",
    categories: [CATEGORIES.makers],
    tags: [TAGS.ceramics],
    picture: postPicture({
      slug: "journal-terre-douce",
      title: "Atelier Terre Douce",
      alt: "Glazed planters and a tea set on a workshop bench",
      wall: "#f3e6d6",
      table: "#b98f68",
      accent: "#f6c9a8",
      items: ["glazed-planter", "tea-time-set", "speckled-stoneware-mug"],
    }),
    body: [
      "Léa and Marc Fabre have shared a studio in a former silk mill since 2014. They throw around two hundred pieces a week, and fire them four times a year in a kiln Marc built himself.",
      "## A glaze from the garden",
      "The speckled finish of our best-selling mug comes from wood ash: the Fabres collect it from their own stove, sieve it and mix it into a simple stoneware glaze. No two batches are quite the same, which is the point.",
      "## Why we stock them",
      "Their mugs hold heat well, sit comfortably in the hand and survive years of daily washing. They are also priced so people can actually use them, which matters to us as much as it does to them.",
    ],
    product: { label: "Shop the speckled mug", url: "/product/speckled-stoneware-mug/" },
  },
  {
    id: 322,
    slug: "gifts-under-30-euros",
    title: "Ten thoughtful gifts under 30 €",
    date: "2026-11-03 08:00:00",
    excerpt:
      "Small presents that still feel considered: our team's picks for colleagues, hosts and stocking fillers.",
    categories: [CATEGORIES.gifts],
    tags: [TAGS.gifts, TAGS.paper],
    picture: postPicture({
      slug: "journal-small-gifts",
      title: "Small gifts",
      alt: "A wrapped present, a card set and candles",
      wall: "#f1e4e4",
      table: "#d8b99a",
      accent: "#f4c5b8",
      items: ["gift-wrapping", "greeting-card-set", "beeswax-taper-candles"],
    }),
    body: [
      "A good small gift is something the person would not buy for themselves but will use every week. Here is what our team keeps giving.",
      "## For the host",
      "Beeswax taper candles burn slowly and smell faintly of honey. Pair them with a box of loose-leaf tea and you have a present that will be used the same evening.",
      "## For the colleague",
      "A pocket notebook trio or a bundle of washi tape brightens any desk. Both fit in an envelope, which makes them ideal for secret Santa.",
      "## For anyone, really",
      "Our greeting card set comes with envelopes in recycled paper and fits every occasion we could think of.",
    ],
    product: { label: "Browse the gift ideas", url: "/product-category/gifts/" },
  },
  {
    id: 323,
    slug: "bulbs-to-plant-in-november",
    title: "Bulbs to plant in November for a bright spring",
    date: "2026-10-27 09:00:00",
    excerpt:
      "It is not too late: tulips, alliums and grape hyacinths all go in now, in pots or in the ground.",
    categories: [CATEGORIES.guides],
    tags: [TAGS.garden, TAGS.autumn],
    picture: postPicture({
      slug: "journal-bulbs",
      title: "Planting bulbs",
      alt: "Terracotta pots, gloves and a watering can ready for planting",
      wall: "#e3ecdf",
      table: "#a98560",
      accent: "#e9dca0",
      items: ["terracotta-plant-pot", "gardening-gloves", "copper-watering-can"],
    }),
    body: [
      "Tulips actually prefer a late planting: cold soil keeps the fungal diseases that trouble them at bay. If you have a pot and an hour, you can still have colour in April.",
      "## Layer them like a lasagne",
      "In a deep pot, put the largest bulbs at the bottom (tulips, 20 cm down), then a layer of compost, then smaller ones (grape hyacinths, crocus). They find their way up through each other.",
      "## Water once, then wait",
      "Water well after planting and then leave the pot alone in a sheltered spot. Bulbs rot in soggy compost far more often than they dry out.",
    ],
    product: { label: "Shop plant pots", url: "/product-category/garden/plant-pots/" },
  },
  {
    id: 324,
    slug: "a-guide-to-warm-lighting",
    title: "Lighting a room for the darker months",
    date: "2026-10-19 18:00:00",
    excerpt:
      "Three lamps at different heights do more for a room than one bright ceiling light. Here is why.",
    categories: [CATEGORIES.guides],
    tags: [TAGS.lighting, TAGS.autumn],
    picture: postPicture({
      slug: "journal-lighting",
      title: "Warm lighting",
      alt: "A mushroom table lamp and a reading lamp in the evening",
      wall: "#dcd8e6",
      table: "#9f7f63",
      accent: "#f5d27a",
      items: ["mushroom-table-lamp", "brass-reading-lamp", "rechargeable-lantern"],
    }),
    body: [
      "As the evenings draw in, most of us reach for the main switch. Lighting designers do the opposite: they build a room out of small pools of warm light.",
      "## Low, middle and high",
      "Put one light low (a lantern on a shelf or the floor), one at table height and one at eye level or above. The eye reads the room as larger and calmer.",
      "## Choose 2700 K",
      "Bulbs marked 2700 kelvin give the warm, slightly golden light of an old incandescent bulb. Anything above 3000 K starts to feel like an office.",
    ],
    product: { label: "See the lamps", url: "/product-category/home/lighting/" },
  },
  {
    id: 325,
    slug: "our-new-packaging",
    title: "Our parcels are now plastic-free",
    date: "2026-10-08 11:00:00",
    excerpt:
      "From this month every order leaves the workshop in paper, card and cornstarch tape, and nothing else.",
    categories: [CATEGORIES.news],
    tags: [TAGS.paper],
    picture: postPicture({
      slug: "journal-packaging",
      title: "New packaging",
      alt: "Gift wrapping and twine on the packing table",
      wall: "#e4e9ee",
      table: "#caa57c",
      accent: "#d8e6c4",
      items: ["gift-wrapping", "garden-twine", "canvas-tote-bag"],
    }),
    body: [
      "It took us a year of testing, and a few broken teapots, but every parcel now leaves the workshop without a gram of plastic.",
      "## What changed",
      "Bubble wrap became honeycomb paper, the tape is paper with a plant-based glue, and fragile pieces sit in moulded card made from our own shredded boxes.",
      "## What it costs",
      "About 40 cents more per parcel. We have absorbed it rather than raise delivery prices, and free delivery still starts at 50 €.",
    ],
    product: { label: "Read about delivery and returns", url: "/about-us/" },
  },
  {
    id: 326,
    slug: "how-linen-is-made",
    title: "From field to tea towel: how linen is made",
    date: "2026-09-29 09:00:00",
    excerpt:
      "Flax grows in Normandy, is spun in Lithuania and woven in the Vosges. We followed one tea towel home.",
    categories: [CATEGORIES.makers],
    tags: [TAGS.textiles, TAGS.kitchen],
    picture: postPicture({
      slug: "journal-linen",
      title: "Linen",
      alt: "Linen tea towels and a cushion cover folded on a table",
      wall: "#efe9df",
      table: "#c2a07b",
      accent: "#dbe4d2",
      items: ["linen-tea-towel", "linen-cushion-cover", "wool-throw-blanket"],
    }),
    body: [
      "Most of the world's flax grows in a narrow strip of coast between Caen and Amsterdam, where damp summers make for long, fine fibres.",
      "## Retting in the field",
      "After pulling, the flax lies in the field for several weeks while dew and microbes loosen the fibre from the stem. Farmers turn it by hand to keep the colour even.",
      "## Woven slowly",
      "Our tea towels are woven in the Vosges on looms from the 1970s, slower than modern ones but gentler on the thread. The result is a cloth that softens with every wash.",
    ],
    product: { label: "Shop the linen tea towels", url: "/product/linen-tea-towel/" },
  },
  {
    id: 327,
    slug: "autumn-at-the-workshop",
    title: "Autumn at the workshop: what is new this season",
    date: "2026-09-15 10:00:00",
    excerpt: "Wool throws, a new candle scent and the return of the enamel camping mug in green.",
    categories: [CATEGORIES.news],
    tags: [TAGS.autumn, TAGS.textiles],
    picture: postPicture({
      slug: "journal-autumn",
      title: "Autumn collection",
      alt: "A wool throw, a soy candle and an enamel mug",
      wall: "#f0e2cf",
      table: "#a9825c",
      accent: "#e8b978",
      items: ["wool-throw-blanket", "soy-wax-candle", "enamel-camping-mug-green"],
    }),
    body: [
      "September is our favourite month at the workshop: the summer stock goes out, the autumn boxes come in and the kettle is never cold.",
      "## New this season",
      "A heavy wool throw woven in the Pyrenees, in oatmeal and moss. A soy candle that smells of fig leaves. And, by popular demand, the enamel camping mug in green again.",
      "## Coming in November",
      "Our first advent calendar of small paper goods, made with a letterpress studio in Nantes. Sign up for an account to hear when it lands.",
    ],
    product: { label: "Shop what is new", url: "/shop/?orderby=date" },
  },
];

function postContent(post: Post): Element[] {
  nextId = idMaker(post.id);
  const widgets: Element[] = [];
  for (const paragraph of post.body) {
    if (paragraph.startsWith("## "))
      widgets.push(
        heading(paragraph.slice(3), "h2", {
          _margin: box(18, 0, 0, 0),
          typography_typography: "custom",
          typography_font_size: px(24),
        }),
      );
    else
      widgets.push(
        text(`<p>${paragraph}</p>`, { typography_typography: "custom", typography_font_size: px(17) }),
      );
  }
  return [
    container(
      { content_width: "boxed", boxed_width: px(760), padding: box(8, 20, 48, 20), flex_gap: gap(14) },
      [
        ...widgets,
        widget("divider", { gap: px(20), __globals__: { color: color(KIT.line) } }),
        button(post.product.label, post.product.url),
      ],
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The export

function pageMeta(templateType: string, elements: Element[], pageSettings?: Settings) {
  return {
    ...elementorMeta(templateType, elements),
    ...(pageSettings ? { _elementor_page_settings: serialize(pageSettings) } : {}),
    _wp_page_template: pageSettings?.template ? String(pageSettings.template) : "default",
  };
}

/** Classic content for the post (what WordPress keeps in post_content beside Elementor's data). */
function plainContent(post: Post): string {
  return post.body
    .map((paragraph) =>
      paragraph.startsWith("## ") ? `<h2>${paragraph.slice(3)}</h2>` : `<p>${paragraph}</p>`,
    )
    .join("\n");
}

function buildExport(): string {
  const items: WxrItem[] = [
    ...pictureItems(
      PICTURES.map((picture) => ({
        ...picture,
        date: "2026-10-01 09:00:00",
        pubDate: rfc822("2026-10-01 09:00:00"),
      })),
    ),
    {
      id: HOME_ID,
      title: "Home",
      slug: "home",
      type: "page",
      date: "2026-11-02 10:00:00",
      pubDate: rfc822("2026-11-02 10:00:00"),
      link: `${SITE}/`,
      meta: pageMeta("wp-page", homePage(), { hide_title: "yes", template: "elementor_header_footer" }),
    },
    {
      id: ABOUT_ID,
      title: "About us",
      slug: "about-us",
      type: "page",
      date: "2026-11-02 10:00:00",
      pubDate: rfc822("2026-11-02 10:00:00"),
      link: `${SITE}/about-us/`,
      meta: pageMeta("wp-page", aboutPage(), { hide_title: "yes", template: "elementor_header_footer" }),
    },
    ...POSTS.map(
      (post): WxrItem => ({
        id: post.id,
        title: post.title,
        slug: post.slug,
        type: "post",
        date: post.date,
        pubDate: rfc822(post.date),
        link: postUrl(post),
        excerpt: post.excerpt,
        content: plainContent(post),
        terms: [
          ...post.categories.map((term) => ({ domain: "category", slug: term.slug, name: term.name })),
          ...post.tags.map((term) => ({ domain: "post_tag", slug: term.slug, name: term.name })),
        ],
        meta: { ...pageMeta("wp-post", postContent(post)), _thumbnail_id: String(post.picture.id) },
      }),
    ),
  ];
  return writeWxr({
    comments: [
      "This is a WordPress eXtended RSS file generated by WordPress as an export of your site.",
      "Generated by content/demo/site/build-pages.ts: the demo shop's home, about and journal pages.",
    ],
    site: SITE,
    title: "Vitrine Demo Shop",
    description: "Small goods, made with care",
    author: DEMO_AUTHOR,
    terms: [
      ...Object.values(CATEGORIES).map((term): WxrTerm => ({ kind: "category", ...term })),
      ...Object.values(TAGS).map((term): WxrTerm => ({ kind: "post_tag", ...term })),
    ],
    generator: DEMO_GENERATOR,
    items,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const xml = buildExport();
  writeFileSync(path.join(here, "10-pages.xml"), xml);
  for (const picture of PICTURES) {
    const file = path.join(here, "uploads", picture.file);
    mkdirSync(path.dirname(file), { recursive: true });
    await sharp(Buffer.from(picture.draw()))
      .resize(picture.width, picture.height)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(file);
  }
  console.log(`wrote ${path.join(here, "10-pages.xml")} and ${PICTURES.length} pictures`);
}
