import { z } from "zod";
import { choice, text, toggle } from "../../render/fields.ts";

/**
 * ElementsKit's `elementskit-coupon-code`: a coupon revealed and copied by a click (the slide styles), a code
 * with a copy button ("style-7") or click-to-copy text ("inline"). `vitrine_apply_to_cart` is Vitrine's own: the
 * code is one of the shop's coupons and a button applies it to the cart.
 */
export const couponSettings = z.object({
  ekit_coupon_style: choice(["style-3", "style-2", "style-4", "style-6", "style-7", "inline"], "style-3"),
  ekit_coupon_text: text("Get 50% OFF "),
  ekit_coupon_code: text("ekit-50"),
  ekit_copy_btn_text: text("Copy Code"),
  ekit_after_copied_text: text("Copied!"),
  vitrine_apply_to_cart: toggle(false),
  vitrine_apply_text: text("Apply to my cart"),
});

export type CouponSettings = z.output<typeof couponSettings>;
