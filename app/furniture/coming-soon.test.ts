import { describe, expect, it } from "vitest";
import { USERS_ME_URL } from "../../protocol/rest.ts";

import { dismissalSucceeded, dismissComingSoonRequest } from "./coming-soon.ts";

describe("coming-soon banner dismissal", () => {
  it("posts woocommerce_meta.coming_soon_banner_dismissed = yes to the REST users/me route with the nonce header (S-THEME-09, S-CALL-09)", () => {
    const request = dismissComingSoonRequest("abc1234567");
    expect(USERS_ME_URL).toBe("/wp-json/wp/v2/users/me");
    expect(request.method).toBe("POST");
    expect(new Headers(request.headers).get("X-WP-Nonce")).toBe("abc1234567");
    expect(JSON.parse(String(request.body))).toEqual({
      woocommerce_meta: { coming_soon_banner_dismissed: "yes" },
    });
  });

  it("counts as done only when the call completed with the flag stored (S-THEME-10)", () => {
    expect(dismissalSucceeded(200, { woocommerce_meta: { coming_soon_banner_dismissed: "yes" } })).toBe(true);
    expect(dismissalSucceeded(403, { code: "rest_cookie_invalid_nonce" })).toBe(false);
    expect(dismissalSucceeded(200, { woocommerce_meta: {} })).toBe(false);
    expect(dismissalSucceeded(200, null)).toBe(false);
  });
});
