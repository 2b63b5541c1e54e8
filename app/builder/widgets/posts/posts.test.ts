import { describe, expect, it } from "vitest";
import type { LoopEntry } from "../../loop/loop-services.ts";
import { loadDocumentPage } from "../../page/document-page.server.ts";
import { memorySource, publishedPage } from "../../page/test-support.ts";

const entry = (id: number, title: string): LoopEntry => ({
  postType: "post",
  id,
  title,
  url: `/2024/05/p${id}/`,
  excerpt: "One two three four five six seven eight nine ten.",
  publishedAt: "2024-05-02T10:00:00.000Z",
  authorName: "Camille",
  image: {
    id: 1,
    url: "/media/1/a.jpg",
    width: 800,
    height: 600,
    alt: "",
    caption: "",
    mimeType: "image/jpeg",
    variants: [],
  },
  terms: [{ taxonomy: "category", slug: "glazes", name: "Glazes", url: "/category/glazes/", count: 1 }],
  product: null,
});

async function render(widgetType: string, settings: Record<string, unknown>) {
  const page = publishedPage({
    path: "/p/",
    elements: [{ id: "w1", elType: "widget", widgetType, settings, elements: [] }],
  });
  const { source } = memorySource({
    documents: [page],
    entries: [entry(1, "First"), entry(2, "Second"), entry(3, "Third")],
  });
  const slots = new Map<string, string>();
  await loadDocumentPage(source, slots, "/p/");
  const html = slots.get("elementor-slot-12") ?? "";
  if (process.env.DBG) console.log(html);
  return html;
}

describe("posts widgets", () => {
  it("renders Pro's classic skin: thumbnail, title, excerpt cut to the skin's length, read more, date", async () => {
    const html = await render("posts", {
      classic_posts_per_page: 2,
      classic_excerpt_length: 3,
      pagination_type: "numbers",
    });
    expect(html).toContain(
      'class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid"',
    );
    expect(html).toContain('<h3 class="elementor-post__title"><a href="/2024/05/p1/">First</a></h3>');
    expect(html).toContain("<p>One two three…</p>");
    expect(html).toContain('aria-label="Read more about First"');
    expect(html).not.toContain("Third");
    expect(html).toContain('href="?e-page-w1=2"');
    expect(html).toContain("elementor-grid-3 elementor-grid-tablet-2 elementor-grid-mobile-1");
  });

  it("renders the cards skin with the category badge, and archive-posts the same way", async () => {
    const html = await render("archive-posts", { _skin: "cards", cards_columns: "2" });
    expect(html).toContain("elementor-posts--skin-cards");
    expect(html).toContain('<div class="elementor-post__badge">Glazes</div>');
    expect(html).toContain("elementor-grid-2");
  });

  it("renders ElementsKit's blog posts with its own count", async () => {
    const html = await render("elementskit-blog-posts", {
      ekit_blog_posts_num: 1,
      ekit_blog_posts_column: "ekit-md-6",
    });
    expect(html).toContain('<div class="col-lg-6 col-md-6"><article class="elementskit-post-image-card">');
    expect(html).toContain('<h2 class="entry-title"><a href="/2024/05/p1/">First</a></h2>');
    expect(html).not.toContain("Second");
  });
});
