import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client.server.ts";
import { customers, type PostalAddress } from "../../db/schema.ts";
import {
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyAgainstNothing,
  verifyPassword,
} from "./passwords.ts";

export type Customer = typeof customers.$inferSelect;
export type AddressKind = "billing" | "shipping";

/** Field-keyed problems (domain names: email, password, currentPassword…), each a sentence for the shopper. */
export type FieldErrors = Record<string, string>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const emailSchema = z.email();
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === "") return "Please enter an email address.";
  if (trimmed.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(trimmed).success)
    return "Please enter a valid email address.";
  return null;
}

/** WordPress-style login name from the email's local part: lower case letters, digits and `._-`. */
export function usernameBase(email: string): string {
  const local = normaliseEmail(email).split("@")[0] ?? "";
  const cleaned = local.replace(/[^a-z0-9._-]/g, "").slice(0, 50);
  return cleaned || "customer";
}

export interface RegistrationInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** A new customer account. Email and generated username are unique; problems come back per field. */
export async function registerCustomer(db: Executor, input: RegistrationInput): Promise<Outcome<Customer>> {
  const errors: FieldErrors = {};
  const badEmail = emailProblem(input.email);
  if (badEmail) errors.email = badEmail;
  const email = normaliseEmail(input.email);
  const badPassword = passwordProblem(input.password, { email });
  if (badPassword) errors.password = badPassword;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (await findCustomerByEmail(db, email)) return { ok: false, errors: { email: EMAIL_TAKEN } };

  const passwordHash = await hashPassword(input.password);
  const base = usernameBase(email);
  const firstName = (input.firstName ?? "").trim().slice(0, MAX_NAME_LENGTH);
  const lastName = (input.lastName ?? "").trim().slice(0, MAX_NAME_LENGTH);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const username = attempt === 0 ? base : `${base}${attempt + 1}`;
    const [created] = await db
      .insert(customers)
      .values({
        email,
        username,
        passwordHash,
        firstName,
        lastName,
        displayName: [firstName, lastName].filter(Boolean).join(" ") || username,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { ok: true, value: created };
    // The conflict was the email (a concurrent registration) or the username (try the next one).
    if (await findCustomerByEmail(db, email)) return { ok: false, errors: { email: EMAIL_TAKEN } };
  }
  throw new Error(`no free username for ${base}`);
}

export const EMAIL_TAKEN = "An account is already registered with your email address. Please log in.";

export async function findCustomerById(db: Executor, id: number): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(db: Executor, email: string): Promise<Customer | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

/** WordPress accepts the email or the username wherever a login is typed. */
export async function findCustomerByLogin(db: Executor, login: string): Promise<Customer | null> {
  const value = normaliseEmail(login);
  if (value === "" || value.length > MAX_EMAIL_LENGTH) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(value.includes("@") ? eq(customers.email, value) : eq(customers.username, value))
    .limit(1);
  return row ?? null;
}

/**
 * The customer whose login and password match, else null; unknown logins cost the same time as
 * wrong passwords. Hashes made with older parameters are upgraded on the way.
 */
export async function authenticate(db: Executor, login: string, password: string): Promise<Customer | null> {
  const customer = await findCustomerByLogin(db, login);
  if (!customer) return verifyAgainstNothing(password).then(() => null);
  if (!(await verifyPassword(password, customer.passwordHash))) return null;
  if (needsRehash(customer.passwordHash)) {
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(customers.id, customer.id));
  }
  return customer;
}

export interface AccountDetailsInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** My account → Account details. A password change needs the current password and the new one twice. */
export async function updateAccountDetails(
  db: Executor,
  customerId: number,
  input: AccountDetailsInput,
): Promise<Outcome<Customer>> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
  const errors: FieldErrors = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const displayName = input.displayName.trim();
  if (firstName === "") errors.firstName = "First name is a required field.";
  if (lastName === "") errors.lastName = "Last name is a required field.";
  if (displayName === "") errors.displayName = "Display name is a required field.";
  for (const [field, value] of [
    ["firstName", firstName],
    ["lastName", lastName],
    ["displayName", displayName],
  ] as const) {
    if (value.length > MAX_NAME_LENGTH) errors[field] = `Please use at most ${MAX_NAME_LENGTH} characters.`;
  }
  const email = normaliseEmail(input.email);
  const badEmail = emailProblem(input.email);
  if (badEmail) errors.email = badEmail;
  else if (email !== customer.email) {
    const owner = await findCustomerByEmail(db, email);
    if (owner && owner.id !== customer.id) errors.email = "This email address is already registered.";
  }

  const changingPassword = input.newPassword !== "" || input.confirmPassword !== "";
  let passwordHash = customer.passwordHash;
  if (changingPassword || input.currentPassword !== "") {
    if (input.currentPassword === "") errors.currentPassword = "Please enter your current password.";
    else if (!(await verifyPassword(input.currentPassword, customer.passwordHash)))
      errors.currentPassword = "Your current password is incorrect.";
    if (input.newPassword === "") errors.newPassword = "Please enter a new password.";
    else {
      const weak = passwordProblem(input.newPassword, { email, username: customer.username });
      if (weak) errors.newPassword = weak;
      else if (input.newPassword !== input.confirmPassword)
        errors.confirmPassword = "New passwords do not match.";
    }
    if (Object.keys(errors).length === 0) passwordHash = await hashPassword(input.newPassword);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const [updated] = await db
    .update(customers)
    .set({ firstName, lastName, displayName, email, passwordHash, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning();
  if (!updated) throw new Error(`customer ${customerId} vanished during update`);
  return { ok: true, value: updated };
}

/** Replaces one of the saved addresses (already validated by the address fields' rules). */
export async function updateAddress(
  db: Executor,
  customerId: number,
  kind: AddressKind,
  address: Partial<PostalAddress>,
): Promise<void> {
  await db
    .update(customers)
    .set(
      kind === "billing"
        ? { billing: address, updatedAt: new Date() }
        : { shipping: address, updatedAt: new Date() },
    )
    .where(eq(customers.id, customerId));
}

/** Merges string flags into the customer's meta in one statement (concurrent updates keep each other's keys). */
export async function updateCustomerMeta(
  db: Executor,
  customerId: number,
  patch: Record<string, string>,
): Promise<void> {
  await db
    .update(customers)
    .set({ meta: sql`${customers.meta} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

/** Sets a new password (after a reset); the caller ends other sign-ins as needed. */
export async function setPassword(db: Executor, customerId: number, password: string): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}
