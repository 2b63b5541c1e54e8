import type { PaymentMethodOption } from "../../server/shop/payments/registry.ts";

/**
 * The checkout's payment choice (WooCommerce's `#payment` markup): one `payment_method` radio per offered
 * method, each with its description. Plain radios: choosing works without script; the description of the
 * chosen method is shown by CSS (`:checked ~ .payment_box`).
 */
export function PaymentMethods({
  methods,
  selected,
  error,
}: {
  methods: readonly PaymentMethodOption[];
  /** The chosen method id; the first method when absent or no longer offered. */
  selected?: string;
  /** The `payment_method` error from a refused submit. */
  error?: string;
}) {
  const chosen = methods.find((method) => method.id === selected)?.id ?? methods[0]?.id;
  const errorId = "payment_method-error";
  return (
    <div id="payment" className="woocommerce-checkout-payment">
      {methods.length === 0 ? (
        <ul className="wc_payment_methods payment_methods methods">
          <li className="woocommerce-notice woocommerce-notice--info woocommerce-info">
            Sorry, it seems that there are no available payment methods. Please contact us if you require
            assistance or wish to make alternate arrangements.
          </li>
        </ul>
      ) : (
        <fieldset
          className="wc_payment_methods_fieldset"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="screen-reader-text">Payment method</legend>
          <ul className="wc_payment_methods payment_methods methods">
            {methods.map((method) => {
              const inputId = `payment_method_${method.id}`;
              const descriptionId = `payment_method_${method.id}_description`;
              return (
                <li key={method.id} className={`wc_payment_method payment_method_${method.id}`}>
                  <input
                    id={inputId}
                    type="radio"
                    className="input-radio"
                    name="payment_method"
                    value={method.id}
                    defaultChecked={method.id === chosen}
                    aria-describedby={method.description ? descriptionId : undefined}
                  />
                  <label htmlFor={inputId}>{method.title}</label>
                  {method.description ? (
                    <div id={descriptionId} className={`payment_box payment_method_${method.id}`}>
                      <p>{method.description}</p>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {error ? (
        <p id={errorId} className="checkout-inline-error-message" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
