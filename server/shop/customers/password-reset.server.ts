import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { passwordResets } from "../../db/schema.ts";
import { endCustomerSessions } from "../session/sessions.server.ts";
import {
  type Customer,
  type FieldErrors,
  findCustomerById,
  findCustomerByLogin,
  setPassword,
} from "./customers.server.ts";
import { passwordProblem } from "./passwords.ts";

/**
 * Emailed password-reset links. The link carries a random token; only its SHA-256 is stored, so
 * a copy of the database cannot reset anyone's password. A token works once, until it expires,
 * and using one voids every other token of that customer.
 */
export const LOST_PASSWORD_CONFIRMATION =
  "If an account matches what you entered, a password reset email has been sent to its email address. It may take a few minutes to arrive.";
export const RESET_LINK_INVALID =
  "This password reset link is invalid or has expired. Please request a new one.";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A fresh token for the account named by `login` (email or username), or null when there is none. */
export async function createPasswordReset(
  db: Executor,
  login: string,
  validMinutes: number,
  now: Date,
): Promise<{ customer: Customer; token: string } | null> {
  const customer = await findCustomerByLogin(db, login);
  if (!customer) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    customerId: customer.id,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
    createdAt: now,
  });
  return { customer, token };
}

/** The customer a still-usable link belongs to, or null. */
export async function findResetCustomer(
  db: Executor,
  customerId: number,
  token: string,
  now: Date,
): Promise<Customer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        eq(passwordResets.customerId, customerId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? findCustomerById(db, row.customerId) : null;
}

export type ResetOutcome =
  | { ok: true; customer: Customer }
  | { ok: false; errors: FieldErrors; linkInvalid: boolean };

/**
 * Sets the new password through a link: the token is claimed in one statement (so two
 * submissions cannot both succeed), other tokens are voided and the customer's sessions end.
 */
export async function resetPassword(
  db: Executor,
  input: { customerId: number; token: string; password: string; confirmPassword: string },
  now: Date,
): Promise<ResetOutcome> {
  const customer = await findResetCustomer(db, input.customerId, input.token, now);
  if (!customer) return { ok: false, errors: { link: RESET_LINK_INVALID }, linkInvalid: true };
  const weak = passwordProblem(input.password, { email: customer.email, username: customer.username });
  if (weak) return { ok: false, errors: { password: weak }, linkInvalid: false };
  if (input.password !== input.confirmPassword)
    return { ok: false, errors: { confirmPassword: "Passwords do not match." }, linkInvalid: false };

  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(input.token)),
          eq(passwordResets.customerId, customer.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (!row) return false;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
    await setPassword(tx, customer.id, input.password);
    await endCustomerSessions(tx, customer.id);
    return true;
  });
  if (!claimed) return { ok: false, errors: { link: RESET_LINK_INVALID }, linkInvalid: true };
  return { ok: true, customer };
}
