import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client.server.ts";
import { prepared } from "../../db/prepared.server.ts";
import { cartItems, carts, sessions, siteSecrets } from "../../db/schema.ts";
import { randomText } from "../../security/random-pool.ts";
import type { CartLineRow } from "../cart/cart.server.ts";
import { announceSessionWrite, writingSession } from "./session-writes.server.ts";

/** A session lives this long after its last renewal (a guest's cart survives a week away). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Renew the expiry once less than this remains, so active shoppers never lose their cart. */
const SESSION_RENEW_BELOW_MS = 6 * 24 * 60 * 60 * 1000;

export type NoticeType = "success" | "error" | "notice";
export interface Notice {
  type: NoticeType;
  message: string;
  /** A follow-up link shown with the message, e.g. "View cart". */
  link?: { href: string; text: string };
}

/** Only a hash of the cookie's token is stored: a copy of the database cannot impersonate shoppers. */
export function sessionIdFromToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new session's cookie token and the id stored for it. */
export interface NewSession {
  token: string;
  id: string;
}

/** A fresh random token and its id, not yet stored. */
export function newSessionToken(): NewSession {
  const token = randomText(32, "base64url");
  return { token, id: sessionIdFromToken(token) };
}

/** When a session made at `now` expires unless renewed. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_MS);
}

export async function createSession(db: Executor, now: Date): Promise<NewSession> {
  const created = newSessionToken();
  await db.insert(sessions).values({ id: created.id, expiresAt: sessionExpiry(now) });
  return created;
}

/** The live session for a cookie token, renewing its expiry when due; null when unknown or expired. */
export async function findSession(db: Executor, token: string, now: Date): Promise<string | null> {
  return (await findSessionRecord(db, sessionIdFromToken(token), now))?.id ?? null;
}

export interface SessionRecord {
  id: string;
  /** The logged-in customer, null for a guest. */
  customerId: number | null;
  /** Whether notices wait to be shown on the next page (read with the session, no extra query). */
  noticesWaiting?: boolean;
}

/** What both session reads select: the record, plus the expiry that `renewWhenDue` looks at. */
const sessionRecordColumns = {
  id: sessions.id,
  customerId: sessions.customerId,
  expiresAt: sessions.expiresAt,
  noticesWaiting: sql<boolean>`jsonb_array_length(${sessions.notices}) > 0`,
};

function sessionRecordOf(row: {
  id: string;
  customerId: number | null;
  noticesWaiting: boolean;
}): SessionRecord {
  return { id: row.id, customerId: row.customerId, noticesWaiting: row.noticesWaiting === true };
}

/** Like `findSession` by the session's id (its token's hash), with who is logged in. */
export async function findSessionRecord(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<SessionRecord | null> {
  const [row] = await prepared(db, "vitrine_session_record", (executor) =>
    executor
      .select(sessionRecordColumns)
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
      .limit(1)
      .prepare("vitrine_session_record"),
  ).execute({ id: sessionId, now });
  if (!row) return null;
  await renewWhenDue(db, row, now);
  return sessionRecordOf(row);
}

/** Whether a session expiring then is renewed on its next read (or has expired). */
export function renewalDue(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS;
}

/** Renews the session's expiry when due; returns the expiry it now has. */
async function renewWhenDue(db: Executor, row: { id: string; expiresAt: Date }, now: Date): Promise<Date> {
  if (!renewalDue(row.expiresAt, now)) return row.expiresAt;
  const renewed = sessionExpiry(now);
  await writingSession(row.id, () =>
    db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, row.id)),
  );
  return renewed;
}

export interface SessionWithCartLines {
  record: SessionRecord;
  /** The session's cart lines in the cart's order. */
  lines: readonly CartLineRow[];
  /** When the session expires (after a renewal this read made). */
  expiresAt: Date;
}

/**
 * Like `findSessionRecord`, with the session's cart lines in their order, in one statement: what a shopper's
 * spliced page needs (decision 040), where a statement costs more than the work around it.
 */
export async function findSessionRecordWithCartLines(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<SessionWithCartLines | null> {
  const rows = await prepared(db, "vitrine_session_with_cart_lines", (executor) =>
    executor
      .select({
        ...sessionRecordColumns,
        line: cartItems,
      })
      .from(sessions)
      .leftJoin(carts, eq(carts.sessionId, sessions.id))
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
      .orderBy(cartItems.addedAt, cartItems.key)
      .prepare("vitrine_session_with_cart_lines"),
  ).execute({ id: sessionId, now });
  const [first] = rows;
  if (!first) return null;
  const expiresAt = await renewWhenDue(db, first, now);
  return {
    record: sessionRecordOf(first),
    expiresAt,
    lines: rows.flatMap(({ line }) => (line ? [line] : [])),
  };
}

/**
 * Logging in starts a new session (new token, new id) so a session id known before the login —
 * planted or observed — is worth nothing after it. The guest's cart and waiting notices move to
 * the new session; the old one is deleted. One transaction: never two sessions owning the cart.
 */
export async function rotateSession(
  db: Executor,
  previousId: string | null,
  customerId: number | null,
  now: Date,
): Promise<{ token: string; id: string }> {
  try {
    return await moveToNewSession(db, previousId, customerId, now);
  } finally {
    announceSessionWrite(previousId);
  }
}

async function moveToNewSession(
  db: Executor,
  previousId: string | null,
  customerId: number | null,
  now: Date,
): Promise<{ token: string; id: string }> {
  return db.transaction(async (tx) => {
    const token = randomText(32, "base64url");
    const id = sessionIdFromToken(token);
    const [previous] = previousId
      ? await tx
          .select({ notices: sessions.notices })
          .from(sessions)
          .where(eq(sessions.id, previousId))
          .for("update")
      : [];
    await tx.insert(sessions).values({
      id,
      customerId,
      notices: previous?.notices ?? [],
      expiresAt: sessionExpiry(now),
    });
    if (previousId) {
      await tx.update(carts).set({ sessionId: id }).where(eq(carts.sessionId, previousId));
      await tx.delete(sessions).where(eq(sessions.id, previousId));
    }
    return { token, id };
  });
}

/**
 * Ends every session of a customer (a password reset), or every one but the browser that asked (a
 * password change): whoever knew the old password is signed out everywhere else.
 */
export async function endCustomerSessions(
  db: Executor,
  customerId: number,
  options: { except?: string | null } = {},
): Promise<void> {
  const ofCustomer = eq(sessions.customerId, customerId);
  try {
    await db
      .delete(sessions)
      .where(options.except ? and(ofCustomer, ne(sessions.id, options.except)) : ofCustomer);
  } finally {
    announceSessionWrite(null);
  }
}

/** Ends a session (logout): its cart and notices go with it. */
export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await writingSession(sessionId, () => db.delete(sessions).where(eq(sessions.id, sessionId)));
}

/**
 * Leaves a notice for the next page. `afterRequest` (a request's id) keeps it from that request's own pages:
 * see leaveNoticeForRedirect (server/shop/session/notice-redirect.server.ts), the rule for loaders that redirect.
 */
export async function addNotice(
  db: Executor,
  sessionId: string,
  notice: Notice,
  options: { afterRequest?: string } = {},
): Promise<void> {
  const stored = options.afterRequest ? { ...notice, after: options.afterRequest } : notice;
  await writingSession(sessionId, () =>
    db
      .update(sessions)
      .set({ notices: sql`${sessions.notices} || ${JSON.stringify([stored])}::jsonb` })
      .where(eq(sessions.id, sessionId)),
  );
}

/**
 * Notices waiting for the next page, removed as they are read (shown once), in the order they were left.
 * `request` is the id of the request asking: notices it left for after its own redirect stay for the next one.
 * One statement: the CTE locks and reads the old list, the update keeps only those, so a page view costs one
 * round trip.
 */
export async function takeNotices(
  db: Executor,
  sessionId: string,
  options: { request?: string } = {},
): Promise<Notice[]> {
  const request = options.request ?? null;
  const rows = await queryRows<{ notices: Notice[] }>(
    db,
    sql`with waiting as (
          select id, notices from ${sessions}
          where id = ${sessionId} and jsonb_array_length(notices) > 0
          for update
        ),
        split as (
          select waiting.id,
            coalesce(jsonb_agg(item.value - 'after' order by item.position)
              filter (where not coalesce(item.value->>'after' = ${request}::text, false)), '[]'::jsonb) as taken,
            coalesce(jsonb_agg(item.value order by item.position)
              filter (where coalesce(item.value->>'after' = ${request}::text, false)), '[]'::jsonb) as kept
          from waiting, jsonb_array_elements(waiting.notices) with ordinality as item(value, position)
          group by waiting.id
        )
        update ${sessions} set notices = split.kept
        from split where ${sessions.id} = split.id
        returning split.taken as notices`,
  );
  // Only a session that had notices is written to (one that had none is not kept in memory either way).
  if (rows.length > 0) announceSessionWrite(sessionId);
  return rows[0]?.notices ?? [];
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  try {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
  } finally {
    announceSessionWrite(null);
  }
}

/** A secret shared by every app instance, created on first use. */
export async function siteSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}
