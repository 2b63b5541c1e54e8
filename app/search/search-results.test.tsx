import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSettings } from "../../server/settings/settings.ts";
import { SEARCH_ORDERS } from "../../server/shop/catalogue/ordering.ts";
import {
  PostResults,
  SearchResults,
  type SearchResultsView,
  searchBodyClass,
  searchResultsTitle,
} from "./search-results.tsx";

function results(
  terms: string,
  total: number,
  postType: string | null = "product",
  posts: SearchResultsView["posts"] = { items: [], total: 0 },
): SearchResultsView {
  const settings = parseSettings({});
  return {
    terms,
    postType,
    posts,
    listing: {
      shopName: "Shop",
      title: searchResultsTitle(terms),
      descriptionHtml: "",
      basePath: "/",
      bodyClasses: [],
      products: { items: [], total, page: 1, perPage: 12, pageCount: 1 },
      orderBy: "relevance",
      orderOptions: SEARCH_ORDERS,
      carriedQuery: [],
      sortFormFields: [],
      toolbar: { style: "classic", mobileBreakpoint: 544 },
      currency: settings.currency,
    },
  };
}

describe("search results", () => {
  it("body classes: search-results or search-no-results, with the WooCommerce archive classes", () => {
    expect(searchBodyClass(results("mug", 3)).split(" ")).toEqual([
      "search",
      "search-results",
      "woocommerce",
      "woocommerce-page",
      "archive",
      "post-type-archive",
      "post-type-archive-product",
    ]);
    expect(searchBodyClass(results("mug", 0))).toMatch(/^search search-no-results woocommerce /);
    // Not a product archive when the search was not restricted to products.
    expect(searchBodyClass(results("mug", 3, null))).not.toContain("post-type-archive");
  });

  it("the empty state escapes the terms, offers the search form again and the shop", () => {
    const terms = `<script>alert("x")</script>`;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults results={results(terms, 0)} />
      </MemoryRouter>,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("Search results for: “&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;”");
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(html).toContain("No products matched your search");
    expect(html).toContain('<input type="hidden" name="post_type" value="product"/>');
    expect(html).toMatch(/<a class="button" href="\/shop\/"[^>]*>Browse the shop<\/a>/);
  });

  it("the empty state of a search over everything adds no post type", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults results={results("mug", 0, null)} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('name="post_type"');
  });

  it("lists matching posts beside products, and alone when no product matched (issue 14: posts in site search)", () => {
    const post = {
      id: 320,
      title: "Caring for <stoneware>",
      path: "/2026/10/caring-for-stoneware/",
      excerpt: "Dishwashers & hot ovens",
      publishedAt: "2026-10-01T09:00:00.000Z",
    };
    const render = (view: SearchResultsView) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <SearchResults results={view} />
        </MemoryRouter>,
      );
    const alone = render(results("stoneware", 0, null, { items: [post], total: 7 }));
    expect(alone).toContain('<h1 id="vitrine-search-posts-title"');
    expect(alone).toContain(
      '<h2 class="entry-title"><a href="/2026/10/caring-for-stoneware/" data-discover="true">Caring for &lt;stoneware&gt;</a></h2>',
    );
    expect(alone).toContain("Dishwashers &amp; hot ovens");
    expect(alone).toContain(
      'href="/?s=stoneware&amp;post_type=post" data-discover="true">See all 7 posts about “stoneware”</a>',
    );
    expect(alone).not.toContain("No products matched");
    expect(searchBodyClass(results("stoneware", 0, null, { items: [post], total: 1 }))).toMatch(
      /^search search-results /,
    );
    // Beside products (the shop listing above needs a data router, so the section is rendered alone here).
    const beside = renderToStaticMarkup(
      <MemoryRouter>
        <PostResults results={results("stoneware", 3, null, { items: [post], total: 1 })} headingLevel="h2" />
      </MemoryRouter>,
    );
    expect(beside).toContain(
      '<h2 id="vitrine-search-posts-title" class="vitrine-search-posts__title">From the journal</h2>',
    );
    expect(beside).not.toContain("See all");
  });
});
