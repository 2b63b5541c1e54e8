import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("ekit-nav-menu widget", () => {
  it("W-MENU-01 renders the named imported menu as ElementsKit's nested list, links working without script", async () => {
    const { inner } = await renderWidget("ekit-nav-menu", { elementskit_nav_menu: "main-menu" });
    expect(inner).toContain(
      '<nav class="ekit-wid-con ekit_menu_responsive_tablet" aria-label="Main menu" data-hamburger-icon="" data-hamburger-icon-type="icon" data-responsive-breakpoint="1024" data-close-on-anchor="no" data-layout="horizontal">',
    );
    expect(inner).toContain(
      '<button class="elementskit-menu-hamburger elementskit-menu-toggler" type="button" aria-label="Open Main menu" aria-expanded="false" aria-controls="ekit-megamenu-main-menu-w1">',
    );
    expect(inner).toContain(
      'class="elementskit-menu-container elementskit-menu-offcanvas-elements elementskit-navbar-nav-default elementskit_line_arrow ekit-nav-menu-one-page-no ekit-nav-dropdown-hover ekit-nav-layout-horizontal"',
    );
    expect(inner).toContain(
      '<ul id="menu-main-menu-w1" class="elementskit-navbar-nav elementskit-menu-po-left submenu-click-on-icon">',
    );
    expect(inner).toContain(
      '<li class="menu-item menu-item-101 nav-item elementskit-mobile-builder-content"><a href="/" class="ekit-menu-nav-link">Home</a></li>',
    );
    // A dropdown: the link, a submenu button, the nested list.
    expect(inner).toMatch(
      /<li class="menu-item menu-item-102 menu-item-has-children nav-item elementskit-dropdown-has relative_position elementskit-dropdown-menu-default_width elementskit-mobile-builder-content"><a href="\/shop\/" class="ekit-menu-nav-link ekit-menu-dropdown-toggle">Shop<\/a><button type="button" class="ekit-submenu-toggle" aria-expanded="false" aria-controls="ekit-submenu-w1-1" aria-label="Shop: submenu">/,
    );
    expect(inner).toContain(
      '<ul id="ekit-submenu-w1-1" class="elementskit-dropdown elementskit-submenu-panel"><li class="menu-item menu-item-103 nav-item elementskit-mobile-builder-content"><a href="/product-category/bowls/" class="dropdown-item">Bowls</a></li>',
    );
    expect(inner).toContain(
      '<div class="elementskit-menu-overlay elementskit-menu-offcanvas-elements elementskit-menu-toggler ekit-nav-menu--overlay"></div>',
    );
  });

  it("W-MENU-18 a mega menu item carries its id and a panel the script fills", async () => {
    const { inner } = await renderWidget("ekit-nav-menu", { elementskit_nav_menu: "main-menu" });
    expect(inner).toContain(
      'elementskit-megamenu-has elementskit-dropdown-menu-full_width elementskit-mobile-builder-content" data-megamenu-id="105">',
    );
    expect(inner).toContain(
      '<div id="ekit-submenu-w1-2" class="elementskit-megamenu-panel" data-megamenu-state="fallback"></div>',
    );
  });

  it("W-MENU-02 W-MENU-03 W-MENU-15 layout, flyout side and style, break point and click mode from settings", async () => {
    const { inner } = await renderWidget("ekit-nav-menu", {
      elementskit_nav_menu: "main-menu",
      ekit_menu_layout: "flyout",
      ekit_flyout_position: "right",
      ekit_flyout_style: "push",
      elementskit_responsive_breakpoint: "ekit_menu_responsive_mobile",
      elementskit_nav_dropdown_as: "ekit-nav-dropdown-click",
      elementskit_close_on_anchor: "yes",
    });
    expect(inner).toContain(
      'data-responsive-breakpoint="767" data-close-on-anchor="yes" data-layout="flyout"',
    );
    expect(inner).toContain(
      "ekit-nav-dropdown-click ekit-nav-layout-flyout ekit-flyout-right ekit-flyout-push",
    );
  });

  it("an unknown or empty menu falls back to the primary menu; hostile URLs are dropped", async () => {
    const { inner } = await renderWidget("ekit-nav-menu", { elementskit_nav_menu: "nope" });
    expect(inner).toContain('aria-label="Primary"');
    expect(inner).toContain('<a href="/" class="ekit-menu-nav-link">Home</a>');
  });

  it("typography and colours go to the generated CSS; the hamburger takes the menu's text colour", async () => {
    const { css, selector } = await renderWidget("ekit-nav-menu", {
      elementskit_menu_text_color: "#1F2A37",
      elementskit_submenu_background_color: "#FFF7ED",
    });
    expect(css).toContain(
      `${selector} .elementskit-navbar-nav > li > a,${selector} .ekit-submenu-toggle,${selector} .elementskit-menu-hamburger{color:#1F2A37}`,
    );
    expect(css).toContain(
      `${selector} .elementskit-dropdown,${selector} .elementskit-megamenu-panel{background-color:#FFF7ED}`,
    );
  });
});
