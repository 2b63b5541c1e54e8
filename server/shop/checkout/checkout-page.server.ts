import { APPLY_COUPON_NONCE_ACTION, REMOVE_COUPON_NONCE_ACTION } from "../../../protocol/cart-nonces.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { sessionIdWithCartLines, shopperFactsOf } from "../cart/cart-page.server.ts";
import { cachedCartProducts } from "../catalogue/catalogue-reads.server.ts";
import type { Customer } from "../customers/customers.server.ts";
import { type PaymentMethodOption, paymentGateways, paymentMethodOptions } from "../payments/registry.ts";
import { addNotice } from "../session/sessions.server.ts";
import {
  applyCoupon,
  CouponError,
  dropRejectedCoupons,
  type PricedCart,
  priceCart,
  updateCartState,
} from "../totals/cart-totals.server.ts";
import {
  CHECKOUT_NONCE_ACTION,
  CHECKOUT_NONCE_FIELD,
  CHECKOUT_TOKEN_FIELD,
  type CheckoutOutcome,
  newCheckoutToken,
  processCheckout,
} from "./checkout.server.ts";
import { type CheckoutCountryData, checkoutCountryData } from "./countries.ts";
import { ADDRESS_KEYS } from "./fields.ts";
import type { CheckoutProblem } from "./place-order.server.ts";

/** The values the checkout form shows: what was posted, else what the shop knows of the customer. */
export type CheckoutValues = Record<string, string>;

export interface CheckoutPageData {
  priced: PricedCart;
  values: CheckoutValues;
  loggedIn: boolean;
  countries: CheckoutCountryData;
  paymentMethods: PaymentMethodOption[];
  checkoutToken: string;
  nonces: { checkout: string; applyCoupon: string; removeCoupon: string };
  /** Coupons dropped because the cart no longer meets their rules. */
  messages: string[];
}

export type CheckoutPageLoad = { kind: "empty" } | { kind: "page"; data: CheckoutPageData };

/** What a logged-in customer's saved addresses fill in. */
function customerValues(customer: Customer | null): CheckoutValues {
  if (!customer) return {};
  const values: CheckoutValues = { billing_email: customer.email };
  for (const key of ADDRESS_KEYS) {
    const billing = customer.billing[key as keyof typeof customer.billing];
    const shipping = customer.shipping[key as keyof typeof customer.shipping];
    if (typeof billing === "string" && billing) values[`billing_${key}`] = billing;
    if (typeof shipping === "string" && shipping) values[`shipping_${key}`] = shipping;
  }
  values.billing_first_name ??= customer.firstName;
  values.billing_last_name ??= customer.lastName;
  return values;
}

/** Where the order would ship, from the posted (or saved) fields, for live shipping and tax. */
function destinationFrom(values: CheckoutValues) {
  const prefix = values.ship_to_different_address === "1" ? "shipping" : "billing";
  const country = (values[`${prefix}_country`] ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return {
    country,
    state: (values[`${prefix}_state`] ?? "").toUpperCase(),
    postcode: (values[`${prefix}_postcode`] ?? "").toUpperCase(),
    city: values[`${prefix}_city`] ?? "",
  };
}

export async function loadCheckoutPage(
  services: Services,
  shopper: Shopper,
  posted: CheckoutValues | null = null,
): Promise<CheckoutPageLoad> {
  const { db, settings } = services;
  const sessionId = await sessionIdWithCartLines(shopper);
  const facts = await shopperFactsOf(shopper);
  const customer = await shopper.customer();
  const known = customerValues(customer);
  const values: CheckoutValues = posted ?? known;
  const destination = destinationFrom(values);
  const chosen = posted ? (posted["shipping_method[0]"] ?? null) : null;
  // Shown, not charged: the products come from the kept catalogue reads (placing the order reads the database).
  const shownProducts = cachedCartProducts(services);
  const pricingFacts = {
    ...facts,
    ...(destination ? { shipping: destination, billing: destination } : {}),
    chosenShippingRate: chosen,
  };
  const price = () =>
    priceCart(db, sessionId, settings, services.now(), pricingFacts, shownProducts, () =>
      shopper.cartLines(),
    );
  let priced = await price();
  if (priced.cart.lines.length === 0) return { kind: "empty" };
  const messages = await dropRejectedCoupons(db, sessionId, priced);
  // Priced again without the dropped coupons, for the same destination and chosen rate as the first time.
  if (messages.length > 0) priced = await price();
  if (!values.billing_country) values.billing_country = priced.destination.country;

  const gateways = paymentGateways(settings.payments).available({
    total: priced.totals.total,
    currency: settings.currency.code,
    needsShipping: priced.totals.needsShipping,
    shippingRateId: priced.totals.chosenShipping?.id ?? null,
    country: values.billing_country,
  });
  const [checkout, applyNonce, removeNonce] = await Promise.all([
    shopper.nonce(CHECKOUT_NONCE_ACTION),
    shopper.nonce(APPLY_COUPON_NONCE_ACTION),
    shopper.nonce(REMOVE_COUPON_NONCE_ACTION),
  ]);
  return {
    kind: "page",
    data: {
      priced,
      values,
      loggedIn: facts.customerId !== null,
      countries: checkoutCountryData(settings.checkout.allowedCountries),
      paymentMethods: paymentMethodOptions(gateways),
      checkoutToken: posted?.[CHECKOUT_TOKEN_FIELD] || newCheckoutToken(),
      nonces: { checkout, applyCoupon: applyNonce, removeCoupon: removeNonce },
      messages,
    },
  };
}

export type CheckoutPostResult =
  | { kind: "redirect"; to: string }
  | { kind: "page"; values: CheckoutValues; problems: CheckoutProblem[]; notice: string | null };

/** Flattens posted fields to the strings the form shows again (nothing typed is lost; passwords are not kept). */
function formValues(fields: Record<string, unknown>): CheckoutValues {
  const values: CheckoutValues = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === "account_password" || name === "password") continue;
    if (typeof value === "string") values[name] = value;
    else if (Array.isArray(value) && typeof value[0] === "string") values[`${name}[0]`] = value[0];
    else if (value && typeof value === "object") {
      const first = Object.values(value)[0];
      if (typeof first === "string") values[`${name}[0]`] = first;
    }
  }
  return values;
}

/**
 * The checkout form posted without script: "Update totals" keeps the typed values and stores the address for
 * shipping and tax; "Apply coupon" applies it; "Place order" places the order or shows every problem.
 */
export async function handleCheckoutPost(
  services: Services,
  shopper: Shopper,
  fields: Record<string, unknown>,
  meta: { customerIp: string; userAgent: string },
): Promise<CheckoutPostResult> {
  const values = formValues(fields);
  if (typeof fields.apply_coupon === "string") {
    const sessionId = await shopper.ensureSession();
    if (!(await shopper.checkNonce(fields[CHECKOUT_NONCE_FIELD], CHECKOUT_NONCE_ACTION)))
      return {
        kind: "page",
        values,
        problems: [{ message: "Your session has expired. Please try again." }],
        notice: null,
      };
    try {
      await applyCoupon(
        services.db,
        sessionId,
        typeof fields.coupon_code === "string" ? fields.coupon_code : "",
        services.settings,
        services.now(),
        await shopperFactsOf(shopper),
      );
      return { kind: "page", values, problems: [], notice: "Coupon code applied successfully." };
    } catch (error) {
      if (!(error instanceof CouponError)) throw error;
      return {
        kind: "page",
        values,
        problems: [{ field: "coupon_code", message: error.message }],
        notice: null,
      };
    }
  }
  if (typeof fields.woocommerce_checkout_update_totals === "string") {
    const sessionId = await shopper.sessionId();
    const destination = destinationFrom(values);
    if (sessionId && destination) await updateCartState(services.db, sessionId, { destination });
    return { kind: "page", values, problems: [], notice: null };
  }
  const outcome: CheckoutOutcome = await processCheckout(services, shopper, fields, meta);
  if (outcome.result === "success") return { kind: "redirect", to: outcome.redirect };
  if (outcome.reload) {
    const sessionId = await shopper.sessionId();
    if (sessionId)
      for (const problem of outcome.problems)
        await addNotice(services.db, sessionId, { type: "error", message: problem.message });
  }
  return { kind: "page", values, problems: outcome.problems, notice: null };
}

export { CHECKOUT_NONCE_FIELD, CHECKOUT_TOKEN_FIELD };
