/**
 * Pure rules of the coupon code widget (ElementsKit `elementskit-coupon-code`): how long the "copied" feedback
 * lasts, the two-state copy control, and the cart address a coupon is applied from without script.
 */

/** A revealed coupon's "copied" feedback (W-MISC-10). */
export const COUPON_COPIED_MS = 2000;
/** Click-to-copy text's feedback (ElementsKit's "inline" style, W-MISC-11). */
export const CLICK_TO_COPY_MS = 1500;

export type CopyState = "ready" | "copied";

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The copy control toggles between two states (W-MISC-09): `ready` and, after a copy, `copied` for `duration`
 * ms; copying again while copied starts the duration over.
 */
export function copyFeedback(
  duration: number,
  onChange: (state: CopyState) => void,
  timers: Timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  let state: CopyState = "ready";
  let pending: unknown = null;
  const set = (next: CopyState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };
  return {
    get state() {
      return state;
    },
    copied() {
      if (pending !== null) timers.clearTimeout(pending);
      set("copied");
      pending = timers.setTimeout(() => {
        pending = null;
        set("ready");
      }, duration);
    },
    dispose() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}

/** The feedback duration of a coupon style: click-to-copy text ("inline") or a revealed coupon. */
export function feedbackDuration(style: string): number {
  return style === "inline" ? CLICK_TO_COPY_MS : COUPON_COPIED_MS;
}

/** A code a shop could have issued: letters, digits and a few separators, at most 100 characters. */
export function isCouponCode(code: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,99}$/u.test(code.trim());
}

/** Without script, "apply to my cart" opens the cart with the coupon field filled in. */
export function cartCouponHref(cartPath: string, code: string): string {
  return `${cartPath}?${new URLSearchParams({ coupon_code: code.trim() })}`;
}

/** The message of WooCommerce's notice HTML (`<ul class="woocommerce-error"><li>…` or `<div class="woocommerce-message">…`). */
export function noticeOf(html: string): { type: "success" | "error"; message: string } {
  const type = /woocommerce-error/.test(html) ? "error" : "success";
  const message = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return { type, message };
}
