import { parse as parseCookies } from "cookie";
import { describe, expect, it } from "vitest";
import {
  cacheDecision,
  cacheKey,
  chooseEncoding,
  chooseSplicedEncoding,
  etagMatches,
  guestCookieHeader,
  isPageDataRequest,
  isRenderedPerShopper,
  isStorable,
} from "./rules.ts";

const visitor = { method: "GET", host: "shop.test", url: "/shop/", cookieHeader: undefined };

describe("page cache rules", () => {
  it("serves visitors without a cart or session from the cache, GET and HEAD only", () => {
    expect(cacheDecision(visitor)).toMatchObject({ cacheable: true });
    expect(cacheDecision({ ...visitor, method: "HEAD" })).toMatchObject({ cacheable: true });
    expect(cacheDecision({ ...visitor, method: "POST" })).toEqual({ cacheable: false, reason: "method" });
  });

  it("bypasses the cache for WooCommerce's cart cookie, a session and wc-ajax calls", () => {
    const guestKey = cacheKey("shop.test", "/shop/", {});
    expect(cacheDecision({ ...visitor, cookieHeader: "woocommerce_items_in_cart=1" })).toEqual({
      cacheable: false,
      reason: "cart",
      guestKey,
    });
    expect(cacheDecision({ ...visitor, cookieHeader: "wp_woocommerce_session_vitrine=abc" })).toEqual({
      cacheable: false,
      reason: "session",
      guestKey,
    });
    expect(cacheDecision({ ...visitor, url: "/?wc-ajax=get_refreshed_fragments" })).toEqual({
      cacheable: false,
      reason: "ajax",
    });
  });

  it("gives a guest request for a shopper's page the cookies that key it, so it is stored under the shopper's guest key", () => {
    const shopper =
      "wp_woocommerce_session_vitrine=abc; astraColorSwitcherState=true; woocommerce_items_in_cart=1; " +
      "store_notice7=hidden; woocommerce_cart_hash=f00; _ga=GA1.2";
    const guest = guestCookieHeader(shopper);
    expect(guest).toBe("astraColorSwitcherState=true; store_notice7=hidden");
    const decision = cacheDecision({ ...visitor, cookieHeader: shopper });
    expect(decision).toMatchObject({ cacheable: false, reason: "cart" });
    expect(cacheDecision({ ...visitor, cookieHeader: guest })).toEqual({
      cacheable: true,
      key: "guestKey" in decision ? decision.guestKey : "",
    });
    expect(cacheKey("shop.test", "/shop/", parseCookies(guest))).not.toBe(
      cacheKey("shop.test", "/shop/", {}),
    );
    expect(guestCookieHeader(undefined)).toBe("");
    expect(guestCookieHeader("woocommerce_items_in_cart=1")).toBe("");
  });

  it("knows React Router's data requests, which are never pages", () => {
    expect(isPageDataRequest("/shop.data")).toBe(true);
    expect(isPageDataRequest("/my-account/orders.data")).toBe(true);
    expect(isPageDataRequest("/shop/")).toBe(false);
    expect(isPageDataRequest("/product/data/")).toBe(false);
  });

  it("knows the pages rendered for each shopper: cart, checkout and its order pages, account pages", () => {
    for (const path of [
      "/cart/",
      "/checkout/",
      "/checkout/order-received/7/",
      "/my-account/",
      "/my-account/orders/",
    ])
      expect(isRenderedPerShopper(path)).toBe(true);
    for (const path of ["/", "/shop/", "/cart-covers/", "/product/cart/", "/my-accounts/"])
      expect(isRenderedPerShopper(path)).toBe(false);
  });

  it("keys by host and address, the palette choice and the dismissed store notices only", () => {
    const plain = cacheKey("shop.test", "/shop/", {});
    expect(cacheKey("SHOP.test", "/shop/", { sbjs_current: "x", _ga: "1" })).toBe(plain);
    expect(cacheKey("other.test", "/shop/", {})).not.toBe(plain);
    expect(cacheKey("shop.test", "/shop/?orderby=price", {})).not.toBe(plain);
    const dark = cacheKey("shop.test", "/shop/", { astraColorSwitcherState: "true" });
    expect(dark).not.toBe(plain);
    expect(cacheKey("shop.test", "/shop/", { astraColorSwitcherState: "junk" })).toBe(plain);
    const dismissed = cacheKey("shop.test", "/shop/", { store_notice1a2b: "hidden" });
    expect(dismissed).not.toBe(plain);
    expect(cacheKey("shop.test", "/shop/", { store_notice1a2b: "shown" })).toBe(plain);
    expect(
      cacheKey("shop.test", "/shop/", { b: "1", store_notice9: "hidden", store_notice1: "hidden" }),
    ).toBe(cacheKey("shop.test", "/shop/", { store_notice1: "hidden", store_notice9: "hidden" }));
  });

  it("stores only public, cookie-free HTML pages answered 200 or 404", () => {
    const page = {
      status: 200,
      contentType: "text/html; charset=utf-8",
      cacheControl: null,
      setsCookies: false,
    };
    expect(isStorable(page)).toBe(true);
    expect(isStorable({ ...page, status: 404 })).toBe(true);
    expect(isStorable({ ...page, status: 302 })).toBe(false);
    expect(isStorable({ ...page, status: 500 })).toBe(false);
    expect(isStorable({ ...page, contentType: "application/json" })).toBe(false);
    expect(isStorable({ ...page, setsCookies: true })).toBe(false);
    expect(isStorable({ ...page, cacheControl: "private, no-store" })).toBe(false);
    expect(isStorable({ ...page, cacheControl: "no-cache" })).toBe(false);
    expect(isStorable({ ...page, cacheControl: "public, max-age=60" })).toBe(true);
  });

  it("picks brotli, then gzip, as the client accepts them", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
  });

  it("sends a spliced page as gzip whenever the client takes it, brotli only to one refusing gzip (decision 040)", () => {
    expect(chooseSplicedEncoding("gzip, deflate, br, zstd")).toBe("gzip");
    expect(chooseSplicedEncoding("br;q=1, gzip;q=0.1")).toBe("gzip");
    expect(chooseSplicedEncoding("br, gzip;q=0")).toBe("br");
    expect(chooseSplicedEncoding("*")).toBe("gzip");
    expect(chooseSplicedEncoding(undefined)).toBeNull();
  });

  it("matches If-None-Match strongly or weakly, one of a list, or *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
