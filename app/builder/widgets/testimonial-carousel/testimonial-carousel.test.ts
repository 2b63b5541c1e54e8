import { describe, expect, it } from "vitest";
import { readCarouselConfig } from "../../carousel/carousel.rules.ts";
import { fromProCarousel, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import { renderWidget } from "../../render/test-support.ts";

describe("testimonial carousel", () => {
  it("shows one testimonial per view by default, 600 ms transitions, autoplay every 3000 ms (W-MISC-30, W-MISC-31)", () => {
    const config = readCarouselConfig(fromProCarousel({}), SINGLE_SLIDE_DEFAULTS);
    expect(config.slidesToShow).toEqual({ desktop: 1, tablet: 1, mobile: 1 });
    expect(config.speed).toBe(600);
    expect(config.autoplay && config.autoplay.delay).toBe(3000);
  });

  it("renders quotes (sanitised), photos and citations on the Swiper frame", async () => {
    const { inner, html } = await renderWidget("testimonial-carousel", {
      slides: [
        {
          _id: "t1",
          content: "<p>Lovely mugs<script>alert(1)</script></p>",
          image: { id: 42, url: "" },
          name: "Ana",
          title: "Lyon",
        },
        { _id: "t2", content: "Fast delivery", name: "Ben <b>B</b>" },
        { _id: "t3", content: "", name: "" },
      ],
      layout: "image_stacked",
    });
    expect(inner).toContain('aria-label="1 of 2"');
    expect(inner).toContain(
      '<blockquote class="elementor-testimonial__content"><div class="elementor-testimonial__text"><p>Lovely mugs</p></div></blockquote>',
    );
    expect(inner).toContain('alt="Stoneware bowls on a linen cloth"');
    expect(inner).toContain('<span class="elementor-testimonial__name">Ben &lt;b&gt;B&lt;/b&gt;</span>');
    expect(inner).not.toContain("<script");
    expect(html).toContain("elementor-testimonial--layout-image_stacked");
    expect(html).toContain('data-vitrine-client="widgets/testimonial-carousel/testimonial-carousel"');
  });
});
