import { useRef } from "react";
import { applyFromCouponBox, isEnterKey } from "~/cart/coupon-box-rules.ts";

/**
 * Astra's coupon box (cart totals, checkout), shown once script runs: the typed code goes into the form's
 * hidden `coupon_code` field and the form's apply button is clicked (S-CHK-18); Enter does the same (S-CHK-19).
 * Without script the form's own coupon field and button are shown instead.
 */
export function CouponBox({
  form,
  id,
  label,
  className,
}: {
  form: React.RefObject<HTMLFormElement | null>;
  id: string;
  label: string;
  className: string;
}) {
  const codeField = useRef<HTMLInputElement>(null);
  const apply = () => {
    const hiddenField = form.current?.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    const applyButton = form.current?.querySelector<HTMLButtonElement>('button[name="apply_coupon"]');
    if (!codeField.current || !hiddenField || !applyButton) return;
    applyFromCouponBox({ codeField: codeField.current, hiddenField, applyButton });
  };
  return (
    <div className={`${className} coupon`}>
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        id={id}
        className="input-text"
        placeholder="Coupon code"
        autoComplete="off"
        ref={codeField}
        onKeyDown={(event) => {
          if (!isEnterKey(event)) return;
          event.preventDefault();
          apply();
        }}
      />
      <button type="button" className="button" onClick={apply}>
        Apply
      </button>
    </div>
  );
}
