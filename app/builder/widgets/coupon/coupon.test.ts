import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  CLICK_TO_COPY_MS,
  COUPON_COPIED_MS,
  type CopyState,
  cartCouponHref,
  copyFeedback,
  feedbackDuration,
  isCouponCode,
  noticeOf,
} from "./coupon.rules.ts";

describe("coupon rules", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("W-MISC-09 W-MISC-10 the copy control toggles ready → copied → ready after 2000 ms", () => {
    const states: CopyState[] = [];
    const feedback = copyFeedback(COUPON_COPIED_MS, (state) => states.push(state));
    expect(COUPON_COPIED_MS).toBe(2000);
    expect(feedback.state).toBe("ready");
    feedback.copied();
    expect(feedback.state).toBe("copied");
    vi.advanceTimersByTime(1999);
    expect(feedback.state).toBe("copied");
    vi.advanceTimersByTime(1);
    expect(feedback.state).toBe("ready");
    expect(states).toEqual(["copied", "ready"]);
  });

  it("W-MISC-11 click-to-copy feedback lasts 1500 ms; copying again starts it over", () => {
    expect(CLICK_TO_COPY_MS).toBe(1500);
    expect(feedbackDuration("inline")).toBe(1500);
    expect(feedbackDuration("style-3")).toBe(2000);
    const feedback = copyFeedback(feedbackDuration("inline"), () => {});
    feedback.copied();
    vi.advanceTimersByTime(1000);
    feedback.copied();
    vi.advanceTimersByTime(1000);
    expect(feedback.state).toBe("copied");
    vi.advanceTimersByTime(500);
    expect(feedback.state).toBe("ready");
  });

  it("a disposed control schedules nothing", () => {
    const changes: CopyState[] = [];
    const feedback = copyFeedback(2000, (state) => changes.push(state));
    feedback.copied();
    feedback.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual(["copied"]);
  });

  it("coupon codes, the cart link and the cart call's notices", () => {
    expect(isCouponCode("WINTER25")).toBe(true);
    expect(isCouponCode("hiver-2026 10")).toBe(true);
    expect(isCouponCode("<b>")).toBe(false);
    expect(isCouponCode("")).toBe(false);
    expect(cartCouponHref("/cart/", " WINTER25 ")).toBe("/cart/?coupon_code=WINTER25");
    expect(
      noticeOf('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>'),
    ).toEqual({
      type: "success",
      message: "Coupon code applied successfully.",
    });
    expect(
      noticeOf(
        '<ul class="woocommerce-error" role="alert"><li>Coupon &quot;x&quot; does not exist!</li></ul>',
      ),
    ).toEqual({
      type: "error",
      message: 'Coupon "x" does not exist!',
    });
  });
});

describe("coupon widget", () => {
  it("without script: the label and the code as text, a live region, the apply link to the cart", async () => {
    const { inner, html } = await renderWidget("elementskit-coupon-code", {
      ekit_coupon_text: "Winter sale: 25% off",
      ekit_coupon_code: "WINTER25",
      vitrine_apply_to_cart: "yes",
    });
    expect(html).toContain('data-vitrine-client="widgets/coupon/coupon"');
    expect(inner).toContain(
      '<span class="ekit_coupon_text vitrine-coupon-label">Winter sale: 25% off</span>',
    );
    expect(inner).toContain('<code class="ekit_coupon_code vitrine-coupon-code">WINTER25</code>');
    expect(inner).toContain('href="/cart/?coupon_code=WINTER25"');
    expect(inner).toContain('<p class="vitrine-coupon-status" role="status" aria-live="polite"></p>');
    expect(inner).toContain("&quot;feedback&quot;:2000");
  });

  it("click-to-copy text uses 1500 ms; a code that is not a coupon code gets no apply link", async () => {
    const { inner, report } = await renderWidget("elementskit-coupon-code", {
      ekit_coupon_style: "inline",
      ekit_coupon_code: "<img src=x>",
      vitrine_apply_to_cart: "yes",
    });
    expect(inner).toContain("&quot;feedback&quot;:1500");
    expect(inner).toContain("&lt;img src=x&gt;");
    expect(inner).not.toContain("vitrine-coupon-apply");
    expect(JSON.stringify(report)).toContain("cannot be applied");
  });
});
