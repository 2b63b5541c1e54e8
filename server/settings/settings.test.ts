import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "./settings.ts";

describe("site settings", () => {
  it("gives every documented default for an empty file (S-THEME-21, S-THEME-22)", () => {
    const settings = parseSettings({});
    expect(settings.breakpoints).toEqual({ tablet: 768, mobile: 544, header: 921 });
    expect(settings.containerWidth).toBe(1200);
    expect(settings.currency).toMatchObject({ code: "EUR", decimals: 2 });
    expect(settings.catalogue).toEqual({
      productsPerPage: 12,
      shopStyle: "classic",
      defaultOrderBy: "menu_order",
      saleBadge: { style: "text", text: "Sale!", percentageTemplate: "-[value]%" },
    });
    expect(settings.cart).toEqual({ redirectAfterAdd: false, singleProductAddBehaviour: "default" });
    expect(settings.storeNotice).toMatchObject({ enabled: false, id: "1", position: "top" });
    expect(settings.search).toEqual({ style: "header-cover" });
  });

  it("accepts each header search style and names a bad one (S-SEARCH-01)", () => {
    expect(parseSettings({ search: { style: "full-screen" } }).search.style).toBe("full-screen");
    expect(parseSettings({ search: {} }).search.style).toBe("header-cover");
    expect(() => parseSettings({ search: { style: "slide-search" } })).toThrowError(/search\.style/);
    expect(() => parseSettings({ search: { style: "full-screen", size: 2 } })).toThrowError(
      /search \(size\)/,
    );
  });

  it("keeps given values and fills the rest of a section", () => {
    const settings = parseSettings({
      currency: { code: "USD", symbol: "$" },
      catalogue: { shopStyle: "modern" },
    });
    expect(settings.currency).toMatchObject({ code: "USD", symbol: "$", decimals: 2, position: "left" });
    expect(settings.catalogue.shopStyle).toBe("modern");
    expect(settings.catalogue.productsPerPage).toBe(12);
  });

  it("accepts each single-product add behaviour", () => {
    for (const behaviour of ["default", "slide_in_cart", "redirect_cart_page", "redirect_checkout_page"]) {
      expect(
        parseSettings({ cart: { singleProductAddBehaviour: behaviour } }).cart.singleProductAddBehaviour,
      ).toBe(behaviour);
    }
  });

  it("names the bad key in the error", () => {
    expect(() => parseSettings({ currency: { decimals: 9 } }, "settings.json")).toThrowError(
      /^Invalid settings\.json: currency\.decimals: /,
    );
    expect(() => parseSettings({ cart: { singleProductAddBehaviour: "teleport" } })).toThrowError(
      /cart\.singleProductAddBehaviour/,
    );
    expect(() => parseSettings({ shop: { timezone: "Mars/Olympus" } })).toThrowError(
      /shop\.timezone: must be an IANA/,
    );
    expect(() => parseSettings({ breakpoints: { mobile: 900, tablet: 768 } })).toThrowError(
      /breakpoints\.mobile/,
    );
  });

  it("rejects unknown keys by name, so a typo is not silently ignored", () => {
    expect(() => parseSettings({ catalogue: { productsPerPag: 10 } })).toThrowError(
      /catalogue \(productsPerPag\): /,
    );
    expect(() => parseSettings({ colour: "red" })).toThrowError(SettingsError);
  });
});
