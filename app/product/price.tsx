import { formatMoney } from "~/lib/money.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { PriceDisplay } from "../../server/shop/catalogue/pricing.ts";

/** A price, a range, or a struck regular price beside the sale price, marked up as WooCommerce themes expect. */
export function Price({ price, currency }: { price: PriceDisplay | null; currency: CurrencySettings }) {
  if (!price) return null;
  const amount = (minor: number) => (
    <span className="woocommerce-Price-amount amount">
      <bdi>{formatMoney(minor, currency)}</bdi>
    </span>
  );
  if (price.min !== price.max) {
    return (
      <span className="price">
        {amount(price.min)}
        <span aria-hidden="true"> – </span>
        <span className="screen-reader-text">to</span>
        {amount(price.max)}
      </span>
    );
  }
  if (price.regular !== null) {
    return (
      <span className="price">
        <del aria-hidden="true">{amount(price.regular)}</del>
        <span className="screen-reader-text">
          Original price was: {formatMoney(price.regular, currency)}.
        </span>
        <ins aria-hidden="true">{amount(price.min)}</ins>
        <span className="screen-reader-text">Current price is: {formatMoney(price.min, currency)}.</span>
      </span>
    );
  }
  return <span className="price">{amount(price.min)}</span>;
}
