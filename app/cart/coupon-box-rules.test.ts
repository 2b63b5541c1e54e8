import { describe, expect, it, vi } from "vitest";
import { applyFromCouponBox, isEnterKey, readCouponNotice } from "./coupon-box-rules.ts";

describe("coupon box", () => {
  it("S-CHK-17 S-CHK-18: copies the typed code into the hidden coupon field, then clicks apply", () => {
    const order: string[] = [];
    const hiddenField = { value: "" };
    const applyButton = { click: vi.fn(() => order.push(`click with ${hiddenField.value}`)) };
    applyFromCouponBox({ codeField: { value: "  WELCOME10 " }, hiddenField, applyButton });
    expect(order).toEqual(["click with WELCOME10"]);
  });

  it("S-CHK-19: Enter (by name or by key code 13) applies; other keys do not", () => {
    expect(isEnterKey({ key: "Enter" })).toBe(true);
    expect(isEnterKey({ keyCode: 13 })).toBe(true);
    expect(isEnterKey({ key: "a", keyCode: 65 })).toBe(false);
  });

  it("S-CHK-20: reads error and success notices as text only", () => {
    expect(
      readCouponNotice(
        '<ul class="woocommerce-error" role="alert"><li>Coupon &#8220;x&#8221; has expired.</li></ul>',
      ),
    ).toEqual({ type: "error", messages: ["Coupon “x” has expired."] });
    expect(
      readCouponNotice(
        '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>',
      ),
    ).toEqual({
      type: "success",
      messages: ["Coupon code applied successfully."],
    });
    expect(
      readCouponNotice(
        '<ul class="woocommerce-error"><li><img src=x onerror=alert(1)>Bad &lt;b&gt;</li></ul>',
      ),
    ).toEqual({
      type: "error",
      messages: ["Bad <b>"],
    });
    expect(readCouponNotice("")).toBeNull();
  });
});
