import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import {
  listCustomerOrders,
  loadCustomerOrderView,
  loadOrderView,
  loadOrderViewByKey,
  loadOrderViews,
  ORDERS_PER_PAGE,
} from "../../server/shop/orders/order-view.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { insertTestCustomer, insertTestOrder, TEST_BILLING, TEST_SHIPPING } from "../support/orders.ts";

describe.each(testDatabaseKinds)("order views on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("loads an order with its lines, coupons, addresses and totals", async () => {
    const { id, orderKey } = await insertTestOrder(handle.db);
    const order = await loadOrderView(handle.db, id);
    expect(order).toMatchObject({
      id,
      number: String(id),
      orderKey,
      status: "on-hold",
      statusLabel: "On hold",
      currency: "EUR",
      email: "ada@example.com",
      billing: TEST_BILLING,
      shipping: TEST_SHIPPING,
      paymentMethod: "bacs",
      paymentMethodTitle: "Direct bank transfer",
      customerNote: "Please ring twice & wait.",
      coupons: [{ code: "welcome10", discount: 831, discountTax: 166 }],
      subtotal: 8308,
      discountTotal: 831,
      shippingTotal: 408,
      shippingTax: 82,
      cartTax: 1498,
      totalTax: 1580,
      total: 9465,
      itemCount: 3,
    });
    expect(order?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(order?.lines.map((line) => [line.name, line.quantity, line.variation])).toEqual([
      ["Speckled Stoneware Mug", 2, {}],
      ["Organic Hoodie", 1, { Colour: "Charcoal" }],
    ]);
  });

  it("finds nothing for a missing order or a bad id", async () => {
    expect(await loadOrderView(handle.db, 999_999)).toBeNull();
    expect(await loadOrderView(handle.db, -1)).toBeNull();
    expect(await loadOrderView(handle.db, Number.NaN)).toBeNull();
  });

  it("loads several orders in one statement, each as loadOrderView does; missing and bad ids are left out", async () => {
    const first = await insertTestOrder(handle.db);
    const second = await insertTestOrder(handle.db);
    const { result: views, queries } = await countQueries(() =>
      loadOrderViews(handle.db, [second.id, first.id, second.id, 999_999, -1]),
    );
    expect(queries).toBe(1);
    expect([...views.keys()].sort((a, b) => a - b)).toEqual([first.id, second.id]);
    expect(views.get(first.id)).toEqual(await loadOrderView(handle.db, first.id));
    expect(views.get(second.id)?.lines).toHaveLength(2);
    expect((await countQueries(() => loadOrderViews(handle.db, [0, Number.NaN]))).queries).toBe(0);
  });

  it("shows an order by key only when the key matches", async () => {
    const { id, orderKey } = await insertTestOrder(handle.db);
    expect((await loadOrderViewByKey(handle.db, id, orderKey))?.id).toBe(id);
    expect(await loadOrderViewByKey(handle.db, id, "wc_order_wrong")).toBeNull();
    expect(await loadOrderViewByKey(handle.db, id, "")).toBeNull();
    const other = await insertTestOrder(handle.db);
    expect(await loadOrderViewByKey(handle.db, other.id, orderKey)).toBeNull();
  });

  it("shows a customer only their own orders", async () => {
    const owner = await insertTestCustomer(handle.db);
    const stranger = await insertTestCustomer(handle.db);
    const { id } = await insertTestOrder(handle.db, { customerId: owner });
    expect((await loadCustomerOrderView(handle.db, owner, id))?.id).toBe(id);
    expect(await loadCustomerOrderView(handle.db, stranger, id)).toBeNull();
  });

  it("lists a customer's orders newest first, a page at a time", async () => {
    const customerId = await insertTestCustomer(handle.db);
    const ids: number[] = [];
    for (let day = 1; day <= ORDERS_PER_PAGE + 2; day++) {
      const { id } = await insertTestOrder(handle.db, {
        customerId,
        status: day % 2 ? "processing" : "completed",
        createdAt: new Date(Date.UTC(2026, 0, day, 12)),
      });
      ids.push(id);
    }
    await insertTestOrder(handle.db, { customerId: await insertTestCustomer(handle.db) });

    const first = await listCustomerOrders(handle.db, customerId, 1);
    expect(first.totalOrders).toBe(ORDERS_PER_PAGE + 2);
    expect(first.totalPages).toBe(2);
    expect(first.orders.map((order) => order.id)).toEqual(ids.slice().reverse().slice(0, ORDERS_PER_PAGE));
    expect(first.orders[0]).toMatchObject({
      number: String(ids.at(-1)),
      status: "completed",
      statusLabel: "Completed",
      total: 9465,
      currency: "EUR",
      itemCount: 3,
      createdAt: "2026-01-12T12:00:00.000Z",
    });
    const second = await listCustomerOrders(handle.db, customerId, 2);
    expect(second.orders.map((order) => order.id)).toEqual([ids[1], ids[0]]);
    expect((await listCustomerOrders(handle.db, customerId, 0)).page).toBe(1);
  });

  it("lists nothing for a customer without orders", async () => {
    const customerId = await insertTestCustomer(handle.db);
    expect(await listCustomerOrders(handle.db, customerId)).toEqual({
      orders: [],
      page: 1,
      totalPages: 1,
      totalOrders: 0,
    });
  });
});
