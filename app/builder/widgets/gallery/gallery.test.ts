import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { cssAspectRatio, galleryEntries, showsUnder } from "./gallery.rules.ts";

describe("gallery rules", () => {
  it("shows an image in several galleries once, tagged with each; filters by tag", () => {
    const a = { id: 1, url: "/a.jpg" };
    const b = { id: 2, url: "/b.jpg" };
    const c = { id: "", url: "/c.jpg" };
    const entries = galleryEntries(
      "multiple",
      [],
      [{ multiple_gallery: [a, b] }, { multiple_gallery: [b, c] }],
    );
    expect(entries.map((entry) => [entry.image.url, entry.tags])).toEqual([
      ["/a.jpg", [0]],
      ["/b.jpg", [0, 1]],
      ["/c.jpg", [1]],
    ]);
    expect(entries.filter((entry) => showsUnder(entry, 1)).map((entry) => entry.image.url)).toEqual([
      "/b.jpg",
      "/c.jpg",
    ]);
    expect(entries.every((entry) => showsUnder(entry, "all"))).toBe(true);
    expect(galleryEntries("single", [a, c], []).map((entry) => entry.tags)).toEqual([[], []]);
    expect(cssAspectRatio("16:9")).toBe("16 / 9");
  });
});

describe("gallery widget", () => {
  it("renders a grid of lightbox links with Pro's class contract and 4 / 2 / 1 columns", async () => {
    const { inner, css, selector, html } = await renderWidget("gallery", {
      gallery: [
        { id: 42, url: "" },
        { id: "", url: "https://cdn.example/b.jpg" },
        { id: "", url: "javascript:alert(1)" },
      ],
      overlay_title: "caption",
    });
    expect(inner).toContain('class="elementor-gallery__container e-gallery-container e-gallery-grid"');
    expect(inner).toContain(
      'href="/media/42/hero.jpg" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="all-w1"',
    );
    expect(inner).toContain('<span class="elementor-gallery-item__title">Spring collection</span>');
    expect(inner).not.toContain("javascript:");
    expect(inner).not.toContain("titles-container");
    expect(hasRule(css, `${selector}{--vitrine-gallery-columns:4}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:767px){${selector}{--vitrine-gallery-columns:1}}`)).toBe(true);
    expect(html).toContain("elementor-gallery--layout-grid");
    expect(html).not.toContain("data-vitrine-client");
  });

  it("several galleries: a radio filter bar and CSS that hides what the chosen gallery lacks (works without script)", async () => {
    const { inner, css, selector } = await renderWidget("gallery", {
      gallery_type: "multiple",
      gallery_layout: "justified",
      galleries: [
        { _id: "g1", gallery_title: "Mugs", multiple_gallery: [{ id: 42, url: "" }] },
        { _id: "g2", gallery_title: "Plates <b>", multiple_gallery: [{ id: "", url: "/p.jpg" }] },
      ],
    });
    expect(inner).toContain('<legend class="elementor-screen-only">Show</legend>');
    expect(inner).toContain('checked="" value="all"');
    expect(inner).toContain("<span>Plates &lt;b&gt;</span>");
    expect(inner).toContain('data-e-gallery-tags="1" data-vitrine-tags="g1"');
    expect(inner).toContain("--vitrine-ratio:1.5000");
    expect(
      hasRule(
        css,
        `${selector}:has(.elementor-gallery__titles-container input[value="1"]:checked) .e-gallery-item:not([data-vitrine-tags~="g1"]){display:none}`,
      ),
    ).toBe(true);
  });
});
