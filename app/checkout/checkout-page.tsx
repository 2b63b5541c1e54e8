import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import { CouponBox } from "~/cart/coupon-box.tsx";
import { type CouponNotice, readCouponNotice } from "~/cart/coupon-box-rules.ts";
import type { CheckoutReply } from "~/checkout/checkout-reply.ts";
import { formatMoney } from "~/lib/money.ts";
import { scrollToNotice } from "~/lib/scroll-to-notice.ts";
import { pageScript } from "~/theme/page-script-state.ts";
import { CHECKOUT_PATH, WC_AJAX_URL_TEMPLATE } from "../../protocol/shop-urls.ts";
import {
  APPLY_COUPON_ENDPOINT,
  CHECKOUT_ENDPOINT,
  endpointUrl,
  REMOVE_COUPON_ENDPOINT,
} from "../../protocol/wc-ajax.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { CheckoutPageData } from "../../server/shop/checkout/checkout-page.server.ts";
import type { CheckoutProblem } from "../../server/shop/checkout/place-order.server.ts";
import type { CheckoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";
import { OrderAttributionInputs } from "./order-attribution-inputs.tsx";
import { OrderReviewTable } from "./order-review.tsx";
import { PaymentMethods } from "./payment-methods.tsx";

export interface CheckoutPageProps {
  data: CheckoutPageData;
  currency: CurrencySettings;
  layout: "default" | "modern";
  /** Problems from a form post without script (or the enhanced form's update); undefined before any post. */
  problems: CheckoutProblem[] | undefined;
  notice: string | null;
  /** For the customer-information block's email check and inline login (guests). */
  customerConfig: CheckoutCustomerConfig;
  /** The contact block (billing email, login or create-account) and the address fields. */
  customerDetails: (errors: Record<string, string>) => ReactNode;
}

const NO_PROBLEMS: CheckoutProblem[] = [];

/** The chevron of a disclosure (theme/forms.css turns it when open). */
function DisclosureChevron() {
  return (
    <svg className="vitrine-disclosure__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

async function postForm(endpoint: string, body: URLSearchParams): Promise<Response> {
  return fetch(endpointUrl(WC_AJAX_URL_TEMPLATE, endpoint), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
    body: body.toString(),
    credentials: "same-origin",
  });
}

function errorsByField(problems: CheckoutProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems)
    if (problem.field && !errors[problem.field]) errors[problem.field] = problem.message;
  return errors;
}

/**
 * The error list at the top of the form (`.woocommerce-NoticeGroup-checkout`), focused when it appears and scrolled
 * to as WooCommerce does (100 px above it, over 1000 ms).
 */
function CheckoutNotices({ problems }: { problems: CheckoutProblem[] }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (problems.length === 0 || !list.current) return;
    list.current.focus({ preventScroll: true });
    return scrollToNotice(list.current);
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    // The alert role sits on the group: on the list itself it would hide the list from assistive technology.
    <div className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" role="alert">
      <ul className="woocommerce-error" tabIndex={-1} ref={list}>
        {problems.map((problem) => (
          <li key={`${problem.field ?? ""}:${problem.message}`} data-id={problem.field}>
            {problem.field ? <a href={`#${problem.field}`}>{problem.message}</a> : problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CheckoutPage({
  data,
  currency,
  layout,
  problems,
  notice,
  customerConfig,
  customerDetails,
}: CheckoutPageProps) {
  const { priced, nonces } = data;
  const [live, setLive] = useState(false);
  const [shownProblems, setShownProblems] = useState(problems ?? NO_PROBLEMS);
  const [couponNotice, setCouponNotice] = useState<CouponNotice | null>(
    notice ? { type: "success", messages: [notice] } : null,
  );
  const [reviewOpen, setReviewOpen] = useState(true);
  const [placing, setPlacing] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const formRef = useRef<HTMLFormElement>(null);
  const postNatively = useRef(false);
  const updateButton = useRef<HTMLButtonElement>(null);
  const submit = useSubmit();
  const revalidator = useRevalidator();
  /**
   * The totals update under way (an address field's change posts the form to the page), if any. Placing the
   * order waits for it: an update answered after the order was placed finds the cart empty and sends the
   * shopper to the cart, where the order-received page should have been.
   */
  const totalsUpdate = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    setLive(true);
    // Fetched now, so that placing the order does not wait for it (placeOrder imports it again, from the cache).
    void import("~/checkout/checkout-reply.ts").catch(() => undefined);
    // The hidden attribution inputs of this form are filled from the tracking cookies.
    pageScript()?.attribution?.fillInputs();
    const customerInfo = formRef.current?.querySelector<HTMLElement>("[data-checkout-customer-info]");
    if (!customerInfo) return;
    // Its wiring loads as a chunk of its own: the fields work as a plain form until it runs.
    let stop: (() => void) | null = null;
    let left = false;
    void import("~/checkout/customer-info.client.ts").then(({ startCheckoutCustomerInfo }) => {
      if (!left) stop = startCheckoutCustomerInfo(customerInfo, customerConfig);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [customerConfig]);
  // The native change event (on leaving a field, not on each key): shipping and taxes follow the address.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onAddressChange = (event: Event) => {
      const { name } = event.target as EventTarget & { name?: string };
      if (typeof name !== "string") return;
      if (
        /^(billing|shipping)_(country|state|postcode|city)$/.test(name) ||
        name === "ship_to_different_address"
      )
        updateButton.current && form.requestSubmit(updateButton.current);
    };
    form.addEventListener("change", onAddressChange);
    return () => form.removeEventListener("change", onAddressChange);
  }, []);
  // A new post's problems replace what an ajax submit showed (the array is new only when the action ran).
  useEffect(() => setShownProblems(problems ?? NO_PROBLEMS), [problems]);

  const couponError = (problems ?? NO_PROBLEMS).find((problem) => problem.field === "coupon_code");
  const errors = errorsByField(shownProblems);
  const modern = layout === "modern";

  const placeOrder = async (form: HTMLFormElement, submitter: HTMLButtonElement) => {
    setPlacing(true);
    await totalsUpdate.current.catch(() => undefined);
    // How to read the shop's answer: not part of the first load (fetched once the page is live).
    let readCheckoutReply: (body: unknown) => CheckoutReply;
    try {
      ({ readCheckoutReply } = await import("~/checkout/checkout-reply.ts"));
    } catch {
      // It could not load (say, a new release replaced it): the order is placed as without script.
      postNatively.current = true;
      form.requestSubmit(submitter);
      return;
    }
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    let reply: CheckoutReply;
    try {
      const response = await postForm(CHECKOUT_ENDPOINT, body);
      reply = readCheckoutReply(await response.json().catch(() => null));
    } catch {
      reply = readCheckoutReply(null);
    }
    if (reply.kind === "success") {
      window.location.assign(reply.redirect);
      return;
    }
    if (reply.reload) {
      window.location.reload();
      return;
    }
    setPlacing(false);
    setShownProblems(reply.problems);
    revalidator.revalidate();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (postNatively.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    event.preventDefault();
    if (placing) return;
    const form = event.currentTarget;
    if (submitter?.name === "woocommerce_checkout_place_order") {
      void placeOrder(form, submitter);
      return;
    }
    if (submitter?.name === "apply_coupon") {
      const code = new FormData(form).get("coupon_code");
      void postForm(
        APPLY_COUPON_ENDPOINT,
        new URLSearchParams({ security: nonces.applyCoupon, coupon_code: String(code ?? "") }),
      )
        .then((response) => response.text())
        .then((html) => {
          setCouponNotice(readCouponNotice(html));
          revalidator.revalidate();
        });
      return;
    }
    totalsUpdate.current = submit(submitter ?? form, {
      method: "post",
      action: CHECKOUT_PATH,
      preventScrollReset: true,
    });
  };

  const removeCoupon = (code: string) => {
    void postForm(
      REMOVE_COUPON_ENDPOINT,
      new URLSearchParams({ security: nonces.removeCoupon, coupon: code }),
    )
      .then((response) => response.text())
      .then((html) => {
        setCouponNotice(readCouponNotice(html));
        revalidator.revalidate();
      });
  };

  /** Shipping and taxes follow the address: the totals are worked out again when it changes. */
  const updateTotals = () => {
    if (updateButton.current) formRef.current?.requestSubmit(updateButton.current);
  };

  const couponMessages =
    couponNotice ?? (couponError ? { type: "error" as const, messages: [couponError.message] } : null);

  return (
    <div className={`woocommerce vitrine-checkout${modern ? " ast-modern-checkout" : ""}`}>
      <Form
        method="post"
        action={CHECKOUT_PATH}
        name="checkout"
        className="checkout woocommerce-checkout"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
      >
        <input type="hidden" name="woocommerce-process-checkout-nonce" value={nonces.checkout} />
        <input type="hidden" name="vitrine_checkout_token" value={data.checkoutToken} />
        <OrderAttributionInputs />
        <CheckoutNotices problems={shownProblems.filter((problem) => problem.field !== "coupon_code")} />

        <div className="vitrine-checkout__layout">
          <div id="customer_details" className="col2-set" hidden={modern && live && step === 2}>
            {modern ? (
              <h2 id="checkout-step-1" className="ast-checkout-step-title">
                1. Information
              </h2>
            ) : null}
            {customerDetails(errors)}
            {modern && live ? (
              <p>
                <button type="button" className="button alt" onClick={() => setStep(2)}>
                  Continue to shipping and payment
                </button>
              </p>
            ) : null}
          </div>

          <div className="vitrine-checkout__review" hidden={modern && live && step === 1}>
            {modern ? <h2 className="ast-checkout-step-title">2. Shipping and payment</h2> : null}
            {modern && live ? (
              <p>
                <button type="button" className="button-link" onClick={() => setStep(1)}>
                  ← Back to information
                </button>
              </p>
            ) : null}
            <div className="ast-order-review-toggle">
              <button
                type="button"
                id="ast-order-review-toggle"
                className="ast-order-review-toggle__button vitrine-disclosure vitrine-script-only"
                aria-expanded={reviewOpen}
                aria-controls="order_review"
                disabled={!live}
                onClick={() => setReviewOpen((open) => !open)}
              >
                <DisclosureChevron />
                {reviewOpen ? "Hide order summary" : "Show order summary"}{" "}
                <span className="ast-order-review-toggle__total">
                  {formatMoney(priced.shown.total, currency)}
                </span>
              </button>
            </div>
            <h2 id="order_review_heading">Your order</h2>
            <div id="order_review" className="woocommerce-checkout-review-order" hidden={live && !reviewOpen}>
              <OrderReviewTable
                priced={priced}
                currency={currency}
                onShippingChange={updateTotals}
                onRemoveCoupon={live ? removeCoupon : undefined}
              />
            </div>

            <div className="checkout_coupon woocommerce-form-coupon" id="checkout-coupon-box">
              <div className="woocommerce-notices-wrapper" aria-live="polite">
                {couponMessages ? (
                  couponMessages.type === "error" ? (
                    <ul className="woocommerce-error">
                      {couponMessages.messages.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : (
                    <div className="woocommerce-message" role="status">
                      {couponMessages.messages.join(" ")}
                    </div>
                  )
                ) : null}
              </div>
              <CouponBox
                form={formRef}
                id="ast-checkout-coupon-code"
                label="Have a coupon?"
                className="ast-checkout-coupon"
                live={live}
              />
              <p className="form-row coupon-fields vitrine-no-script-only" hidden={live}>
                <label htmlFor="coupon_code">Coupon code</label>
                <input
                  type="text"
                  name="coupon_code"
                  id="coupon_code"
                  className="input-text"
                  autoComplete="off"
                />
                <button
                  type="submit"
                  name="apply_coupon"
                  value="Apply coupon"
                  className="button"
                  formNoValidate
                >
                  Apply coupon
                </button>
              </p>
            </div>

            <PaymentMethods
              methods={data.paymentMethods}
              selected={data.values.payment_method}
              error={errors.payment_method}
            />
            <div className="form-row place-order">
              <noscript>
                <p>
                  Since your browser does not run JavaScript, please press “Update totals” after changing your
                  address or shipping method, before placing your order.
                </p>
              </noscript>
              <button
                type="submit"
                name="woocommerce_checkout_update_totals"
                value="Update totals"
                className="button vitrine-no-script-only"
                ref={updateButton}
                hidden={live}
                formNoValidate
              >
                Update totals
              </button>
              <button
                type="submit"
                className="button alt"
                name="woocommerce_checkout_place_order"
                id="place_order"
                value="Place order"
                disabled={placing}
                aria-busy={placing}
              >
                {placing ? "Placing order…" : "Place order"}
              </button>
            </div>
          </div>
        </div>
      </Form>
    </div>
  );
}
