import { useRef } from "react";
import { applyFromCouponBox, isEnterKey } from "~/cart/coupon-box-rules.ts";

/**
 * Astra's coupon box (cart totals, checkout), for shoppers whose browser runs script: the typed code goes into
 * the form's hidden `coupon_code` field and the form's apply button is clicked (S-CHK-18); Enter does the same
 * (S-CHK-19). The server renders it so that it is in place from the first paint, but it shows only when script
 * runs (`vitrine-script-only`) and its controls stay disabled until the page is live; without script the form's
 * own coupon field and button are shown instead.
 */
export function CouponBox({
  form,
  id,
  label,
  className,
  live,
}: {
  form: React.RefObject<HTMLFormElement | null>;
  id: string;
  label: string;
  className: string;
  /** The page has hydrated: the box's handlers are attached. */
  live: boolean;
}) {
  const codeField = useRef<HTMLInputElement>(null);
  const apply = () => {
    const hiddenField = form.current?.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    const applyButton = form.current?.querySelector<HTMLButtonElement>('button[name="apply_coupon"]');
    if (!codeField.current || !hiddenField || !applyButton) return;
    applyFromCouponBox({ codeField: codeField.current, hiddenField, applyButton });
  };
  return (
    <div className={`${className} coupon vitrine-script-only`}>
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        id={id}
        className="input-text"
        placeholder="Coupon code"
        autoComplete="off"
        ref={codeField}
        disabled={!live}
        onKeyDown={(event) => {
          if (!isEnterKey(event)) return;
          event.preventDefault();
          apply();
        }}
      />
      <button type="button" className="button" onClick={apply} disabled={!live}>
        Apply
      </button>
    </div>
  );
}
