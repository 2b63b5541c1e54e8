import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { advancedSearchRequest, foundMessage, nextLoad, resultWindow } from "./advanced-search.rules.ts";

describe("advanced search widget", () => {
  it("W-SEARCH-04 renders closed: the form (a GET to the search page without script), hidden results and load more", async () => {
    const { inner, html } = await renderWidget("elementskit-advanced-search", {
      posts_per_page: { size: 3 },
    });
    expect(inner).toContain(
      '<div class="ekit_advanced_search" data-state="closed" data-search-endpoint="/wp-json/elementskit/v1/widget/advanced-search/search">',
    );
    expect(inner).toContain(
      '<form class="ekit-search-group ekit-advanced-search-form" action="/" method="get">',
    );
    expect(inner).toContain('aria-live="polite" hidden=""></div>');
    expect(inner).toContain(
      '<button type="button" class="ekit-search-load-more" hidden="">Load more</button>',
    );
    expect(html).toContain("&quot;posts_per_page&quot;:{&quot;unit&quot;:&quot;&quot;,&quot;size&quot;:3}");
  });

  it("W-SEARCH-05 a request is the settings plus the form: numbers bounded, terms cleaned, bad numbers fall back", () => {
    expect(
      advancedSearchRequest.parse({ s: "  mug\u0000 ", posts_per_page: "500", offset: "-3", show_posts: "" }),
    ).toEqual({
      s: "mug",
      show_products: true,
      show_posts: false,
      show_image: true,
      show_price: true,
      posts_per_page: 5,
      offset: 0,
    });
    expect(advancedSearchRequest.parse({ s: "mug", posts_per_page: "7", offset: "10" })).toMatchObject({
      posts_per_page: 7,
      offset: 10,
    });
    expect(advancedSearchRequest.safeParse({}).success).toBe(false);
  });

  it("W-SEARCH-06 products come first, then posts: the window of each list an answer carries", () => {
    expect(resultWindow(0, 5, 3)).toEqual({
      products: { offset: 0, limit: 3 },
      posts: { offset: 0, limit: 2 },
    });
    expect(resultWindow(5, 5, 3)).toEqual({
      products: { offset: 3, limit: 0 },
      posts: { offset: 2, limit: 5 },
    });
    expect(resultWindow(5, 5, 12)).toEqual({
      products: { offset: 5, limit: 5 },
      posts: { offset: 0, limit: 0 },
    });
    expect(resultWindow(10, 5, 12)).toEqual({
      products: { offset: 10, limit: 2 },
      posts: { offset: 0, limit: 3 },
    });
  });

  it("W-SEARCH-08 load more asks for 5 more from what is shown, until everything is", () => {
    expect(nextLoad(5, 12)).toEqual({ offset: 5, posts_per_page: 5 });
    expect(nextLoad(10, 12)).toEqual({ offset: 10, posts_per_page: 5 });
    expect(nextLoad(12, 12)).toBeNull();
    expect(nextLoad(3, 3)).toBeNull();
  });

  it("announces what was found", () => {
    expect(foundMessage(0, "kiln")).toBe("No results for “kiln”.");
    expect(foundMessage(1, "kiln")).toBe("1 result for “kiln”.");
    expect(foundMessage(7, "mug")).toBe("7 results for “mug”.");
  });
});
