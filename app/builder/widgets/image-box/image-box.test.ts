import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("image-box widget", () => {
  it("renders Elementor's default box: the placeholder image above an h3 title and a description", async () => {
    const { inner, html } = await renderWidget("image-box", {});
    expect(inner).toMatch(
      /^<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="\/builder\/placeholder.svg" alt="" class="attachment-full size-full"/,
    );
    expect(inner).toContain(
      '<div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><span>This is the heading</span></h3><p class="elementor-image-box-description">',
    );
    expect(html).toContain("elementor-position-top elementor-vertical-align-top");
  });

  it("stored media with its size and srcset; a linked box is one link, its image decorative", async () => {
    const { inner } = await renderWidget("image-box", {
      image: { url: "https://old.example/hero.jpg", id: 42 },
      thumbnail_size: "medium",
      title_text: "Spring collection",
      link: { url: "/shop/", is_external: "" },
    });
    expect(inner).toContain(
      '<figure class="elementor-image-box-img"><a href="/shop/" tabindex="-1" aria-hidden="true"><img src="/media/42/w300/hero.jpg" alt="" width="300" height="200" class="attachment-medium size-medium wp-image-42"',
    );
    expect(inner).toContain(
      '<h3 class="elementor-image-box-title"><a href="/shop/">Spring collection</a></h3>',
    );
    const unlinked = await renderWidget("image-box", {
      image: { url: "", id: 42 },
      thumbnail_size: "medium",
    });
    expect(unlinked.inner).toContain('alt="Stoneware bowls on a linen cloth"');
  });

  it("image width, spacing and position per device in the generated CSS (W-CONST-01..03)", async () => {
    const { css, html, selector } = await renderWidget("image-box", {
      position: "left",
      image_size: { unit: "%", size: 40 },
      image_size_mobile: { unit: "%", size: 100 },
      image_space: { unit: "px", size: 24 },
      title_color: "#7C2D12",
    });
    expect(html).toContain("elementor-position-left");
    expect(css).toContain(`${selector} .elementor-image-box-img{width:40%}`);
    expect(css).toContain(`@media(max-width:767px){${selector} .elementor-image-box-img{width:100%}}`);
    expect(css).toContain(`${selector}{--e-image-box-image-margin:24px}`);
    expect(css).toContain(`${selector} .elementor-image-box-title{color:#7C2D12}`);
  });
});
