import { describe, expect, it } from "vitest";
import { kitClass, kitCss } from "./kit-css.ts";
import { hasRule } from "./test-support.ts";

const kit = {
  id: 5,
  version: "1",
  settings: {
    system_colors: [
      { _id: "primary", title: "Primary", color: "#B45309" },
      { _id: "text", title: "Text", color: "#374151" },
    ],
    custom_colors: [
      { _id: "a1b2c3", title: "Sand", color: "#F4EFE9" },
      { _id: "bad", color: "red;}" },
    ],
    system_typography: [
      {
        _id: "primary",
        title: "Primary",
        typography_typography: "custom",
        typography_font_family: "Playfair Display",
        typography_font_weight: "600",
        typography_font_size: { unit: "px", size: 40 },
        typography_font_size_mobile: { unit: "px", size: 28 },
      },
    ],
    body_color: "#374151",
    link_normal_color: "#B45309",
    h1_typography_typography: "custom",
    h1_typography_font_size: { unit: "px", size: 48 },
    container_width: { unit: "px", size: 1200 },
    custom_css: "selector .note { color: red }",
  },
};

describe("kit CSS", () => {
  it("declares the kit's global colours and fonts as Elementor's custom properties on .elementor-kit-<id>", () => {
    const css = kitCss(kit);
    expect(kitClass(kit)).toBe("elementor-kit-5");
    expect(css).toContain(
      ";--e-global-color-primary:#B45309;--e-global-color-text:#374151;--e-global-color-a1b2c3:#F4EFE9;",
    );
    expect(css).not.toContain("red;}");
    expect(
      hasRule(
        css,
        '.elementor-kit-5{--e-global-typography-primary-font-family:"Playfair Display", Sans-serif;--e-global-typography-primary-font-size:40px;--e-global-typography-primary-font-weight:600}',
      ),
    ).toBe(true);
    expect(
      hasRule(css, "@media(max-width:767px){.elementor-kit-5{--e-global-typography-primary-font-size:28px}}"),
    ).toBe(true);
  });

  it("maps Astra's palette into Elementor globals, so documents follow the palette switcher", () => {
    expect(kitCss(kit)).toContain("--e-global-color-astglobalcolor0:var(--ast-global-color-0)");
  });

  it("writes the theme styles: body, links, headings, container width, custom CSS", () => {
    const css = kitCss(kit);
    expect(hasRule(css, ".elementor-kit-5{color:#374151}")).toBe(true);
    expect(hasRule(css, ".elementor-kit-5 a{color:#B45309}")).toBe(true);
    expect(hasRule(css, ".elementor-kit-5 h1{font-size:48px}")).toBe(true);
    expect(
      hasRule(css, ".elementor-section.elementor-section-boxed > .elementor-container{max-width:1200px}"),
    ).toBe(true);
    expect(hasRule(css, ".elementor-kit-5 .note { color: red }")).toBe(true);
  });
});
