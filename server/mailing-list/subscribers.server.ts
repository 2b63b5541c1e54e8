import { and, count, eq, gte, lt } from "drizzle-orm";
import { z } from "zod";
import {
  MAILING_LIST_CONFIRM_ROUTE,
  MAILING_LIST_UNSUBSCRIBE_ROUTE,
  type SendmailResponse,
} from "../../protocol/mailing-list.ts";
import { REST_PREFIX } from "../../protocol/rest.ts";
import { mailingListAttempts, mailingListSubscribers } from "../db/schema.ts";
import type { Services } from "../services.server.ts";
import type { MailchimpListSettings } from "../settings/mailing-list-settings.ts";
import { addMailchimpMember, subscriberHash } from "./mailchimp.server.ts";
import { confirmationEmail } from "./subscriber-emails.ts";
import { parseSubscriberToken, subscriberToken, verifySubscriberToken } from "./tokens.ts";

/**
 * The sign-up behind ElementsKit's endpoint (decision 028). Vitrine's lists live in the database; the answer is
 * what Mailchimp would have said (`status` `subscribed` / `pending`, or a problem document with a `title`), so
 * the widget shows the same messages either way. A list configured with Mailchimp also goes there, and
 * Mailchimp's own answer is passed on.
 */

const PROBLEM_TYPE = "https://mailchimp.com/developer/marketing/docs/errors/";

const optional = (max: number) => z.string().trim().max(max).default("");

export const signupFieldsSchema = z.object({
  listed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  email: z.string().trim().max(254).pipe(z.email()),
  firstname: optional(100),
  lastname: optional(100),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^\+?[0-9 ().-]{4,40}$/)
    .default(""),
  double_opt_in: z.string().max(10).default(""),
});

export type SignupFields = z.infer<typeof signupFieldsSchema>;

export interface SignupRequest {
  fields: Record<string, unknown>;
  /** The page the form was on (path), stored as the consent's source. */
  sourcePage: string;
  clientIp: string;
  /** The site's origin (`https://shop.example`), for the links in the confirmation email. */
  origin: string;
}

function problem(title: string, status: number, detail: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({ type: PROBLEM_TYPE, title, status, detail, instance: "", ...extra });
}

function answer(body: string): SendmailResponse {
  return { success: { body }, error: "" };
}

function memberBody(row: typeof mailingListSubscribers.$inferSelect): string {
  return JSON.stringify({
    id: subscriberHash(row.email),
    email_address: row.email,
    status: row.status,
    list_id: row.listId,
    merge_fields: { FNAME: row.firstName, LNAME: row.lastName, PHONE: row.phone },
    timestamp_signup: row.consentAt.toISOString(),
    source: "Vitrine",
  });
}

/** The problem document for fields that fail validation (Mailchimp's "Invalid Resource" with its errors list). */
function invalidResource(issues: z.core.$ZodIssue[]): string {
  const fieldOf = (path: PropertyKey[]) =>
    ({ email: "email_address", firstname: "FNAME", lastname: "LNAME", phone: "PHONE", listed: "list_id" })[
      String(path[0])
    ] ?? String(path[0]);
  const messageOf = (field: string) =>
    field === "email_address"
      ? "Please provide a valid email address."
      : field === "list_id"
        ? "This list does not exist."
        : field === "PHONE"
          ? "Please enter a valid phone number."
          : "This value is too long.";
  const errors = issues.map((issue) => {
    const field = fieldOf(issue.path);
    return { field, message: messageOf(field) };
  });
  const first = errors[0]?.message ?? "The resource submitted could not be validated.";
  return problem("Invalid Resource", 400, first, { errors });
}

function isDoubleOptIn(value: string): boolean {
  return value === "yes" || value === "on" || value === "1" || value === "true";
}

/** Counts this attempt; true when the address or the client has used up its sign-ups for the window. */
async function overLimit(services: Services, email: string, ip: string): Promise<boolean> {
  const { maxAttemptsPerEmail, maxAttemptsPerIp, attemptWindowMinutes } = services.settings.mailingList;
  const now = services.now();
  const since = new Date(now.getTime() - attemptWindowMinutes * 60_000);
  const keys = [
    { key: `email:${email}`, max: maxAttemptsPerEmail },
    ...(ip ? [{ key: `ip:${ip}`, max: maxAttemptsPerIp }] : []),
  ];
  let limited = false;
  for (const { key, max } of keys) {
    await services.db
      .delete(mailingListAttempts)
      .where(and(eq(mailingListAttempts.key, key), lt(mailingListAttempts.attemptedAt, since)));
    const [row] = await services.db
      .select({ n: count() })
      .from(mailingListAttempts)
      .where(and(eq(mailingListAttempts.key, key), gte(mailingListAttempts.attemptedAt, since)));
    if ((row?.n ?? 0) >= max) limited = true;
  }
  if (!limited)
    await services.db.insert(mailingListAttempts).values(keys.map(({ key }) => ({ key, attemptedAt: now })));
  return limited;
}

function mailchimpOf(services: Services, listId: string): MailchimpListSettings | null {
  return services.settings.mailingList.lists[listId]?.mailchimp ?? null;
}

export async function subscribe(services: Services, request: SignupRequest): Promise<SendmailResponse> {
  const parsed = signupFieldsSchema.safeParse(request.fields);
  if (!parsed.success) return answer(invalidResource(parsed.error.issues));
  const fields = parsed.data;
  const { lists, acceptAnyList } = services.settings.mailingList;
  if (!acceptAnyList && !lists[fields.listed]) {
    return answer(problem("Resource Not Found", 404, "The requested resource could not be found."));
  }
  const email = fields.email.toLowerCase();
  if (await overLimit(services, email, request.clientIp)) {
    return answer(
      problem("Too Many Requests", 429, "Too many sign-up attempts. Please try again in a little while."),
    );
  }
  const status = isDoubleOptIn(fields.double_opt_in) ? "pending" : "subscribed";
  const now = services.now();
  const values = {
    listId: fields.listed,
    email,
    firstName: fields.firstname,
    lastName: fields.lastname,
    phone: fields.phone,
    status,
    consentAt: now,
    sourcePage: request.sourcePage.slice(0, 2000),
    consentIp: request.clientIp.slice(0, 64),
    confirmedAt: null,
    unsubscribedAt: null,
    updatedAt: now,
  } as const;

  const [existing] = await services.db
    .select()
    .from(mailingListSubscribers)
    .where(and(eq(mailingListSubscribers.listId, fields.listed), eq(mailingListSubscribers.email, email)));
  const mailchimp = mailchimpOf(services, fields.listed);
  // An address already listed is "Member Exists", as Mailchimp answers; one that left may sign up again, and
  // one Mailchimp has not received yet (its last try failed) is sent again.
  const retry =
    existing && mailchimp && existing.providerSyncedAt === null && existing.status !== "unsubscribed";
  if (existing && existing.status !== "unsubscribed" && !retry) {
    return answer(
      problem(
        "Member Exists",
        400,
        `${email} is already a list member. Use PUT to insert or update list members.`,
      ),
    );
  }
  let row: typeof mailingListSubscribers.$inferSelect | undefined;
  if (retry) {
    row = existing;
  } else if (existing) {
    [row] = await services.db
      .update(mailingListSubscribers)
      .set({ ...values, providerSyncedAt: null, providerError: null })
      .where(eq(mailingListSubscribers.id, existing.id))
      .returning();
  } else {
    [row] = await services.db.insert(mailingListSubscribers).values(values).onConflictDoNothing().returning();
    // Another request listed the same address a moment ago.
    if (!row)
      return answer(
        problem(
          "Member Exists",
          400,
          `${email} is already a list member. Use PUT to insert or update list members.`,
        ),
      );
  }
  if (!row) throw new Error("subscriber row vanished");

  if (mailchimp) {
    const result = await addMailchimpMember(mailchimp, mailchimp.audienceId ?? fields.listed, {
      email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      status: row.status === "pending" ? "pending" : "subscribed",
    });
    if (result.kind === "failed") {
      await services.db
        .update(mailingListSubscribers)
        .set({ providerError: result.error, updatedAt: services.now() })
        .where(eq(mailingListSubscribers.id, row.id));
      services.logger.warn(
        { list: fields.listed, error: result.error },
        "Mailchimp sign-up failed; kept for a retry",
      );
      return { success: [], error: result.error };
    }
    await services.db
      .update(mailingListSubscribers)
      .set({ providerSyncedAt: services.now(), providerError: null, updatedAt: services.now() })
      .where(eq(mailingListSubscribers.id, row.id));
    // Mailchimp sends its own confirmation email for a pending member.
    return answer(result.body);
  }

  if (row.status === "pending") {
    const expires = new Date(now.getTime() + services.settings.mailingList.confirmLinkHours * 3_600_000);
    const links = subscriberLinks(services, request.origin, row, expires);
    const sent = await services.mailer.send({
      to: row.email,
      ...confirmationEmail(services.settings.shop.name, row.firstName, links),
    });
    if (!sent.sent)
      return { success: [], error: "The confirmation email could not be sent. Please try again later." };
  }
  return answer(memberBody(row));
}

export function subscriberLinks(
  services: Services,
  origin: string,
  row: { id: number; email: string },
  confirmExpires: Date,
): { confirm: string; unsubscribe: string } {
  const link = (route: string, token: string) => {
    const url = new URL(`${REST_PREFIX}${route}`, origin);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: link(
      MAILING_LIST_CONFIRM_ROUTE,
      subscriberToken(services.nonceSecret, "confirm", row, confirmExpires),
    ),
    unsubscribe: link(
      MAILING_LIST_UNSUBSCRIBE_ROUTE,
      subscriberToken(services.nonceSecret, "unsubscribe", row, null),
    ),
  };
}

export type LinkOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "expired" | "invalid";

async function rowForToken(services: Services, token: unknown, purpose: "confirm" | "unsubscribe") {
  const parsed = parseSubscriberToken(token);
  if (!parsed) return { row: null, check: "invalid" as const };
  const [row] = await services.db
    .select()
    .from(mailingListSubscribers)
    .where(eq(mailingListSubscribers.id, parsed.id));
  if (!row) return { row: null, check: "invalid" as const };
  return { row, check: verifySubscriberToken(services.nonceSecret, purpose, parsed, row, services.now()) };
}

/** The emailed confirmation link: a pending address becomes subscribed. */
export async function confirmSubscriber(services: Services, token: unknown): Promise<LinkOutcome> {
  const { row, check } = await rowForToken(services, token, "confirm");
  if (!row || check === "invalid") return "invalid";
  if (row.status === "subscribed") return "already-confirmed";
  if (check === "expired" || row.status !== "pending") return "expired";
  const now = services.now();
  await services.db
    .update(mailingListSubscribers)
    .set({ status: "subscribed", confirmedAt: now, updatedAt: now })
    .where(and(eq(mailingListSubscribers.id, row.id), eq(mailingListSubscribers.status, "pending")));
  return "confirmed";
}

/** Checks an unsubscribe link without using it (the page asks before it acts). */
export async function checkUnsubscribeToken(
  services: Services,
  token: unknown,
): Promise<"valid" | "invalid"> {
  const { row, check } = await rowForToken(services, token, "unsubscribe");
  return row && check === "valid" ? "valid" : "invalid";
}

export async function unsubscribeSubscriber(services: Services, token: unknown): Promise<LinkOutcome> {
  const { row, check } = await rowForToken(services, token, "unsubscribe");
  if (!row || check !== "valid") return "invalid";
  const now = services.now();
  await services.db
    .update(mailingListSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(eq(mailingListSubscribers.id, row.id));
  return "unsubscribed";
}
