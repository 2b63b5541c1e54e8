import { describe, expect, it } from "vitest";
import {
  configuredMobileBreakpoint,
  mobileToolbarQuery,
  toolbarLayout,
  toolbarWidthCss,
} from "./toolbar-layout.ts";

describe("shop toolbar layout", () => {
  it("becomes a sticky filter bar with the result count below it in the modern style on mobile (S-LIST-06, S-LIST-07)", () => {
    expect(toolbarLayout("modern", true)).toEqual({ sticky: true, resultCount: "below-toolbar" });
  });

  it("is back in place above the mobile break point (S-LIST-08)", () => {
    expect(toolbarLayout("modern", false)).toEqual({ sticky: false, resultCount: "in-toolbar" });
  });

  it("never moves in the classic style", () => {
    expect(toolbarLayout("classic", true)).toEqual({ sticky: false, resultCount: "in-toolbar" });
    expect(toolbarLayout("classic", false)).toEqual({ sticky: false, resultCount: "in-toolbar" });
  });

  it("is laid out by the window's width while the script does not know it yet (server markup, hydration)", () => {
    expect(toolbarLayout("modern", null)).toEqual({ byWidth: true });
    expect(toolbarLayout("classic", null)).toEqual({ sticky: false, resultCount: "in-toolbar" });
  });

  it("styles the bar by class, and by the break point while laid out by width (S-LIST-06, S-LIST-09)", () => {
    const css = toolbarWidthCss(600);
    expect(css).toContain(".ast-shop-toolbar-container.ast-sticky-filter{position:sticky;top:0;");
    expect(css).toContain(
      "@media (max-width: 600px){.ast-shop-toolbar-container[data-toolbar-by-width]{position:sticky;",
    );
    // At or below: the count inside the toolbar is hidden; above: the copy below it.
    expect(css).toContain(
      ".ast-shop-toolbar-container[data-toolbar-by-width] .woocommerce-result-count{display:none}}",
    );
    expect(css).toContain(
      "@media not all and (max-width: 600px){.woocommerce-result-count[data-toolbar-by-width]{display:none}}",
    );
    // Written as React writes a <style> element's text: nothing it would escape.
    expect(css).not.toMatch(/[<>&"']/);
    // Every rule the class gives, the break point gives too.
    const byClass = css.match(/\.ast-sticky-filter[^{]*\{[^}]*\}/g) ?? [];
    expect(byClass).toHaveLength(3);
    for (const rule of byClass)
      expect(css).toContain(rule.replace(".ast-sticky-filter", "[data-toolbar-by-width]"));
  });

  it("queries the configured break point, inclusive (S-LIST-09)", () => {
    expect(mobileToolbarQuery(544)).toBe("(max-width: 544px)");
    expect(mobileToolbarQuery(600)).toBe("(max-width: 600px)");
  });

  it("reads the break point from the page configuration, else keeps the rendered one (S-LIST-09)", () => {
    const astra = (mobile_breakpoint: unknown) => ({
      astra: {
        ajax_url: "/wp-admin/admin-ajax.php",
        break_point: 921,
        cart_url: "/cart/",
        checkout_url: "/checkout/",
        mobile_breakpoint,
      },
    });
    expect(configuredMobileBreakpoint(astra(600), 544)).toBe(600);
    expect(configuredMobileBreakpoint(astra("480"), 544)).toBe(480);
    expect(configuredMobileBreakpoint(astra(0), 544)).toBe(544);
    expect(configuredMobileBreakpoint(astra(undefined), 544)).toBe(544);
    expect(configuredMobileBreakpoint(astra("wide"), 544)).toBe(544); // malformed configuration
    expect(configuredMobileBreakpoint({}, 544)).toBe(544); // no theme script on the page
    expect(configuredMobileBreakpoint(undefined, 768)).toBe(768);
  });
});
