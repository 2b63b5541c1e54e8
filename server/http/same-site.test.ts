import { describe, expect, it } from "vitest";
import { sameSitePath, sameSiteReferrerPath } from "./same-site.ts";

describe("same-site redirects (issue 9, finding 6)", () => {
  it("keeps ordinary paths with their query and fragment", () => {
    expect(sameSitePath("/cart/")).toBe("/cart/");
    expect(sameSitePath("/shop/?orderby=price#top")).toBe("/shop/?orderby=price#top");
    expect(sameSitePath("/a/./b/../c/")).toBe("/a/c/");
  });

  it("never returns a protocol-relative address, whatever the dot segments say", () => {
    for (const attack of [
      "/.//evil.example/",
      "/..//evil.example/",
      "/%2e//evil.example/",
      "/%2E%2E//evil.example/",
      "/x/..//evil.example/",
      "/x/%2e%2e//evil.example/",
      "//evil.example/",
      "///evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      const result = sameSitePath(attack);
      expect(result === null || (result.startsWith("/") && !result.startsWith("//")), attack).toBe(true);
      expect(result ?? "", attack).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
    }
  });

  it("refuses control characters, non-strings and overlong values", () => {
    expect(sameSitePath("/cart/\u0000")).toBeNull();
    expect(sameSitePath(["/cart/"])).toBeNull();
    expect(sameSitePath(`/${"a".repeat(2001)}`)).toBeNull();
  });

  it("takes a referrer only from the same host, without the named parameters", () => {
    expect(
      sameSiteReferrerPath("http://shop.test/cart/?remove_item=abc&x=1", "shop.test", {
        withoutParams: ["remove_item"],
      }),
    ).toBe("/cart/?x=1");
    expect(sameSiteReferrerPath("http://evil.example/cart/", "shop.test")).toBeNull();
    expect(sameSiteReferrerPath("http://shop.test/.//evil.example/", "shop.test")).toBeNull();
    expect(sameSiteReferrerPath("not a url", "shop.test")).toBeNull();
    expect(sameSiteReferrerPath("http://shop.test/", undefined)).toBeNull();
  });
});
