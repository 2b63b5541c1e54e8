import { describe, expect, it } from "vitest";
import { POSTS_TAG, productTag } from "../../../../server/cache/page-tags.ts";
import type { LoopEntry, LoopTerm } from "../../loop/loop-services.ts";
import { loadDocumentPage } from "../../page/document-page.server.ts";
import { renderLoopWidget } from "../../page/loop-refresh.server.ts";
import { forgetRendersReading } from "../../page/render-cache.server.ts";
import { memorySource, publishedPage } from "../../page/test-support.ts";

const term = (taxonomy: string, slug: string, name: string, count = 1): LoopTerm => ({
  taxonomy,
  slug,
  name,
  url: `/category/${slug}/`,
  count,
});

function post(id: number, title: string, slugs: string[]): LoopEntry {
  return {
    postType: "post",
    id,
    title,
    url: `/2024/05/${title.toLowerCase().replaceAll(" ", "-")}/`,
    excerpt: `About ${title}.`,
    publishedAt: "2024-05-02T10:00:00.000Z",
    authorName: "Camille",
    image: null,
    terms: slugs.map((slug) => term("category", slug, slug)),
    product: null,
  };
}

const entries = [
  post(101, "Kiln day", ["workshops"]),
  post(102, "Glaze notes", ["glazes"]),
  post(103, "Open studio", ["workshops", "news"]),
  post(104, "New mugs", ["news"]),
];

const loopItem = publishedPage({
  id: 900,
  type: "loop-item",
  path: null,
  title: "Post card",
  elements: [
    {
      id: "c1",
      elType: "container",
      settings: {},
      elements: [
        {
          id: "t1",
          elType: "widget",
          widgetType: "theme-post-title",
          settings: { header_size: "h3" },
          elements: [],
        },
        {
          id: "h2",
          elType: "widget",
          widgetType: "heading",
          settings: {
            title: "static",
            title_color: "#112233",
            __dynamic__: { title: '[elementor-tag id="x1" name="post-excerpt" settings="%7B%7D"]' },
          },
          elements: [],
        },
        { id: "i1", elType: "widget", widgetType: "post-info", settings: {}, elements: [] },
      ],
    },
  ],
});

const page = publishedPage({
  id: 12,
  path: "/journal/",
  elements: [
    {
      id: "f1",
      elType: "widget",
      widgetType: "taxonomy-filter",
      settings: {
        selected_element: "g1",
        taxonomy: "category",
        multiple_selection: "yes",
        logical_combination: "OR",
      },
      elements: [],
    },
    {
      id: "g1",
      elType: "widget",
      widgetType: "loop-grid",
      settings: {
        template_id: 900,
        posts_per_page: 2,
        columns: 2,
        columns_mobile: 1,
        pagination_type: "numbers_and_prev_next",
      },
      elements: [],
    },
  ],
});

const source = () =>
  memorySource({
    documents: [page, loopItem],
    entries,
    terms: [
      term("category", "glazes", "Glazes"),
      term("category", "news", "News"),
      term("category", "workshops", "Workshops"),
      term("category", "empty", "Empty", 0),
    ],
  }).source;

async function journal(search = "") {
  const slots = new Map<string, string>();
  await loadDocumentPage(source(), slots, "/journal/", new URLSearchParams(search));
  return slots.get("elementor-slot-12") ?? "";
}

describe("loop grid", () => {
  it("renders each entry with the loop-item template: theme widgets and dynamic tags show the entry", async () => {
    const html = await journal();
    expect(html).toContain('<div class="elementor-loop-container elementor-grid" role="list">');
    expect(html).toContain(
      'class="elementor elementor-900 e-loop-item e-loop-item-101 post-101 post type-post status-publish" role="listitem"',
    );
    expect(html).toContain(
      '<h3 class="elementor-heading-title elementor-size-default"><a href="/2024/05/kiln-day/">Kiln day</a></h3>',
    );
    expect(html).toContain('<h2 class="elementor-heading-title elementor-size-default">About Kiln day.</h2>');
    expect(html).toContain("<time");
    // The template's CSS once, inline, as Elementor prints it.
    expect(html.match(/<style id="loop-900">/g)).toHaveLength(1);
    expect(html).toContain(
      ".elementor-900 .elementor-element.elementor-element-h2 .elementor-heading-title{color:#112233}",
    );
    expect(html).not.toContain("New mugs</a>"); // page 2
  });

  it("pages with e-page-<widgetId> links (numbers, previous/next) that work without script", async () => {
    const first = await journal();
    expect(first).toContain(
      '<a class="page-numbers" href="?e-page-g1=2"><span class="elementor-screen-only">Page</span>2</a>',
    );
    expect(first).toContain('<span class="page-numbers prev">« Previous</span>');
    const second = await journal("e-page-g1=2");
    expect(second).toContain("Open studio");
    expect(second).not.toContain("Kiln day");
    expect(second).toContain('<a class="page-numbers prev" href="./">« Previous</a>');
  });

  it("W-URL-04 W-URL-05 W-URL-06 renders the filtered grid for a filtered address (AND, OR, NOT)", async () => {
    const titles = async (search: string) =>
      [...(await journal(search)).matchAll(/e-loop-item-(\d+)/g)].map((match) => Number(match[1]));
    expect(await titles("e-filter-g1-category=workshops+news")).toEqual([103]);
    expect(await titles("e-filter-g1-category=glazes~news&e-page-g1=1")).toEqual([102, 103]);
    expect(await titles("e-filter-g1-category=!workshops")).toEqual([102, 104]);
    expect(await journal("e-filter-g1-category=nothing")).toContain(
      "It seems we can’t find what you’re looking for.",
    );
  });

  it("writes columns per device into the generated CSS", async () => {
    const html = await journal();
    expect(html).toContain(
      ".elementor-12 .elementor-element.elementor-element-g1 .elementor-loop-container{grid-template-columns:repeat(2, minmax(0, 1fr))}",
    );
    expect(html).toContain(
      "@media(max-width:767px){.elementor-12 .elementor-element.elementor-element-g1 .elementor-loop-container{grid-template-columns:repeat(1, minmax(0, 1fr))}}",
    );
  });

  it("W-URL-02 W-URL-03 offers the filter's terms as links to the filtered address, the page parameter dropped", async () => {
    const html = await journal("e-filter-g1-category=news&e-page-g1=2");
    expect(html).toContain('data-vitrine-loop-filter="g1"');
    expect(html).toContain(
      '<a class="e-filter-item" href="?e-filter-g1-category=news~glazes" data-filter="glazes" rel="nofollow">Glazes</a>',
    );
    expect(html).toContain(
      '<a class="e-filter-item e-active" href="./" data-filter="news" aria-current="true" rel="nofollow">News</a>',
    );
    expect(html).toContain('href="./" data-filter="__all"');
    expect(html).not.toContain('data-filter="empty"');
  });

  it("re-renders one loop widget alone, equal to the page's for the same filters (the refresh call's markup)", async () => {
    const alone = await renderLoopWidget(
      source(),
      page,
      "g1",
      new URLSearchParams("e-filter-g1-category=workshops~news"),
    );
    const full = await journal("e-filter-g1-category=workshops~news");
    expect(alone).toContain("e-loop-item-101");
    expect(alone).toContain("e-loop-item-103");
    expect(full).toContain(alone ?? "missing");
    expect(await renderLoopWidget(source(), page, "f1", new URLSearchParams())).toBeNull();
    expect(await renderLoopWidget(source(), page, "zz", new URLSearchParams())).toBeNull();
  });

  it("keeps the refresh call's render per filter until the posts it listed change", async () => {
    const shown = entries.map((entry) => ({ ...entry }));
    const { source: kept } = memorySource({ documents: [page, loopItem], entries: shown, terms: [] });
    const filtered = new URLSearchParams("e-filter-g1-category=workshops");
    const before = await renderLoopWidget(kept, page, "g1", filtered);
    expect(before).toContain("Kiln day");
    const renamed = shown[0];
    if (renamed) renamed.title = "Kiln evening";
    // Kept: the same filter answers from memory; another filter renders, and sees the new title.
    expect(await renderLoopWidget(kept, page, "g1", filtered)).toBe(before);
    expect(await renderLoopWidget(kept, page, "g1", new URLSearchParams())).toContain("Kiln evening");
    // A write to products leaves a posts loop alone; a write to posts drops it.
    forgetRendersReading(kept, [productTag(7)]);
    expect(await renderLoopWidget(kept, page, "g1", filtered)).toBe(before);
    forgetRendersReading(kept, [POSTS_TAG]);
    const after = await renderLoopWidget(kept, page, "g1", filtered);
    expect(after).toContain("Kiln evening");
    expect(after).not.toContain(">Kiln day<");
  });
});
