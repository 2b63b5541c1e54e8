import net from "node:net";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { orders } from "../../server/db/schema.ts";
import type { MailMessage, SendResult } from "../../server/mail/mailer.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { orderEmailQueue } from "../../server/shop/orders/order-email-queue.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, demoShopSettings, form, postCheckout, startTestServer } from "../support/http.ts";
import { insertTestOrder, TEST_BILLING } from "../support/orders.ts";

const settings = parseSettings({
  shop: { name: "Vitrine Demo Shop" },
  email: { fromAddress: "hello@vitrine.example", shopRecipient: "orders@vitrine.example" },
});
const logger = pino({ level: "silent" });
const SHOP = "orders@vitrine.example";
const CUSTOMER = TEST_BILLING.email ?? "";

/** A mail server stand-in: records what it was given, and refuses the recipients in `refusing`. */
function scriptedMailer() {
  const sent: MailMessage[] = [];
  const refusing = new Set<string>();
  return {
    sent,
    refusing,
    mailer: {
      async send(message: MailMessage): Promise<SendResult> {
        if (refusing.has(message.to))
          return { sent: false, error: `550 mailbox of ${message.to} unavailable` };
        sent.push(message);
        return { sent: true, messageId: `m${sent.length}` };
      },
    },
  };
}

describe.each(testDatabaseKinds)("order emails sent from the database (decision 051) on %s", (kind) => {
  let handle: DatabaseHandle;
  let clock: Date;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  function queueWith(mail: ReturnType<typeof scriptedMailer>) {
    return orderEmailQueue(
      { db: handle.db, settings, logger, mailer: mail.mailer, now: () => clock },
      { pollMs: 0, batch: 4 },
    );
  }
  const emailStateOf = async (id: number) => {
    const [row] = await handle.db
      .select({
        dueAt: orders.emailsDueAt,
        attempts: orders.emailAttempts,
        error: orders.emailError,
        customerSentAt: orders.customerEmailSentAt,
        shopSentAt: orders.shopEmailSentAt,
      })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  };
  /** An order's email state once both its emails went out, at the clock's time, on the first attempt. */
  const bothSentOnFirstAttempt = () => ({
    dueAt: null,
    attempts: 1,
    error: null,
    customerSentAt: clock,
    shopSentAt: clock,
  });
  /** Orders due now; earlier tests' orders are all settled, so each test sees only its own. */
  const newDueOrder = () => insertTestOrder(handle.db, { emailsDueAt: clock });

  it("sends a due order's two emails once and records them on the order", async () => {
    clock = new Date("2026-11-28T10:00:00Z");
    const { id } = await newDueOrder();
    const mail = scriptedMailer();
    const queue = queueWith(mail);
    expect(await queue.drain()).toBe(1);
    expect(mail.sent.map((message) => message.to)).toEqual([CUSTOMER, SHOP]);
    expect(mail.sent[0]?.subject).toContain(`#${id}`);
    expect(await emailStateOf(id)).toEqual(bothSentOnFirstAttempt());
    expect(await queue.drain()).toBe(0);
    expect(mail.sent).toHaveLength(2);
    await queue.close();
  });

  it("reads a batch's orders in one statement and records their outcomes in one: three statements in all", async () => {
    clock = new Date("2026-11-28T10:30:00Z");
    const fresh = [(await newDueOrder()).id, (await newDueOrder()).id];
    // An order whose customer email went out on an earlier attempt: only the shop's is still to send.
    const earlier = new Date(clock.getTime() - 60_000);
    const { id: halfSent } = await newDueOrder();
    await handle.db
      .update(orders)
      .set({ customerEmailSentAt: earlier, emailAttempts: 1, emailError: "550 earlier refusal" })
      .where(eq(orders.id, halfSent));
    const mail = scriptedMailer();
    const queue = queueWith(mail);
    const { result: handled, queries } = await countQueries(() => queue.drain());
    expect(handled).toBe(3);
    // The claim, the three orders, their three outcomes (the batch holds 4, so no second claim is needed).
    expect(queries).toBe(3);
    expect(mail.sent.map((message) => message.to).sort()).toEqual(
      [CUSTOMER, CUSTOMER, SHOP, SHOP, SHOP].sort(),
    );
    for (const id of fresh) expect(await emailStateOf(id)).toEqual(bothSentOnFirstAttempt());
    expect(await emailStateOf(halfSent)).toEqual({
      dueAt: null,
      attempts: 2,
      error: null,
      customerSentAt: earlier,
      shopSentAt: clock,
    });
    await queue.close();
  });

  it("tries a refused email again a minute later, alone: the one that went out is not sent twice", async () => {
    clock = new Date("2026-11-28T11:00:00Z");
    const { id } = await newDueOrder();
    const mail = scriptedMailer();
    mail.refusing.add(SHOP);
    const queue = queueWith(mail);
    expect(await queue.drain()).toBe(1);
    const afterFailure = await emailStateOf(id);
    expect(afterFailure).toMatchObject({ attempts: 1, customerSentAt: clock, shopSentAt: null });
    expect(afterFailure?.dueAt).toEqual(new Date(clock.getTime() + 60_000));
    expect(afterFailure?.error).toContain("550 mailbox of orders@vitrine.example unavailable");

    clock = new Date(clock.getTime() + 30_000);
    expect(await queue.drain()).toBe(0);
    mail.refusing.clear();
    clock = new Date(clock.getTime() + 30_000);
    expect(await queue.drain()).toBe(1);
    expect(mail.sent.map((message) => message.to)).toEqual([CUSTOMER, SHOP]);
    expect(await emailStateOf(id)).toMatchObject({
      dueAt: null,
      attempts: 2,
      error: null,
      shopSentAt: clock,
    });
    await queue.close();
  });

  it("stops after the tenth attempt and keeps the error on the order", async () => {
    clock = new Date("2026-11-28T12:00:00Z");
    const { id } = await newDueOrder();
    await handle.db.update(orders).set({ emailAttempts: 9 }).where(eq(orders.id, id));
    const mail = scriptedMailer();
    mail.refusing.add(CUSTOMER);
    const queue = queueWith(mail);
    expect(await queue.drain()).toBe(1);
    expect(await emailStateOf(id)).toMatchObject({ dueAt: null, attempts: 10, shopSentAt: clock });
    expect((await emailStateOf(id))?.error).toContain("550");
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await queue.drain()).toBe(0);
    await queue.close();
  });

  it("leaves emails another sender holds until its claim runs out", async () => {
    clock = new Date("2026-11-28T13:00:00Z");
    const { id } = await newDueOrder();
    await handle.db
      .update(orders)
      .set({ emailsClaimedUntil: new Date(clock.getTime() + 15 * 60_000), emailAttempts: 1 })
      .where(eq(orders.id, id));
    const mail = scriptedMailer();
    const queue = queueWith(mail);
    expect(await queue.drain()).toBe(0);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1);
    expect(await queue.drain()).toBe(1);
    expect(mail.sent).toHaveLength(2);
    expect((await emailStateOf(id))?.attempts).toBe(2);
    await queue.close();
  });

  it("a stop does not wait for a mail server that never answers; the order stays claimed for a later retry", async () => {
    clock = new Date("2026-11-28T13:30:00Z");
    const { id } = await newDueOrder();
    let attempted = false;
    const stuck = {
      send: () => {
        attempted = true;
        return new Promise<SendResult>(() => undefined);
      },
    };
    const queue = orderEmailQueue(
      { db: handle.db, settings, logger, mailer: stuck, now: () => clock },
      { pollMs: 0, closeWaitMs: 50 },
    );
    void queue.drain();
    await expect.poll(() => attempted).toBe(true);
    const stopped = Date.now();
    await queue.close();
    expect(Date.now() - stopped).toBeLessThan(2_000);
    const [row] = await handle.db
      .select({ dueAt: orders.emailsDueAt, claimedUntil: orders.emailsClaimedUntil })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.dueAt).toEqual(clock);
    expect(row?.claimedUntil).toEqual(new Date(clock.getTime() + 15 * 60_000));
    // Settled here so the next tests see only their own orders.
    await handle.db.update(orders).set({ emailsDueAt: null }).where(eq(orders.id, id));
  });

  it("two senders draining together send each order's emails exactly once", async () => {
    clock = new Date("2026-11-28T14:00:00Z");
    const ids: number[] = [];
    for (let index = 0; index < 10; index++) ids.push((await newDueOrder()).id);
    const first = scriptedMailer();
    const second = scriptedMailer();
    const [a, b] = [queueWith(first), queueWith(second)];
    const [handledByA, handledByB] = await Promise.all([a.drain(), b.drain()]);
    expect(handledByA + handledByB).toBe(10);
    const subjects = [...first.sent, ...second.sent].map((message) => `${message.to} ${message.subject}`);
    expect(subjects).toHaveLength(20);
    expect(new Set(subjects).size).toBe(20);
    const settled = await handle.db
      .select({ dueAt: orders.emailsDueAt })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(settled.every((row) => row.dueAt === null)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("a checkout does not wait for the mail server (decision 051)", () => {
  /** An SMTP server that accepts connections and never says a word. */
  const silent = net.createServer(() => undefined);
  const sockets = new Set<net.Socket>();
  silent.on("connection", (socket) => sockets.add(socket));
  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve)));
  const closeSilentServer = () =>
    new Promise<void>((resolve) => {
      if (!silent.listening) return resolve();
      // Refuse new connections, then hang up on the open ones.
      silent.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  afterAll(closeSilentServer);

  it("answers the order at once while its emails wait for the silent server, still due", async () => {
    const demo = demoShopSettings() as { email?: object };
    const port = (silent.address() as net.AddressInfo).port;
    const server = await startTestServer(
      "pglite",
      { ...demo, email: { ...demo.email, transport: { type: "smtp", host: "127.0.0.1", port } } },
      { seedDemo: true },
    );
    try {
      const client = cookieClient(server.origin);
      await client("/?wc-ajax=add_to_cart", form({ product_id: "166", quantity: "1" }));
      const started = Date.now();
      const response = await postCheckout(server, client);
      const reply = (await response.json()) as { result: string; order_id: number };
      expect(reply.result).toBe("success");
      // nodemailer waits 30 s for a greeting; the answer did not wait for it.
      expect(Date.now() - started).toBeLessThan(10_000);
      await expect.poll(() => sockets.size, { timeout: 5_000 }).toBeGreaterThan(0);
      const [order] = await server.services.db
        .select({ dueAt: orders.emailsDueAt, claimedUntil: orders.emailsClaimedUntil })
        .from(orders)
        .where(eq(orders.id, reply.order_id));
      expect(order?.dueAt).not.toBeNull();
      expect(order?.claimedUntil).not.toBeNull();
    } finally {
      // The mail server goes away: the sends fail at once and the order keeps its emails due for a retry.
      await closeSilentServer();
      await server.close();
    }
  });
});
