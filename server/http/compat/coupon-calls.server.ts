import type { Request, Response } from "express";
import { z } from "zod";
import { APPLY_COUPON_NONCE_ACTION, REMOVE_COUPON_NONCE_ACTION } from "../../../protocol/cart-nonces.ts";
import { APPLY_COUPON_ENDPOINT, REMOVE_COUPON_ENDPOINT } from "../../../protocol/wc-ajax.ts";
import type { Services } from "../../services.server.ts";
import { noticeHtml, shopperFactsOf } from "../../shop/cart/cart-page.server.ts";
import { applyCoupon, CouponError, removeCoupon } from "../../shop/totals/cart-totals.server.ts";
import { shopperOf } from "../shopper.server.ts";
import type { CompatRegistries } from "./registry.ts";

/** Coupon calls of the cart and checkout scripts: they answer WooCommerce's notice HTML, never JSON. */

const fieldsOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

const couponText = z.string().max(100);
const STALE_NONCE_MESSAGE = "Your session has expired. Please reload the page and try again.";

function sendNotice(res: Response, status: number, type: "success" | "error", message: string): void {
  res.status(status).type("text/html").send(noticeHtml(type, message));
}

/** POST /?wc-ajax=apply_coupon (`security`, `coupon_code`). */
async function wcApplyCoupon(req: Request, res: Response, services: Services): Promise<void> {
  const body = fieldsOf(req);
  const shopper = shopperOf(res);
  if (!(await shopper.checkNonce(body.security, APPLY_COUPON_NONCE_ACTION))) {
    sendNotice(res, 403, "error", STALE_NONCE_MESSAGE);
    return;
  }
  const code = couponText.safeParse(body.coupon_code ?? "");
  if (!code.success || code.data.trim() === "") {
    sendNotice(res, 400, "error", "Please enter a coupon code.");
    return;
  }
  const sessionId = await shopper.ensureSession();
  try {
    await applyCoupon(
      services.db,
      sessionId,
      code.data,
      services.settings,
      services.now(),
      await shopperFactsOf(shopper),
    );
  } catch (error) {
    if (!(error instanceof CouponError)) throw error;
    sendNotice(res, 200, "error", error.message);
    return;
  }
  sendNotice(res, 200, "success", "Coupon code applied successfully.");
}

/** POST /?wc-ajax=remove_coupon (`security`, `coupon`). */
async function wcRemoveCoupon(req: Request, res: Response, services: Services): Promise<void> {
  const body = fieldsOf(req);
  const shopper = shopperOf(res);
  if (!(await shopper.checkNonce(body.security, REMOVE_COUPON_NONCE_ACTION))) {
    sendNotice(res, 403, "error", STALE_NONCE_MESSAGE);
    return;
  }
  const code = couponText.safeParse(body.coupon ?? "");
  const sessionId = await shopper.sessionId();
  if (!code.success || code.data.trim() === "" || !sessionId) {
    sendNotice(res, 400, "error", "Sorry there was a problem removing this coupon.");
    return;
  }
  const removed = await removeCoupon(services.db, sessionId, code.data);
  if (!removed) sendNotice(res, 200, "error", "Sorry there was a problem removing this coupon.");
  else sendNotice(res, 200, "success", "Coupon has been removed.");
}

export function registerCouponCalls({ wcAjax }: CompatRegistries): void {
  wcAjax.register(APPLY_COUPON_ENDPOINT, wcApplyCoupon).register(REMOVE_COUPON_ENDPOINT, wcRemoveCoupon);
}
