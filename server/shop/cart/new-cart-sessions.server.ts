import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client.server.ts";
import { cartItems, carts, sessions } from "../../db/schema.ts";
import { sqlTimestamp } from "../../db/sql-timestamp.ts";
import { announceSessionWrite } from "../session/session-writes.server.ts";

/** A new visitor's session with the first line of its cart, every rule already checked. */
export interface NewCartSession {
  sessionId: string;
  expiresAt: Date;
  key: string;
  productId: number;
  variationId: number | null;
  variation: Record<string, string>;
  quantity: number;
  addedAt: Date;
}

interface Waiting {
  entry: NewCartSession;
  stored: (cartId: number) => void;
  failed: (error: unknown) => void;
}

/**
 * New visitors' first adds are stored together: the ones that arrive in one turn of the event loop (the
 * requests Node read from its sockets in that turn) share one statement. On the embedded database a
 * statement's fixed cost (protocol, planning, commit) is most of a one-row insert; measured, 0.7–0.8 ms for
 * one session and about 0.2 ms a session for five or more together. Nobody waits longer than that turn.
 * Several hundred rows stay far below PostgreSQL's 65,535 parameters (8 a session).
 */
export const NEW_SESSIONS_PER_STATEMENT = 200;

const waitingByDatabase = new WeakMap<Executor, Waiting[]>();

/**
 * Stores the session, its cart and the line; resolves with the cart's id once the statement holding it has
 * returned. No transaction is needed: nobody else knows a new session, and one statement is atomic.
 */
export function storeNewCartSession(db: Executor, entry: NewCartSession): Promise<number> {
  return new Promise((stored, failed) => {
    let waiting = waitingByDatabase.get(db);
    if (!waiting) {
      const batch: Waiting[] = [];
      waiting = batch;
      waitingByDatabase.set(db, batch);
      setImmediate(() => {
        if (waitingByDatabase.get(db) === batch) waitingByDatabase.delete(db);
        void storeBatch(db, batch);
      });
    }
    waiting.push({ entry, stored, failed });
    if (waiting.length >= NEW_SESSIONS_PER_STATEMENT) waitingByDatabase.delete(db);
  });
}

async function storeBatch(db: Executor, batch: Waiting[]): Promise<void> {
  try {
    const cartIds = await insertNewCartSessions(
      db,
      batch.map((waiting) => waiting.entry),
    );
    for (const waiting of batch) {
      const cartId = cartIds.get(waiting.entry.sessionId);
      if (cartId === undefined) waiting.failed(new Error("the new session's cart line was not stored"));
      else waiting.stored(cartId);
    }
  } catch (error) {
    if (batch.length > 1) {
      // One visitor's failure (a product deleted a moment ago) must not fail the others: each alone, and
      // each of those announces its own session.
      await Promise.all(batch.map((waiting) => storeBatch(db, [waiting])));
      return;
    }
    batch[0]?.failed(error);
  }
  announceSessionWrite(...batch.map((waiting) => waiting.entry.sessionId));
}

async function insertNewCartSessions(
  db: Executor,
  entries: readonly NewCartSession[],
): Promise<Map<string, number>> {
  const rows: SQL[] = entries.map(
    (entry) =>
      sql`(${entry.sessionId}::text, ${sqlTimestamp(entry.expiresAt)}, ${entry.key}::text,
        ${entry.productId}::integer, ${entry.variationId}::integer, ${JSON.stringify(entry.variation)}::jsonb,
        ${entry.quantity}::integer, ${sqlTimestamp(entry.addedAt)})`,
  );
  const stored = await queryRows<{ id: number; session_id: string }>(
    db,
    sql`with incoming (session_id, expires_at, key, product_id, variation_id, variation, quantity, added_at) as (
          values ${sql.join(rows, sql`, `)}
        ), new_sessions as (
          insert into ${sessions} (id, expires_at) select session_id, expires_at from incoming returning id
        ), new_carts as (
          insert into ${carts} (session_id) select id from new_sessions returning id, session_id
        ), new_lines as (
          insert into ${cartItems} (cart_id, key, product_id, variation_id, variation, quantity, added_at)
          select new_carts.id, incoming.key, incoming.product_id, incoming.variation_id, incoming.variation,
            incoming.quantity, incoming.added_at
          from new_carts join incoming on incoming.session_id = new_carts.session_id
          returning cart_id
        )
        select new_carts.id, new_carts.session_id from new_carts
        where new_carts.id in (select cart_id from new_lines)`,
  );
  return new Map(stored.map((row) => [row.session_id, Number(row.id)]));
}
