import { describe, expect, it } from "vitest";
import { GALLERY_PRELOAD, galleryCounter, opensInLightbox, videoEmbedUrl } from "./lightbox.rules.ts";

const link = (href: string, openLightbox: string | null = null, download = false) => ({
  href,
  openLightbox,
  download,
});

describe("lightbox links", () => {
  it("opens image links of the seven types and videos (W-MISC-03)", () => {
    for (const extension of ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "JPG"])
      expect(opensInLightbox(link(`/media/1/photo.${extension}`)), extension).toBe(true);
    expect(opensInLightbox(link("/media/1/photo.jpg?ver=2"))).toBe(true);
    expect(opensInLightbox(link("https://www.youtube.com/watch?v=abcdefghijk"))).toBe(true);
    expect(opensInLightbox(link("https://vimeo.com/123456"))).toBe(true);
    expect(opensInLightbox(link("/media/1/brochure.pdf"))).toBe(false);
    expect(opensInLightbox(link("/shop/"))).toBe(false);
    expect(opensInLightbox(link("/media/1/photo.jpg.html"))).toBe(false);
  });

  it("never opens a download (W-MISC-04)", () => {
    expect(opensInLightbox(link("/media/1/photo.jpg", null, true))).toBe(false);
    expect(opensInLightbox(link("/media/1/photo.jpg", "default", true))).toBe(false);
  });

  it("an explicit per-link yes or no overrides the rule (W-MISC-05)", () => {
    expect(opensInLightbox(link("/media/1/photo.jpg", "no"))).toBe(false);
    expect(opensInLightbox(link("/media/1/brochure.pdf", "yes"))).toBe(true);
    expect(opensInLightbox(link("/media/1/photo.jpg", "yes", true))).toBe(true);
  });
});

describe("lightbox gallery", () => {
  it("preloads 0 before and 2 after; counts as %curr% of %total% (W-POPUP-49, W-POPUP-50)", () => {
    expect(GALLERY_PRELOAD).toEqual([0, 2]);
    expect(galleryCounter(2, 5)).toBe("2 of 5");
  });

  it("embeds YouTube and Vimeo players, nothing else", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=abcdefghijk")).toBe(
      "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1",
    );
    expect(videoEmbedUrl("https://youtu.be/abcdefghijk")).toContain("/embed/abcdefghijk");
    expect(videoEmbedUrl("https://vimeo.com/123456")).toBe(
      "https://player.vimeo.com/video/123456?autoplay=1",
    );
    expect(videoEmbedUrl("https://evil.example/watch?v=abcdefghijk")).toBeNull();
  });
});
