import { sql } from "drizzle-orm";
import { preparedSql } from "../../db/prepared.server.ts";
import type { Services } from "../../services.server.ts";
import { nextOrderEmailAttempt, ORDER_EMAIL_CLAIM_MS } from "./order-email-retry.ts";
import { type OrderEmailResults, sendOrderViewEmails } from "./order-emails.server.tsx";
import { loadOrderViews } from "./order-view.server.ts";
import type { OrderView } from "./order-view.ts";

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
  const { rows } = await preparedSql<ClaimedOrder>(services.db, "vitrine_claim_order_emails", () => {
    const moment = sql`${sql.placeholder("now")}::timestamptz`;
    return sql`update orders
        set emails_claimed_until = ${sql.placeholder("claimedUntil")}::timestamptz,
            email_attempts = email_attempts + 1
        where id in (
          select id from orders
          where emails_due_at <= ${moment}
            and (emails_claimed_until is null or emails_claimed_until < ${moment})
          order by emails_due_at
          limit ${sql.placeholder("batch")}::integer
          for update skip locked
        )
        returning id, customer_email_sent_at is not null as customer_sent,
          shop_email_sent_at is not null as shop_sent, email_attempts`;
  }).execute({
    now: now.toISOString(),
    claimedUntil: new Date(now.getTime() + ORDER_EMAIL_CLAIM_MS).toISOString(),
    batch,
  });
  return rows;
}

function failureOf(results: OrderEmailResults): string | null {
  const failed = [results.customer, results.shop].flatMap((result) =>
    result && !result.sent ? [result.error] : [],
  );
  return failed.length > 0 ? failed.join("; ") : null;
}

/** What became of a claimed order's emails, as its row records it. */
interface EmailOutcome {
  orderId: number;
  customerSentAt: Date | null;
  shopSentAt: Date | null;
  /** When to try again; null when nothing is left to send (or after the last attempt). */
  dueAt: Date | null;
  error: string | null;
}

/** An outcome for an order whose emails could not even be rendered or read: all of them due again. */
function failedOutcome(claimed: ClaimedOrder, error: unknown, now: Date): EmailOutcome {
  return {
    orderId: claimed.id,
    customerSentAt: null,
    shopSentAt: null,
    dueAt: nextOrderEmailAttempt(claimed.email_attempts, now),
    error: error instanceof Error ? error.message : String(error),
  };
}

/** Sends one claimed order's missing emails (the mailer never throws) and answers what happened. */
async function sendClaimed(
  services: QueueServices,
  claimed: ClaimedOrder,
  order: OrderView | undefined,
): Promise<EmailOutcome> {
  if (!order) {
    services.logger.warn({ orderId: claimed.id }, "order emails: no such order");
    return { orderId: claimed.id, customerSentAt: null, shopSentAt: null, dueAt: null, error: null };
  }
  let results: OrderEmailResults;
  try {
    results = await sendOrderViewEmails(services, order, {
      customer: !claimed.customer_sent,
      shop: !claimed.shop_sent,
    });
  } catch (error) {
    // Rendering failed: the order keeps its emails due for a retry.
    return failedOutcome(claimed, error, services.now());
  }
  const now = services.now();
  const error = failureOf(results);
  return {
    orderId: claimed.id,
    customerSentAt: results.customer?.sent ? now : null,
    shopSentAt: results.shop?.sent ? now : null,
    dueAt: error ? nextOrderEmailAttempt(claimed.email_attempts, now) : null,
    error,
  };
}

/**
 * Writes down a batch's outcomes in one statement, and releases the claims. An email recorded as sent before
 * stays recorded (`coalesce`); one that was not due is not marked.
 */
async function recordOutcomes(services: QueueServices, outcomes: EmailOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const moment = (value: Date | null) => value?.toISOString() ?? null;
  // One statement for any number of outcomes: the columns go as arrays, paired up again by `unnest`.
  await preparedSql(
    services.db,
    "vitrine_record_order_emails",
    () => sql`update orders
        set customer_email_sent_at = coalesce(outcome.customer_sent_at, orders.customer_email_sent_at),
            shop_email_sent_at = coalesce(outcome.shop_sent_at, orders.shop_email_sent_at),
            emails_due_at = outcome.due_at,
            emails_claimed_until = null,
            email_error = outcome.error
        from unnest(${sql.placeholder("ids")}::integer[], ${sql.placeholder("customerSentAt")}::timestamptz[],
          ${sql.placeholder("shopSentAt")}::timestamptz[], ${sql.placeholder("dueAt")}::timestamptz[],
          ${sql.placeholder("errors")}::text[]) as outcome(id, customer_sent_at, shop_sent_at, due_at, error)
        where orders.id = outcome.id`,
  ).execute({
    ids: outcomes.map((outcome) => outcome.orderId),
    customerSentAt: outcomes.map((outcome) => moment(outcome.customerSentAt)),
    shopSentAt: outcomes.map((outcome) => moment(outcome.shopSentAt)),
    dueAt: outcomes.map((outcome) => moment(outcome.dueAt)),
    errors: outcomes.map((outcome) => outcome.error),
  });
}

function logFailures(services: QueueServices, claimedOrders: ClaimedOrder[], outcomes: EmailOutcome[]) {
  const attemptsOf = new Map(claimedOrders.map((claimed) => [claimed.id, claimed.email_attempts]));
  for (const { orderId, error, dueAt } of outcomes) {
    if (!error) continue;
    const attempts = attemptsOf.get(orderId);
    if (dueAt)
      services.logger.warn(
        { orderId, attempts, err: error, retryAt: dueAt },
        "order emails not sent; trying again later",
      );
    else
      services.logger.error(
        { orderId, attempts, err: error },
        "order emails not sent after the last attempt; the order keeps the error for the shop to resend",
      );
  }
}

/**
 * Sends a claimed batch: its orders read in one statement, their emails sent together (each waits on the mail
 * server, not the CPU), and the outcomes written down in one statement.
 */
async function sendBatch(services: QueueServices, claimedOrders: ClaimedOrder[]): Promise<void> {
  const outcomes = await sendEachClaimed(services, claimedOrders);
  await recordOutcomes(services, outcomes);
  logFailures(services, claimedOrders, outcomes);
}

/** Each claimed order's outcome; when the batch's orders cannot even be read, every one of them is due again. */
async function sendEachClaimed(
  services: QueueServices,
  claimedOrders: ClaimedOrder[],
): Promise<EmailOutcome[]> {
  let views: Map<number, OrderView>;
  try {
    views = await loadOrderViews(
      services.db,
      claimedOrders.map((claimed) => claimed.id),
    );
  } catch (error) {
    const now = services.now();
    return claimedOrders.map((claimed) => failedOutcome(claimed, error, now));
  }
  return Promise.all(claimedOrders.map((claimed) => sendClaimed(services, claimed, views.get(claimed.id))));
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
      await sendBatch(services, claimed);
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
