import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { type RunFinal, transactionWithFinalStatement } from "../../db/final-statement.server.ts";
import { placeholdersOf, prepared, preparedSql } from "../../db/prepared.server.ts";
import {
  type CartDestination,
  cartItems,
  carts,
  coupons,
  orderCoupons,
  orderLines,
  orders,
  type PostalAddress,
  products,
} from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";
import {
  type CartLineEdgeRow,
  cartLinesOf,
  cartLinesStatement,
  cartProductsFromDatabase,
  cartViewOf,
  rememberingSource,
} from "../cart/cart.server.ts";
import { productIdsOfLines } from "../cart/line-products.ts";
import { registerCustomer } from "../customers/customers.server.ts";
import type { PaymentGateway } from "../payments/gateway.ts";
import { writingSession } from "../session/session-writes.server.ts";
import {
  type LockedCartRow,
  lockCartStatement,
  lockedCartOf,
  NO_CART_STATE,
  type PricedCart,
  priceReadCart,
  type ShopperFacts,
} from "../totals/cart-totals.server.ts";

/** A refusal the shopper can act on; `field` names the form field (WooCommerce's `data-id`) when there is one. */
export interface CheckoutProblem {
  field?: string;
  message: string;
}

export class CheckoutRefused extends Error {
  override name = "CheckoutRefused";
  constructor(
    readonly problems: CheckoutProblem[],
    /** The page must be reloaded (the session or cart changed under the form). */
    readonly reload = false,
  ) {
    super(problems.map((problem) => problem.message).join(" "));
  }
}

/** Whose order it is, known before the cart is read. */
export interface OrderSubmission {
  sessionId: string;
  /** One per rendered checkout form: a second submit of the same form finds the first order. */
  checkoutToken: string;
  /** The shopper's account and its email (coupon rules), as the checkout form's checks see them. */
  shopper: ShopperFacts;
}

/**
 * What the checkout form asks for, worked out from the cart it orders (whether it needs shipping, its total for
 * the payment methods): `OrderDetailsOf` throws CheckoutRefused with every problem of the form.
 */
export interface OrderDetails {
  billing: PostalAddress & { email: string };
  shipping: PostalAddress | null;
  customerNote: string;
  chosenShippingRate: string | null;
  gateway: PaymentGateway;
  /** Create an account with this password (guest ticking "create an account"). */
  newAccountPassword: string | null;
  attribution: Record<string, string>;
  customerIp: string;
  userAgent: string;
}
export type OrderDetailsOf = (cart: PricedCart) => OrderDetails;

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  /** False when this submit found the order of an earlier submit of the same form. */
  created: boolean;
  /** What the order charges, in minor units, as priced inside its transaction. */
  total: number;
  /** The account created at checkout, to log in. */
  newCustomerId: number | null;
  /** Products (parents of variations) whose stock or sales figures this order changed. */
  soldProductIds: number[];
  /** Whether a product ran out (or went on backorder), which can change what listings show. */
  stockStatusChanged: boolean;
  /** What the form gave for a new order (null when an earlier submit's order was found). */
  details: OrderDetails | null;
}

function destinationOf(address: PostalAddress): CartDestination {
  return { country: address.country, state: address.state, postcode: address.postcode, city: address.city };
}

function newOrderKey(): string {
  return `wc_order_${randomBytes(12).toString("base64url")}`;
}

/** What an order takes from one row that holds stock: how many, and the name its refusal would give. */
interface StockWanted {
  productId: number;
  quantity: number;
  name: string;
}

/** A product's stock after the order took it (null when it does not manage stock). */
interface StockOutcome {
  id: number;
  remaining: number | null;
}

/** Why the stock statement refused an order, as its error names it (`vitrine_refuse_order`, migration 0012). */
const STOCK_REFUSAL = /^(gone|outofstock|short):(\d+)$/;
const REFUSAL_CODE = "VTR01";

/**
 * Empties the ordered cart (its lines and coupons; the order's transaction holds its row) and takes the stock of
 * every product the order buys, in one statement: the order's last, sent with its commit (decision 057). The
 * rows that manage stock are locked in id order, so concurrent orders wait for each other in the same sequence
 * and never deadlock. The lock is the one an update takes (`for no key update`): `for update` would also wait
 * for the key-share locks that concurrent orders' lines hold on the same products (their foreign keys), and two
 * such orders would deadlock. The conditional update then only takes stock while enough is left (or backorders
 * are allowed), re-checked on the row as it is after any wait, so concurrent checkouts can never sell more than
 * there is. A product gone, out of stock or short makes the statement raise (`vitrine_refuse_order`), which
 * skips the commit and rolls the whole order back. The shared rows' locks are held for this one statement and
 * the commit.
 */
async function emptyCartAndTakeStock(
  final: RunFinal,
  cartId: number | null,
  wanted: readonly StockWanted[],
): Promise<StockOutcome[]> {
  try {
    return await final<StockOutcome>({
      name: "vitrine_empty_cart_take_stock",
      build: () => {
        const cart = sql`${sql.placeholder("cartId")}::integer`;
        return sql`with wanted as (
          select * from unnest(${sql.placeholder("ids")}::integer[], ${sql.placeholder("quantities")}::integer[])
            as w(id, quantity)
        ),
        emptied as (delete from ${cartItems} where ${cartItems.cartId} = ${cart}),
        cleared as (update ${carts} set coupon_codes = '[]'::jsonb, updated_at = now() where ${carts.id} = ${cart}),
        locked as materialized (
          select p.id from ${products} p
          where p.id in (select id from wanted) and p.manage_stock
          order by p.id
          for no key update
        ),
        taken as (
          update ${products} p set
            stock_quantity = p.stock_quantity - w.quantity,
            stock_status = case
              when p.stock_quantity - w.quantity > 0 then 'instock'::stock_status
              when p.backorders = 'no' then 'outofstock'::stock_status
              else 'onbackorder'::stock_status end,
            total_sales = p.total_sales + w.quantity
          from wanted w
          where p.id = w.id and p.id in (select id from locked) and p.manage_stock
            and (p.backorders <> 'no' or p.stock_quantity >= w.quantity)
          returning p.id, p.stock_quantity
        ),
        outcomes as (
          select w.id, t.stock_quantity as remaining,
            case
              when p.id is null then 'gone'
              when not p.manage_stock and p.stock_status = 'outofstock' then 'outofstock'
              when p.manage_stock and t.id is null then 'short'
            end as refusal
          from wanted w
          left join ${products} p on p.id = w.id
          left join taken t on t.id = w.id
        ),
        first_refusal as (
          select refusal || ':' || id as reason from outcomes where refusal is not null order by id limit 1
        )
        select id, remaining from outcomes
        where not exists (select 1 from first_refusal where vitrine_refuse_order(reason))
        order by id`;
      },
      values: {
        cartId,
        ids: wanted.map((item) => item.productId),
        quantities: wanted.map((item) => item.quantity),
      },
    });
  } catch (error) {
    throw stockRefusalOf(error, wanted) ?? error;
  }
}

/** The foreign keys an order's lines hold on their products and variations. */
const ORDER_LINE_PRODUCT_KEYS = new Set([
  "order_lines_product_id_products_id_fk",
  "order_lines_variation_id_products_id_fk",
]);
/** The missing key in PostgreSQL's detail: `Key (product_id)=(128) is not present in table "products".` */
const MISSING_KEY = /\(\w+\)=\((\d+)\)/;

/**
 * A product deleted after the cart was read and before the order's lines were inserted (by an import, say):
 * the insert fails its foreign key, and the whole order rolls back. The shopper is told which product went, and
 * the checkout reloads without it (its cart line went with it).
 */
function productGoneOf(
  error: unknown,
  lines: readonly { productId: number | null; variationId: number | null; name: string }[],
): CheckoutRefused | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint, detail } = cause as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code !== "23503" || typeof constraint !== "string" || !ORDER_LINE_PRODUCT_KEYS.has(constraint))
      continue;
    const id = Number(MISSING_KEY.exec(String(detail ?? ""))?.[1]);
    const name = lines.find((line) => line.productId === id || line.variationId === id)?.name;
    return new CheckoutRefused(
      [
        {
          message: name
            ? `Sorry, “${name}” is no longer available.`
            : "Sorry, a product in your cart is no longer available.",
        },
      ],
      true,
    );
  }
  return null;
}

/** The shopper's message for the stock statement's refusal (the first product by id), or null for other errors. */
function stockRefusalOf(error: unknown, wanted: readonly StockWanted[]): CheckoutRefused | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code !== REFUSAL_CODE) continue;
    const [, reason, id] = STOCK_REFUSAL.exec(cause.message) ?? [];
    const name = wanted.find((item) => item.productId === Number(id))?.name ?? "a product";
    if (reason === "gone")
      return new CheckoutRefused([{ message: `Sorry, “${name}” is no longer available.` }]);
    if (reason === "outofstock")
      return new CheckoutRefused([
        { message: `Sorry, “${name}” is out of stock. Please remove it from your cart and try again.` },
      ]);
    return new CheckoutRefused([
      {
        message: `Sorry, we do not have enough “${name}” in stock to fulfil your order. Please edit your cart and try again.`,
      },
    ]);
  }
  return null;
}

/** Whether the order took the last of a product's stock (or sent it on backorder). */
function ranOutOfStock(outcomes: readonly StockOutcome[]): boolean {
  return outcomes.some((outcome) => outcome.remaining !== null && outcome.remaining <= 0);
}

/**
 * Which row holds the stock of a line: the variation when it manages its own, else its parent product when that
 * does, else the variation (read from the rows the order's transaction already read for its cart).
 */
function stockHolder(
  rows: ReadonlyMap<number, { manageStock: boolean }>,
  productId: number,
  variationId: number | null,
): number {
  if (!variationId) return productId;
  if (rows.get(variationId)?.manageStock) return variationId;
  return rows.get(productId)?.manageStock ? productId : variationId;
}

/** The stock an order's lines take, one entry per holding row, in id order. */
function stockWanted(
  rows: ReadonlyMap<number, { manageStock: boolean }>,
  lines: readonly { productId: number; variationId: number | null; quantity: number; name: string }[],
): StockWanted[] {
  const wanted = new Map<number, StockWanted>();
  for (const line of lines) {
    const productId = stockHolder(rows, line.productId, line.variationId);
    const entry = wanted.get(productId) ?? { productId, quantity: 0, name: line.name };
    entry.quantity += line.quantity;
    wanted.set(productId, entry);
  }
  return [...wanted.values()].sort((a, b) => a.productId - b.productId);
}

type OrderInsert = typeof orders.$inferInsert;
/** What a checkout writes of a new order's row (the rest keeps its defaults). */
const NEW_ORDER_COLUMNS = [
  "orderKey",
  "checkoutToken",
  "status",
  "customerId",
  "currency",
  "pricesIncludeTax",
  "billing",
  "shipping",
  "paymentMethod",
  "paymentMethodTitle",
  "shippingLines",
  "taxLines",
  "customerNote",
  "subtotal",
  "discountTotal",
  "discountTax",
  "shippingTotal",
  "shippingTax",
  "cartTax",
  "total",
  "attribution",
  "customerIp",
  "customerUserAgent",
  "emailsDueAt",
] as const satisfies readonly (keyof OrderInsert)[];
type NewOrder = { [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: OrderInsert[Column] };

/** An order line as the order's insert takes it (the order's id comes from the order inserted with it). */
type NewOrderLine = Required<Omit<typeof orderLines.$inferInsert, "id" | "orderId">>;

/**
 * Inserts the order and its lines in one statement, and answers the order's id, or null when an order with the
 * same checkout token exists (the form was sent before): then nothing is written. The lines go as one JSON
 * array, in their cart order, whatever their number.
 */
async function insertOrderWithLines(
  tx: Executor,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<number | null> {
  const inserted = preparedSql<{ order_id: number }>(tx, "vitrine_insert_order_with_lines", () => {
    const placed = tx
      .insert(orders)
      .values(placeholdersOf(NEW_ORDER_COLUMNS))
      .onConflictDoNothing({ target: orders.checkoutToken })
      .returning({ id: orders.id })
      .getSQL();
    return sql`with placed as (${placed})
      insert into ${orderLines} (order_id, product_id, variation_id, name, sku, variation, quantity, subtotal,
        total, subtotal_tax, total_tax)
      select placed.id, l.product_id, l.variation_id, l.name, l.sku, l.variation, l.quantity, l.subtotal,
        l.total, l.subtotal_tax, l.total_tax
      from placed cross join jsonb_to_recordset(${sql.placeholder("lines")}::jsonb) as l(position integer,
        product_id integer, variation_id integer, name text, sku text, variation jsonb, quantity integer,
        subtotal integer, total integer, subtotal_tax integer, total_tax integer)
      order by l.position
      returning order_id`;
  }).execute({
    ...order,
    lines: JSON.stringify(
      lines.map((line, position) => ({
        position,
        product_id: line.productId,
        variation_id: line.variationId,
        name: line.name,
        sku: line.sku,
        variation: line.variation,
        quantity: line.quantity,
        subtotal: line.subtotal,
        total: line.total,
        subtotal_tax: line.subtotalTax,
        total_tax: line.totalTax,
      })),
    ),
  });
  try {
    const {
      rows: [row],
    } = await inserted;
    return row?.order_id ?? null;
  } catch (error) {
    throw productGoneOf(error, lines) ?? error;
  }
}

/** Counts one use of each coupon, refusing a coupon whose overall limit was reached meanwhile. */
async function recordCouponUsage(
  tx: Executor,
  priced: PricedCart,
  couponIds: Map<string, number>,
): Promise<void> {
  for (const coupon of priced.totals.coupons) {
    const id = couponIds.get(coupon.code);
    if (id === undefined) continue;
    const updated = await tx
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1` })
      .where(
        and(eq(coupons.id, id), or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit))),
      )
      .returning({ id: coupons.id });
    if (updated.length === 0)
      throw new CheckoutRefused([{ message: `Coupon “${coupon.code}” has reached its usage limit.` }]);
  }
}

/**
 * Places the order in one transaction: the cart is locked (a double submit waits, then finds the first
 * order in the cart it emptied), read and priced from the database once, the form checked against it
 * (`detailsOf`), its totals worked out for the address given, the account (if asked for), the order, its lines
 * and coupon uses are written, stock is taken, and the cart is emptied. Any refusal rolls everything back; so
 * does a form whose token already has an order (sent again after the cart was filled anew), which then answers
 * that order. An order's token is looked up only in those two cases, not before every order.
 */
export async function placeOrder(
  db: Executor,
  submission: OrderSubmission,
  settings: Settings,
  now: Date,
  detailsOf: OrderDetailsOf,
): Promise<PlacedOrder> {
  return writingSession(submission.sessionId, async () => {
    try {
      return await placeOrderInTransaction(db, submission, settings, now, detailsOf);
    } catch (error) {
      if (!(error instanceof FormSentBefore)) throw error;
      // Rolled back: the order of the form's first submit answers this one.
      const earlier = await orderByCheckoutToken(db, submission.checkoutToken);
      if (!earlier) throw new Error("an order with this checkout token was written, and is gone");
      return earlierOrder(earlier);
    }
  });
}

/** The form's token is an existing order's: nothing of this submit may be kept. */
class FormSentBefore extends Error {
  override name = "FormSentBefore";
}

function earlierOrder(earlier: { id: number; orderKey: string; total: number }): PlacedOrder {
  return {
    orderId: earlier.id,
    orderKey: earlier.orderKey,
    total: earlier.total,
    created: false,
    newCustomerId: null,
    soldProductIds: [],
    stockStatusChanged: false,
    details: null,
  };
}

async function placeOrderInTransaction(
  db: Executor,
  { sessionId, checkoutToken, shopper }: OrderSubmission,
  settings: Settings,
  now: Date,
  detailsOf: OrderDetailsOf,
): Promise<PlacedOrder> {
  // The cart's lines are read after its lock is held, in the same round trip as the begin (decision 058).
  const opening = [lockCartStatement(sessionId), cartLinesStatement(sessionId)];
  type Opened = [LockedCartRow[], CartLineEdgeRow[]];
  return transactionWithFinalStatement(db, { opening }, async (tx, final, [locked, lines]: Opened) => {
    const lockedCart = lockedCartOf(locked);
    const products = rememberingSource(cartProductsFromDatabase(tx, { images: false }));
    const read = {
      cart: await cartViewOf(cartLinesOf(lines), now, products),
      state: lockedCart?.state ?? NO_CART_STATE,
    };
    if (read.cart.lines.length === 0) {
      // The usual reason: the form was sent twice, and its first submit (which this one waited for, on the
      // cart's lock) ordered the cart. A cart with lines is looked up only if its order's token is taken.
      const earlier = await orderByCheckoutToken(tx, checkoutToken);
      if (earlier) return earlierOrder(earlier);
      throw new CheckoutRefused(
        [{ message: "Sorry, your session has expired or your cart is empty. Please return to the shop." }],
        true,
      );
    }
    const request = detailsOf(await priceReadCart(tx, read, settings, now, shopper, products));
    const facts: ShopperFacts = {
      customerId: shopper.customerId,
      emails: [request.billing.email.toLowerCase()],
      billing: destinationOf(request.billing),
      shipping: destinationOf(request.shipping ?? request.billing),
      chosenShippingRate: request.chosenShippingRate,
    };
    const priced = await priceReadCart(tx, read, settings, now, facts, products);
    if (priced.rejectedCoupons.length > 0)
      throw new CheckoutRefused(
        priced.rejectedCoupons.map((entry) => ({ message: entry.rejection.message })),
      );
    if (priced.totals.needsShipping && !priced.totals.chosenShipping)
      throw new CheckoutRefused([
        {
          field: "shipping_method",
          message:
            "No shipping method is available for your address. Please check it, or contact us for help.",
        },
      ]);
    if (
      priced.totals.needsShipping &&
      request.chosenShippingRate &&
      priced.totals.chosenShipping?.id !== request.chosenShippingRate
    )
      throw new CheckoutRefused([
        {
          field: "shipping_method",
          message: "The shipping method you chose is not available for this address.",
        },
      ]);

    let customerId = shopper.customerId;
    let newCustomerId: number | null = null;
    if (customerId === null && request.newAccountPassword !== null) {
      const registered = await registerCustomer(tx, {
        email: request.billing.email,
        password: request.newAccountPassword,
        firstName: request.billing.first_name,
        lastName: request.billing.last_name,
      });
      if (!registered.ok)
        throw new CheckoutRefused(
          Object.entries(registered.errors).map(([field, message]) => ({
            field: field === "password" ? "account_password" : "billing_email",
            message,
          })),
        );
      customerId = registered.value.id;
      newCustomerId = customerId;
    }

    const { totals } = priced;
    const chosen = totals.chosenShipping;
    const orderKey = newOrderKey();
    const lineTotals = new Map(totals.lines.map((line) => [line.key, line]));
    const orderId = await insertOrderWithLines(
      tx,
      {
        orderKey,
        checkoutToken,
        // Offline methods know the order's status now; a method that takes the payment starts it pending.
        status: request.gateway.placedStatus ?? "pending",
        customerId,
        currency: settings.currency.code,
        pricesIncludeTax: settings.tax.pricesIncludeTax,
        billing: request.billing,
        shipping: totals.needsShipping ? (request.shipping ?? request.billing) : null,
        paymentMethod: request.gateway.id,
        paymentMethodTitle: request.gateway.title,
        shippingLines: chosen
          ? [{ rateId: chosen.id, label: chosen.label, total: chosen.cost, tax: chosen.tax }]
          : [],
        taxLines: totals.taxLines,
        customerNote: request.customerNote,
        subtotal: totals.subtotal,
        discountTotal: totals.discountTotal,
        discountTax: totals.discountTax,
        shippingTotal: totals.shippingTotal,
        shippingTax: totals.shippingTax,
        cartTax: totals.cartTax,
        total: totals.total,
        attribution: request.attribution,
        customerIp: request.customerIp,
        customerUserAgent: request.userAgent.slice(0, 500),
        // Its emails are due with the order itself: the sender finds them even if this process stops now.
        emailsDueAt: now,
      },
      priced.cart.lines.map((line) => {
        const computed = lineTotals.get(line.key);
        return {
          productId: line.productId,
          variationId: line.variationId,
          name: line.name,
          sku: line.sku,
          variation: line.variation,
          quantity: line.quantity,
          subtotal: computed?.subtotal ?? line.lineTotal,
          total: computed?.total ?? line.lineTotal,
          subtotalTax: computed?.subtotalTax ?? 0,
          totalTax: computed?.totalTax ?? 0,
        };
      }),
    );
    if (orderId === null) throw new FormSentBefore();

    const couponRows =
      totals.coupons.length > 0
        ? await tx
            .select({ id: coupons.id, code: coupons.code })
            .from(coupons)
            .where(
              inArray(
                coupons.code,
                totals.coupons.map((coupon) => coupon.code),
              ),
            )
        : [];
    const couponIds = new Map(couponRows.map((row) => [row.code, row.id]));
    await recordCouponUsage(tx, priced, couponIds);
    if (totals.coupons.length > 0) {
      await tx.insert(orderCoupons).values(
        totals.coupons.map((coupon) => ({
          orderId,
          couponId: couponIds.get(coupon.code) ?? null,
          code: coupon.code,
          discount: coupon.discount,
          discountTax: coupon.discountTax,
          customerId,
          email: request.billing.email.toLowerCase(),
        })),
      );
    }

    // Stock last, in one statement with emptying the cart, so the locks of the rows every order of a product
    // shares are held for that statement and the commit only.
    const wanted = stockWanted(
      (await products(productIdsOfLines(priced.cart.lines))).rows,
      priced.cart.lines,
    );
    const stockStatusChanged = ranOutOfStock(
      await emptyCartAndTakeStock(final, lockedCart?.cartId ?? null, wanted),
    );
    return {
      orderId,
      orderKey,
      total: totals.total,
      created: true,
      newCustomerId,
      soldProductIds: [...new Set(priced.cart.lines.map((line) => line.productId))],
      stockStatusChanged,
      details: request,
    };
  });
}

/**
 * Takes a new order's payment when its method charges one, and moves the order on to the status the method
 * answers; answers where to send the shopper. Offline methods wrote their status with the order: nothing to do.
 */
export async function takePayment(
  db: Executor,
  placed: PlacedOrder,
  gateway: PaymentGateway,
  order: { total: number; currency: string; billingEmail: string },
): Promise<string | null> {
  if (!gateway.processPayment) return null;
  const result = await gateway.processPayment({ id: placed.orderId, orderKey: placed.orderKey, ...order });
  await db
    .update(orders)
    .set({ status: result.status, updatedAt: sql`now()` })
    .where(and(eq(orders.id, placed.orderId), eq(orders.status, "pending")));
  return result.redirect ?? null;
}

export async function orderByCheckoutToken(
  db: Executor,
  checkoutToken: string,
): Promise<{ id: number; orderKey: string; total: number } | null> {
  const [row] = await prepared(db, "vitrine_order_by_checkout_token", (executor) =>
    executor
      .select({ id: orders.id, orderKey: orders.orderKey, total: orders.total })
      .from(orders)
      .where(eq(orders.checkoutToken, sql.placeholder("checkoutToken")))
      .prepare("vitrine_order_by_checkout_token"),
  ).execute({ checkoutToken });
  return row ?? null;
}

export function orderReceivedPath(orderId: number, orderKey: string): string {
  return `/checkout/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`;
}
