import { describe, expect, it } from "vitest";
import {
  ajaxContentUrl,
  CONTENT_FAILED,
  CONTENT_NOT_FOUND,
  contentPopupKind,
  GALLERY_PRELOAD,
  galleryCounter,
  IMAGE_FAILED,
  inlineTargetId,
  opensInLightbox,
  videoEmbedUrl,
} from "./lightbox.rules.ts";

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

describe("content popup links", () => {
  it("mfp-ajax on the link or a wrapper fetches the link's URL; fragments and empty hrefs do not (W-POPUP-52)", () => {
    expect(contentPopupKind(["mfp-ajax"], "/size-guide/")).toBe("ajax");
    expect(contentPopupKind(["button", "elementor-widget mfp-ajax"], "/size-guide/")).toBe("ajax");
    expect(contentPopupKind(["mfp-ajax"], "#terms")).toBeNull();
    expect(contentPopupKind(["mfp-ajax"], " ")).toBeNull();
    expect(contentPopupKind(["button"], "/size-guide/")).toBeNull();
  });

  it("mfp-inline names an element of the page by its hash (W-POPUP-55)", () => {
    expect(contentPopupKind(["mfp-inline"], "#terms")).toBe("inline");
    expect(contentPopupKind(["mfp-inline"], "/terms/")).toBeNull();
    expect(inlineTargetId("#terms")).toBe("terms");
    expect(inlineTargetId("#caf%C3%A9")).toBe("café");
    expect(inlineTargetId("#")).toBeNull();
    expect(inlineTargetId("#%E0%A4%A")).toBeNull();
  });

  it("fetches only the shop's own origin, without the fragment (W-POPUP-52, W-POPUP-53)", () => {
    const page = "https://shop.example/cart/";
    expect(ajaxContentUrl("/size-guide/#fit", page)?.href).toBe("https://shop.example/size-guide/");
    expect(ajaxContentUrl("?elementor_library=12", page)?.href).toBe(
      "https://shop.example/cart/?elementor_library=12",
    );
    expect(ajaxContentUrl("https://elsewhere.example/page/", page)).toBeNull();
    expect(ajaxContentUrl("http://[bad", page)).toBeNull();
  });

  it("has the originals' failure messages (W-POPUP-53, W-POPUP-54, W-POPUP-55)", () => {
    expect(CONTENT_FAILED).toBe("The content could not be loaded.");
    expect(IMAGE_FAILED).toBe("The image could not be loaded.");
    expect(CONTENT_NOT_FOUND).toBe("Content not found");
  });
});
