import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links for subscribers: `<id>.<expiry seconds>.<signature>` for the double opt-in confirmation (expires),
 * `<id>.0.<signature>` for unsubscribing (does not). The signature binds purpose, row and address, so a link
 * stops working when the row is deleted and re-created, and cannot be turned from one purpose into the other.
 */
export type SubscriberLinkPurpose = "confirm" | "unsubscribe";

function signature(
  secret: string,
  purpose: SubscriberLinkPurpose,
  id: number,
  email: string,
  expires: number,
) {
  return createHmac("sha256", secret)
    .update(`mailing-list|${purpose}|${id}|${email.toLowerCase()}|${expires}`)
    .digest("base64url")
    .slice(0, 32);
}

export function subscriberToken(
  secret: string,
  purpose: SubscriberLinkPurpose,
  subscriber: { id: number; email: string },
  expiresAt: Date | null,
): string {
  const expires = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0;
  return `${subscriber.id}.${expires}.${signature(secret, purpose, subscriber.id, subscriber.email, expires)}`;
}

/** The row id a token names, once its form is right (the signature is checked against the row by `verify`). */
export function parseSubscriberToken(token: unknown): { id: number; expires: number; mac: string } | null {
  if (typeof token !== "string") return null;
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  return { id: Number(match[1]), expires: Number(match[2]), mac: match[3] as string };
}

export type TokenCheck = "valid" | "expired" | "invalid";

export function verifySubscriberToken(
  secret: string,
  purpose: SubscriberLinkPurpose,
  parsed: { id: number; expires: number; mac: string },
  subscriber: { id: number; email: string },
  now: Date,
): TokenCheck {
  const expected = Buffer.from(signature(secret, purpose, subscriber.id, subscriber.email, parsed.expires));
  const given = Buffer.from(parsed.mac);
  if (subscriber.id !== parsed.id || expected.length !== given.length || !timingSafeEqual(expected, given))
    return "invalid";
  if (purpose === "confirm" && parsed.expires * 1000 < now.getTime()) return "expired";
  return "valid";
}
