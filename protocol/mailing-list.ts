/**
 * Wire names and rules of ElementsKit's mailing-list sign-up (widgets.md §7–§8, reference.md "Other widgets"),
 * shared by the server endpoint, the no-script result page and the widget's browser module.
 */

/** `GET /wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed=<list>` with the form fields and `X-WP-Nonce`. */
export const MAILCHIMP_SENDMAIL_ROUTE = "/elementskit/v1/widget/mailchimp/sendmail";
/** Pages are cached and shared, so the browser asks for its `wp_rest` nonce just before the call. */
export const MAILING_LIST_NONCE_ROUTE = "/vitrine/v1/nonce/wp_rest";
/** Without script the form posts here (form-encoded) and the answer is a page with the same message. */
export const MAILING_LIST_FORM_ROUTE = "/vitrine/v1/mailing-list/subscribe";
/** The signed links in the confirmation email and in every message to a subscriber. */
export const MAILING_LIST_CONFIRM_ROUTE = "/vitrine/v1/mailing-list/confirm";
export const MAILING_LIST_UNSUBSCRIBE_ROUTE = "/vitrine/v1/mailing-list/unsubscribe";

/** The form fields ElementsKit serializes (its input names). */
export const MAILING_LIST_FIELDS = ["email", "firstname", "lastname", "phone", "double_opt_in"] as const;
/** Hidden fields of the no-script form: which document and widget the messages come from. */
export const MAILING_LIST_POST_ID_FIELD = "ekit_post_id";
export const MAILING_LIST_WIDGET_ID_FIELD = "ekit_widget_id";
export const MAILING_LIST_LIST_FIELD = "listed";

/** ElementsKit's defaults for the two configured messages. */
export const DEFAULT_SUCCESS_MESSAGE = "Successfully listed this email";
export const DEFAULT_OPT_IN_MESSAGE = "Please check your mail and confirm subscribe";

/** The endpoint's answer: the provider's JSON as a string in `success.body`, or a non-empty `error`. */
export interface SendmailResponse {
  success: { body?: string } | never[];
  error: string;
}

export interface MailingListMessages {
  success: string;
  optIn: string;
}

export type MailingListOutcome = { kind: "success" | "error"; text: string };

/**
 * What the page shows for an answer (W-MAIL-02..06): a non-empty `error` → `Found error : <error>` (an error);
 * body status `subscribed` → the success message, `pending` → the opt-in message; any other status → the body's
 * `title` (an error: Mailchimp's problem documents, such as "Member Exists", carry a numeric status).
 */
export function mailingListOutcome(response: unknown, messages: MailingListMessages): MailingListOutcome {
  const answer = (response ?? {}) as Partial<SendmailResponse>;
  if (typeof answer.error === "string" && answer.error !== "") {
    return { kind: "error", text: `Found error : ${answer.error}` };
  }
  const rawBody =
    answer.success && !Array.isArray(answer.success)
      ? (answer.success as { body?: unknown }).body
      : undefined;
  let body: { status?: unknown; title?: unknown } = {};
  try {
    body = typeof rawBody === "string" ? (JSON.parse(rawBody) ?? {}) : {};
  } catch {
    body = {};
  }
  if (body.status === "subscribed") return { kind: "success", text: messages.success };
  if (body.status === "pending") return { kind: "success", text: messages.optIn };
  return { kind: "error", text: typeof body.title === "string" ? body.title : "" };
}
