import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-origin.ts";
import { settingsSchema } from "./settings.ts";

const request = new URL("http://attacker.example/my-account/lost-password/");

describe("publicOrigin", () => {
  it("uses the configured site address, whatever Host the request named", () => {
    const settings = settingsSchema.parse({ shop: { siteUrl: "https://shop.example/wp/" } });
    expect(publicOrigin(settings, request)).toBe("https://shop.example");
  });

  it("falls back to the request's origin when no site address is configured", () => {
    expect(publicOrigin(settingsSchema.parse({}), request)).toBe("http://attacker.example");
  });

  it("rejects a site address that is not http(s)", () => {
    expect(settingsSchema.safeParse({ shop: { siteUrl: "javascript:alert(1)" } }).success).toBe(false);
    expect(settingsSchema.safeParse({ shop: { siteUrl: "shop.example" } }).success).toBe(false);
  });
});
