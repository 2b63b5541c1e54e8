import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("image carousel widget", () => {
  it("renders the shared Swiper frame with one labelled slide per image, sized from the stored media", async () => {
    const { inner, html } = await renderWidget("image-carousel", {
      carousel: [
        { id: 42, url: "https://old.example/a.jpg" },
        { id: "", url: "https://cdn.example/b.jpg", alt: "Second" },
      ],
      thumbnail_size: "medium",
      caption_type: "caption",
      slides_to_show: "2",
      autoplay_speed: 4000,
    });
    expect(inner).toContain(
      '<section class="elementor-image-carousel-wrapper swiper" dir="ltr" aria-roledescription="carousel" aria-label="Image Carousel"><div class="elementor-image-carousel swiper-wrapper" tabindex="0"><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 of 2"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="/media/42/w300/hero.jpg" alt="Stoneware bowls on a linen cloth" width="300" height="200" decoding="async"/><figcaption class="elementor-image-carousel-caption">Spring collection</figcaption></figure></div>',
    );
    expect(inner).toContain('src="https://cdn.example/b.jpg" alt="Second"');
    expect(html).toContain('data-settings="{&quot;slides_to_show&quot;:2,');
    expect(html).toContain("&quot;autoplay_speed&quot;:4000");
    expect(html).toContain('data-vitrine-client="widgets/image-carousel/image-carousel"');
  });

  it("writes slides per view for the script-free track and drops script URLs", async () => {
    const { css, selector, inner } = await renderWidget("image-carousel", {
      carousel: [
        { id: "", url: "javascript:alert(1)" },
        { id: 42, url: "" },
      ],
      slides_to_show: 4,
    });
    expect(css).toContain(`${selector} .swiper{--vitrine-carousel-per-view:4;--vitrine-carousel-gap:20px}`);
    expect(inner).not.toContain("javascript:");
    expect(inner).toContain('aria-label="1 of 1"');
  });

  it("renders nothing without images", async () => {
    expect((await renderWidget("image-carousel", {})).inner).toBe("");
  });
});
