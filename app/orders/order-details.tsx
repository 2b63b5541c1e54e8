import { Fragment } from "react";
import { formatMoney } from "~/lib/money.ts";
import { formatOrderDate } from "~/lib/order-date.ts";
import type { PostalAddress } from "../../server/db/schema.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import { addressLines } from "../../server/shop/orders/address-format.ts";
import {
  type OrderTotalRow,
  type OrderView,
  orderTotalRows,
  type TaxDisplay,
} from "../../server/shop/orders/order-view.ts";
import type { PaymentInstructions } from "../../server/shop/payments/gateway.ts";

export { formatOrderDate } from "~/lib/order-date.ts";

export interface OrderDetailsProps {
  order: OrderView;
  currency: CurrencySettings;
  /** settings.tax.displayCart */
  taxDisplay: TaxDisplay;
  /** settings.tax.totalDisplay */
  taxTotalDisplay?: "itemized" | "single";
  /** settings.shop.timezone */
  timeZone: string;
  /** The overview list (number, date, status, email, total, payment method); the order-received page shows it. */
  showOverview?: boolean;
  /** What the payment method asks the shopper to do (gateway.thankYouDetails). */
  paymentInstructions?: PaymentInstructions | null;
}

/**
 * An order as WooCommerce shows it after checkout and in the account: overview, payment instructions, the
 * lines and totals table, the customer's note and both addresses.
 */
export function OrderDetails({
  order,
  currency,
  taxDisplay,
  taxTotalDisplay = "itemized",
  timeZone,
  showOverview = true,
  paymentInstructions,
}: OrderDetailsProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const rows = orderTotalRows(order, { taxDisplay, taxTotalDisplay });
  return (
    <div className="woocommerce-order">
      {showOverview ? (
        <ul className="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
          <li className="woocommerce-order-overview__order order">
            Order number: <strong>{order.number}</strong>
          </li>
          <li className="woocommerce-order-overview__date date">
            Date: <strong>{formatOrderDate(order.createdAt, timeZone)}</strong>
          </li>
          <li className="woocommerce-order-overview__status status">
            Status: <strong>{order.statusLabel}</strong>
          </li>
          {order.email ? (
            <li className="woocommerce-order-overview__email email">
              Email: <strong>{order.email}</strong>
            </li>
          ) : null}
          <li className="woocommerce-order-overview__total total">
            Total: <strong>{money(order.total)}</strong>
          </li>
          {order.paymentMethodTitle ? (
            <li className="woocommerce-order-overview__payment-method method">
              Payment method: <strong>{order.paymentMethodTitle}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}

      {paymentInstructions ? <PaymentInstructionsBlock instructions={paymentInstructions} /> : null}

      <section className="woocommerce-order-details" aria-labelledby={`order-details-title-${order.id}`}>
        <h2 id={`order-details-title-${order.id}`} className="woocommerce-order-details__title">
          Order details
        </h2>
        <table className="woocommerce-table woocommerce-table--order-details shop_table order_details">
          <caption className="screen-reader-text">Products and totals of order {order.number}</caption>
          <thead>
            <tr>
              <th scope="col" className="woocommerce-table__product-name product-name">
                Product
              </th>
              <th scope="col" className="woocommerce-table__product-table product-total">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="woocommerce-table__line-item order_item">
                <td className="woocommerce-table__product-name product-name">
                  {line.name}{" "}
                  <strong className="product-quantity">
                    <span aria-hidden="true">×&nbsp;</span>
                    <span className="screen-reader-text">Quantity: </span>
                    {line.quantity}
                  </strong>
                  {Object.keys(line.variation).length > 0 ? (
                    <dl className="wc-item-meta variation">
                      {Object.entries(line.variation).map(([label, value]) => (
                        <Fragment key={label}>
                          <dt className="wc-item-meta-label">{label}:</dt>
                          <dd>{value}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  ) : null}
                </td>
                <td className="woocommerce-table__product-total product-total">
                  {money(line.subtotal + (taxDisplay === "incl" ? line.subtotalTax : 0))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {rows.map((row) => (
              <tr key={row.key} className={`order-totals order-totals--${row.key}`}>
                <th scope="row">{row.label}</th>
                <td>
                  <TotalRowValue row={row} money={money} />
                </td>
              </tr>
            ))}
            {order.customerNote ? (
              <tr className="order-totals order-totals--note">
                <th scope="row">Note:</th>
                <td className="order-note">{order.customerNote}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </section>

      <section className="woocommerce-customer-details" aria-labelledby={`order-addresses-title-${order.id}`}>
        <h2 id={`order-addresses-title-${order.id}`} className="screen-reader-text">
          Addresses
        </h2>
        <div className="woocommerce-columns woocommerce-columns--addresses col2-set addresses">
          <div className="woocommerce-column woocommerce-column--billing-address col-1">
            <h3 className="woocommerce-column__title">Billing address</h3>
            <OrderAddress address={order.billing} countryNames={order.countryNames} />
            {order.billing.phone ? (
              <p className="woocommerce-customer-details--phone">{order.billing.phone}</p>
            ) : null}
            {order.email ? <p className="woocommerce-customer-details--email">{order.email}</p> : null}
          </div>
          {order.shipping ? (
            <div className="woocommerce-column woocommerce-column--shipping-address col-2">
              <h3 className="woocommerce-column__title">Shipping address</h3>
              <OrderAddress address={order.shipping} countryNames={order.countryNames} />
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

function TotalRowValue({ row, money }: { row: OrderTotalRow; money: (minor: number) => string }) {
  if ("text" in row) return <>{row.text}</>;
  switch (row.key) {
    case "discount":
      return (
        <>
          {money(row.amount)}
          {row.codes.length > 0 ? (
            <span className="order-coupons">
              {" "}
              (coupon{row.codes.length > 1 ? "s" : ""}: {row.codes.join(", ")})
            </span>
          ) : null}
        </>
      );
    case "shipping":
      return (
        <>
          {money(row.amount)}
          {row.via ? <small className="shipped_via"> via {row.via}</small> : null}
        </>
      );
    case "order_total":
      return (
        <>
          {money(row.amount)}
          {row.includedTax.length > 0 ? (
            <small className="includes_tax">
              {" "}
              (includes {row.includedTax.map((tax) => `${money(tax.amount)} ${tax.label}`).join(", ")})
            </small>
          ) : null}
        </>
      );
    default:
      return <>{money(row.amount)}</>;
  }
}

export function OrderAddress({
  address,
  countryNames,
}: {
  address: PostalAddress;
  countryNames: Record<string, string>;
}) {
  const lines = addressLines(address, countryNames[address.country]);
  return (
    <address>
      {lines.map((line, index) => (
        // Address lines are positional; the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

/** The payment method's instructions and, for bank transfer, the accounts to pay into. */
export function PaymentInstructionsBlock({ instructions }: { instructions: PaymentInstructions }) {
  return (
    <section className="woocommerce-payment-instructions" aria-labelledby="payment-instructions-title">
      <h2 id="payment-instructions-title" className="screen-reader-text">
        Payment instructions
      </h2>
      {instructions.instructions ? <p className="payment-instructions">{instructions.instructions}</p> : null}
      {instructions.bankAccounts.length > 0 ? (
        <section className="woocommerce-bacs-bank-details">
          <h3 className="wc-bacs-bank-details-heading">Our bank details</h3>
          {instructions.bankAccounts.map((account) => (
            <div key={`${account.iban}-${account.accountName}`} className="wc-bacs-bank-details-account">
              {account.accountName ? (
                <h4 className="wc-bacs-bank-details-account-name">{account.accountName}:</h4>
              ) : null}
              <dl className="wc-bacs-bank-details order_details bacs_details">
                {account.bankName ? (
                  <div className="bank_name">
                    <dt>Bank</dt>
                    <dd>{account.bankName}</dd>
                  </div>
                ) : null}
                {account.iban ? (
                  <div className="iban">
                    <dt>IBAN</dt>
                    <dd>{account.iban}</dd>
                  </div>
                ) : null}
                {account.bic ? (
                  <div className="bic">
                    <dt>BIC</dt>
                    <dd>{account.bic}</dd>
                  </div>
                ) : null}
                {instructions.reference ? (
                  <div className="reference">
                    <dt>Payment reference</dt>
                    <dd>{instructions.reference}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          ))}
        </section>
      ) : null}
    </section>
  );
}
