import { z } from "zod/mini";
import { readCouponNotice } from "../cart/coupon-box-rules.ts";

/** What the shop's `?wc-ajax=checkout` answer means for the page (reference.md: checkout submit). */
export type CheckoutReply =
  | { kind: "success"; redirect: string }
  | { kind: "failure"; problems: { field?: string; message: string }[]; reload: boolean };

const replySchema = z.object({
  result: z.enum(["success", "failure"]),
  redirect: z.optional(z.string()),
  messages: z.optional(z.string()),
  reload: z.optional(z.boolean()),
});

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
  const parsed = replySchema.safeParse(body);
  if (!parsed.success) return { kind: "failure", problems: [{ message: GENERIC_FAILURE }], reload: false };
  const reply = parsed.data;
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
