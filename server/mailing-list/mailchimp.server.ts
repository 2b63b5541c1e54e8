import { createHash } from "node:crypto";
import type { MailchimpListSettings } from "../settings/mailing-list-settings.ts";

/**
 * Mailchimp's Marketing API (3.0), the one call the sign-up makes: `POST /lists/{audience}/members`. Written with
 * `fetch` rather than `@mailchimp/mailchimp_marketing` (decision 028): the official client builds its address
 * from the key's data centre only (a local stand-in cannot be reached without patching its internals) and brings
 * superagent and its own promise wrappers for one request.
 */

export interface MailchimpMember {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  status: "subscribed" | "pending";
}

/** Mailchimp answered (any HTTP status): its JSON text, as ElementsKit passes it on in `success.body`. */
export type MailchimpAnswer =
  | { kind: "answered"; httpStatus: number; body: string; status: string }
  /** No usable answer (network, timeout, 5xx, bad key): shown as `Found error : <message>`. */
  | { kind: "failed"; error: string };

/** `us21` from `0123…-us21`; null when the key has no data centre. */
export function dataCentreOf(apiKey: string): string | null {
  const match = /-([a-z]+\d+)$/.exec(apiKey.trim());
  return match?.[1] ?? null;
}

export function mailchimpBaseUrl(settings: MailchimpListSettings): string | null {
  if (settings.apiBaseUrl) return settings.apiBaseUrl.replace(/\/+$/, "");
  const dc = dataCentreOf(settings.apiKey);
  return dc ? `https://${dc}.api.mailchimp.com/3.0` : null;
}

/** Mailchimp's member id: the MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(email.toLowerCase()).digest("hex");
}

export async function addMailchimpMember(
  settings: MailchimpListSettings,
  audienceId: string,
  member: MailchimpMember,
  fetchImpl: typeof fetch = fetch,
): Promise<MailchimpAnswer> {
  const base = mailchimpBaseUrl(settings);
  if (!settings.apiKey || !base)
    return { kind: "failed", error: "Mailchimp API key is missing or malformed" };
  const url = `${base}/lists/${encodeURIComponent(audienceId)}/members`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`vitrine:${settings.apiKey}`).toString("base64")}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({
        email_address: member.email,
        status: member.status,
        merge_fields: { FNAME: member.firstName, LNAME: member.lastName, PHONE: member.phone },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    return {
      kind: "failed",
      error: name === "TimeoutError" ? "Mailchimp did not answer in time" : "Mailchimp could not be reached",
    };
  }
  const body = await response.text().catch(() => "");
  let parsed: { status?: unknown; title?: unknown; detail?: unknown } = {};
  try {
    parsed = JSON.parse(body) ?? {};
  } catch {
    parsed = {};
  }
  // Server errors and refused keys are the shop's problem, not the visitor's answer: kept for a retry.
  if (response.status >= 500 || response.status === 401 || response.status === 403) {
    const title = typeof parsed.title === "string" ? parsed.title : `HTTP ${response.status}`;
    return { kind: "failed", error: `Mailchimp: ${title}` };
  }
  if (typeof parsed !== "object" || body === "") {
    return { kind: "failed", error: `Mailchimp answered HTTP ${response.status} without JSON` };
  }
  return { kind: "answered", httpStatus: response.status, body, status: String(parsed.status ?? "") };
}
