import { describe, expect, it } from "vitest";
import { conditionContextFor, splitPagedPath } from "./condition-context.ts";
import type { PublishedDocument } from "./document-source.ts";

const about = { id: 12, type: "page" } as PublishedDocument;

describe("condition context of an address", () => {
  it("names pages and posts by their id, and the front page", () => {
    expect(conditionContextFor(new URL("http://x/about/"), { kind: "document", document: about })).toEqual({
      kind: "singular",
      postType: "page",
      id: 12,
      isFrontPage: false,
    });
    expect(conditionContextFor(new URL("http://x/"), null)).toEqual({
      kind: "singular",
      postType: "page",
      id: 0,
      isFrontPage: true,
    });
  });

  it("maps the shop's own addresses without a lookup", () => {
    expect(conditionContextFor(new URL("http://x/shop/page/2/"), null)).toMatchObject({
      kind: "archive",
      postType: "product",
    });
    expect(conditionContextFor(new URL("http://x/product/mug/"), null)).toMatchObject({
      kind: "singular",
      postType: "product",
    });
    expect(conditionContextFor(new URL("http://x/?s=mug"), null)).toMatchObject({
      archive: { type: "search" },
    });
    expect(
      conditionContextFor(new URL("http://x/blog/"), {
        kind: "blog",
        page: 1,
        title: "Blog",
        indexDocument: null,
        termId: null,
      }),
    ).toMatchObject({
      kind: "archive",
      postType: "post",
    });
    expect(conditionContextFor(new URL("http://x/nowhere/"), null)).toEqual({ kind: "not_found" });
  });

  it("splits WordPress's /page/<n>/ suffix", () => {
    expect(splitPagedPath("/blog/page/3/")).toEqual({ path: "/blog/", page: 3 });
    expect(splitPagedPath("/blog")).toEqual({ path: "/blog/", page: 1 });
    expect(splitPagedPath("/about/page-turners/")).toEqual({ path: "/about/page-turners/", page: 1 });
  });
});
