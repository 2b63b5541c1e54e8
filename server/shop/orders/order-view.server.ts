import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { prepared } from "../../db/prepared.server.ts";
import { orderCoupons, orderLines, orders } from "../../db/schema.ts";
import { countryName } from "../checkout/countries.ts";
import {
  ORDER_STATUS_LABELS,
  type OrderListPage,
  type OrderSummaryView,
  type OrderView,
} from "./order-view.ts";

/** Orders per page in the account's order list (WordPress's posts_per_page default). */
export const ORDERS_PER_PAGE = 10;

type OrderLineRow = Omit<typeof orderLines.$inferSelect, "orderId">;
type OrderCouponRow = Pick<typeof orderCoupons.$inferSelect, "code" | "discount" | "discountTax">;

/**
 * An order with its lines and coupons, in one row: the lines and coupons come along as JSON arrays (every field
 * of them is a number, text or already JSON, so nothing is lost on the way). The outer row is named in full
 * ("orders"."id"): Drizzle writes its own columns unqualified, which inside the subqueries would name the line's
 * or coupon's id.
 */
const orderViewSelection = {
  order: orders,
  lines: sql<OrderLineRow[]>`(select coalesce(json_agg(json_build_object(
      'id', l.id, 'productId', l.product_id, 'variationId', l.variation_id, 'name', l.name, 'sku', l.sku,
      'variation', l.variation, 'quantity', l.quantity, 'subtotal', l.subtotal, 'subtotalTax', l.subtotal_tax,
      'total', l.total, 'totalTax', l.total_tax) order by l.id), '[]'::json)
    from ${orderLines} l where l.order_id = "orders"."id")`,
  coupons: sql<OrderCouponRow[]>`(select coalesce(json_agg(json_build_object(
      'code', c.code, 'discount', c.discount, 'discountTax', c.discount_tax) order by c.code), '[]'::json)
    from ${orderCoupons} c where c.order_id = "orders"."id")`,
};

interface OrderViewRow {
  order: typeof orders.$inferSelect;
  lines: OrderLineRow[];
  coupons: OrderCouponRow[];
}

const isOrderId = (orderId: number) => Number.isSafeInteger(orderId) && orderId > 0;

/** An order with its lines and coupons, or null when there is no such order. One statement. */
export async function loadOrderView(db: Executor, orderId: number): Promise<OrderView | null> {
  if (!isOrderId(orderId)) return null;
  const [row] = await prepared(db, "vitrine_order_view", (executor) =>
    executor
      .select(orderViewSelection)
      .from(orders)
      .where(eq(orders.id, sql.placeholder("orderId")))
      .limit(1)
      .prepare("vitrine_order_view"),
  ).execute({ orderId });
  return row ? orderViewOf(row) : null;
}

/** Several orders at once, by id (the email sender's batch), in one statement; ids without an order are absent. */
export async function loadOrderViews(db: Executor, orderIds: number[]): Promise<Map<number, OrderView>> {
  const wanted = [...new Set(orderIds.filter(isOrderId))];
  if (wanted.length === 0) return new Map();
  const rows = await prepared(db, "vitrine_order_views", (executor) =>
    executor
      .select(orderViewSelection)
      .from(orders)
      .where(sql`${orders.id} = any(${sql.placeholder("orderIds")}::integer[])`)
      .prepare("vitrine_order_views"),
  ).execute({ orderIds: wanted });
  return new Map(rows.map((row) => [row.order.id, orderViewOf(row)]));
}

function orderViewOf(row: OrderViewRow): OrderView {
  const { order, lines, coupons } = row;
  const totalTax = order.cartTax + order.shippingTax;
  return {
    id: order.id,
    number: String(order.id),
    orderKey: order.orderKey,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt.toISOString(),
    customerId: order.customerId,
    currency: order.currency,
    pricesIncludeTax: order.pricesIncludeTax,
    billing: order.billing,
    shipping: order.shipping,
    countryNames: countryNamesOf([order.billing.country, order.shipping?.country]),
    email: order.billing.email ?? "",
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.paymentMethodTitle,
    customerNote: order.customerNote,
    attribution: order.attribution ?? {},
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: line.sku,
      variation: line.variation,
      quantity: line.quantity,
      subtotal: line.subtotal,
      subtotalTax: line.subtotalTax,
      total: line.total,
      totalTax: line.totalTax,
    })),
    coupons: coupons.map((coupon) => ({
      code: coupon.code,
      discount: coupon.discount,
      discountTax: coupon.discountTax,
    })),
    subtotal: order.subtotal,
    discountTotal: order.discountTotal,
    discountTax: order.discountTax,
    shippingLines: order.shippingLines,
    shippingTotal: order.shippingTotal,
    shippingTax: order.shippingTax,
    taxLines: order.taxLines,
    cartTax: order.cartTax,
    totalTax,
    total: order.total,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * The order behind an order-received address (`/checkout/order-received/<id>/?key=<order key>`): null
 * unless the key matches, so order numbers cannot be guessed into someone else's order.
 */
export async function loadOrderViewByKey(
  db: Executor,
  orderId: number,
  key: string,
): Promise<OrderView | null> {
  if (typeof key !== "string" || key === "") return null;
  const order = await loadOrderView(db, orderId);
  return order && timingSafeEqualText(order.orderKey, key) ? order : null;
}

/** An order for its customer's account pages: null when it belongs to someone else. */
export async function loadCustomerOrderView(
  db: Executor,
  customerId: number,
  orderId: number,
): Promise<OrderView | null> {
  const order = await loadOrderView(db, orderId);
  return order && order.customerId === customerId ? order : null;
}

function countryNamesOf(codes: (string | undefined)[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) {
    const name = code ? countryName(code) : undefined;
    if (code && name) names[code] = name;
  }
  return names;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** A customer's orders, newest first, one page at a time (page numbers from 1). */
export async function listCustomerOrders(db: Executor, customerId: number, page = 1): Promise<OrderListPage> {
  const wantedPage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const [totals] = await db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId));
  const totalOrders = Number(totals?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalOrders / ORDERS_PER_PAGE));
  const rows = await db
    .select({
      id: orders.id,
      orderKey: orders.orderKey,
      status: orders.status,
      createdAt: orders.createdAt,
      currency: orders.currency,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((wantedPage - 1) * ORDERS_PER_PAGE);
  const itemCounts = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await db
      .select({
        orderId: orderLines.orderId,
        items: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(orderLines.orderId);
    for (const row of counted) itemCounts.set(row.orderId, Number(row.items));
  }
  const summaries: OrderSummaryView[] = rows.map((row) => ({
    id: row.id,
    number: String(row.id),
    orderKey: row.orderKey,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    createdAt: row.createdAt.toISOString(),
    currency: row.currency,
    total: row.total,
    itemCount: itemCounts.get(row.id) ?? 0,
  }));
  return { orders: summaries, page: wantedPage, totalPages, totalOrders };
}
