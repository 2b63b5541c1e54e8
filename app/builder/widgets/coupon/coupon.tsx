import { CART_PATH } from "../../../../protocol/shop-urls.ts";
import type { WidgetProps } from "../../widget.ts";
import { cartCouponHref, feedbackDuration, isCouponCode } from "./coupon.rules.ts";
import type { CouponSettings } from "./settings.ts";

/**
 * A coupon the visitor can read, select and copy without script: the label and the code are both text. The
 * browser module turns the code into a copy button (revealing it first in the slide styles) with "copied"
 * feedback in a live region. With `vitrine_apply_to_cart`, "Apply to my cart" posts the code to the cart's
 * coupon call; without script it is a link to the cart with the coupon field filled in.
 */
export function Coupon({ settings, context }: WidgetProps<CouponSettings, undefined>) {
  const code = String(settings.ekit_coupon_code).trim();
  if (code === "") return null;
  const style = settings.ekit_coupon_style;
  const label = String(settings.ekit_coupon_text).trim();
  const apply = settings.vitrine_apply_to_cart && isCouponCode(code);
  if (settings.vitrine_apply_to_cart && !apply)
    context.report(`Coupon "${code}" cannot be applied to the cart: it is not a coupon code.`);
  const options = {
    code,
    style,
    feedback: feedbackDuration(style),
    copy: String(settings.ekit_copy_btn_text) || "Copy Code",
    copied: String(settings.ekit_after_copied_text) || "Copied!",
  };
  const kind = style === "inline" ? "inline" : style === "style-7" ? "input" : "reveal";
  return (
    <div className="ekit-wid-con">
      <div
        className={`ekit-coupon-wrapper vitrine-coupon vitrine-coupon--${kind} ekit-coupon-${style}`}
        data-coupon={JSON.stringify(options)}
        data-state="ready"
      >
        {kind === "inline" ? (
          <p className="click-to-copy__text vitrine-coupon-face">
            <code className="vitrine-coupon-code">{code}</code>
          </p>
        ) : (
          <div className="coupon-btn-link vitrine-coupon-face">
            {label && kind === "reveal" ? (
              <span className="ekit_coupon_text vitrine-coupon-label">{label}</span>
            ) : null}
            <code className="ekit_coupon_code vitrine-coupon-code">{code}</code>
          </div>
        )}
        {apply ? (
          <a className="vitrine-coupon-apply" href={cartCouponHref(CART_PATH, code)} data-coupon-apply={code}>
            {String(settings.vitrine_apply_text) || "Apply to my cart"}
          </a>
        ) : null}
        <p className="vitrine-coupon-status" role="status" aria-live="polite" />
      </div>
    </div>
  );
}
