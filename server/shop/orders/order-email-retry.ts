/**
 * When an order's emails are tried again after a failed attempt (decision 051): a minute after the first, then
 * twice as long each time. After ten attempts (eight and a half hours of a mail server refusing) the sender
 * stops and leaves the error on the order, logged, for the shop to see and resend.
 */
export const ORDER_EMAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;

/**
 * How long a sender holds an order's emails: longer than any send can take (nodemailer's SMTP timeouts: two
 * minutes to connect, ten for a silent socket), so another instance never sends them a second time meanwhile.
 */
export const ORDER_EMAIL_CLAIM_MS = 15 * 60_000;

/** When to try again after failed attempt number `attempts` (1 for the first), or null to give up. */
export function nextOrderEmailAttempt(attempts: number, now: Date): Date | null {
  if (attempts >= ORDER_EMAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
