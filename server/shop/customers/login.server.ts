import type { Executor } from "../../db/client.server.ts";
import type { Settings } from "../../settings/settings.ts";
import { authenticate, type Customer, findCustomerByLogin } from "./customers.server.ts";
import {
  checkLoginLimit,
  clearAccountFailures,
  loginSubject,
  rateLimitMessage,
  recordLoginFailure,
} from "./login-limits.server.ts";

/** One message for every failed login: it never tells whether the account exists. */
export const LOGIN_FAILED_MESSAGE = "The username or password you entered is incorrect. Please try again.";
export const LOGIN_MISSING_MESSAGE = "Please enter your username or email address and your password.";

export type LoginAttempt =
  | { ok: true; customer: Customer }
  | { ok: false; reason: "missing" | "invalid" | "rate_limited"; message: string };

/** Checks the limits, then the password; counts failures and clears the account's count on success. */
export async function attemptLogin(
  db: Executor,
  settings: Settings["accounts"],
  input: { login: string; password: string; clientAddress: string },
  now: Date,
): Promise<LoginAttempt> {
  const login = input.login.trim();
  if (login === "" || input.password === "")
    return { ok: false, reason: "missing", message: LOGIN_MISSING_MESSAGE };
  const known = await findCustomerByLogin(db, login);
  const subject = loginSubject(known?.id ?? null, login, input.clientAddress);
  const verdict = await checkLoginLimit(db, settings, subject, now);
  if (verdict.limited)
    return { ok: false, reason: "rate_limited", message: rateLimitMessage(verdict.retryAfterMinutes) };
  const customer = await authenticate(db, login, input.password);
  if (!customer) {
    await recordLoginFailure(db, settings, subject, now);
    return { ok: false, reason: "invalid", message: LOGIN_FAILED_MESSAGE };
  }
  await clearAccountFailures(db, subject);
  return { ok: true, customer };
}
