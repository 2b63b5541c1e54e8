import { describe, expect, it } from "vitest";
import { trackingCookieExpiries } from "./tracking-cookies.server.ts";

describe("trackingCookieExpiries (W-TRACK-01)", () => {
  it("expires only the sbjs cookies the request carries, host-only and for parent domains", () => {
    expect(
      trackingCookieExpiries("sbjs_current=x; store_notice1=hidden; sbjs_udata=y", "shop.example"),
    ).toEqual([
      "sbjs_current=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      "sbjs_current=; Domain=.shop.example; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      "sbjs_udata=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      "sbjs_udata=; Domain=.shop.example; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    ]);
  });

  it("sets nothing without tracking cookies, and no domain for an IP address", () => {
    expect(trackingCookieExpiries(undefined, "shop.example")).toEqual([]);
    expect(trackingCookieExpiries("sbjs_first=1", "127.0.0.1")).toEqual([
      "sbjs_first=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    ]);
  });
});
