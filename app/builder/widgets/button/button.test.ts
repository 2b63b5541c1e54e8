import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("button widget", () => {
  it("renders Elementor's default button (Click here, to #)", async () => {
    expect((await renderWidget("button", {})).inner).toBe(
      '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Click here</span></span></a></div>',
    );
  });

  it("icon before the text, css id, type and hover animation", async () => {
    const { inner } = await renderWidget("button", {
      text: "Buy",
      selected_icon: { value: "fas fa-cart-shopping", library: "fa-solid" },
      button_css_id: "buy-now",
      button_type: "success",
      hover_animation: "grow",
    });
    expect(inner).toContain(
      '<a class="elementor-button elementor-button-link elementor-size-sm elementor-button-success elementor-animation-grow" id="buy-now" href="#">',
    );
    expect(inner).toContain(
      '<span class="elementor-button-icon elementor-align-icon-left"><svg aria-hidden="true" class="e-font-icon-svg e-fas-cart-shopping"',
    );
  });

  it("colours, border and padding from settings", async () => {
    const { css, selector } = await renderWidget("button", {
      background_color: "#B45309",
      button_text_color: "#fff",
      button_background_hover_color: "#92400E",
      border_border: "solid",
      border_width: { unit: "px", top: 2, right: 2, bottom: 2, left: 2 },
      text_padding: { unit: "px", top: 14, right: 28, bottom: 14, left: 28 },
    });
    expect(hasRule(css, `${selector} .elementor-button{background-color:#B45309}`)).toBe(true);
    expect(
      hasRule(
        css,
        `${selector} .elementor-button:hover,${selector} .elementor-button:focus-visible{background-color:#92400E}`,
      ),
    ).toBe(true);
    expect(hasRule(css, `${selector} .elementor-button{border-width:2px 2px 2px 2px}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-button{padding:14px 28px 14px 28px}`)).toBe(true);
  });
});
