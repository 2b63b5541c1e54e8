import { z } from "zod";
import { CHECKOUT_LOGIN_ACTION } from "../../protocol/admin-ajax.ts";

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

const replySchema = z.object({
  success: z.boolean().optional(),
  data: z.object({ success: z.boolean().optional(), error: z.unknown().optional() }).optional(),
});

export type CheckoutLoginOutcome = { kind: "reload" } | { kind: "error"; message: string };

/**
 * Success reloads the page (S-CHK-15); otherwise the error is shown as text in the customer-info
 * notice (S-CHK-16). Markup in the error is reduced to its text: it is never inserted as HTML.
 */
export function checkoutLoginOutcome(json: unknown): CheckoutLoginOutcome {
  const parsed = replySchema.safeParse(json);
  if (parsed.success && parsed.data.data?.success === true) return { kind: "reload" };
  const error = parsed.success ? parsed.data.data?.error : undefined;
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
