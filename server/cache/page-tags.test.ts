import { describe, expect, it } from "vitest";
import {
  addListingTags,
  CATALOGUE_IMPORT_TAGS,
  contentImportTags,
  orderPageTags,
  surrogateKeyHeader,
} from "./page-tags.ts";

describe("page-cache tags", () => {
  it("an order changes its products' pages and sales-ordered pages; listings only when stock ran out", () => {
    expect(orderPageTags({ soldProductIds: [3, 9], stockStatusChanged: false })).toEqual([
      "product-3",
      "product-9",
      "sales",
      "catalogue",
    ]);
    expect(orderPageTags({ soldProductIds: [3], stockStatusChanged: true })).toContain("listing");
  });

  it("a listing carries its products, and sales when sorted by popularity", () => {
    const tags = new Set<string>();
    addListingTags(tags, { products: { items: [{ id: 1 }, { id: 2 }] }, orderBy: "popularity" });
    expect([...tags]).toEqual(["listing", "product-1", "product-2", "sales"]);
    const byPrice = new Set<string>();
    addListingTags(byPrice, { products: { items: [] }, orderBy: "price" });
    expect([...byPrice]).toEqual(["listing"]);
  });

  it("a content import changes the documents it wrote, post listings for posts, every page for site chrome", () => {
    expect(
      contentImportTags({
        documents: [
          { id: 10, type: "page", outcome: "updated" },
          { id: 11, type: "page", outcome: "unchanged" },
        ],
        menus: [],
      }),
    ).toEqual(["document-10", "missing"]);
    expect(
      contentImportTags({ documents: [{ id: 12, type: "post", outcome: "created" }], menus: [] }),
    ).toEqual(["document-12", "missing", "posts"]);
    expect(
      contentImportTags({ documents: [{ id: 13, type: "header", outcome: "created" }], menus: [] }),
    ).toContain("site");
    expect(contentImportTags({ documents: [], menus: [{ slug: "primary" }] })).toEqual(["site"]);
    expect(
      contentImportTags({ documents: [{ id: 14, type: "page", outcome: "unchanged" }], menus: [] }),
    ).toEqual([]);
  });

  it("a catalogue import changes every page showing products, and addresses that were missing", () => {
    expect([...CATALOGUE_IMPORT_TAGS].sort()).toEqual(["catalogue", "listing", "missing", "sales"]);
  });

  it("names tags for Varnish and Fastly space-separated", () => {
    expect(surrogateKeyHeader(["site", "product-1"])).toBe("site product-1");
  });
});
