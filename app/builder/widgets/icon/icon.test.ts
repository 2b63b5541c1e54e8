import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { iconLabel } from "./icon.rules.ts";

describe("icon widget", () => {
  it("renders Elementor's default star as inline SVG, with no link", async () => {
    const { inner, html } = await renderWidget("icon", {});
    expect(inner).toMatch(
      /^<div class="elementor-icon-wrapper"><div class="elementor-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star" viewBox="0 0 576 512"/,
    );
    expect(html).toContain("elementor-view-default");
  });

  it("knows Font Awesome 5 names and brand icons", async () => {
    expect(
      (await renderWidget("icon", { selected_icon: { value: "fas fa-shopping-cart", library: "fa-solid" } }))
        .inner,
    ).toContain("e-fas-shopping-cart");
    expect(
      (await renderWidget("icon", { selected_icon: { value: "fab fa-instagram", library: "fa-brands" } }))
        .inner,
    ).toContain("e-fab-instagram");
    expect(
      (await renderWidget("icon", { selected_icon: { value: "fas fa-not-an-icon", library: "fa-solid" } }))
        .inner,
    ).toBe('<div class="elementor-icon-wrapper"><div class="elementor-icon"></div></div>');
  });

  it("names a linked icon for screen readers", () => {
    expect(iconLabel({ value: "fab fa-facebook-f", library: "fa-brands" }, undefined)).toBe("Facebook f");
    expect(iconLabel({ value: "fas fa-truck", library: "fa-solid" }, "Delivery")).toBe("Delivery");
    expect(iconLabel({ value: { url: "/a.svg", id: 1 }, library: "svg" }, undefined)).toBe("Icon");
  });

  it("stacked view colours and size", async () => {
    const { css, selector } = await renderWidget("icon", {
      view: "stacked",
      primary_color: "#B45309",
      secondary_color: "#fff",
      size: { unit: "px", size: 30 },
    });
    expect(hasRule(css, `${selector} .elementor-icon{background-color:#B45309;color:#fff;fill:#fff}`)).toBe(
      true,
    );
    expect(hasRule(css, `${selector} .elementor-icon{font-size:30px}`)).toBe(true);
  });
});
