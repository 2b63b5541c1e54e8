import { describe, expect, it } from "vitest";
import {
  filtersFromParams,
  logicalJoinOf,
  loopCacheKey,
  loopFilterState,
  pageFromParams,
  paramsFromFilters,
  parseTerms,
  queryWithFilter,
  queryWithPage,
  serializeTerms,
  toggleTerm,
} from "./filter-state.ts";

describe("loop filter address", () => {
  it("W-URL-02 W-URL-04 writes e-filter-<widgetId>-<taxonomy> with terms joined by + for AND", () => {
    expect(queryWithFilter("", "a1b2c3", "category", { terms: ["mugs", "bowls"], logicalJoin: "AND" })).toBe(
      "?e-filter-a1b2c3-category=mugs+bowls",
    );
  });

  it("W-URL-05 joins OR terms with ~ and W-URL-06 keeps ! for NOT terms", () => {
    expect(serializeTerms({ terms: ["mugs", "bowls"], logicalJoin: "OR" })).toBe("mugs~bowls");
    expect(serializeTerms({ terms: ["!sale"], logicalJoin: "AND" })).toBe("!sale");
    expect(parseTerms("mugs~!sale")).toEqual({ terms: ["mugs", "!sale"], logicalJoin: "OR" });
  });

  it("reads a decoded + as a space (AND) and ignores __all and junk", () => {
    const params = new URLSearchParams(
      "e-filter-a1-category=mugs+bowls&e-filter-a1-post_tag=__all&e-filter-b2-category=x&e-filter-a1-bad%20tax=y&e-filter-a1-product_cat=%3Cscript%3E",
    );
    expect(filtersFromParams(params, "a1")).toEqual({
      category: { terms: ["mugs", "bowls"], logicalJoin: "AND" },
    });
  });

  it("W-URL-03 drops the loop's e-page parameters on a filter change and keeps everything else", () => {
    expect(
      queryWithFilter(
        "?utm_source=mail&e-page-a1=3&e-page-a1x=2&e-page-b2=4&e-filter-a1-category=old",
        "a1",
        "category",
        {
          terms: ["new"],
          logicalJoin: "AND",
        },
      ),
    ).toBe("?utm_source=mail&e-page-b2=4&e-filter-a1-category=new");
  });

  it("removes the parameter when the filter is cleared (__all)", () => {
    expect(queryWithFilter("?e-filter-a1-category=mugs&x=1", "a1", "category", null)).toBe("?x=1");
    expect(
      queryWithFilter("?e-filter-a1-category=mugs", "a1", "category", {
        terms: ["__all"],
        logicalJoin: "AND",
      }),
    ).toBe("");
  });

  it("pages: e-page-<id>, page 1 without a parameter, nonsense is page 1", () => {
    expect(queryWithPage("?e-filter-a1-category=mugs", "a1", 2)).toBe(
      "?e-filter-a1-category=mugs&e-page-a1=2",
    );
    expect(queryWithPage("?e-page-a1=2", "a1", 1)).toBe("");
    expect(pageFromParams(new URLSearchParams("e-page-a1=3"), "a1")).toBe(3);
    expect(pageFromParams(new URLSearchParams("e-page-a1=-3"), "a1")).toBe(1);
    expect(pageFromParams(new URLSearchParams("e-page-a1=abc"), "a1")).toBe(1);
  });

  it("gives refresh filters the same parameters the address would carry", () => {
    const params = paramsFromFilters(
      "a1",
      {
        category: { terms: ["mugs", "bowls"], logicalJoin: "AND" },
        post_tag: { terms: ["a", "b"], logicalJoin: "OR" },
      },
      2,
    );
    expect(filtersFromParams(params, "a1")).toEqual({
      category: { terms: ["mugs", "bowls"], logicalJoin: "AND" },
      post_tag: { terms: ["a", "b"], logicalJoin: "OR" },
    });
    expect(pageFromParams(params, "a1")).toBe(2);
    expect(loopCacheKey(new URLSearchParams("z=1&e-page-a1=2&e-filter-a1-category=b"))).toBe(
      "e-filter-a1-category=b&e-page-a1=2",
    );
  });
});

describe("loop filter state", () => {
  it("W-FILTER-04 accepts AND or OR only; anything else disables multiple selection", () => {
    expect(logicalJoinOf("AND")).toBe("AND");
    expect(logicalJoinOf("OR")).toBe("OR");
    expect(logicalJoinOf("and")).toBeNull();
    expect(logicalJoinOf("XOR")).toBeNull();
    expect(toggleTerm({ terms: ["a"], logicalJoin: "AND" }, "b", null)).toEqual({
      terms: ["b"],
      logicalJoin: "AND",
    });
    expect(toggleTerm({ terms: ["a"], logicalJoin: "AND" }, "a", null)).toBeNull();
    expect(toggleTerm({ terms: ["a"], logicalJoin: "OR" }, "b", "OR")).toEqual({
      terms: ["a", "b"],
      logicalJoin: "OR",
    });
    expect(toggleTerm({ terms: ["a", "b"], logicalJoin: "OR" }, "a", "OR")).toEqual({
      terms: ["b"],
      logicalJoin: "OR",
    });
    expect(toggleTerm({ terms: ["a"], logicalJoin: "OR" }, "__all", "OR")).toBeNull();
  });

  it("W-FILTER-01 W-FILTER-02 W-FILTER-03 keys filters by filter id with filterType and filterData, consolidated by taxonomy", () => {
    const state = loopFilterState([
      { filterId: "f1", taxonomy: "category", filter: { terms: ["mugs"], logicalJoin: "OR" } },
      { filterId: "f2", taxonomy: "category", filter: { terms: ["bowls"], logicalJoin: "OR" } },
      { filterId: "f3", taxonomy: "post_tag", filter: null },
    ]);
    expect(state).toEqual({
      filters: {
        f1: {
          filterType: "taxonomy",
          filterData: { terms: ["mugs"], selectedTaxonomy: "category", logicalJoin: "OR" },
        },
        f2: {
          filterType: "taxonomy",
          filterData: { terms: ["bowls"], selectedTaxonomy: "category", logicalJoin: "OR" },
        },
      },
      consolidated: { taxonomy: { category: { terms: ["mugs", "bowls"], logicalJoin: "OR" } } },
    });
  });
});
