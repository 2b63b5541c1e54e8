import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("testimonial widget", () => {
  it("renders Elementor's default testimonial: quote, placeholder photo, John Doe, Designer", async () => {
    const { inner } = await renderWidget("testimonial", {});
    expect(inner).toMatch(
      /^<div class="elementor-testimonial-wrapper elementor-testimonial-text-align-center"><blockquote class="elementor-testimonial-content">Lorem ipsum/,
    );
    expect(inner).toContain(
      '<div class="elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-aside"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-image"><img src="/builder/placeholder.svg" alt=""',
    );
    expect(inner).toContain(
      '<div class="elementor-testimonial-details"><div class="elementor-testimonial-name">John Doe</div><div class="elementor-testimonial-job">Designer</div></div>',
    );
  });

  it("stored photo, linked name, sanitised quote, no photo", async () => {
    const { inner } = await renderWidget("testimonial", {
      testimonial_content: "<p>The bowls are <strong>perfect</strong>.</p><img src=x onerror=alert(1)>",
      testimonial_image: { url: "https://old.example/a.jpg", id: 42 },
      testimonial_image_size: "thumbnail",
      testimonial_name: "Léa M.",
      testimonial_job: "Lyon",
      link: { url: "https://example.com/lea" },
      testimonial_alignment: "left",
      testimonial_image_position: "top",
    });
    expect(inner).toContain("<p>The bowls are <strong>perfect</strong>.</p>");
    expect(inner).not.toContain("onerror");
    expect(inner).toContain('alt="Stoneware bowls on a linen cloth"');
    expect(inner).toContain("elementor-testimonial-image-position-top");
    expect(inner).toContain(
      '<div class="elementor-testimonial-name"><a href="https://example.com/lea">Léa M.</a></div>',
    );
    const noPhoto = await renderWidget("testimonial", { testimonial_image: { url: "", id: "" } });
    expect(noPhoto.inner).toContain(
      '<div class="elementor-testimonial-meta elementor-testimonial-image-position-aside">',
    );
    expect(noPhoto.inner).not.toContain("<img");
  });

  it("colours, typography and the photo's size and border in the generated CSS", async () => {
    const { css, selector } = await renderWidget("testimonial", {
      content_content_color: "#374151",
      name_text_color: "#7C2D12",
      name_typography_typography: "custom",
      name_typography_font_weight: "600",
      image_size: { unit: "px", size: 72 },
      image_border: "yes",
      image_border_color: "#B45309",
      image_border_size: { unit: "px", size: 2 },
    });
    expect(hasRule(css, `${selector} .elementor-testimonial-content{color:#374151}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-testimonial-name{font-weight:600}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-testimonial-image img{width:72px;height:72px}`)).toBe(true);
    expect(
      hasRule(
        css,
        `${selector} .elementor-testimonial-image img{border-style:solid;border-color:#B45309;border-width:2px}`,
      ),
    ).toBe(true);
  });
});
