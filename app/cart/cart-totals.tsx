import type { FormEvent } from "react";
import { Form } from "react-router";
import { formatMoney } from "~/lib/money.ts";
import { CART_PATH } from "../../protocol/shop-urls.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { CartPageData } from "../../server/shop/cart/cart-page.server.ts";
import type { CountryOption } from "../../server/shop/checkout/countries.ts";
import type { PricedCart } from "../../server/shop/totals/cart-totals.server.ts";

/**
 * The totals beside the cart (sticky on wide screens): subtotal, each coupon, shipping with its choices and
 * calculator, taxes and the total, shown with or without tax per the shop's settings.
 */
/** The total row of the cart totals and the checkout's order review, with the taxes it includes. */
export function OrderTotalRow({
  shown,
  money,
  dataTitle,
}: {
  shown: PricedCart["shown"];
  money: (minor: number) => string;
  /** The cart's responsive table labels its cells; the order review does not. */
  dataTitle?: string;
}) {
  return (
    <tr className="order-total">
      <th scope="row">Total</th>
      <td data-title={dataTitle}>
        <strong>{money(shown.total)}</strong>
        {shown.taxIncluded && shown.taxRows.length > 0 ? (
          <small className="includes_tax">
            {" "}
            (includes {shown.taxRows.map((row) => `${money(row.amount)} ${row.label}`).join(", ")})
          </small>
        ) : null}
      </td>
    </tr>
  );
}

export function CartTotalsTable({
  priced,
  currency,
  countries,
  nonces,
  onRemoveCoupon,
  live,
}: {
  priced: PricedCart;
  currency: CurrencySettings;
  countries: CountryOption[];
  nonces: CartPageData["nonces"];
  onRemoveCoupon: (code: string) => (event: FormEvent<HTMLFormElement>) => void;
  live: boolean;
}) {
  const { totals, shown } = priced;
  const money = (minor: number) => formatMoney(minor, currency);
  const couponAmount = (code: string) => {
    const coupon = totals.coupons.find((candidate) => candidate.code === code);
    if (!coupon) return 0;
    return shown.taxIncluded ? coupon.discount + coupon.discountTax : coupon.discount;
  };
  return (
    <table className="shop_table shop_table_responsive">
      <tbody>
        <tr className="cart-subtotal">
          <th scope="row">Subtotal</th>
          <td data-title="Subtotal">{money(shown.subtotal)}</td>
        </tr>
        {totals.coupons.map((coupon) => (
          <tr key={coupon.code} className={`cart-discount coupon-${coupon.code}`}>
            <th scope="row">Coupon: {coupon.code}</th>
            <td data-title={`Coupon: ${coupon.code}`}>
              −{money(couponAmount(coupon.code))}
              {coupon.freeShipping && couponAmount(coupon.code) === 0 ? " Free shipping coupon" : null}{" "}
              <Form
                method="post"
                action={CART_PATH}
                className="vitrine-inline-form"
                onSubmit={onRemoveCoupon(coupon.code)}
              >
                <input type="hidden" name="woocommerce-cart-nonce" value={nonces.cart} />
                <button
                  type="submit"
                  name="remove_coupon"
                  value={coupon.code}
                  className="woocommerce-remove-coupon button-link"
                  aria-label={`Remove coupon ${coupon.code}`}
                >
                  [Remove]
                </button>
              </Form>
            </td>
          </tr>
        ))}
        {totals.needsShipping ? (
          <tr className="woocommerce-shipping-totals shipping">
            <th scope="row">Shipping</th>
            <td data-title="Shipping">
              <ShippingChoices priced={priced} money={money} nonce={nonces.cart} live={live} />
              <ShippingCalculator priced={priced} countries={countries} nonce={nonces.cart} />
            </td>
          </tr>
        ) : null}
        {!shown.taxIncluded
          ? shown.taxRows.map((row) => (
              <tr key={row.label} className="tax-rate">
                <th scope="row">{row.label}</th>
                <td data-title={row.label}>{money(row.amount)}</td>
              </tr>
            ))
          : null}
        <OrderTotalRow shown={shown} money={money} dataTitle="Total" />
      </tbody>
    </table>
  );
}

function ShippingChoices({
  priced,
  money,
  nonce,
  live,
}: {
  priced: PricedCart;
  money: (minor: number) => string;
  nonce: string;
  live: boolean;
}) {
  const { totals, shown } = priced;
  if (totals.shippingRates.length === 0) {
    return (
      <p className="woocommerce-shipping-destination">No shipping options are available for this address.</p>
    );
  }
  const rateLabel = (rate: PricedCart["totals"]["shippingRates"][number]) => {
    const cost = shown.taxIncluded ? rate.cost + rate.tax : rate.cost;
    return cost > 0 ? `${rate.label}: ${money(cost)}` : rate.label;
  };
  return (
    <Form method="post" action={CART_PATH} preventScrollReset>
      <input type="hidden" name="woocommerce-cart-nonce" value={nonce} />
      <fieldset className="vitrine-shipping-methods">
        <legend className="screen-reader-text">Shipping method</legend>
        <ul id="shipping_method" className="woocommerce-shipping-methods">
          {totals.shippingRates.map((rate) => (
            <li key={rate.id}>
              <input
                type="radio"
                name="shipping_method[0]"
                id={`shipping_method_0_${rate.id.replace(":", "")}`}
                value={rate.id}
                className="shipping_method"
                defaultChecked={rate.id === totals.chosenShipping?.id}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />
              <label htmlFor={`shipping_method_0_${rate.id.replace(":", "")}`}>{rateLabel(rate)}</label>
              {rate.note ? <span className="vitrine-shipping-note"> ({rate.note})</span> : null}
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button vitrine-no-script-only" hidden={live}>
        Update shipping
      </button>
    </Form>
  );
}

function ShippingCalculator({
  priced,
  countries,
  nonce,
}: {
  priced: PricedCart;
  countries: CountryOption[];
  nonce: string;
}) {
  const { destination, destinationIsDefault } = priced;
  const countryName =
    countries.find((country) => country.code === destination.country)?.name ?? destination.country;
  return (
    <>
      <p className="woocommerce-shipping-destination">
        {destinationIsDefault ? "Estimated for " : "Shipping to "}
        <strong>{[destination.postcode, destination.city, countryName].filter(Boolean).join(" ")}</strong>.
      </p>
      <details className="woocommerce-shipping-calculator">
        <summary className="shipping-calculator-button">Change address</summary>
        <Form method="post" action={CART_PATH} className="shipping-calculator-form" preventScrollReset>
          <input type="hidden" name="woocommerce-cart-nonce" value={nonce} />
          <p className="form-row form-row-wide">
            <label htmlFor="calc_shipping_country">Country / region</label>
            <select
              id="calc_shipping_country"
              name="calc_shipping_country"
              defaultValue={destination.country}
              autoComplete="country"
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </p>
          <p className="form-row form-row-wide">
            <label htmlFor="calc_shipping_state">State / county</label>
            <input
              type="text"
              id="calc_shipping_state"
              name="calc_shipping_state"
              defaultValue={destination.state}
            />
          </p>
          <p className="form-row form-row-wide">
            <label htmlFor="calc_shipping_city">Town / City</label>
            <input
              type="text"
              id="calc_shipping_city"
              name="calc_shipping_city"
              defaultValue={destination.city}
            />
          </p>
          <p className="form-row form-row-wide">
            <label htmlFor="calc_shipping_postcode">Postcode / ZIP</label>
            <input
              type="text"
              id="calc_shipping_postcode"
              name="calc_shipping_postcode"
              defaultValue={destination.postcode}
              autoComplete="postal-code"
            />
          </p>
          <button type="submit" name="calc_shipping" value="1" className="button">
            Update
          </button>
        </Form>
      </details>
    </>
  );
}
