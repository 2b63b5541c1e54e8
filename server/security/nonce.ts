import { createHmac, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * WordPress-style nonces: a 10-character HMAC of the action and the session,
 * valid for the 12-hour tick it was made in and the one after (so 12 to 24
 * hours). Field names (`security`, `qtyNonce`, `_wpnonce`) stay WordPress's.
 */
export const NONCE_TICK_MS = 12 * 60 * 60 * 1000;
const NONCE_LENGTH = 10;

function tickAt(now: Date): number {
  return Math.ceil(now.getTime() / NONCE_TICK_MS);
}

/**
 * Signatures already made, per secret, tick, action and session: every page a shopper is served carries the same
 * few nonces for 12 hours, and an HMAC per nonce per page was ~5 % of a spliced page's CPU. Bounded, so a flood
 * of new sessions costs memory no more than this.
 */
const signatures = new LRUCache<string, string>({ max: 10_000 });
/** A process signs with one secret; the memo is emptied if another one is used. */
let signaturesSecret: string | undefined;

function sign(secret: string, tick: number, action: string, sessionId: string): string {
  if (secret !== signaturesSecret) {
    signatures.clear();
    signaturesSecret = secret;
  }
  const message = `${tick}|${action}|${sessionId}`;
  const known = signatures.get(message);
  if (known !== undefined) return known;
  const signature = createHmac("sha256", secret).update(message).digest("hex").slice(-12, -2);
  signatures.set(message, signature);
  return signature;
}

export function createNonce(secret: string, action: string, sessionId: string, now: Date): string {
  return sign(secret, tickAt(now), action, sessionId);
}

/** 1: made in this tick, 2: made in the previous tick, false: missing, forged or stale. */
export function verifyNonce(
  secret: string,
  nonce: unknown,
  action: string,
  sessionId: string,
  now: Date,
): 1 | 2 | false {
  if (typeof nonce !== "string" || nonce.length !== NONCE_LENGTH) return false;
  const tick = tickAt(now);
  for (const [age, candidateTick] of [
    [1, tick],
    [2, tick - 1],
  ] as const) {
    const expected = Buffer.from(sign(secret, candidateTick, action, sessionId));
    if (timingSafeEqual(expected, Buffer.from(nonce.padEnd(NONCE_LENGTH).slice(0, NONCE_LENGTH)))) return age;
  }
  return false;
}
