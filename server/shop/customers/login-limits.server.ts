import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { loginFailures } from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";

/**
 * Failed logins counted per account and per client address within a sliding window, in the
 * database so every app instance sees the same counts (decision 010). A success clears the
 * account's count; the address count only ages out, so one address cannot walk through many
 * accounts by mixing in a login of its own.
 */
export interface LoginSubject {
  /** `account:<customer id>` when the login names a customer, else `login:<what was typed>`. */
  accountKey: string;
  /** `address:<client ip>`. */
  addressKey: string;
}

export type LimitVerdict = { limited: false } | { limited: true; retryAfterMinutes: number };

export function loginSubject(
  customerId: number | null,
  typedLogin: string,
  clientAddress: string,
): LoginSubject {
  return {
    accountKey:
      customerId === null
        ? `login:${typedLogin.trim().toLowerCase().slice(0, 254)}`
        : `account:${customerId}`,
    addressKey: `address:${clientAddress || "unknown"}`,
  };
}

type AccountSettings = Settings["accounts"];

function windowStart(settings: AccountSettings, now: Date): Date {
  return new Date(now.getTime() - settings.failureWindowMinutes * 60_000);
}

/** Whether either key has used up its failures; if so, when the oldest counted failure ages out. */
export async function checkLoginLimit(
  db: Executor,
  settings: AccountSettings,
  subject: LoginSubject,
  now: Date,
): Promise<LimitVerdict> {
  const since = windowStart(settings, now);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${loginFailures.failedAt})`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [subject.accountKey, subject.addressKey]),
        gt(loginFailures.failedAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  const limits: Record<string, number> = {
    [subject.accountKey]: settings.maxFailuresPerAccount,
    [subject.addressKey]: settings.maxFailuresPerAddress,
  };
  let retryAt: number | null = null;
  for (const row of rows) {
    const limit = limits[row.key];
    if (limit === undefined || row.count < limit) continue;
    const oldest = new Date(row.oldest).getTime();
    const freed = oldest + settings.failureWindowMinutes * 60_000;
    retryAt = Math.max(retryAt ?? 0, freed);
  }
  if (retryAt === null) return { limited: false };
  return { limited: true, retryAfterMinutes: Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000)) };
}

export async function recordLoginFailure(
  db: Executor,
  settings: AccountSettings,
  subject: LoginSubject,
  now: Date,
): Promise<void> {
  await db.insert(loginFailures).values([
    { key: subject.accountKey, failedAt: now },
    { key: subject.addressKey, failedAt: now },
  ]);
  // Rows that no longer count are of no use; trim this subject's now and then.
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [subject.accountKey, subject.addressKey]),
        lt(loginFailures.failedAt, windowStart(settings, now)),
      ),
    );
}

export async function clearAccountFailures(db: Executor, subject: LoginSubject): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, subject.accountKey));
}

export function rateLimitMessage(retryAfterMinutes: number): string {
  const minutes = retryAfterMinutes === 1 ? "1 minute" : `${retryAfterMinutes} minutes`;
  return `Too many failed login attempts. Please try again in ${minutes}.`;
}
