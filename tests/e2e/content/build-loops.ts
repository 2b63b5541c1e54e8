/**
 * Writes `50-loops.xml`, the WordPress export for the loop widgets' specs (tests/e2e/builder/loop-*.spec.ts and
 * tests/integration/refresh-loop.test.ts): a studio journal of ten posts in categories and tags, loop-item
 * templates for posts and products, and pages with loop grids, taxonomy filters and every kind of pagination.
 * Document ids 50000–50999. Run `npx tsx tests/e2e/content/build-loops.ts` after changing it.
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
  type WxrTerm,
  writeWxr,
} from "../../../content/wxr-writer.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = "https://old-shop.example";

export const LOOP_PAGES = {
  postCard: { id: 50001 },
  productCard: { id: 50002 },
  journal: {
    id: 50010,
    path: "/loops-journal/",
    grid: "a0a5001",
    categoryFilter: "a0a5002",
    tagFilter: "a0a5003",
  },
  rooms: { id: 50011, path: "/loops-shop-by-room/", grid: "a0a5011", filter: "a0a5012" },
  infinite: { id: 50012, path: "/loops-infinite/", grid: "a0a5021" },
  posts: { id: 50013, path: "/loops-posts/", classic: "a0a5031", cards: "a0a5032", ekit: "a0a5033" },
  more: {
    id: 50014,
    path: "/loops-more/",
    carousel: "a0a5041",
    masonry: "a0a5042",
    checkboxes: "a0a5043",
    radios: "a0a5044",
  },
} as const;

/** The journal's categories (children of "Studio journal") and tags. */
const CATEGORIES = [
  { id: 50301, slug: "loops-journal", name: "Studio journal", parent: "" },
  { id: 50302, slug: "loops-workshops", name: "Workshops", parent: "loops-journal" },
  { id: 50303, slug: "loops-glazes", name: "Glazes", parent: "loops-journal" },
  { id: 50304, slug: "loops-studio-news", name: "Studio news", parent: "loops-journal" },
];
const TAGS = [
  { id: 50311, slug: "loops-beginner", name: "Beginner friendly" },
  { id: 50312, slug: "loops-stoneware", name: "Stoneware" },
];

/** Ten posts, newest first: title, categories, tags. */
export const LOOP_POSTS = [
  {
    id: 50100,
    title: "Wheel throwing for beginners",
    categories: ["loops-workshops"],
    tags: ["loops-beginner"],
  },
  { id: 50101, title: "Our autumn celadon", categories: ["loops-glazes"], tags: ["loops-stoneware"] },
  { id: 50102, title: "The studio moves next door", categories: ["loops-studio-news"], tags: [] },
  {
    id: 50103,
    title: "Hand-building weekend",
    categories: ["loops-workshops"],
    tags: ["loops-beginner", "loops-stoneware"],
  },
  {
    id: 50104,
    title: "Testing ash glazes",
    categories: ["loops-glazes", "loops-workshops"],
    tags: ["loops-stoneware"],
  },
  {
    id: 50105,
    title: "Open studio in December",
    categories: ["loops-studio-news"],
    tags: ["loops-beginner"],
  },
  { id: 50106, title: "Why we fire to cone 10", categories: ["loops-glazes"], tags: ["loops-stoneware"] },
  {
    id: 50107,
    title: "Kids' clay club returns",
    categories: ["loops-workshops", "loops-studio-news"],
    tags: ["loops-beginner"],
  },
  { id: 50108, title: "Meet our new kiln", categories: ["loops-studio-news"], tags: [] },
  { id: 50109, title: "Mixing a shino glaze", categories: ["loops-glazes"], tags: [] },
].map((post, index) => ({
  ...post,
  slug: post.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
  // Newest first: a day apart, from 2024-06-20 back.
  date: `2024-06-${String(20 - index).padStart(2, "0")} 09:00:00`,
  image: 50200 + (index % 3),
}));

const IMAGES = [
  {
    id: 50200,
    file: "2024/06/loops-glaze-tiles.jpg",
    alt: "Glaze test tiles in blues and greens",
    tint: [70, 120, 150],
  },
  { id: 50201, file: "2024/06/loops-wheel.jpg", alt: "Hands centring clay on a wheel", tint: [150, 100, 70] },
  { id: 50202, file: "2024/06/loops-kiln.jpg", alt: "A kiln shelf of fired bowls", tint: [120, 110, 90] },
] as const;

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
const tag = (name: string, settings: Record<string, unknown> = {}) =>
  `[elementor-tag id="${name.slice(0, 7)}" name="${name}" settings="${encodeURIComponent(JSON.stringify(settings))}"]`;

const postCard = [
  container(
    "a0a5101",
    { flex_direction: "column", flex_gap: { unit: "px", size: 8, column: "8", row: "8" } },
    [
      widget("a0a5102", "theme-post-featured-image", {}),
      widget("a0a5103", "heading", {
        title: "Category",
        header_size: "p",
        title_color: "#7C2D12",
        __dynamic__: { title: tag("post-terms", { taxonomy: "category", separator: " · " }) },
      }),
      widget("a0a5104", "theme-post-title", { header_size: "h3" }),
      widget("a0a5105", "post-info", { icon_list: [{ _id: "d1", type: "date" }] }),
      widget("a0a5106", "theme-post-excerpt", { excerpt_length: 18 }),
    ],
  ),
];

const productCard = [
  container("a0a5111", { flex_direction: "column" }, [
    widget("a0a5112", "theme-post-featured-image", {}),
    widget("a0a5113", "woocommerce-product-title", { header_size: "h3", link_to: "post" }),
    widget("a0a5114", "woocommerce-product-price", {}),
    widget("a0a5115", "woocommerce-product-add-to-cart", {}),
  ]),
];

const P = LOOP_PAGES;
const journalIncludes = {
  post_query_include: ["terms"],
  post_query_include_term_ids: ["category:loops-journal"],
};

const journalPage = [
  container("a0a5201", { content_width: "boxed" }, [
    widget("a0a5202", "heading", { title: "From the studio journal", header_size: "h2" }),
    widget(P.journal.categoryFilter, "taxonomy-filter", {
      selected_element: P.journal.grid,
      taxonomy: "category",
      multiple_selection: "yes",
      logical_combination: "OR",
    }),
    widget(P.journal.tagFilter, "taxonomy-filter", {
      selected_element: P.journal.grid,
      taxonomy: "post_tag",
      first_item_title: "Any tag",
    }),
    widget(P.journal.grid, "loop-grid", {
      template_id: P.postCard.id,
      posts_per_page: 3,
      columns: 3,
      columns_tablet: 2,
      columns_mobile: 1,
      column_gap: { unit: "px", size: 24 },
      row_gap: { unit: "px", size: 32 },
      pagination_type: "numbers_and_prev_next",
      ...journalIncludes,
    }),
  ]),
];

const roomsPage = [
  container("a0a5211", { content_width: "boxed" }, [
    widget("a0a5212", "heading", { title: "Shop by room", header_size: "h2" }),
    widget(P.rooms.filter, "taxonomy-filter", {
      selected_element: P.rooms.grid,
      taxonomy: "product_cat",
      multiple_selection: "yes",
      logical_combination: "OR",
      first_item_title: "Every room",
    }),
    widget(P.rooms.grid, "loop-grid", {
      _skin: "product",
      template_id: P.productCard.id,
      posts_per_page: 4,
      columns: 4,
      columns_tablet: 2,
      columns_mobile: 2,
      pagination_type: "load_more_on_click",
      text: "Show more",
      product_query_orderby: "title",
      product_query_order: "asc",
    }),
  ]),
];

const infinitePage = [
  container("a0a5221", { content_width: "boxed" }, [
    widget("a0a5222", "heading", { title: "All the news", header_size: "h2" }),
    widget(P.infinite.grid, "loop-grid", {
      template_id: P.postCard.id,
      posts_per_page: 4,
      columns: 2,
      pagination_type: "load_more_infinite_scroll",
      ...journalIncludes,
    }),
  ]),
];

const postsPage = [
  container("a0a5231", { content_width: "boxed" }, [
    widget("a0a5232", "heading", { title: "Posts widgets", header_size: "h2" }),
    widget(P.posts.classic, "posts", {
      _skin: "classic",
      classic_columns: "3",
      posts_posts_per_page: 3,
      posts_include: ["terms"],
      posts_include_term_ids: ["category:loops-glazes"],
      pagination_type: "numbers",
    }),
    widget(P.posts.cards, "posts", {
      _skin: "cards",
      cards_columns: "3",
      cards_posts_per_page: 3,
      posts_include: ["terms"],
      posts_include_term_ids: ["category:loops-workshops"],
    }),
    widget(P.posts.ekit, "elementskit-blog-posts", {
      ekit_blog_posts_num: 2,
      ekit_blog_posts_column: "ekit-md-6",
      ekit_blog_posts_layout_style: "elementskit-blog-block-post",
    }),
  ]),
];

/** A loop carousel, a masonry grid filtered by checkboxes (OR) and radio buttons (one tag). */
const morePage = [
  container("a0a5241", { content_width: "boxed" }, [
    widget("a0a5242", "heading", { title: "Latest from the studio", header_size: "h2" }),
    widget(P.more.carousel, "loop-carousel", {
      template_id: P.postCard.id,
      posts_per_page: 6,
      slides_to_show: "3",
      slides_to_show_tablet: "2",
      slides_to_show_mobile: "1",
      autoplay: "",
      ...journalIncludes,
    }),
    widget("a0a5245", "heading", { title: "Every story", header_size: "h2" }),
    widget(P.more.checkboxes, "taxonomy-filter", {
      selected_element: P.more.masonry,
      taxonomy: "category",
      multiple_selection: "yes",
      logical_combination: "OR",
      vitrine_display: "checkboxes",
    }),
    widget(P.more.radios, "taxonomy-filter", {
      selected_element: P.more.masonry,
      taxonomy: "post_tag",
      vitrine_display: "checkboxes",
      first_item_title: "Any tag",
    }),
    widget(P.more.masonry, "loop-grid", {
      template_id: P.postCard.id,
      posts_per_page: 9,
      columns: 3,
      columns_tablet: 2,
      columns_mobile: 1,
      row_gap: { unit: "px", size: 20 },
      masonry: "yes",
      pagination_type: "numbers",
      ...journalIncludes,
    }),
  ]),
];

const page = (id: number, title: string, pagePath: string, elements: unknown[]): WxrItem => ({
  id,
  title,
  slug: pagePath.replaceAll("/", ""),
  type: "page",
  date: "2024-06-01 09:00:00",
  link: `${SITE}${pagePath}`,
  meta: elementorMeta("wp-page", elements),
});

const items: WxrItem[] = [
  ...IMAGES.map((image) =>
    attachmentItem(SITE, {
      id: image.id,
      title: path.basename(image.file, ".jpg"),
      slug: path.basename(image.file, ".jpg"),
      file: image.file,
      date: "2024-06-01 08:00:00",
      link: `${SITE}/${path.basename(image.file, ".jpg")}/`,
      alt: image.alt,
    }),
  ),
  {
    id: P.postCard.id,
    title: "Journal card",
    slug: "loops-journal-card",
    type: "elementor_library",
    date: "2024-06-01 09:00:00",
    link: `${SITE}/?elementor_library=loops-journal-card`,
    meta: elementorMeta("loop-item", postCard),
  },
  {
    id: P.productCard.id,
    title: "Product card",
    slug: "loops-product-card",
    type: "elementor_library",
    date: "2024-06-01 09:00:00",
    link: `${SITE}/?elementor_library=loops-product-card`,
    meta: elementorMeta("loop-item", productCard),
  },
  page(P.journal.id, "Journal", P.journal.path, journalPage),
  page(P.rooms.id, "Shop by room", P.rooms.path, roomsPage),
  page(P.infinite.id, "All the news", P.infinite.path, infinitePage),
  page(P.posts.id, "Posts widgets", P.posts.path, postsPage),
  page(P.more.id, "More loops", P.more.path, morePage),
  ...LOOP_POSTS.map((post) => ({
    id: post.id,
    title: post.title,
    slug: post.slug,
    type: "post",
    date: post.date,
    link: `${SITE}/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/`,
    content: `<p>${post.title} — notes from the studio, with photographs and what we learnt along the way. We write these for everyone who works with clay, from first-timers to old hands.</p>`,
    excerpt: `${post.title}: notes from the studio.`,
    meta: { _thumbnail_id: String(post.image) },
    terms: [
      ...post.categories.map((slug) => ({
        domain: "category",
        slug,
        name: CATEGORIES.find((c) => c.slug === slug)?.name ?? slug,
      })),
      { domain: "category", slug: "loops-journal", name: "Studio journal" },
      ...post.tags.map((slug) => ({
        domain: "post_tag",
        slug,
        name: TAGS.find((t) => t.slug === slug)?.name ?? slug,
      })),
    ],
  })),
];

const xml = writeWxr({
  comments: ["Generated by tests/e2e/content/build-loops.ts: the loop widgets' end-to-end documents."],
  site: SITE,
  title: "Atelier Test",
  description: "Loop widgets end-to-end documents",
  author: TEST_AUTHOR,
  terms: [
    ...CATEGORIES.map(
      (c): WxrTerm => ({ kind: "category", id: c.id, slug: c.slug, name: c.name, parent: c.parent }),
    ),
    ...TAGS.map((t): WxrTerm => ({ kind: "post_tag", id: t.id, slug: t.slug, name: t.name })),
  ],
  items,
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(here, "50-loops.xml"), xml);
  for (const image of IMAGES) {
    const upload = path.join(here, "uploads", image.file);
    mkdirSync(path.dirname(upload), { recursive: true });
    const width = 800;
    const height = 600;
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const offset = (y * width + x) * 3;
        const shade = Math.round(((x + y) / (width + height)) * 50);
        pixels[offset] = image.tint[0] + shade;
        pixels[offset + 1] = image.tint[1] + shade;
        pixels[offset + 2] = image.tint[2] + shade;
      }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 70 })
      .toFile(upload);
  }
  console.log(`wrote ${path.join(here, "50-loops.xml")} and ${IMAGES.length} images`);
}
