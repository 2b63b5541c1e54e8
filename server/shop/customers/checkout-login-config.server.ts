import { CHECK_USER_NONCE_ACTION, CHECKOUT_LOGIN_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import { CHECKOUT_EMAIL_COOKIE } from "../../../protocol/cookies.ts";

import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { emailProblem } from "./customers.server.ts";

export const ADMIN_AJAX_URL = "/wp-admin/admin-ajax.php";
export const CHECKOUT_LOGIN_PAGE = "/my-account/?redirect_to=%2Fcheckout%2F";
export const LOST_PASSWORD_URL = "/my-account/lost-password/";

/** What the checkout's customer-information block needs (S-CHK-05 … S-CHK-16). */
export interface CheckoutCustomerConfig {
  loggedIn: boolean;
  /** Inline email check and login are on for this shopper: a guest on a shop with the feature (S-CHK-05, S-CHK-06). */
  inlineLogin: boolean;
  /** Guests may create an account while checking out (the createaccount box). */
  accountCreation: boolean;
  ajaxUrl: string;
  checkUserNonce: string;
  loginNonce: string;
  /** Shown next to the email field once the check succeeds (S-CHK-12). */
  emailValidationMessage: string;
  lostPasswordUrl: string;
  /** Without script the login block is this link (back to the checkout after logging in). */
  loginPageUrl: string;
  /** billing_email's starting value: the customer's, or the email a guest typed before (S-CHK-11). */
  prefillEmail: string;
}

/** For the checkout loader. Nonces are made for the shopper's current session. */
export async function checkoutCustomerConfig(
  services: Services,
  shopper: Shopper,
): Promise<CheckoutCustomerConfig> {
  const { checkout } = services.settings;
  const customer = await shopper.customer();
  const typed = shopper.cookie(CHECKOUT_EMAIL_COOKIE) ?? "";
  const guestEmail = typed && !emailProblem(typed) ? typed.trim() : "";
  return {
    loggedIn: customer !== null,
    inlineLogin: customer === null && checkout.inlineLogin,
    accountCreation: customer === null && checkout.accountCreation,
    ajaxUrl: ADMIN_AJAX_URL,
    checkUserNonce: customer ? "" : await shopper.nonce(CHECK_USER_NONCE_ACTION),
    loginNonce: customer ? "" : await shopper.nonce(CHECKOUT_LOGIN_NONCE_ACTION),
    emailValidationMessage: checkout.emailValidationMessage,
    lostPasswordUrl: LOST_PASSWORD_URL,
    loginPageUrl: CHECKOUT_LOGIN_PAGE,
    prefillEmail: customer ? customer.billing.email || customer.email : guestEmail,
  };
}
