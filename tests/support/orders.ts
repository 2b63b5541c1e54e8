import type { Executor } from "../../server/db/client.server.ts";
import { customers, orderCoupons, orderLines, orders, type PostalAddress } from "../../server/db/schema.ts";

/**
 * Orders written straight into the tables, for tests of what reads them (order views, emails) without going
 * through the checkout. A French order with tax included: 2 mugs and a hoodie, a 10 % coupon, Colissimo.
 */

export const TEST_BILLING: PostalAddress = {
  first_name: "Ada",
  last_name: "Lovelace",
  company: "Analytical <Engines>",
  country: "FR",
  address_1: "12 rue des Potiers",
  address_2: "Atelier 3",
  city: "Paris",
  state: "",
  postcode: "75011",
  phone: "+33 1 23 45 67 89",
  email: "ada@example.com",
};

export const TEST_SHIPPING: PostalAddress = {
  first_name: "Charles",
  last_name: "Babbage",
  company: "",
  country: "BE",
  address_1: "1 Grand-Place",
  address_2: "",
  city: "Bruxelles",
  state: "",
  postcode: "1000",
  phone: "",
};

let sequence = 0;

export async function insertTestCustomer(
  db: Executor,
  email = `customer${++sequence}@example.com`,
): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ email, username: email, passwordHash: "scrypt$test" })
    .returning({ id: customers.id });
  if (!row) throw new Error("customer not inserted");
  return row.id;
}

export interface TestOrderOptions {
  customerId?: number | null;
  status?: (typeof orders.$inferInsert)["status"];
  paymentMethod?: string;
  paymentMethodTitle?: string;
  createdAt?: Date;
  customerNote?: string;
  shipping?: PostalAddress | null;
  attribution?: Record<string, string>;
  /** When the order's emails are due (as a checkout writes it); none are by default. */
  emailsDueAt?: Date;
}

export async function insertTestOrder(
  db: Executor,
  options: TestOrderOptions = {},
): Promise<{ id: number; orderKey: string }> {
  sequence += 1;
  const orderKey = `wc_order_test${sequence}${Math.random().toString(36).slice(2, 8)}`;
  // Net amounts (tax 20 % on top): lines 2 × 20.75 and 41.58; 10 % off; Colissimo 4.08 + 0.82 tax.
  const [order] = await db
    .insert(orders)
    .values({
      orderKey,
      checkoutToken: `token-${orderKey}`,
      status: options.status ?? "on-hold",
      customerId: options.customerId ?? null,
      currency: "EUR",
      pricesIncludeTax: true,
      billing: TEST_BILLING,
      shipping: options.shipping === undefined ? TEST_SHIPPING : options.shipping,
      paymentMethod: options.paymentMethod ?? "bacs",
      paymentMethodTitle: options.paymentMethodTitle ?? "Direct bank transfer",
      shippingLines: [{ rateId: "flat_rate:0", label: "Colissimo", total: 408, tax: 82 }],
      taxLines: [{ rateId: "FR-TVA-1", label: "TVA", rate: 20, itemsTax: 1498, shippingTax: 82 }],
      customerNote: options.customerNote ?? "Please ring twice & wait.",
      subtotal: 8308,
      discountTotal: 831,
      discountTax: 166,
      shippingTotal: 408,
      shippingTax: 82,
      cartTax: 1498,
      total: 9465,
      ...(options.attribution ? { attribution: options.attribution } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.emailsDueAt ? { emailsDueAt: options.emailsDueAt } : {}),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order not inserted");
  await db.insert(orderLines).values([
    {
      orderId: order.id,
      name: "Speckled Stoneware Mug",
      sku: "MUG-01",
      quantity: 2,
      subtotal: 4150,
      total: 3735,
      subtotalTax: 830,
      totalTax: 747,
    },
    {
      orderId: order.id,
      name: "Organic Hoodie",
      sku: "HOOD-CH",
      variation: { Colour: "Charcoal" },
      quantity: 1,
      subtotal: 4158,
      total: 3742,
      subtotalTax: 832,
      totalTax: 751,
    },
  ]);
  await db.insert(orderCoupons).values({
    orderId: order.id,
    code: "welcome10",
    discount: 831,
    discountTax: 166,
    customerId: options.customerId ?? null,
    email: "ada@example.com",
  });
  return { id: order.id, orderKey };
}
