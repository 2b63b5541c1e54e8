import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { loginFailures } from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";

/**
 * Failed logins counted within a sliding window, in the database so every app instance sees the
 * same counts (decisions 010 and 017), under three keys, as WordPress login-limit plugins do:
 * - one account from one address (`pair:`): the ordinary guesser, stopped after a few tries
 *   without locking the account's owner out from anywhere else;
 * - one address across accounts (`address:`): one machine trying many accounts;
 * - one account from every address (`account:`/`login:`): distributed guessing, at a much higher
 *   threshold so nobody can lock a customer out with a handful of wrong passwords.
 * A success clears the pair's and the account's counts; the address count only ages out, so one
 * address cannot walk through many accounts by mixing in a login of its own.
 */
export interface LoginSubject {
  /** `account:<customer id>` when the login names a customer, else `login:<what was typed>`. */
  accountKey: string;
  /** `address:<client ip>`. */
  addressKey: string;
  /** `pair:<account key>@<client ip>`. */
  pairKey: string;
}

export type LimitVerdict = { limited: false } | { limited: true; retryAfterMinutes: number };

export function loginSubject(
  customerId: number | null,
  typedLogin: string,
  clientAddress: string,
): LoginSubject {
  const accountKey =
    customerId === null ? `login:${typedLogin.trim().toLowerCase().slice(0, 254)}` : `account:${customerId}`;
  const address = clientAddress || "unknown";
  return { accountKey, addressKey: `address:${address}`, pairKey: `pair:${accountKey}@${address}` };
}

function subjectKeys(subject: LoginSubject): string[] {
  return [subject.pairKey, subject.accountKey, subject.addressKey];
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
    .where(and(inArray(loginFailures.key, subjectKeys(subject)), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  const limits: Record<string, number> = {
    [subject.pairKey]: settings.maxFailuresPerAccountAndAddress,
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
  await db.insert(loginFailures).values(subjectKeys(subject).map((key) => ({ key, failedAt: now })));
  // Rows that no longer count are of no use; trim this subject's now and then.
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, subjectKeys(subject)),
        lt(loginFailures.failedAt, windowStart(settings, now)),
      ),
    );
}

export async function clearAccountFailures(db: Executor, subject: LoginSubject): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [subject.pairKey, subject.accountKey]));
}

export function rateLimitMessage(retryAfterMinutes: number): string {
  const minutes = retryAfterMinutes === 1 ? "1 minute" : `${retryAfterMinutes} minutes`;
  return `Too many failed login attempts. Please try again in ${minutes}.`;
}
