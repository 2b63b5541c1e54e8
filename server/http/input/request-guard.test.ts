import { describe, expect, it } from "vitest";
import { checkRequestLine, REQUEST_LINE_MESSAGES } from "./request-guard.server.ts";

const line = (target: string, host?: string | null, extra = {}) =>
  checkRequestLine({ target, host: host === null ? undefined : (host ?? "shop.test"), ...extra });

describe("request-line guard (issue 9, finding 5)", () => {
  it("passes ordinary origin-form targets through unchanged", () => {
    expect(line("/shop/?orderby=price")).toEqual({ ok: true, path: "/shop/?orderby=price" });
    expect(line("/product/caf%C3%A9/", "127.0.0.1:3000")).toEqual({ ok: true, path: "/product/caf%C3%A9/" });
    expect(line("/", "[::1]:8080")).toEqual({ ok: true, path: "/" });
  });

  it("refuses a missing, empty or malformed Host", () => {
    for (const host of [null, "", " ", "evil.example/x", "a b", "user@host", "host:99999999", "-bad.test"])
      expect(line("/shop/", host), String(host)).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.host });
  });

  it("reads an absolute-form target for this host as its path, and refuses one for another host", () => {
    expect(line("http://shop.test/shop/?x=1")).toEqual({ ok: true, path: "/shop/?x=1" });
    expect(line("HTTP://SHOP.TEST/cart/")).toEqual({ ok: true, path: "/cart/" });
    expect(line("http://evil.example/shop/")).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.target });
    expect(line("*")).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.target });
    expect(line("//evil.example/")).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.target });
  });

  it("refuses broken percent-encoding in the path", () => {
    expect(line("/product/%E0%A4%A/")).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.encoding });
    expect(line("/product/%zz/")).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.encoding });
  });

  it("refuses NUL and other control characters in the path or the query (finding 3)", () => {
    for (const target of [
      "/product/a%00b/",
      "/product-category/x%01/",
      "/?s=a%00",
      "/shop/?orderby%1B=1",
      "/x%7F/",
    ])
      expect(line(target), target).toEqual({ ok: false, message: REQUEST_LINE_MESSAGES.controlCharacters });
  });

  it("refuses forwarded host and protocol headers that could not make an address", () => {
    expect(line("/", "shop.test", { forwardedHost: "shop.example, proxy" }).ok).toBe(true);
    expect(line("/", "shop.test", { forwardedProto: "https" }).ok).toBe(true);
    expect(line("/", "shop.test", { forwardedHost: "a/b" }).ok).toBe(false);
    expect(line("/", "shop.test", { forwardedProto: "gopher" }).ok).toBe(false);
  });
});
