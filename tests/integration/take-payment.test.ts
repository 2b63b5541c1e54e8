import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { orders } from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { type PlacedOrder, takePayment } from "../../server/shop/checkout/place-order.server.ts";
import type { PaymentGateway, PaymentOrder } from "../../server/shop/payments/gateway.ts";
import { bankTransferGateway } from "../../server/shop/payments/offline-gateways.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { insertTestOrder } from "../support/orders.ts";

/** A method that takes the payment on a hosted page, as a card provider would: it answers where to send the shopper. */
function hostedGateway(charged: PaymentOrder[]): PaymentGateway {
  return {
    id: "hosted",
    title: "Card",
    description: "",
    isAvailable: () => true,
    async processPayment(order) {
      charged.push(order);
      return { status: "pending", redirect: `https://pay.example/session/${order.id}` };
    },
    thankYouDetails: () => null,
    emailInstructions: () => null,
  };
}

const placed = (order: { id: number; orderKey: string }): PlacedOrder => ({
  orderId: order.id,
  orderKey: order.orderKey,
  created: true,
  total: 9465,
  newCustomerId: null,
  soldProductIds: [],
  stockStatusChanged: false,
  details: null,
});
const payment = { total: 9465, currency: "EUR", billingEmail: "ada@example.com" };

describe.each(testDatabaseKinds)("taking an order's payment on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const statusOf = async (id: number) =>
    (await handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  it("an offline method wrote its status with the order: nothing is charged and no statement is sent", async () => {
    const order = await insertTestOrder(handle.db, { status: "on-hold" });
    const gateway = bankTransferGateway(parseSettings({}).payments.bacs);
    const { result, queries } = await countQueries(() =>
      takePayment(handle.db, placed(order), gateway, payment),
    );
    expect(result).toBeNull();
    expect(queries).toBe(0);
    expect(await statusOf(order.id)).toBe("on-hold");
  });

  it("a method that charges is given the order, sets the status it answers and sends the shopper to its page", async () => {
    const order = await insertTestOrder(handle.db, { status: "pending" });
    const charged: PaymentOrder[] = [];
    const redirect = await takePayment(handle.db, placed(order), hostedGateway(charged), payment);
    expect(charged).toEqual([{ id: order.id, orderKey: order.orderKey, ...payment }]);
    expect(redirect).toBe(`https://pay.example/session/${order.id}`);
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("a charging method's answer moves on only an order still pending", async () => {
    const order = await insertTestOrder(handle.db, { status: "cancelled" });
    const settling: PaymentGateway = {
      ...hostedGateway([]),
      processPayment: async () => ({ status: "processing" }),
    };
    expect(await takePayment(handle.db, placed(order), settling, payment)).toBeNull();
    expect(await statusOf(order.id)).toBe("cancelled");
    const pending = await insertTestOrder(handle.db, { status: "pending" });
    await takePayment(handle.db, placed(pending), settling, payment);
    expect(await statusOf(pending.id)).toBe("processing");
  });
});
