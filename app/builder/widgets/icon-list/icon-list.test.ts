import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("icon-list widget", () => {
  it("renders Elementor's three default items with inline SVG icons", async () => {
    const { inner, html } = await renderWidget("icon-list", {});
    expect(inner).toMatch(/^<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item">/);
    expect(inner.match(/<li /g)).toHaveLength(3);
    expect(inner).toContain('<span class="elementor-icon-list-text">List Item #1</span>');
    expect(inner).toContain("e-fas-check");
    expect(html).toContain("elementor-icon-list--layout-traditional");
    expect(html).toContain("elementor-list-item-link-full_width");
  });

  it("inline view, links that never run script, items without an icon, an empty list", async () => {
    const { inner, html } = await renderWidget("icon-list", {
      view: "inline",
      icon_align: "center",
      icon_align_mobile: "left",
      icon_list: [
        { _id: "a1", text: "Free delivery", selected_icon: { value: "fas fa-truck", library: "fa-solid" } },
        { _id: "a2", text: "Call us", selected_icon: { value: "", library: "" }, link: { url: "tel:+331" } },
        { _id: "a3", text: "Bad", link: { url: "javascript:alert(1)" } },
        "not an item",
      ],
    });
    expect(inner).toContain('<ul class="elementor-icon-list-items elementor-inline-items">');
    expect(inner).toContain(
      '<li class="elementor-icon-list-item elementor-inline-item"><a href="tel:+331"><span class="elementor-icon-list-text">Call us</span></a></li>',
    );
    expect(inner).not.toContain("javascript");
    expect(inner.match(/<li /g)).toHaveLength(3);
    expect(html).toContain("elementor-align-center elementor-mobile-align-left");
    expect((await renderWidget("icon-list", { icon_list: [] })).inner).toBe(
      '<ul class="elementor-icon-list-items"></ul>',
    );
  });

  it("colours, sizes, spacing and dividers in the generated CSS, per device (W-CONST-01..03)", async () => {
    const { css, selector } = await renderWidget("icon-list", {
      space_between: { unit: "px", size: 12 },
      icon_size: { unit: "px", size: 18 },
      icon_size_mobile: { unit: "px", size: 14 },
      icon_color: "#B45309",
      text_color_hover: "#7C2D12",
      divider: "yes",
      divider_color: "#e5e7eb",
      icon_align: "center",
    });
    expect(hasRule(css, `${selector}{--e-icon-list-gap:12px}`)).toBe(true);
    expect(hasRule(css, `${selector}{--e-icon-list-icon-size:18px}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:767px){${selector}{--e-icon-list-icon-size:14px}}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-icon-list-icon{color:#B45309}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-icon-list-item:hover .elementor-icon-list-text,`)).toBe(true);
    expect(
      hasRule(
        css,
        `${selector} .elementor-icon-list-item:not(:last-child)::after{content:"";border-color:#e5e7eb;border-style:solid;border-width:0;border-block-start-width:1px;width:100%}`,
      ),
    ).toBe(true);
    expect(hasRule(css, `${selector} .elementor-icon-list-items{--e-icon-list-justify:center}`)).toBe(true);
  });
});
