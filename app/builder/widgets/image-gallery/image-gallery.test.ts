import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { lightboxActionHash, seededShuffle } from "./image-gallery.rules.ts";

describe("image-gallery rules", () => {
  it("shuffles the same way for the same element, and keeps every picture", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const once = seededShuffle(items, "g1");
    expect(seededShuffle(items, "g1")).toEqual(once);
    expect([...once].sort()).toEqual(items);
    expect(once).not.toEqual(items);
  });

  it("writes Elementor's lightbox action hash as base64 JSON", () => {
    const hash = lightboxActionHash({ id: 42, url: "/media/42/hero.jpg", slideshow: "g1" });
    expect(hash.startsWith("#elementor-action:action=lightbox&settings=")).toBe(true);
    const json = atob(hash.split("settings=")[1] ?? "");
    expect(JSON.parse(json)).toEqual({ id: 42, url: "/media/42/hero.jpg", slideshow: "g1" });
  });
});

describe("image-gallery widget", () => {
  it("renders nothing for an empty gallery (Elementor's default)", async () => {
    expect((await renderWidget("image-gallery", {})).inner).toBe("");
  });

  it("WordPress's gallery markup with stored media, captions and Elementor's lightbox attributes", async () => {
    const { inner } = await renderWidget(
      "image-gallery",
      {
        wp_gallery: [
          { id: 42, url: "https://old.example/hero.jpg" },
          { id: "", url: "https://cdn.example/plain.jpg" },
          { id: "", url: "javascript:alert(1)" },
        ],
        thumbnail_size: "medium",
        gallery_columns: "3",
      },
      "g1",
    );
    expect(inner).toMatch(
      /^<div class="elementor-image-gallery"><div id="gallery-g1" class="gallery galleryid-12 gallery-columns-3 gallery-size-medium"><figure class="gallery-item"><div class="gallery-icon landscape"><a href="\/media\/42\/hero.jpg" data-elementor-open-lightbox="default" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-title="Stoneware bowls on a linen cloth" data-elementor-lightbox-description="Spring collection" data-e-action-hash="#elementor-action:action=lightbox&amp;settings=/,
    );
    expect(inner).toContain(
      '<img src="/media/42/w300/hero.jpg" alt="Stoneware bowls on a linen cloth" width="300" height="200" class="attachment-medium size-medium" aria-describedby="gallery-g1-42"',
    );
    expect(inner).toContain(
      '<figcaption class="wp-caption-text gallery-caption" id="gallery-g1-42">Spring collection</figcaption>',
    );
    // An external picture without alternative text: the link is named for screen readers.
    expect(inner).toContain('<a href="https://cdn.example/plain.jpg" aria-label="Image 2 of 2"');
    expect(inner).not.toContain("javascript");
  });

  it("no links, no captions, lightbox turned off", async () => {
    const none = await renderWidget("image-gallery", {
      wp_gallery: [{ id: 42, url: "" }],
      gallery_link: "none",
      gallery_display_caption: "none",
    });
    expect(none.inner).not.toContain("<a ");
    expect(none.inner).not.toContain("figcaption");
    const off = await renderWidget("image-gallery", {
      wp_gallery: [{ id: 42, url: "" }],
      open_lightbox: "no",
    });
    expect(off.inner).toContain('data-elementor-open-lightbox="no"');
  });

  it("columns and spacing per device, borders and captions in the generated CSS (W-CONST-01..03)", async () => {
    const { css, selector } = await renderWidget("image-gallery", {
      wp_gallery: [{ id: 42, url: "" }],
      gallery_columns: 4,
      gallery_columns_mobile: "1",
      image_spacing: "custom",
      image_spacing_custom: { unit: "px", size: 20 },
      image_border_radius: { unit: "px", top: 8, right: 8, bottom: 8, left: 8 },
      text_color: "#374151",
    });
    expect(hasRule(css, `${selector} .gallery{--e-gallery-columns:4}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:767px){${selector} .gallery{--e-gallery-columns:1}`)).toBe(true);
    expect(hasRule(css, `${selector} .gallery{--e-gallery-gap:20px}`)).toBe(true);
    expect(hasRule(css, `${selector} .gallery-item img{border-radius:8px 8px 8px 8px}`)).toBe(true);
    expect(hasRule(css, `${selector} .gallery-item .gallery-caption{color:#374151}`)).toBe(true);
  });
});
