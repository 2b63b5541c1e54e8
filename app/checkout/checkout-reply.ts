import { isRecord } from "../../protocol/plain-guards.ts";
import { readCouponNotice } from "../cart/coupon-box-rules.ts";

/** What the shop's `?wc-ajax=checkout` answer means for the page (reference.md: checkout submit). */
export type CheckoutReply =
  | { kind: "success"; redirect: string }
  | { kind: "failure"; problems: { field?: string; message: string }[]; reload: boolean };

interface CheckoutReplyBody {
  result: "success" | "failure";
  redirect?: string;
  messages?: string;
  reload?: boolean;
}

/** The reply's fields, or null when it is not a checkout reply (checked by hand: browser code, decision 031). */
function replyBody(body: unknown): CheckoutReplyBody | null {
  if (!isRecord(body) || (body.result !== "success" && body.result !== "failure")) return null;
  const { redirect, messages, reload } = body;
  if (redirect !== undefined && typeof redirect !== "string") return null;
  if (messages !== undefined && typeof messages !== "string") return null;
  if (reload !== undefined && typeof reload !== "boolean") return null;
  return body as unknown as CheckoutReplyBody;
}

const GENERIC_FAILURE = "We were unable to process your order, please try again.";

/** Each `<li data-id="field">` of the failure markup, as text with the field it names. */
function problemsOf(html: string): { field?: string; message: string }[] {
  const items = [...html.matchAll(/<li([^>]*)>([\s\S]*?)<\/li>/gi)];
  if (items.length === 0) {
    const notice = readCouponNotice(html);
    return (notice?.messages ?? []).map((message) => ({ message }));
  }
  return items.flatMap((match) => {
    const field = /data-id="([^"]+)"/.exec(match[1] ?? "")?.[1];
    const message = readCouponNotice(`<ul class="woocommerce-error"><li>${match[2] ?? ""}</li></ul>`)
      ?.messages[0];
    if (!message) return [];
    return [field ? { field, message } : { message }];
  });
}

export function readCheckoutReply(body: unknown): CheckoutReply {
  const reply = replyBody(body);
  if (!reply) return { kind: "failure", problems: [{ message: GENERIC_FAILURE }], reload: false };
  // Only a same-site address is followed: the reply must not be able to send the shopper elsewhere.
  if (reply.result === "success" && reply.redirect && /^\/(?!\/)/.test(reply.redirect))
    return { kind: "success", redirect: reply.redirect };
  const problems = problemsOf(reply.messages ?? "");
  return {
    kind: "failure",
    problems: problems.length > 0 ? problems : [{ message: GENERIC_FAILURE }],
    reload: reply.reload === true,
  };
}
