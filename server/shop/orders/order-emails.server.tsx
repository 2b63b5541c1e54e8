import { type CSSProperties, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatMoney } from "../../../app/lib/money.ts";
import { formatOrderDate } from "../../../app/lib/order-date.ts";
import { attributionRows } from "../../../protocol/attribution-summary.ts";
import type { MailMessage, SendResult } from "../../mail/mailer.server.ts";
import type { Services } from "../../services.server.ts";
import type { Settings } from "../../settings/settings.ts";
import type { PaymentInstructions } from "../payments/gateway.ts";
import { paymentGateways } from "../payments/registry.ts";
import { addressLines } from "./address-format.ts";
import { loadOrderView } from "./order-view.server.ts";
import { type OrderTotalRow, type OrderView, orderTotalRows } from "./order-view.ts";

/**
 * The two emails a new order sends (WooCommerce's customer "order received" and the shop's "new order"):
 * HTML with inline styles (mail clients ignore style sheets), rendered by React so every value is escaped,
 * and a plain-text twin.
 */

export interface OrderEmailContext {
  shopName: string;
  shopAddress: string;
  currency: Settings["currency"];
  taxDisplay: "incl" | "excl";
  taxTotalDisplay: "itemized" | "single";
  timeZone: string;
  /** The payment method's instructions for the customer (gateway.emailInstructions), or null. */
  paymentInstructions: PaymentInstructions | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function orderEmailContext(settings: Settings, paymentInstructions: PaymentInstructions | null) {
  return {
    shopName: settings.shop.name,
    shopAddress: settings.shop.address,
    currency: settings.currency,
    taxDisplay: settings.tax.displayCart,
    taxTotalDisplay: settings.tax.totalDisplay,
    timeZone: settings.shop.timezone,
    paymentInstructions,
  } satisfies OrderEmailContext;
}

export function customerOrderEmail(order: OrderView, context: OrderEmailContext): RenderedEmail {
  const subject = `Your ${context.shopName} order #${order.number} has been received!`;
  const intro = `Hi ${order.billing.first_name || "there"}, thank you for your order. We have received order #${order.number} and will let you know when it is on its way.`;
  return {
    subject,
    html: emailDocument(
      subject,
      <EmailLayout
        heading="Thank you for your order"
        shopName={context.shopName}
        shopAddress={context.shopAddress}
      >
        <p style={styles.paragraph}>{intro}</p>
        {context.paymentInstructions ? <InstructionsHtml instructions={context.paymentInstructions} /> : null}
        <OrderHtml order={order} context={context} />
      </EmailLayout>,
    ),
    text: [
      subject,
      "",
      intro,
      "",
      ...(context.paymentInstructions ? [...instructionsText(context.paymentInstructions), ""] : []),
      ...orderText(order, context),
      "",
      signature(context),
    ].join("\n"),
  };
}

export function shopNewOrderEmail(order: OrderView, context: OrderEmailContext): RenderedEmail {
  const subject = `[${context.shopName}]: New order #${order.number}`;
  const customer =
    [order.billing.first_name, order.billing.last_name].filter(Boolean).join(" ") || order.email;
  const intro = `You have received an order from ${customer}. Payment method: ${order.paymentMethodTitle}. Status: ${order.statusLabel}.`;
  return {
    subject,
    html: emailDocument(
      subject,
      <EmailLayout
        heading={`New order: #${order.number}`}
        shopName={context.shopName}
        shopAddress={context.shopAddress}
      >
        <p style={styles.paragraph}>{intro}</p>
        <OrderHtml order={order} context={context} />
        <AttributionHtml attribution={order.attribution} />
      </EmailLayout>,
    ),
    text: [subject, "", intro, "", ...orderText(order, context), ...attributionText(order.attribution)].join(
      "\n",
    ),
  };
}

/** The shop's email says where the order came from (W-TRACK-02): source, medium, campaign, session figures. */
function AttributionHtml({ attribution }: { attribution: Readonly<Record<string, string>> }) {
  const rows = attributionRows(attribution);
  if (rows.length === 0) return null;
  return (
    <>
      <h2 style={{ fontSize: "18px", margin: "24px 0 8px" }}>Order attribution</h2>
      <table cellPadding={6} style={{ borderCollapse: "collapse", width: "100%" }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th style={{ textAlign: "left", border: "1px solid #e5e5e5", width: "40%" }}>{row.label}</th>
              <td style={{ border: "1px solid #e5e5e5", wordBreak: "break-all" }}>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function attributionText(attribution: Readonly<Record<string, string>>): string[] {
  const rows = attributionRows(attribution);
  return rows.length === 0
    ? []
    : ["", "Order attribution", ...rows.map((row) => `${row.label}: ${row.value}`)];
}

/** Which of an order's two emails still have to go out. */
export interface PendingOrderEmails {
  customer: boolean;
  shop: boolean;
}

const BOTH: PendingOrderEmails = { customer: true, shop: true };

/** What became of each email: null when it was not due (sent before, or no billing email for the customer). */
export interface OrderEmailResults {
  customer: SendResult | null;
  shop: SendResult | null;
}

/**
 * Renders and sends an order's emails still pending (both by default): to the billing email and to
 * settings.email.shopRecipient (replying to the customer). The mailer never throws; its results are returned
 * for the email queue (order-email-queue.server.ts) to record.
 */
export async function sendOrderEmails(
  services: Pick<Services, "db" | "settings" | "mailer" | "logger">,
  orderId: number,
  pending: PendingOrderEmails = BOTH,
): Promise<OrderEmailResults | null> {
  const order = await loadOrderView(services.db, orderId);
  if (!order) {
    services.logger.warn({ orderId }, "order emails: no such order");
    return null;
  }
  return sendOrderViewEmails(services, order, pending);
}

/** sendOrderEmails for an order already read (the email queue reads its batch's orders together). */
export function sendOrderViewEmails(
  services: Pick<Services, "settings" | "mailer">,
  order: OrderView,
  pending: PendingOrderEmails = BOTH,
): Promise<OrderEmailResults> {
  const gateway = paymentGateways(services.settings.payments).get(order.paymentMethod);
  const instructions =
    gateway?.emailInstructions({
      id: order.id,
      orderKey: order.orderKey,
      total: order.total,
      currency: order.currency,
      billingEmail: order.email,
    }) ?? null;
  const context = orderEmailContext(services.settings, instructions);
  return sendRenderedOrderEmails(
    order,
    context,
    services.settings.email.shopRecipient,
    (message) => services.mailer.send(message),
    pending,
  );
}

/** The sending half of sendOrderEmails, with the transport passed in. */
export async function sendRenderedOrderEmails(
  order: OrderView,
  context: OrderEmailContext,
  shopRecipient: string,
  send: (message: MailMessage) => Promise<SendResult>,
  pending: PendingOrderEmails = BOTH,
): Promise<OrderEmailResults> {
  const customer =
    pending.customer && order.email
      ? await send({ to: order.email, ...customerOrderEmail(order, context) })
      : null;
  const shop = pending.shop
    ? await send({
        to: shopRecipient,
        ...shopNewOrderEmail(order, context),
        ...(order.email ? { replyTo: order.email } : {}),
      })
    : null;
  return { customer, shop };
}

// ——— HTML ———

const BRAND = "#0274be";
const styles = {
  body: {
    margin: 0,
    padding: "24px 0",
    backgroundColor: "#f5f5f5",
    fontFamily: "Helvetica, Arial, sans-serif",
  },
  container: { maxWidth: 600, margin: "0 auto", backgroundColor: "#ffffff", border: "1px solid #e5e5e5" },
  header: {
    backgroundColor: BRAND,
    color: "#ffffff",
    padding: "24px 32px",
    fontSize: 24,
    fontWeight: 600,
    margin: 0,
  },
  content: { padding: "24px 32px", color: "#3c3c3c", fontSize: 14, lineHeight: 1.5 },
  paragraph: { margin: "0 0 16px" },
  heading: { color: BRAND, fontSize: 18, margin: "24px 0 12px" },
  table: { width: "100%", borderCollapse: "collapse", margin: "0 0 16px" },
  cell: { border: "1px solid #e5e5e5", padding: "8px 12px", textAlign: "left", verticalAlign: "top" },
  footer: { padding: "16px 32px", color: "#8a8a8a", fontSize: 12, textAlign: "center" },
  address: { fontStyle: "normal", border: "1px solid #e5e5e5", padding: 12 },
} satisfies Record<string, CSSProperties>;

function emailDocument(title: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>{body}</body>
    </html>,
  )}`;
}

function EmailLayout({
  heading,
  shopName,
  shopAddress,
  children,
}: {
  heading: string;
  shopName: string;
  shopAddress: string;
  children: ReactNode;
}) {
  return (
    <div style={styles.container}>
      <h1 style={styles.header}>{heading}</h1>
      <div style={styles.content}>{children}</div>
      <p style={styles.footer}>
        {shopName}
        {shopAddress ? (
          <>
            <br />
            {shopAddress}
          </>
        ) : null}
      </p>
    </div>
  );
}

function InstructionsHtml({ instructions }: { instructions: PaymentInstructions }) {
  return (
    <div>
      {instructions.instructions ? <p style={styles.paragraph}>{instructions.instructions}</p> : null}
      {instructions.bankAccounts.length > 0 ? (
        <>
          <h2 style={styles.heading}>Our bank details</h2>
          {instructions.bankAccounts.map((account) => (
            <table key={`${account.iban}-${account.accountName}`} style={styles.table} role="presentation">
              <tbody>
                {bankAccountRows(account, instructions.reference).map(([label, value]) => (
                  <tr key={label}>
                    <th style={styles.cell}>{label}</th>
                    <td style={styles.cell}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      ) : null}
    </div>
  );
}

function bankAccountRows(
  account: PaymentInstructions["bankAccounts"][number],
  reference?: string,
): [string, string][] {
  const rows: [string, string][] = [
    ["Account name", account.accountName],
    ["Bank", account.bankName],
    ["IBAN", account.iban],
    ["BIC", account.bic],
  ];
  if (reference) rows.push(["Payment reference", reference]);
  return rows.filter(([, value]) => value !== "");
}

function OrderHtml({ order, context }: { order: OrderView; context: OrderEmailContext }) {
  const money = (minor: number) => formatMoney(minor, context.currency);
  const rows = orderTotalRows(order, {
    taxDisplay: context.taxDisplay,
    taxTotalDisplay: context.taxTotalDisplay,
  });
  return (
    <>
      <h2 style={styles.heading}>
        [Order #{order.number}] ({formatOrderDate(order.createdAt, context.timeZone)})
      </h2>
      <table style={styles.table}>
        <thead>
          <tr>
            <th scope="col" style={styles.cell}>
              Product
            </th>
            <th scope="col" style={styles.cell}>
              Quantity
            </th>
            <th scope="col" style={styles.cell}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td style={styles.cell}>
                {line.name}
                {Object.entries(line.variation).map(([label, value]) => (
                  <small key={label}>
                    <br />
                    {label}: {value}
                  </small>
                ))}
              </td>
              <td style={styles.cell}>{line.quantity}</td>
              <td style={styles.cell}>{money(lineAmount(line, context.taxDisplay))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" colSpan={2} style={styles.cell}>
                {row.label}
              </th>
              <td style={styles.cell}>{totalRowText(row, money)}</td>
            </tr>
          ))}
          {order.customerNote ? (
            <tr>
              <th scope="row" colSpan={2} style={styles.cell}>
                Note:
              </th>
              <td style={styles.cell}>{order.customerNote}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <table style={styles.table} role="presentation">
        <tbody>
          <tr>
            <td style={{ ...styles.cell, border: 0, padding: "0 8px 0 0", width: "50%" }}>
              <h2 style={styles.heading}>Billing address</h2>
              <address style={styles.address}>
                {linesWithBreaks([
                  ...addressLines(order.billing, order.countryNames[order.billing.country]),
                  order.billing.phone,
                  order.email,
                ])}
              </address>
            </td>
            {order.shipping ? (
              <td style={{ ...styles.cell, border: 0, padding: "0 0 0 8px", width: "50%" }}>
                <h2 style={styles.heading}>Shipping address</h2>
                <address style={styles.address}>
                  {linesWithBreaks(addressLines(order.shipping, order.countryNames[order.shipping.country]))}
                </address>
              </td>
            ) : null}
          </tr>
        </tbody>
      </table>
    </>
  );
}

function linesWithBreaks(lines: string[]): ReactNode {
  return lines
    .filter((line) => line !== "")
    .map((line, index) => (
      // Address lines are positional; the index is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {index > 0 ? <br /> : null}
        {line}
      </Fragment>
    ));
}

// ——— shared by both versions ———

function lineAmount(line: OrderView["lines"][number], taxDisplay: "incl" | "excl"): number {
  return line.subtotal + (taxDisplay === "incl" ? line.subtotalTax : 0);
}

function totalRowText(row: OrderTotalRow, money: (minor: number) => string): string {
  if ("text" in row) return row.text;
  switch (row.key) {
    case "discount":
      return `${money(row.amount)}${row.codes.length ? ` (coupon${row.codes.length > 1 ? "s" : ""}: ${row.codes.join(", ")})` : ""}`;
    case "shipping":
      return `${money(row.amount)}${row.via ? ` via ${row.via}` : ""}`;
    case "order_total":
      return `${money(row.amount)}${
        row.includedTax.length
          ? ` (includes ${row.includedTax.map((tax) => `${money(tax.amount)} ${tax.label}`).join(", ")})`
          : ""
      }`;
    default:
      return money(row.amount);
  }
}

// ——— plain text ———

function instructionsText(instructions: PaymentInstructions): string[] {
  const lines = instructions.instructions ? [instructions.instructions] : [];
  for (const account of instructions.bankAccounts) {
    lines.push("", "Our bank details");
    for (const [label, value] of bankAccountRows(account, instructions.reference))
      lines.push(`${label}: ${value}`);
  }
  return lines;
}

function orderText(order: OrderView, context: OrderEmailContext): string[] {
  const money = (minor: number) => formatMoney(minor, context.currency);
  const lines = [`[Order #${order.number}] (${formatOrderDate(order.createdAt, context.timeZone)})`, ""];
  for (const line of order.lines) {
    const attributes = Object.entries(line.variation).map(([label, value]) => `${label}: ${value}`);
    lines.push(
      `${line.name}${attributes.length ? ` (${attributes.join(", ")})` : ""} × ${line.quantity} = ${money(lineAmount(line, context.taxDisplay))}`,
    );
  }
  lines.push("");
  for (const row of orderTotalRows(order, {
    taxDisplay: context.taxDisplay,
    taxTotalDisplay: context.taxTotalDisplay,
  })) {
    lines.push(`${row.label} ${totalRowText(row, money)}`);
  }
  if (order.customerNote) lines.push(`Note: ${order.customerNote}`);
  lines.push(
    "",
    "Billing address",
    ...addressLines(order.billing, order.countryNames[order.billing.country]),
    ...[order.billing.phone, order.email].filter(Boolean),
  );
  if (order.shipping) {
    lines.push(
      "",
      "Shipping address",
      ...addressLines(order.shipping, order.countryNames[order.shipping.country]),
    );
  }
  return lines;
}

function signature(context: OrderEmailContext): string {
  return [`Thank you for shopping with ${context.shopName}.`, context.shopAddress].filter(Boolean).join("\n");
}
