import { describe, expect, it } from "vitest";
import { hasRule, renderWidget, TEST_MEDIA } from "../../render/test-support.ts";
import { imageSource, mediaId } from "./image.rules.ts";

const photo = TEST_MEDIA[42];

describe("image widget rules", () => {
  it("picks the largest rendition within the image size and offers the rest in srcset", () => {
    if (!photo) throw new Error("fixture");
    expect(imageSource(photo, "medium")).toEqual({ src: "/media/42/w300/hero.jpg", width: 300, height: 200 });
    expect(imageSource(photo, "full")).toEqual({
      src: "/media/42/hero.jpg",
      width: 2048,
      height: 1365,
      srcSet: "/media/42/w300/hero.jpg 300w, /media/42/w1024/hero.jpg 1024w, /media/42/hero.jpg 2048w",
      sizes: "(max-width: 2048px) 100vw, 2048px",
    });
  });

  it("scales the intrinsic size down when only a larger image is stored (no layout shift)", () => {
    const only = { ...photo, variants: [] } as NonNullable<typeof photo>;
    expect(imageSource(only, "thumbnail")).toEqual({ src: "/media/42/hero.jpg", width: 150, height: 100 });
  });

  it("reads stored media ids", () => {
    expect(mediaId(42)).toBe(42);
    expect(mediaId("42")).toBe(42);
    expect(mediaId("")).toBeNull();
    expect(mediaId(-1)).toBeNull();
  });
});

describe("image widget", () => {
  it("links to a custom URL and shows the attachment's caption", async () => {
    const { inner } = await renderWidget("image", {
      image: { url: "https://old.example/a.jpg", id: 42 },
      image_size: "medium",
      link_to: "custom",
      link: { url: "/shop/" },
      caption_source: "attachment",
    });
    expect(inner).toBe(
      '<figure class="wp-caption"><a href="/shop/"><img src="/media/42/w300/hero.jpg" alt="Stoneware bowls on a linen cloth" width="300" height="200" class="attachment-medium size-medium wp-image-42" fetchPriority="high" decoding="async"/></a><figcaption class="widget-image-caption wp-caption-text">Spring collection</figcaption></figure>',
    );
  });

  it("keeps a caption's inline markup and drops anything that could run", async () => {
    const { inner } = await renderWidget("image", {
      image: { url: "https://old.example/a.jpg", id: 42 },
      caption_source: "custom",
      caption: 'Made in <em>Paris</em><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(inner).toContain(
      '<figcaption class="widget-image-caption wp-caption-text">Made in <em>Paris</em>',
    );
    expect(inner).not.toMatch(/onerror|<script|alert\(2\)/);
  });

  it("keeps an external image that was not imported, and never a script URL", async () => {
    expect(
      (await renderWidget("image", { image: { url: "https://cdn.example/b.png", id: "", alt: "B" } })).inner,
    ).toBe(
      '<img src="https://cdn.example/b.png" alt="B" class="attachment-large size-large" fetchPriority="high" decoding="async"/>',
    );
    expect((await renderWidget("image", { image: { url: "javascript:alert(1)", id: "" } })).inner).toBe("");
  });

  it("width, height and object-fit per device", async () => {
    const { css, selector } = await renderWidget("image", {
      width: { unit: "%", size: 50 },
      width_mobile: { unit: "%", size: 100 },
      "object-fit": "cover",
    });
    expect(hasRule(css, `${selector} img{width:50%}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:767px){${selector} img{width:100%}}`)).toBe(true);
    expect(hasRule(css, `${selector} img{object-fit:cover}`)).toBe(true);
  });
});
