import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/client.server.ts";
import { orders } from "../../db/schema.ts";
import { sqlTimestamp } from "../../db/sql-timestamp.ts";
import type { Services } from "../../services.server.ts";
import { nextOrderEmailAttempt, ORDER_EMAIL_CLAIM_MS } from "./order-email-retry.ts";
import { type OrderEmailResults, sendOrderEmails } from "./order-emails.server.tsx";

/**
 * Sends order emails from the database, after the checkout has answered (decision 051). An order is written
 * with its emails due (`orders.emails_due_at`), in the order's own transaction; this sender claims due orders,
 * sends what each still lacks, and records the outcome on the order: sent, or tried again later
 * (`nextOrderEmailAttempt`). On PostgreSQL every instance runs one; a claim (`FOR UPDATE SKIP LOCKED`, then
 * `emails_claimed_until`) keeps two instances from sending the same order's emails.
 */
export interface OrderEmailQueue {
  /** Sends what is due once the current turn of the event loop ends (right after an order is placed). */
  kick(): void;
  /** Sends everything due now, and resolves with how many orders it handled. */
  drain(): Promise<number>;
  /** Stops the periodic look and waits for a send in progress. */
  close(): Promise<void>;
}

type QueueServices = Pick<Services, "db" | "settings" | "mailer" | "logger" | "now">;

export interface OrderEmailQueueOptions {
  /** How often the database is looked at for due emails (retries, another process's orders); 0: never. */
  pollMs?: number;
  /** Orders claimed, and sent together, at a time. */
  batch?: number;
  /** How long `close` waits for emails being sent. */
  closeWaitMs?: number;
}

/** Due emails left by a stopped process or waiting for a retry are found within this time. */
const POLL_MS = 30_000;
const BATCH = 10;
/** How long a stop waits for emails being sent. */
const CLOSE_WAIT_MS = 5_000;

interface ClaimedOrder {
  id: number;
  customer_sent: boolean;
  shop_sent: boolean;
  email_attempts: number;
}

async function claimDueOrders(services: QueueServices, now: Date, batch: number): Promise<ClaimedOrder[]> {
  return queryRows<ClaimedOrder>(
    services.db,
    sql`update orders
        set emails_claimed_until = ${sqlTimestamp(new Date(now.getTime() + ORDER_EMAIL_CLAIM_MS))},
            email_attempts = email_attempts + 1
        where id in (
          select id from orders
          where emails_due_at <= ${sqlTimestamp(now)}
            and (emails_claimed_until is null or emails_claimed_until < ${sqlTimestamp(now)})
          order by emails_due_at
          limit ${batch}
          for update skip locked
        )
        returning id, customer_email_sent_at is not null as customer_sent,
          shop_email_sent_at is not null as shop_sent, email_attempts`,
  );
}

function failureOf(results: OrderEmailResults): string | null {
  const failed = [results.customer, results.shop].flatMap((result) =>
    result && !result.sent ? [result.error] : [],
  );
  return failed.length > 0 ? failed.join("; ") : null;
}

/** Sends one claimed order's missing emails and writes down what happened. */
async function sendClaimed(services: QueueServices, claimed: ClaimedOrder): Promise<void> {
  const { db, logger } = services;
  let results: OrderEmailResults | null;
  try {
    results = await sendOrderEmails(services, claimed.id, {
      customer: !claimed.customer_sent,
      shop: !claimed.shop_sent,
    });
  } catch (error) {
    // Rendering failed (the mailer itself never throws): the order keeps its emails due for a retry.
    results = {
      customer: null,
      shop: { sent: false, error: error instanceof Error ? error.message : String(error) },
    };
  }
  const now = services.now();
  if (!results) {
    await db
      .update(orders)
      .set({ emailsDueAt: null, emailsClaimedUntil: null })
      .where(eq(orders.id, claimed.id));
    return;
  }
  const error = failureOf(results);
  const retryAt = error ? nextOrderEmailAttempt(claimed.email_attempts, now) : null;
  await db
    .update(orders)
    .set({
      ...(results.customer?.sent ? { customerEmailSentAt: now } : {}),
      ...(results.shop?.sent ? { shopEmailSentAt: now } : {}),
      emailsDueAt: retryAt,
      emailsClaimedUntil: null,
      emailError: error,
    })
    .where(eq(orders.id, claimed.id));
  if (!error) return;
  if (retryAt)
    logger.warn(
      { orderId: claimed.id, attempts: claimed.email_attempts, err: error, retryAt },
      "order emails not sent; trying again later",
    );
  else
    logger.error(
      { orderId: claimed.id, attempts: claimed.email_attempts, err: error },
      "order emails not sent after the last attempt; the order keeps the error for the shop to resend",
    );
}

export function orderEmailQueue(
  services: QueueServices,
  options: OrderEmailQueueOptions = {},
): OrderEmailQueue {
  const batch = options.batch ?? BATCH;
  let running: Promise<number> | null = null;
  let again = false;
  let kicked = false;
  let closed = false;

  const drainDue = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      const claimed = await claimDueOrders(services, services.now(), batch);
      // A batch goes out together: each order's emails wait on the database and the mail server, not the CPU.
      await Promise.all(claimed.map((order) => sendClaimed(services, order)));
      handled += claimed.length;
      if (claimed.length < batch || closed) return handled;
    }
  };

  const drain = (): Promise<number> => {
    if (running) {
      // Orders placed during this pass may have missed its claim: one more pass picks them up.
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await drainDue();
      } while (again && !closed);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const drainLogged = () => {
    if (closed) return;
    drain().catch((error: unknown) =>
      services.logger.warn({ err: error }, "order emails: the database could not be read; trying again soon"),
    );
  };

  const pollMs = options.pollMs ?? POLL_MS;
  const poll = pollMs > 0 ? setInterval(drainLogged, pollMs) : null;
  poll?.unref();

  return {
    kick() {
      if (kicked || closed) return;
      kicked = true;
      setImmediate(() => {
        kicked = false;
        drainLogged();
      });
    },
    drain,
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      if (!running) return;
      // A send stuck on a silent mail server must not hold a shutdown for minutes: its order stays claimed,
      // and is sent again once the claim runs out.
      let timer: NodeJS.Timeout | undefined;
      const givenUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.closeWaitMs ?? CLOSE_WAIT_MS);
        timer.unref();
      });
      await Promise.race([running.catch(() => undefined), givenUp]);
      clearTimeout(timer);
    },
  };
}
