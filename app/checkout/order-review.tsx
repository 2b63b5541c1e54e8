import { OrderTotalRow } from "~/cart/cart-totals.tsx";
import { formatMoney } from "~/lib/money.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { PricedCart } from "../../server/shop/totals/cart-totals.server.ts";

/**
 * The checkout's order review (`#order_review` table): lines, subtotal, coupons, the shipping choice (radios
 * `shipping_method[0]`, part of the checkout form), taxes and the total.
 */
export function OrderReviewTable({
  priced,
  currency,
  onShippingChange,
  onRemoveCoupon,
}: {
  priced: PricedCart;
  currency: CurrencySettings;
  onShippingChange?: () => void;
  onRemoveCoupon?: (code: string) => void;
}) {
  const { totals, shown, cart } = priced;
  const money = (minor: number) => formatMoney(minor, currency);
  const lineTotals = new Map(totals.lines.map((line) => [line.key, line]));
  const lineAmount = (key: string, fallback: number) => {
    const line = lineTotals.get(key);
    if (!line) return fallback;
    return shown.taxIncluded ? line.subtotal + line.subtotalTax : line.subtotal;
  };
  return (
    <table className="shop_table woocommerce-checkout-review-order-table">
      <caption className="screen-reader-text">Your order</caption>
      <thead>
        <tr>
          <th className="product-name" scope="col">
            Product
          </th>
          <th className="product-total" scope="col">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line) => (
          <tr key={line.key} className="cart_item">
            <td className="product-name">
              {line.name} <strong className="product-quantity">×&nbsp;{line.quantity}</strong>
            </td>
            <td className="product-total">{money(lineAmount(line.key, line.lineTotal))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="cart-subtotal">
          <th scope="row">Subtotal</th>
          <td>{money(shown.subtotal)}</td>
        </tr>
        {totals.coupons.map((coupon) => (
          <tr key={coupon.code} className={`cart-discount coupon-${coupon.code}`}>
            <th scope="row">Coupon: {coupon.code}</th>
            <td>
              −{money(shown.taxIncluded ? coupon.discount + coupon.discountTax : coupon.discount)}
              {onRemoveCoupon ? (
                <>
                  {" "}
                  <button
                    type="button"
                    className="woocommerce-remove-coupon button-link"
                    aria-label={`Remove coupon ${coupon.code}`}
                    onClick={() => onRemoveCoupon(coupon.code)}
                  >
                    [Remove]
                  </button>
                </>
              ) : null}
            </td>
          </tr>
        ))}
        {totals.needsShipping ? (
          <tr className="woocommerce-shipping-totals shipping">
            <th scope="row">Shipping</th>
            <td>
              {totals.shippingRates.length === 0 ? (
                <p className="woocommerce-shipping-destination">
                  No shipping options are available for this address. Please check it, or contact us for help.
                </p>
              ) : (
                <fieldset className="vitrine-shipping-methods">
                  <legend className="screen-reader-text">Shipping method</legend>
                  <ul id="shipping_method" className="woocommerce-shipping-methods">
                    {totals.shippingRates.map((rate) => {
                      const cost = shown.taxIncluded ? rate.cost + rate.tax : rate.cost;
                      const id = `shipping_method_0_${rate.id.replace(":", "")}`;
                      return (
                        <li key={rate.id}>
                          <input
                            type="radio"
                            name="shipping_method[0]"
                            id={id}
                            value={rate.id}
                            className="shipping_method"
                            defaultChecked={rate.id === totals.chosenShipping?.id}
                            onChange={onShippingChange}
                          />
                          <label htmlFor={id}>
                            {cost > 0 ? `${rate.label}: ${money(cost)}` : rate.label}
                          </label>
                          {rate.note ? <span className="vitrine-shipping-note"> ({rate.note})</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              )}
            </td>
          </tr>
        ) : null}
        {!shown.taxIncluded
          ? shown.taxRows.map((row) => (
              <tr key={row.label} className="tax-rate">
                <th scope="row">{row.label}</th>
                <td>{money(row.amount)}</td>
              </tr>
            ))
          : null}
        <OrderTotalRow shown={shown} money={money} />
      </tfoot>
    </table>
  );
}
