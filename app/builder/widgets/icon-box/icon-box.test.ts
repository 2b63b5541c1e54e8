import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { BOX_DESCRIPTION } from "./settings.ts";

describe("icon-box widget", () => {
  it("renders Elementor's default box: star icon above an h3 title and the placeholder description", async () => {
    const { inner, html } = await renderWidget("icon-box", {});
    expect(inner).toMatch(
      /^<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span class="elementor-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star"/,
    );
    expect(inner).toContain(
      `<div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>This is the heading</span></h3><p class="elementor-icon-box-description">${BOX_DESCRIPTION}</p></div>`,
    );
    expect(html).toContain("elementor-view-default elementor-position-top elementor-vertical-align-top");
  });

  it("a linked box is one link for keyboards and screen readers; titles keep inline markup, never script", async () => {
    const { inner } = await renderWidget("icon-box", {
      title_text: "Free <em>delivery</em><script>alert(1)</script>",
      description_text: "On orders over <strong>€60</strong>",
      link: { url: "/delivery/" },
      title_size: "h2",
      view: "stacked",
    });
    expect(inner).toContain(
      '<a href="/delivery/" class="elementor-icon" tabindex="-1" aria-hidden="true"><svg',
    );
    expect(inner).toContain(
      '<h2 class="elementor-icon-box-title"><a href="/delivery/">Free <em>delivery</em></a></h2>',
    );
    expect(inner).toContain("On orders over <strong>€60</strong>");
    expect(inner).not.toContain("<script");
    expect(inner).not.toContain("alert(1)");
  });

  it("position, colours and sizes per device in the generated CSS (W-CONST-01..03)", async () => {
    const { css, html, selector } = await renderWidget("icon-box", {
      position: "left",
      position_mobile: "top",
      view: "stacked",
      shape: "rounded",
      primary_color: "#FDF2E9",
      secondary_color: "#B45309",
      icon_size: { unit: "px", size: 28 },
      icon_size_mobile: { unit: "px", size: 22 },
      title_color: "#1F2937",
      text_align: "left",
    });
    expect(html).toContain(
      "elementor-view-stacked elementor-shape-rounded elementor-position-left elementor-mobile-position-top",
    );
    expect(css).toContain(`${selector} .elementor-icon{background-color:#FDF2E9;color:#B45309;fill:#B45309}`);
    expect(css).toContain(`${selector} .elementor-icon{font-size:28px}`);
    expect(css).toContain(`@media(max-width:767px){${selector} .elementor-icon{font-size:22px}}`);
    expect(css).toContain(`${selector} .elementor-icon-box-title{color:#1F2937}`);
    expect(css).toContain(`${selector} .elementor-icon-box-wrapper{text-align:left}`);
  });
});
