import { parse } from "cookie";
import { describe, expect, it } from "vitest";
import { isStoreNoticeDismissed, storeNoticeCookieName, storeNoticeDismissCookie } from "./store-notice.ts";

describe("store notice cookie", () => {
  it("is store_notice plus the notice id, value hidden, path /, for the session (S-THEME-07, S-CONST-04)", () => {
    expect(storeNoticeCookieName("7")).toBe("store_notice7");
    const cookie = storeNoticeDismissCookie("7");
    expect(parse(cookie)).toMatchObject({ store_notice7: "hidden", Path: "/" });
    expect(cookie).not.toMatch(/Expires|Max-Age/);
  });

  it("keeps a notice hidden only while its own id's cookie says hidden (S-THEME-06, S-THEME-08)", () => {
    expect(isStoreNoticeDismissed("hidden")).toBe(true);
    expect(isStoreNoticeDismissed(undefined)).toBe(false);
    expect(isStoreNoticeDismissed("shown")).toBe(false);
    // A new notice id reads another cookie name, so the old dismissal does not hide it.
    expect(storeNoticeCookieName("8")).not.toBe(storeNoticeCookieName("7"));
  });
});
