import type { OrderShippingLine, OrderTaxLine, PostalAddress } from "../../db/schema.ts";

/**
 * What the order-received page, the account's order view and the order emails show about an order.
 * Serialisable (dates as ISO strings) so it travels as loader data. Money in minor units.
 */

export type OrderStatus =
  | "pending"
  | "processing"
  | "on-hold"
  | "completed"
  | "cancelled"
  | "refunded"
  | "failed";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending payment",
  processing: "Processing",
  "on-hold": "On hold",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Failed",
};

export interface OrderLineView {
  id: number;
  productId: number | null;
  variationId: number | null;
  name: string;
  sku: string | null;
  /** Chosen attributes, label → value (`Colour: Charcoal`). */
  variation: Record<string, string>;
  quantity: number;
  /** Before discounts, excluding tax. */
  subtotal: number;
  subtotalTax: number;
  /** After discounts, excluding tax. */
  total: number;
  totalTax: number;
}

export interface OrderCouponView {
  code: string;
  discount: number;
  discountTax: number;
}

export interface OrderView {
  id: number;
  /** What the shopper quotes: the order id, as WooCommerce shows it. */
  number: string;
  orderKey: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  customerId: number | null;
  currency: string;
  pricesIncludeTax: boolean;
  billing: PostalAddress;
  shipping: PostalAddress | null;
  /** Names of the countries in the addresses, by code (so the browser needs no country list). */
  countryNames: Record<string, string>;
  email: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  customerNote: string;
  /** Where the order came from (wc_order_attribution_* fields as stored; empty when not tracked). */
  attribution: Record<string, string>;
  lines: OrderLineView[];
  coupons: OrderCouponView[];
  subtotal: number;
  discountTotal: number;
  discountTax: number;
  shippingLines: OrderShippingLine[];
  shippingTotal: number;
  shippingTax: number;
  taxLines: OrderTaxLine[];
  cartTax: number;
  /** All tax: items and shipping. */
  totalTax: number;
  total: number;
  itemCount: number;
}

export interface OrderSummaryView {
  id: number;
  number: string;
  orderKey: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  currency: string;
  total: number;
  itemCount: number;
}

export interface OrderListPage {
  orders: OrderSummaryView[];
  page: number;
  totalPages: number;
  totalOrders: number;
}

/** How prices show with tax: including (`incl`) or excluding (`excl`) — settings.tax.displayCart. */
export type TaxDisplay = "incl" | "excl";

/** One row of an order's totals table (WooCommerce's order item totals). */
export type OrderTotalRow =
  | { key: "cart_subtotal"; label: "Subtotal:"; amount: number; includesTax: boolean }
  | { key: "discount"; label: "Discount:"; amount: number; codes: string[] }
  | { key: "shipping"; label: "Shipping:"; amount: number; via: string }
  | { key: `tax_${string}`; label: string; amount: number }
  | { key: "payment_method"; label: "Payment method:"; text: string }
  | {
      key: "order_total";
      label: "Total:";
      amount: number;
      /** With tax shown included: the tax contained in the total, per rate (or one line). */
      includedTax: { label: string; amount: number }[];
    };

/**
 * The totals rows as WooCommerce lists them under an order: subtotal, discount, shipping, taxes (when shown
 * apart), payment method, total (noting the tax it includes when shown with tax).
 */
export function orderTotalRows(
  order: OrderView,
  options: { taxDisplay: TaxDisplay; taxTotalDisplay?: "itemized" | "single" },
): OrderTotalRow[] {
  const incl = options.taxDisplay === "incl";
  const rows: OrderTotalRow[] = [];
  const subtotalTax = order.lines.reduce((sum, line) => sum + line.subtotalTax, 0);
  rows.push({
    key: "cart_subtotal",
    label: "Subtotal:",
    amount: order.subtotal + (incl ? subtotalTax : 0),
    includesTax: incl && subtotalTax > 0,
  });
  if (order.discountTotal > 0) {
    rows.push({
      key: "discount",
      label: "Discount:",
      amount: -(order.discountTotal + (incl ? order.discountTax : 0)),
      codes: order.coupons.map((coupon) => coupon.code),
    });
  }
  if (order.shippingLines.length > 0) {
    rows.push({
      key: "shipping",
      label: "Shipping:",
      amount: order.shippingTotal + (incl ? order.shippingTax : 0),
      via: order.shippingLines.map((line) => line.label).join(", "),
    });
  }
  const taxRows = taxBreakdown(order, options.taxTotalDisplay ?? "itemized");
  if (!incl) {
    for (const tax of taxRows)
      rows.push({ key: `tax_${tax.key}`, label: `${tax.label}:`, amount: tax.amount });
  }
  if (order.paymentMethodTitle) {
    rows.push({ key: "payment_method", label: "Payment method:", text: order.paymentMethodTitle });
  }
  rows.push({
    key: "order_total",
    label: "Total:",
    amount: order.total,
    includedTax: incl ? taxRows.map(({ label, amount }) => ({ label, amount })) : [],
  });
  return rows;
}

function taxBreakdown(
  order: OrderView,
  totalDisplay: "itemized" | "single",
): { key: string; label: string; amount: number }[] {
  if (order.totalTax <= 0) return [];
  if (totalDisplay === "single" || order.taxLines.length === 0) {
    return [{ key: "total", label: "Tax", amount: order.totalTax }];
  }
  return order.taxLines
    .map((line) => ({ key: line.rateId, label: line.label, amount: line.itemsTax + line.shippingTax }))
    .filter((line) => line.amount !== 0);
}
