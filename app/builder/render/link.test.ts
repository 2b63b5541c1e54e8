import { describe, expect, it } from "vitest";
import { customAttributes, linkAttributes, safeHref } from "./link.ts";

describe("document links", () => {
  it("keeps web, mail, phone, relative and fragment links, including link actions", () => {
    for (const url of [
      "https://example.com/a",
      "mailto:a@b.c",
      "tel:+331",
      "/shop/",
      "../x",
      "?a=1",
      "#top",
      "#elementor-action:action=popup:open&settings=eyJpZCI6MX0=",
      "about-us/",
    ])
      expect(safeHref(url)).toBe(url);
  });

  it("drops script and data URLs", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,<script>")).toBeNull();
    expect(safeHref("")).toBeNull();
  });

  it("opens external links in a new tab with noopener, and marks nofollow", () => {
    expect(linkAttributes({ url: "https://a.b", is_external: "on", nofollow: "on" })).toEqual({
      href: "https://a.b",
      target: "_blank",
      rel: "nofollow noopener",
      extra: {},
    });
    expect(linkAttributes({ url: "" })).toBeNull();
  });

  it("keeps custom attributes but never event handlers, styles or URLs", () => {
    expect(
      customAttributes("data-track|hero, aria-label|Shop now,onclick|alert(1),style|x,href|javascript:1"),
    ).toEqual({
      "data-track": "hero",
      "aria-label": "Shop now",
    });
  });
});
