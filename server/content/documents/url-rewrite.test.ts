import { describe, expect, it } from "vitest";
import {
  type RewriteNotes,
  rewriteText,
  rewriteUrl,
  rewriteValue,
  type UrlRewriteMaps,
} from "./url-rewrite.ts";

const mug = { id: 41, url: "/media/41/mug.jpg" };
const maps: UrlRewriteMaps = {
  siteUrl: "https://atelier.example",
  mediaByPath: new Map([
    ["/wp-content/uploads/2024/05/mug.jpg", mug],
    ["/wp-content/uploads/2024/05/mug-300x300.jpg", mug],
  ]),
  mediaByAttachmentId: new Map([[900, mug]]),
  pathByPostId: new Map([
    [12, "/about/"],
    [2, "/"],
  ]),
  pathByOldPath: new Map([["/home/", "/"]]),
};

describe("URL rewriting", () => {
  it("rewrites uploads (sized and scaled variants too) to the stored media", () => {
    expect(rewriteUrl("https://atelier.example/wp-content/uploads/2024/05/mug.jpg", maps)).toBe(mug.url);
    expect(rewriteUrl("http://www.atelier.example/wp-content/uploads/2024/05/mug-300x300.jpg", maps)).toBe(
      mug.url,
    );
    expect(rewriteUrl("https://atelier.example/wp-content/uploads/2024/05/mug-1024x1024.jpg", maps)).toBe(
      mug.url,
    );
    expect(rewriteUrl("https://atelier.example/wp-content/uploads/2024/05/mug-scaled.jpg", maps)).toBe(
      mug.url,
    );
    expect(rewriteUrl("//atelier.example/wp-content/uploads/2024/05/mug.jpg", maps)).toBe(mug.url);
  });

  it("makes links to the old site's pages site-relative, keeping query and fragment", () => {
    expect(rewriteUrl("https://atelier.example/shop/?orderby=price#top", maps)).toBe(
      "/shop/?orderby=price#top",
    );
    expect(rewriteUrl("https://atelier.example/?page_id=12", maps)).toBe("/about/");
    expect(rewriteUrl("https://atelier.example/?p=2#x", maps)).toBe("/#x");
    expect(rewriteUrl("https://atelier.example/home/", maps)).toBe("/");
  });

  it("leaves other sites, and notes uploads it cannot find", () => {
    const notes: RewriteNotes = { unresolvedMedia: new Set() };
    expect(rewriteUrl("https://www.youtube.com/watch?v=x", maps, notes)).toBe(
      "https://www.youtube.com/watch?v=x",
    );
    expect(rewriteUrl("https://atelier.example.evil.test/x", maps, notes)).toBe(
      "https://atelier.example.evil.test/x",
    );
    const missing = "https://atelier.example/wp-content/uploads/2020/01/gone.png";
    expect(rewriteUrl(missing, maps, notes)).toBe(missing);
    expect([...notes.unresolvedMedia]).toEqual([missing]);
  });

  it("rewrites every URL inside HTML and CSS, srcset included", () => {
    const html =
      '<p><a href="https://atelier.example/about/">About us</a>. See https://atelier.example/journal/.</p>' +
      '<img src="https://atelier.example/wp-content/uploads/2024/05/mug.jpg" ' +
      'srcset="https://atelier.example/wp-content/uploads/2024/05/mug-300x300.jpg 300w, https://atelier.example/wp-content/uploads/2024/05/mug.jpg 800w">' +
      '<div style="background:url(https://atelier.example/wp-content/uploads/2024/05/mug.jpg)"></div>';
    expect(rewriteText(html, maps)).toBe(
      '<p><a href="/about/">About us</a>. See /journal/.</p>' +
        `<img src="${mug.url}" srcset="${mug.url} 300w, ${mug.url} 800w">` +
        `<div style="background:url(${mug.url})"></div>`,
    );
  });

  it("gives image settings the stored media's url and id, and leaves link objects' other keys alone", () => {
    const settings = {
      image: {
        url: "https://atelier.example/wp-content/uploads/2024/05/mug.jpg",
        id: 900,
        alt: "",
        source: "library",
      },
      gallery: [{ id: "900", url: "https://atelier.example/wp-content/uploads/2024/05/mug-300x300.jpg" }],
      link: { url: "https://atelier.example/contact/", is_external: "on", nofollow: "" },
      background_image: { url: "", id: "" },
      title: "Hand-thrown mugs",
    };
    const before = structuredClone(settings);
    expect(rewriteValue(settings, maps)).toEqual({
      image: { url: mug.url, id: 41, alt: "", source: "library" },
      gallery: [{ id: 41, url: mug.url }],
      link: { url: "/contact/", is_external: "on", nofollow: "" },
      background_image: { url: "", id: "" },
      title: "Hand-thrown mugs",
    });
    expect(settings).toEqual(before);
  });
});
