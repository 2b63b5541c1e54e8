import { describe, expect, it } from "vitest";
import { parseSiteSearch, SEARCH_TERMS_MAX_LENGTH } from "./search-address.ts";

const parse = (query: string) => parseSiteSearch(new URLSearchParams(query));

describe("site search address", () => {
  it("is no search without s, or with blank terms (the home page shows)", () => {
    expect(parse("")).toBeNull();
    expect(parse("post_type=product")).toBeNull();
    expect(parse("s=")).toBeNull();
    expect(parse("s=%20%20%09")).toBeNull();
    expect(parse("s=%00%01")).toBeNull();
  });

  it("reads the terms, white space collapsed and control characters dropped", () => {
    expect(parse("s=++organic%0A%0Ahoodie+")).toMatchObject({ terms: "organic hoodie" });
    expect(parse("s=mug%00cup")).toMatchObject({ terms: "mug cup" });
    expect(parse("s=%3Cb%3E%22caf%C3%A9%22")).toMatchObject({ terms: '<b>"café"' });
  });

  it(`cuts terms longer than ${SEARCH_TERMS_MAX_LENGTH} characters, never inside a character`, () => {
    expect(SEARCH_TERMS_MAX_LENGTH).toBe(200);
    const long = parse(`s=${"a".repeat(500)}`);
    expect(long?.terms).toHaveLength(200);
    const emoji = parse(`s=${encodeURIComponent("😀".repeat(300))}`);
    expect(Array.from(emoji?.terms ?? "")).toHaveLength(200);
    expect(emoji?.terms).toBe("😀".repeat(200));
    // A cut that ends on a space leaves no trailing space.
    expect(parse(`s=${"a".repeat(199)}+b`)?.terms).toBe("a".repeat(199));
  });

  it("searches every kind of content without a post type, only products with post_type=product", () => {
    expect(parse("s=mug")).toEqual({ terms: "mug", postType: null, content: ["product", "post"] });
    expect(parse("s=mug&post_type=product")).toEqual({
      terms: "mug",
      postType: "product",
      content: ["product"],
    });
    expect(parse("s=mug&post_type=")).toMatchObject({ postType: null, content: ["product", "post"] });
    expect(parse("s=mug&post_type=post")).toMatchObject({ postType: "post", content: ["post"] });
  });

  it("keeps an unknown post type, which finds nothing", () => {
    expect(parse("s=mug&post_type=page")).toEqual({ terms: "mug", postType: "page", content: [] });
    expect(parse(`s=mug&post_type=${"x".repeat(100)}`)?.postType).toHaveLength(40);
  });
});
