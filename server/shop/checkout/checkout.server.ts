import { randomBytes } from "node:crypto";
import { z } from "zod";
import { orderPageTags } from "../../cache/page-tags.ts";
import { escapeHtml } from "../../content/sanitize.server.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { shopperFactsOf } from "../cart/cart-page.server.ts";
import { parseOrderAttribution } from "../orders/attribution.ts";
import { paymentGateways, resolvePaymentMethod } from "../payments/registry.ts";
import type { PricedCart } from "../totals/cart-totals.server.ts";
import { type CheckoutFieldError, validateCheckoutAddress } from "./address-validation.ts";
import {
  type CheckoutProblem,
  CheckoutRefused,
  type OrderDetails,
  orderReceivedPath,
  placeOrder,
  takePayment,
} from "./place-order.server.ts";

/** WooCommerce's checkout nonce field and action. */
export const CHECKOUT_NONCE_FIELD = "woocommerce-process-checkout-nonce";
export const CHECKOUT_NONCE_ACTION = "woocommerce-process_checkout";
/** A random value per rendered checkout form: submitting the same form twice finds the first order. */
export const CHECKOUT_TOKEN_FIELD = "vitrine_checkout_token";

const checkoutTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const CHECKED = new Set(["1", "on", "true", "yes"]);

export function newCheckoutToken(): string {
  return randomBytes(18).toString("base64url");
}

export interface CheckoutMeta {
  customerIp: string;
  userAgent: string;
}

export type CheckoutOutcome =
  | { result: "success"; redirect: string; orderId: number }
  | {
      result: "failure";
      problems: CheckoutProblem[];
      /** The page must be reloaded (the session or cart changed under the form). */
      reload: boolean;
    };

function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value : "";
}

/** `shipping_method[0]` arrives as an array or an object from the form parser. */
function chosenShippingRate(fields: Record<string, unknown>): string | null {
  const value = fields.shipping_method;
  const first = Array.isArray(value)
    ? value[0]
    : value && typeof value === "object"
      ? Object.values(value)[0]
      : value;
  return typeof first === "string" && /^[a-z_]{1,30}:\d{1,6}$/.test(first) ? first : null;
}

const failure = (problems: CheckoutProblem[], reload = false): CheckoutOutcome => ({
  result: "failure",
  problems,
  reload,
});

/**
 * Validates a posted checkout form (WooCommerce's field names) and places the order. Shared by the ajax call
 * (`?wc-ajax=checkout`) and the page's form post; answers where to go or every problem, by field.
 */
export async function processCheckout(
  services: Services,
  shopper: Shopper,
  fields: Record<string, unknown>,
  meta: CheckoutMeta,
): Promise<CheckoutOutcome> {
  const { settings, db } = services;
  if (!(await shopper.checkNonce(fields[CHECKOUT_NONCE_FIELD], CHECKOUT_NONCE_ACTION)))
    return failure([{ message: "We were unable to process your order, please try again." }], true);
  const token = checkoutTokenSchema.safeParse(fields[CHECKOUT_TOKEN_FIELD]);
  if (!token.success)
    return failure([{ message: "We were unable to process your order, please try again." }], true);
  const sessionId = await shopper.sessionId();
  if (!sessionId)
    return failure([{ message: "Sorry, your session has expired. Please return to the shop." }], true);

  const facts = await shopperFactsOf(shopper);
  const loggedIn = facts.customerId !== null;
  const wantsAccount =
    !loggedIn && (CHECKED.has(text(fields, "createaccount")) || !settings.checkout.guestCheckout);
  const password = text(fields, "account_password");
  const chosenRate = chosenShippingRate(fields);
  const gateways = paymentGateways(settings.payments);

  // The form is checked inside the order's transaction, against the cart as it is read there (its shape and
  // total: whether it needs shipping, which payment methods it allows); a second submit of the same form
  // (double click, resent request) finds the first order there before anything is checked.
  const detailsOf = (cart: PricedCart): OrderDetails => {
    const problems: CheckoutFieldError[] = [];
    const address = validateCheckoutAddress(fields, {
      allowedCountries: settings.checkout.allowedCountries,
      needsShipping: cart.totals.needsShipping,
    });
    if (!address.ok) problems.push(...address.errors);
    if (!loggedIn && !settings.checkout.guestCheckout && !settings.checkout.accountCreation)
      problems.push({ field: "billing_email", message: "You must be logged in to checkout." });
    if (wantsAccount && settings.checkout.accountCreation && password === "")
      problems.push({ field: "account_password", message: "Please enter an account password." });
    const payment = resolvePaymentMethod(
      gateways,
      {
        total: cart.totals.total,
        currency: settings.currency.code,
        needsShipping: cart.totals.needsShipping,
        shippingRateId: chosenRate ?? cart.totals.chosenShipping?.id ?? null,
        country: address.ok ? address.value.billing.country : undefined,
      },
      fields.payment_method,
    );
    if (!payment.ok) problems.push(payment.error);
    if (!address.ok || !payment.ok || problems.length > 0) throw new CheckoutRefused(problems);
    return {
      billing: address.value.billing,
      shipping: address.value.shipping,
      customerNote: address.value.orderComments,
      chosenShippingRate: chosenRate,
      gateway: payment.gateway,
      newAccountPassword: wantsAccount && settings.checkout.accountCreation ? password : null,
      attribution: settings.tracking.orderAttribution ? parseOrderAttribution(fields) : {},
      customerIp: meta.customerIp,
      userAgent: meta.userAgent,
    };
  };

  try {
    const placed = await placeOrder(
      db,
      { sessionId, checkoutToken: token.data, shopper: facts },
      settings,
      services.now(),
      detailsOf,
    );
    let redirect = orderReceivedPath(placed.orderId, placed.orderKey);
    if (placed.created && placed.details) {
      const { gateway, billing } = placed.details;
      await services.pageChanges.publish(orderPageTags(placed));
      const hosted = await takePayment(db, placed, gateway, {
        total: placed.total,
        currency: settings.currency.code,
        billingEmail: billing.email,
      });
      if (hosted) redirect = hosted;
      if (placed.newCustomerId !== null) await shopper.logIn(placed.newCustomerId);
      // The order was written with its emails due; they go out after this answer (decision 051).
      services.orderEmails.kick();
    }
    shopper.setCartCookies({ lines: [], itemCount: 0, subtotal: 0, hash: "" });
    return { result: "success", redirect, orderId: placed.orderId };
  } catch (error) {
    if (error instanceof CheckoutRefused) return failure(error.problems, error.reload);
    throw error;
  }
}

/** WooCommerce's failure markup: one list, each message naming its field in `data-id`. */
export function checkoutMessagesHtml(problems: CheckoutProblem[]): string {
  const items = problems
    .map((problem) =>
      problem.field
        ? `<li data-id="${escapeHtml(problem.field)}">${escapeHtml(problem.message)}</li>`
        : `<li>${escapeHtml(problem.message)}</li>`,
    )
    .join("");
  return `<ul class="woocommerce-error" role="alert">${items}</ul>`;
}
