import { CHECKOUT_LOGIN_ACTION } from "../../protocol/admin-ajax.ts";
import { isRecord } from "../../protocol/plain-guards.ts";

export const LOGIN_FALLBACK_ERROR = "Could not log you in. Please try again.";

/**
 * The form body of the inline login: what was typed, untouched (S-CHK-13, S-CHK-14): no trimming,
 * no length or format bounds on the client; the server decides.
 */
export function checkoutLoginBody(fields: {
  email: string;
  password: string;
  nonce: string;
}): URLSearchParams {
  return new URLSearchParams({
    action: CHECKOUT_LOGIN_ACTION,
    user_name_email: fields.email,
    password: fields.password,
    security: fields.nonce,
  });
}

/** The reply's `data`, or null when the reply is not in the login call's shape (an empty `data` when it has none). */
function replyData(json: unknown): { success?: unknown; error?: unknown } | null {
  if (!isRecord(json)) return null;
  if (json.success !== undefined && typeof json.success !== "boolean") return null;
  if (json.data === undefined) return {};
  if (!isRecord(json.data)) return null;
  if (json.data.success !== undefined && typeof json.data.success !== "boolean") return null;
  return json.data;
}

export type CheckoutLoginOutcome = { kind: "reload" } | { kind: "error"; message: string };

/**
 * Success reloads the page (S-CHK-15); otherwise the error is shown as text in the customer-info
 * notice (S-CHK-16). Markup in the error is reduced to its text: it is never inserted as HTML.
 */
export function checkoutLoginOutcome(json: unknown): CheckoutLoginOutcome {
  const data = replyData(json);
  if (data?.success === true) return { kind: "reload" };
  const error = data?.error;
  const message = typeof error === "string" ? textOf(error) : "";
  return { kind: "error", message: message || LOGIN_FALLBACK_ERROR };
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  nbsp: " ",
};

/** Plain text of an HTML snippet: tags (and script/style content) dropped, common entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>?/g, "")
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
