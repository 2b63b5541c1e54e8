import { describe, expect, it } from "vitest";
import { CHECKOUT_LOGIN_ACTION } from "../../protocol/admin-ajax.ts";

import { checkoutLoginBody, checkoutLoginOutcome, LOGIN_FALLBACK_ERROR, textOf } from "./checkout-login.ts";

describe("checkout inline login", () => {
  it("posts astra_woocommerce_login_user with user_name_email, password and security, untouched (S-CHK-13, S-CHK-14)", () => {
    const long = `${"x".repeat(5000)}@example.com`;
    const body = checkoutLoginBody({ email: ` ${long} `, password: " p ", nonce: "abc1234567" });
    expect(CHECKOUT_LOGIN_ACTION).toBe("astra_woocommerce_login_user");
    expect(Object.fromEntries(body)).toEqual({
      action: "astra_woocommerce_login_user",
      user_name_email: ` ${long} `,
      password: " p ",
      security: "abc1234567",
    });
  });

  it("reloads on data.success (S-CHK-15)", () => {
    expect(checkoutLoginOutcome({ success: true, data: { success: true } })).toEqual({ kind: "reload" });
  });

  it("shows data.error as text only: markup and scripts are dropped (S-CHK-16)", () => {
    expect(
      checkoutLoginOutcome({
        success: true,
        data: {
          success: false,
          error:
            '<strong>Error:</strong> wrong <img src=x onerror="alert(1)">password &amp; user<script>alert(2)</script>',
        },
      }),
    ).toEqual({ kind: "error", message: "Error: wrong password & user" });
  });

  it("falls back to a generic message for a reply without an error", () => {
    expect(checkoutLoginOutcome({ success: false, data: { error: 42 } })).toEqual({
      kind: "error",
      message: LOGIN_FALLBACK_ERROR,
    });
    expect(checkoutLoginOutcome(null)).toEqual({ kind: "error", message: LOGIN_FALLBACK_ERROR });
    expect(checkoutLoginOutcome({ success: true, data: { success: false, error: "<b></b>" } }).kind).toBe(
      "error",
    );
  });

  it("textOf keeps plain text as it is", () => {
    expect(textOf("Too many failed login attempts. Please try again in 3 minutes.")).toBe(
      "Too many failed login attempts. Please try again in 3 minutes.",
    );
    expect(textOf("a &lt;b&gt; c")).toBe("a <b> c");
  });
});
