import type { Request, Response } from "express";
import { CHECKOUT_ENDPOINT } from "../../../protocol/wc-ajax.ts";
import type { Services } from "../../services.server.ts";
import { checkoutMessagesHtml, processCheckout } from "../../shop/checkout/checkout.server.ts";
import { shopperOf } from "../shopper.server.ts";
import type { CompatRegistries } from "./registry.ts";

const fieldsOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

/**
 * POST /?wc-ajax=checkout: the serialised checkout form → `{result: "success", redirect}` or
 * `{result: "failure", messages, refresh, reload}` with WooCommerce's error list markup (reference.md).
 */
async function wcCheckout(req: Request, res: Response, services: Services): Promise<void> {
  const shopper = shopperOf(res);
  const outcome = await processCheckout(services, shopper, fieldsOf(req), {
    customerIp: shopper.clientAddress(),
    userAgent: req.get("user-agent") ?? "",
  });
  if (outcome.result === "success") {
    res.json({ result: "success", redirect: outcome.redirect, order_id: outcome.orderId });
    return;
  }
  res.json({
    result: "failure",
    messages: checkoutMessagesHtml(outcome.problems),
    refresh: false,
    reload: outcome.reload,
  });
}

export function registerCheckoutCalls({ wcAjax }: CompatRegistries): void {
  wcAjax.register(CHECKOUT_ENDPOINT, wcCheckout);
}
