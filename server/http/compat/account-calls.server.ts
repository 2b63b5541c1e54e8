import type { Request, Response } from "express";
import { z } from "zod";
import {
  CHECK_USER_NONCE_ACTION,
  CHECKOUT_LOGIN_NONCE_ACTION,
  REST_NONCE_ACTION,
} from "../../../protocol/account-nonces.ts";
import { CHECK_USER_EXIST_ACTION, CHECKOUT_LOGIN_ACTION } from "../../../protocol/admin-ajax.ts";
import { CHECKOUT_EMAIL_COOKIE } from "../../../protocol/cookies.ts";
import { REST_NONCE_HEADER, USERS_ME_ROUTE } from "../../../protocol/rest.ts";

import type { Services } from "../../services.server.ts";
import {
  emailProblem,
  findCustomerById,
  findCustomerByLogin,
  normaliseEmail,
  updateCustomerMeta,
} from "../../shop/customers/customers.server.ts";

import { attemptLogin } from "../../shop/customers/login.server.ts";

import { sameSiteReferrerPath } from "../same-site.ts";
import { type Shopper, shopperOf } from "../shopper.server.ts";

import type { CompatRegistries } from "./registry.ts";

export const STALE_NONCE_MESSAGE = "Your session has expired. Please reload the page and try again.";
export const ALREADY_LOGGED_IN_MESSAGE = "You are already logged in.";
export const INLINE_LOGIN_OFF_MESSAGE =
  "Logging in here is not available. Please log in from your account page.";

const fieldsOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

/** Whatever was posted, as text (a missing or non-text field is empty). */
const textField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value : ""))
  .pipe(z.string().max(4096));

/** WordPress's failure shape for these calls: `{success: false, data: {error}}`. */
function fail(res: Response, status: number, error: string): void {
  res.status(status).json({ success: false, data: { error } });
}

/** Guests only, with a valid nonce; answers the failure itself and returns false otherwise. */
async function guestWithNonce(
  res: Response,
  shopper: Shopper,
  nonce: unknown,
  action: string,
): Promise<boolean> {
  if (!(await shopper.checkNonce(nonce, action))) {
    fail(res, 403, STALE_NONCE_MESSAGE);
    return false;
  }
  if ((await shopper.customerId()) !== null) {
    fail(res, 400, ALREADY_LOGGED_IN_MESSAGE);
    return false;
  }
  return true;
}

/** POST admin-ajax action=astra_woo_check_user_exist (user_name_email, security): S-CHK-07, S-CALL-07. */
async function checkUserExist(req: Request, res: Response, services: Services): Promise<void> {
  const body = fieldsOf(req);
  const shopper = shopperOf(res);
  if (!(await guestWithNonce(res, shopper, body.security, CHECK_USER_NONCE_ACTION))) return;
  const typed = textField.safeParse(body.user_name_email);
  if (!typed.success) {
    fail(res, 400, "Please enter a valid email address.");
    return;
  }
  const email = typed.data.trim();
  const invalid = emailProblem(email);
  if (invalid) {
    res.json({ success: true, data: { success: false, is_login_allowed: false, msg: invalid } });
    return;
  }
  // Kept for this browser session so the checkout shows it again after a reload (S-CHK-11).
  shopper.setCookie(CHECKOUT_EMAIL_COOKIE, normaliseEmail(email), { httpOnly: true });
  const exists = (await findCustomerByLogin(services.db, email)) !== null;
  const loginAllowed = exists && services.settings.checkout.inlineLogin;
  res.json({
    success: true,
    data: {
      success: exists,
      is_login_allowed: loginAllowed,
      msg: exists
        ? "An account is already registered with this email address. Log in to use your saved details."
        : services.settings.checkout.emailValidationMessage,
    },
  });
}

/** POST admin-ajax action=astra_woocommerce_login_user (user_name_email, password, security): S-CHK-13, S-CALL-08. */
async function checkoutLogin(req: Request, res: Response, services: Services): Promise<void> {
  const body = fieldsOf(req);
  const shopper = shopperOf(res);
  if (!(await guestWithNonce(res, shopper, body.security, CHECKOUT_LOGIN_NONCE_ACTION))) return;
  if (!services.settings.checkout.inlineLogin) {
    res.json({ success: true, data: { success: false, error: INLINE_LOGIN_OFF_MESSAGE } });
    return;
  }
  const login = textField.safeParse(body.user_name_email);
  const password = textField.safeParse(body.password);
  const attempt = await attemptLogin(
    services.db,
    services.settings.accounts,
    {
      login: login.success ? login.data : "",
      password: password.success ? password.data : "",
      clientAddress: shopper.clientAddress(),
    },
    services.now(),
  );
  if (!attempt.ok) {
    res.json({ success: true, data: { success: false, error: attempt.message } });
    return;
  }
  await shopper.logIn(attempt.customer.id);
  res.json({ success: true, data: { success: true } });
}

/** Per-user flags a shopper may set on themselves through the REST call, and their allowed values. */
const ownMetaSchema = z.strictObject({
  coming_soon_banner_dismissed: z.enum(["yes", "no"]).optional(),
});
const updateMeBody = z.object({ woocommerce_meta: ownMetaSchema });

function restError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ code, message, data: { status } });
}

/**
 * POST /wp-json/wp/v2/users/me with `X-WP-Nonce` (action wp_rest) and `{woocommerce_meta: {…}}`:
 * the coming-soon banner's dismissal (S-THEME-09, S-CALL-09). WordPress's REST errors: without a
 * nonce cookie authentication does not count (401), a wrong one is 403.
 */
async function updateMe(req: Request, res: Response, services: Services): Promise<void> {
  const shopper = shopperOf(res);
  // Without script the banner's form posts here: nonce in `_wpnonce`, then back to the page.
  const formPost = req.is("application/x-www-form-urlencoded") === "application/x-www-form-urlencoded";
  const nonce =
    req.get(REST_NONCE_HEADER) ??
    (formPost ? (req.body as Record<string, unknown> | undefined)?._wpnonce : undefined);
  if (!nonce) {
    restError(res, 401, "rest_not_logged_in", "You are not currently logged in.");
    return;
  }
  if (!(await shopper.checkNonce(nonce, REST_NONCE_ACTION))) {
    restError(res, 403, "rest_cookie_invalid_nonce", "Cookie check failed.");
    return;
  }
  const customerId = await shopper.customerId();
  if (customerId === null) {
    restError(res, 401, "rest_not_logged_in", "You are not currently logged in.");
    return;
  }
  const input = updateMeBody.safeParse(req.body);
  if (!input.success) {
    restError(res, 400, "rest_invalid_param", "Invalid parameter(s): woocommerce_meta");
    return;
  }
  const patch: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.data.woocommerce_meta))
    if (value !== undefined) patch[key] = value;
  if (Object.keys(patch).length > 0) await updateCustomerMeta(services.db, customerId, patch);
  const customer = await findCustomerById(services.db, customerId);
  if (formPost) {
    res.redirect(303, sameSiteReferrerPath(req.get("referer"), req.get("host")) ?? "/");
    return;
  }
  res.json({
    id: customerId,
    name: customer?.displayName ?? "",
    woocommerce_meta: customer?.meta ?? {},
  });
}

export function registerAccountCalls({ adminAjax, rest }: CompatRegistries): void {
  adminAjax.register(CHECK_USER_EXIST_ACTION, checkUserExist).register(CHECKOUT_LOGIN_ACTION, checkoutLogin);
  rest.register(`POST ${USERS_ME_ROUTE}`, updateMe);
}
