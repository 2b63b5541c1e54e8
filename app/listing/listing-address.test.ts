import { describe, expect, it } from "vitest";
import {
  carriedQuery,
  categoryArchivePath,
  listingPageHref,
  paginationItems,
  parseListingAddress,
  sortFormFields,
  tagArchivePath,
} from "./listing-address.ts";

const query = (search = "") => new URLSearchParams(search);

describe("listing addresses", () => {
  it("read the page from WooCommerce's /page/N/ path", () => {
    expect(parseListingAddress("", query())).toEqual({ segments: [], page: 1 });
    expect(parseListingAddress(undefined, query())).toEqual({ segments: [], page: 1 });
    expect(parseListingAddress("page/2/", query())).toEqual({ segments: [], page: 2 });
    expect(parseListingAddress("page/2", query())).toEqual({ segments: [], page: 2 });
    expect(parseListingAddress("clothing/t-shirts/page/3/", query())).toEqual({
      segments: ["clothing", "t-shirts"],
      page: 3,
    });
    expect(parseListingAddress("clothing/t-shirts/", query())).toEqual({
      segments: ["clothing", "t-shirts"],
      page: 1,
    });
  });

  it("accept ?paged=N too, which wins over the path as in WordPress", () => {
    expect(parseListingAddress("", query("paged=4"))).toEqual({ segments: [], page: 4 });
    expect(parseListingAddress("page/2/", query("paged=1&orderby=price"))).toEqual({ segments: [], page: 1 });
  });

  it("refuse malformed or out-of-range page numbers", () => {
    expect(parseListingAddress("page/0/", query())).toBeNull();
    expect(parseListingAddress("page/-1/", query())).toBeNull();
    expect(parseListingAddress("page/2.5/", query())).toBeNull();
    expect(parseListingAddress("page/99999999/", query())).toBeNull();
    expect(parseListingAddress("", query("paged=abc"))).toBeNull();
    expect(parseListingAddress("", query("paged=0"))).toBeNull();
    // "page/x" is not a page part: the segments stay, and name no shop page or category.
    expect(parseListingAddress("page/x/", query())).toBeNull();
    expect(parseListingAddress("page", query())).toEqual({ segments: ["page"], page: 1 });
  });

  it("decode percent-encoded slugs", () => {
    expect(parseListingAddress("caf%C3%A9/", query())).toEqual({ segments: ["café"], page: 1 });
    expect(parseListingAddress("%E0%A4%A/", query())).toEqual({ segments: ["%E0%A4%A"], page: 1 });
  });

  it("build canonical page links that keep the sort order (S-LIST-05)", () => {
    const kept = carriedQuery(query("orderby=price&paged=3&add-to-cart=127&colour=red"));
    expect(kept).toEqual([
      ["orderby", "price"],
      ["colour", "red"],
    ]);
    expect(listingPageHref("/shop/", 1, kept)).toBe("/shop/?orderby=price&colour=red");
    expect(listingPageHref("/shop/", 2, kept)).toBe("/shop/page/2/?orderby=price&colour=red");
    expect(listingPageHref("/shop", 2, [])).toBe("/shop/page/2/");
    expect(listingPageHref("/product-category/clothing/t-shirts/", 3, [])).toBe(
      "/product-category/clothing/t-shirts/page/3/",
    );
  });

  it("give the sort form every other parameter as hidden fields, but not the page (S-LIST-05)", () => {
    expect(
      sortFormFields(query("orderby=rating&paged=2&submit=Sort&product-page=2&colour=red&colour=blue&s=mug")),
    ).toEqual([
      ["colour", "red"],
      ["colour", "blue"],
      ["s", "mug"],
    ]);
  });

  it("name archive base paths as WooCommerce permalinks do", () => {
    expect(categoryArchivePath(["clothing", "t-shirts"])).toBe("/product-category/clothing/t-shirts/");
    expect(categoryArchivePath(["café"])).toBe("/product-category/caf%C3%A9/");
    expect(tagArchivePath("gift-idea")).toBe("/product-tag/gift-idea/");
  });
});

describe("pagination items", () => {
  const render = (current: number, count: number) =>
    paginationItems(current, count)
      .map((item) => (item.kind === "dots" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
      .join(" ");

  it("list every page of a short listing", () => {
    expect(render(1, 1)).toBe("[1]");
    expect(render(2, 5)).toBe("1 [2] 3 4 5");
  });

  it("fold long runs into dots, keeping three pages at each end and around the current one", () => {
    expect(render(1, 20)).toBe("[1] 2 3 4 … 18 19 20");
    expect(render(10, 20)).toBe("1 2 3 … 7 8 9 [10] 11 12 13 … 18 19 20");
    expect(render(20, 20)).toBe("1 2 3 … 17 18 19 [20]");
    expect(render(5, 12)).toBe("1 2 3 4 [5] 6 7 8 … 10 11 12");
  });
});
