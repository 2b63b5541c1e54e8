import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("heading widget", () => {
  it("renders Elementor's default heading when nothing was stored", async () => {
    const { inner } = await renderWidget("heading", {});
    expect(inner).toBe(
      '<h2 class="elementor-heading-title elementor-size-default">Add Your Heading Text Here</h2>',
    );
  });

  it("uses the tag, size and link asked for, keeping inline formatting only (no scripts, no images)", async () => {
    const { inner } = await renderWidget("heading", {
      title: 'Hello <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(1)">',
      header_size: "h3",
      size: "xl",
      link: { url: "https://example.com/", is_external: "on", nofollow: "" },
    });
    expect(inner).toBe(
      '<h3 class="elementor-heading-title elementor-size-xl"><a href="https://example.com/" target="_blank" rel="noopener">Hello <strong>there</strong></a></h3>',
    );
  });

  it("writes alignment per device, colour and typography", async () => {
    const { css, selector } = await renderWidget("heading", {
      align: "center",
      align_tablet: "left",
      title_color: "#112233",
      typography_typography: "custom",
      typography_font_weight: "600",
    });
    expect(hasRule(css, `${selector}{text-align:center}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:1024px){${selector}{text-align:left}}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-heading-title{color:#112233}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-heading-title{font-weight:600}`)).toBe(true);
  });
});
