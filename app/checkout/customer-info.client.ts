import { checkoutLoginBody, checkoutLoginOutcome, LOGIN_FALLBACK_ERROR } from "~/checkout/checkout-login.ts";
import { createEmailChecker, customerBlockFor } from "~/checkout/email-check.ts";
import { togglePassword } from "~/checkout/password-toggle.ts";
import { CHECK_USER_EXIST_ACTION } from "../../protocol/admin-ajax.ts";

import type { CheckoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";

/**
 * Brings the checkout's customer information to life after hydration (the checkout page calls it
 * with the element rendered by `CheckoutCustomerInfo`): password toggles, the create-account box
 * showing its password field, and for guests the debounced email check choosing the login or the
 * create-account block, and the inline login. Returns a function that undoes it.
 */
export function startCheckoutCustomerInfo(
  root: HTMLElement,
  config: CheckoutCustomerConfig,
  environment: { fetch: typeof fetch; reload: () => void } = {
    fetch: globalThis.fetch.bind(globalThis),
    reload: () => window.location.reload(),
  },
): () => void {
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);

  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-password-toggle]")) {
    const input = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    button.hidden = false;
    listen(button, "click", () => togglePassword(input, button));
  }

  const createBox = find<HTMLInputElement>("#createaccount");
  const createFields = find<HTMLElement>("[data-create-account-fields]");
  const syncCreateFields = () => {
    if (createBox && createFields) createFields.hidden = !createBox.checked;
  };
  if (createBox) listen(createBox, "change", syncCreateFields);
  syncCreateFields();

  const email = find<HTMLInputElement>("#billing_email");
  const validation = find<HTMLElement>("#billing_email_validation");
  const notice = find<HTMLElement>(".ast-customer-info__notice");
  const loginBlock = find<HTMLElement>("[data-login-block]");
  const loginLink = find<HTMLElement>("[data-login-link]");
  const loginInline = find<HTMLElement>("[data-login-inline]");
  const createBlock = find<HTMLElement>("[data-create-account-block]");
  const post = (body: URLSearchParams) =>
    environment
      .fetch(config.ajaxUrl, { method: "POST", body, credentials: "same-origin" })
      .then((response) => response.json() as Promise<unknown>);

  if (config.inlineLogin && email) {
    // With script the login block appears only once the check finds an account (S-CHK-10).
    if (loginBlock) loginBlock.hidden = true;
    if (loginLink) loginLink.hidden = true;
    if (loginInline) loginInline.hidden = false;
    const checker = createEmailChecker({
      timers: globalThis,
      send: (value) =>
        post(
          new URLSearchParams({
            action: CHECK_USER_EXIST_ACTION,
            user_name_email: value,
            security: config.checkUserNonce,
          }),
        ),
      onResult: (result) => {
        if (validation)
          validation.textContent =
            result && !result.exists ? config.emailValidationMessage : (result?.message ?? "");
        const block = customerBlockFor(result, config.accountCreation);
        if (loginBlock) loginBlock.hidden = block !== "login";
        if (createBlock) createBlock.hidden = block === "login";
      },
    });
    listen(email, "input", () => checker.input(email.value));
    cleanups.push(() => checker.dispose());
    if (email.value) checker.input(email.value);

    const button = find<HTMLButtonElement>("[data-login-button]");
    const password = find<HTMLInputElement>("[data-login-password]");
    if (button && password) {
      const submit = async () => {
        button.disabled = true;
        if (notice) notice.textContent = "";
        try {
          const outcome = checkoutLoginOutcome(
            await post(
              checkoutLoginBody({ email: email.value, password: password.value, nonce: config.loginNonce }),
            ),
          );
          if (outcome.kind === "reload") return environment.reload();
          showNotice(notice, outcome.message);
        } catch {
          showNotice(notice, LOGIN_FALLBACK_ERROR);
        } finally {
          button.disabled = false;
        }
      };
      listen(button, "click", () => void submit());
      // Enter in the password field logs in rather than placing the order.
      listen(password, "keydown", (event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        void submit();
      });
    }
  }
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}

/** The error as text (never HTML) in WooCommerce's error list inside the notice area (S-CHK-16). */
function showNotice(notice: HTMLElement | null, message: string): void {
  if (!notice) return;
  const list = document.createElement("ul");
  list.className = "woocommerce-error";
  const item = document.createElement("li");
  item.textContent = message;
  list.append(item);
  notice.replaceChildren(list);
}
