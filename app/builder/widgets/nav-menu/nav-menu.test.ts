import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { isFolded, proMenuBreakPoint } from "./nav-menu.rules.ts";

describe("Elementor Pro nav-menu widget", () => {
  it("W-MENU-01 renders the imported menu once as Elementor's list, a button per submenu and the toggle", async () => {
    const { inner, html } = await renderWidget("nav-menu", { menu: "main-menu" });
    expect(inner).toContain(
      '<nav id="elementor-nav-menu-w1" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline" aria-label="Main menu" data-layout="horizontal" data-break-point="1024">',
    );
    expect(inner).toContain(
      '<li class="menu-item menu-item-101"><a href="/" class="elementor-item">Home</a></li>',
    );
    expect(inner).toContain(
      '<a href="/shop/" class="elementor-item has-submenu">Shop</a><button type="button" class="sub-arrow" aria-expanded="false" aria-controls="elementor-sub-menu-w1-1" aria-label="Shop: submenu">',
    );
    expect(inner).toContain(
      '<ul id="elementor-sub-menu-w1-1" class="sub-menu elementor-nav-menu--dropdown">',
    );
    expect(inner).toContain('class="elementor-sub-item">Bowls</a>');
    expect(inner).toContain(
      '<button type="button" class="elementor-menu-toggle" aria-label="Main menu: menu" aria-expanded="false" aria-controls="elementor-nav-menu-w1">',
    );
    expect(html).toContain(
      "elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger",
    );
    expect(inner.match(/>Bowls</g)).toHaveLength(1);
  });

  it("W-MENU-15 no toggle when the menu never folds; mobile break point 767", async () => {
    const never = await renderWidget("nav-menu", { menu: "main-menu", dropdown: "none" });
    expect(never.inner).not.toContain("elementor-menu-toggle");
    const mobile = await renderWidget("nav-menu", { menu: "main-menu", dropdown: "mobile" });
    expect(mobile.inner).toContain('data-break-point="767"');
    expect(proMenuBreakPoint("tablet")).toBe(1024);
    expect(proMenuBreakPoint("none")).toBeNull();
    expect(isFolded("horizontal", 1024, 1024)).toBe(true);
    expect(isFolded("horizontal", 1024, 1025)).toBe(false);
    expect(isFolded("dropdown", null, 1900)).toBe(true);
    expect(isFolded("vertical", null, 300)).toBe(false);
  });

  it("its order among a container's items, per device (Elementor's _flex_order)", async () => {
    const { css, selector } = await renderWidget("nav-menu", {
      _flex_order_mobile: "end",
      _flex_order_tablet: "custom",
      _flex_order_custom_tablet: 3,
    });
    expect(css).toContain(`@media(max-width:1024px){${selector}{order:3}}`);
    expect(css).toContain(`@media(max-width:767px){${selector}{order:99999}}`);
  });

  it("colours and typography go to the generated CSS", async () => {
    const { css, selector } = await renderWidget("nav-menu", { color_menu_item: "#112233" });
    expect(css).toContain(
      `${selector} .elementor-nav-menu--main .elementor-item,${selector} .sub-arrow{color:#112233}`,
    );
  });
});
