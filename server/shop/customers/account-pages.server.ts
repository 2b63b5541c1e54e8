import {
  EDIT_ACCOUNT_NONCE_ACTION,
  EDIT_ADDRESS_NONCE_ACTION,
  LOGIN_NONCE_ACTION,
  LOGOUT_NONCE_ACTION,
  LOST_PASSWORD_NONCE_ACTION,
  REGISTER_NONCE_ACTION,
  RESET_PASSWORD_NONCE_ACTION,
} from "../../../protocol/account-nonces.ts";
import { MY_ACCOUNT_PATH } from "../../../protocol/shop-urls.ts";
import { databaseIdFromText } from "../../db/ids.ts";
import type { PostalAddress } from "../../db/schema.ts";
import { sameSitePath, sameSiteReferrerPath } from "../../http/same-site.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { publicOrigin } from "../../settings/public-origin.ts";
import { checkoutCountryData } from "../checkout/countries.ts";
import { type AddressGroup, addressFields, type CheckoutField, stateModeFor } from "../checkout/fields.ts";
import { listCustomerOrders, loadCustomerOrderView } from "../orders/order-view.server.ts";
import type { OrderSummaryView, OrderView } from "../orders/order-view.ts";
import { addNotice, endCustomerSessions } from "../session/sessions.server.ts";
import { validateSavedAddress } from "./address-form.ts";
import {
  type Customer,
  findCustomerById,
  findCustomerByLogin,
  registerCustomer,
  updateAccountDetails,
  updateAddress,
} from "./customers.server.ts";
import { attemptLogin } from "./login.server.ts";
import {
  createPasswordReset,
  findResetCustomer,
  LOST_PASSWORD_CONFIRMATION,
  RESET_LINK_INVALID,
  resetPassword,
} from "./password-reset.server.ts";
import { recentResetCount } from "./password-reset-limits.server.ts";

/**
 * My account (`/my-account/…`): what each endpoint shows and what each form post does. The route
 * module only hands the URL and the posted form here; WooCommerce's field names live in this module
 * and in the components.
 */

export const EXPIRED_FORM_MESSAGE = "This form has expired. Please try again.";
/** At most this many reset emails per account within the login-failure window (stops mail bombing). */
const MAX_RESET_EMAILS = 3;

export type AccountEndpoint =
  | { name: "dashboard" }
  | { name: "orders"; page: number }
  | { name: "view-order"; orderId: number }
  | { name: "edit-address"; group: AddressGroup | null }
  | { name: "edit-account" }
  | { name: "customer-logout" }
  | { name: "lost-password" };

/** The endpoint named by the path after /my-account/, or null for an unknown one (404). */
export function parseAccountPath(pathname: string): AccountEndpoint | null {
  const rest = pathname.replace(/^\/my-account\/?/, "").replace(/\/+$/, "");
  if (rest === "") return { name: "dashboard" };
  const parts = rest.split("/");
  const [first, second, ...extra] = parts;
  if (extra.length > 0) return null;
  switch (first) {
    case "orders": {
      if (second === undefined) return { name: "orders", page: 1 };
      const page = databaseIdFromText(second);
      return page ? { name: "orders", page } : null;
    }
    case "view-order": {
      const orderId = databaseIdFromText(second);
      return orderId ? { name: "view-order", orderId } : null;
    }
    case "edit-address":
      if (second === undefined) return { name: "edit-address", group: null };
      return second === "billing" || second === "shipping" ? { name: "edit-address", group: second } : null;
    case "edit-account":
    case "customer-logout":
    case "lost-password":
      return second === undefined ? { name: first } : null;
    default:
      return null;
  }
}

export interface AddressFormView {
  group: AddressGroup;
  fields: CheckoutField[];
  values: Record<string, string>;
  countries: { code: string; name: string }[];
  states: { code: string; name: string }[] | null;
}

export interface AccountMenu {
  logoutUrl: string;
  logoutNonce: string;
}

export type AccountPage =
  | {
      kind: "login";
      registration: boolean;
      loginNonce: string;
      registerNonce: string;
      redirectTo: string | null;
    }
  | { kind: "lost-password"; nonce: string; sent: boolean; error: string | null }
  | { kind: "reset-password"; nonce: string; key: string; id: number }
  | { kind: "logout-confirm"; nonce: string }
  | ({ kind: "dashboard"; displayName: string } & AccountMenu)
  | ({ kind: "orders"; orders: OrderSummaryView[]; page: number; pages: number } & AccountMenu)
  | ({ kind: "view-order"; order: OrderView } & AccountMenu)
  | ({
      kind: "addresses";
      billing: Partial<PostalAddress>;
      shipping: Partial<PostalAddress>;
    } & AccountMenu)
  | ({ kind: "edit-address"; form: AddressFormView; nonce: string } & AccountMenu)
  | ({
      kind: "edit-account";
      nonce: string;
      values: {
        account_first_name: string;
        account_last_name: string;
        account_display_name: string;
        account_email: string;
      };
    } & AccountMenu)
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

export function logoutUrl(nonce: string): string {
  return `${MY_ACCOUNT_PATH}customer-logout/?_wpnonce=${encodeURIComponent(nonce)}`;
}

/** What GET /my-account/<endpoint> shows. */
export async function loadAccountPage(services: Services, shopper: Shopper, url: URL): Promise<AccountPage> {
  const endpoint = parseAccountPath(url.pathname);
  if (!endpoint) return { kind: "not-found" };
  const customer = await shopper.customer();

  if (endpoint.name === "customer-logout") {
    if (!customer) return { kind: "redirect", to: MY_ACCOUNT_PATH };
    if (await shopper.checkNonce(url.searchParams.get("_wpnonce"), LOGOUT_NONCE_ACTION)) {
      await shopper.logOut();
      return { kind: "redirect", to: MY_ACCOUNT_PATH };
    }
    // A stale or missing nonce (an old link): ask, with a form that carries a fresh one.
    return { kind: "logout-confirm", nonce: await shopper.nonce(LOGOUT_NONCE_ACTION) };
  }

  if (endpoint.name === "lost-password") {
    const key = url.searchParams.get("key");
    const id = databaseIdFromText(url.searchParams.get("id"));
    if (key !== null) {
      const valid = id !== null && (await findResetCustomer(services.db, id, key, services.now()));
      if (valid && id !== null)
        return { kind: "reset-password", nonce: await shopper.nonce(RESET_PASSWORD_NONCE_ACTION), key, id };
      // Shown on this response rather than as a session notice after a redirect: the root loader takes the
      // session's notices concurrently with this loader, so a notice added here could be taken and lost.
      return {
        kind: "lost-password",
        nonce: await shopper.nonce(LOST_PASSWORD_NONCE_ACTION),
        sent: false,
        error: RESET_LINK_INVALID,
      };
    }
    return {
      kind: "lost-password",
      nonce: await shopper.nonce(LOST_PASSWORD_NONCE_ACTION),
      sent: url.searchParams.get("reset-link-sent") === "true",
      error: null,
    };
  }

  if (!customer) {
    return {
      kind: "login",
      registration: services.settings.accounts.registration,
      loginNonce: await shopper.nonce(LOGIN_NONCE_ACTION),
      registerNonce: await shopper.nonce(REGISTER_NONCE_ACTION),
      redirectTo: sameSitePath(url.searchParams.get("redirect_to")),
    };
  }

  const logoutNonce = await shopper.nonce(LOGOUT_NONCE_ACTION);
  const menu: AccountMenu = { logoutUrl: logoutUrl(logoutNonce), logoutNonce };
  switch (endpoint.name) {
    case "dashboard":
      return { kind: "dashboard", displayName: customer.displayName || customer.username, ...menu };
    case "orders": {
      const list = await listCustomerOrders(services.db, customer.id, endpoint.page);
      if (endpoint.page > list.totalPages) return { kind: "not-found" };
      return { kind: "orders", orders: list.orders, page: endpoint.page, pages: list.totalPages, ...menu };
    }
    case "view-order": {
      const order = await loadCustomerOrderView(services.db, customer.id, endpoint.orderId);
      return order ? { kind: "view-order", order, ...menu } : { kind: "not-found" };
    }
    case "edit-address":
      if (!endpoint.group)
        return { kind: "addresses", billing: customer.billing, shipping: customer.shipping, ...menu };
      return {
        kind: "edit-address",
        form: addressForm(services, endpoint.group, savedAddressValues(customer, endpoint.group)),
        nonce: await shopper.nonce(EDIT_ADDRESS_NONCE_ACTION),
        ...menu,
      };
    case "edit-account":
      return {
        kind: "edit-account",
        nonce: await shopper.nonce(EDIT_ACCOUNT_NONCE_ACTION),
        values: {
          account_first_name: customer.firstName,
          account_last_name: customer.lastName,
          account_display_name: customer.displayName,
          account_email: customer.email,
        },
        ...menu,
      };
  }
}

function savedAddressValues(customer: Customer, group: AddressGroup): Record<string, string> {
  const saved = group === "billing" ? customer.billing : customer.shipping;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(saved))
    if (typeof value === "string") values[`${group}_${key}`] = value;
  if (group === "billing" && !values.billing_email) values.billing_email = customer.email;
  return values;
}

/** The address form for a group, its fields shaped by the chosen (or the shop's) country. */
export function addressForm(
  services: Services,
  group: AddressGroup,
  values: Record<string, string>,
): AddressFormView {
  const countryData = checkoutCountryData(services.settings.checkout.allowedCountries);
  const chosen = (values[`${group}_country`] ?? "").toUpperCase();
  const country = countryData.countries.some((option) => option.code === chosen)
    ? chosen
    : countryData.countries.some((option) => option.code === services.settings.shop.baseCountry)
      ? services.settings.shop.baseCountry
      : (countryData.countries[0]?.code ?? "");
  return {
    group,
    fields: addressFields(group, {
      country,
      stateMode: stateModeFor(country, countryData),
      phoneRequired: true,
    }),
    values: { ...values, [`${group}_country`]: country },
    countries: countryData.countries,
    states: countryData.states[country] ?? null,
  };
}

export type AccountFormName =
  | "login"
  | "register"
  | "lost-password"
  | "reset-password"
  | "edit-account"
  | "edit-address"
  | "logout";

export type AccountActionResult =
  | { redirect: string }
  | {
      form: AccountFormName;
      /** Field name → message, shown next to the field. */
      errors: Record<string, string>;
      /** Messages for the notice list (role=alert) at the top of the form. */
      notices: string[];
      /** What was typed (passwords left out), to fill the form again. */
      values: Record<string, string>;
    };

const PASSWORD_FIELDS = new Set([
  "password",
  "password_1",
  "password_2",
  "password_current",
  "account_password",
]);

/** The posted text fields (a repeated or nested field is not one of these forms' fields). */
function formFields(posted: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(posted))
    if (typeof value === "string") fields[name] = value.slice(0, 4096);
  return fields;
}

function keptValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => !PASSWORD_FIELDS.has(name) && !name.includes("nonce")),
  );
}

function failure(
  form: AccountFormName,
  fields: Record<string, string>,
  errors: Record<string, string>,
  notices: string[] = [],
): AccountActionResult {
  const messages = notices.length > 0 ? notices : [...new Set(Object.values(errors))];
  return { form, errors, notices: messages, values: keptValues(fields) };
}

/** Which form was posted, from its submit button or marker field (WooCommerce's names). */
function postedForm(
  fields: Record<string, string>,
  endpoint: AccountEndpoint | null,
): AccountFormName | null {
  if ("login" in fields) return "login";
  if ("register" in fields) return "register";
  if ("save_account_details" in fields || fields.action === "save_account_details") return "edit-account";
  if ("save_address" in fields || fields.action === "edit_address") return "edit-address";
  if (endpoint?.name === "customer-logout") return "logout";
  if (endpoint?.name === "lost-password") return "reset_key" in fields ? "reset-password" : "lost-password";
  return null;
}

/** POST /my-account/<endpoint>: every form checks its nonce first; nothing changes when it fails. */
export async function handleAccountPost(
  services: Services,
  shopper: Shopper,
  posted: Record<string, unknown>,
  url: URL,
  /** The page the form was on (WooCommerce returns there after a login from a header popup). */
  referer: string | null = null,
): Promise<AccountActionResult> {
  const fields = formFields(posted);
  const endpoint = parseAccountPath(url.pathname);
  const which = postedForm(fields, endpoint);
  if (!which) return { redirect: url.pathname };
  const handler = HANDLERS[which];
  if (!(await shopper.checkNonce(fields[NONCE_FIELDS[which]], NONCE_ACTIONS[which]))) {
    return failure(which, fields, {}, [EXPIRED_FORM_MESSAGE]);
  }
  return handler({
    services,
    shopper,
    fields,
    url,
    endpoint,
    referer: sameSiteReferrerPath(referer, url.host),
  });
}

const NONCE_FIELDS: Record<AccountFormName, string> = {
  login: "woocommerce-login-nonce",
  register: "woocommerce-register-nonce",
  "lost-password": "woocommerce-lost-password-nonce",
  "reset-password": "woocommerce-reset-password-nonce",
  "edit-account": "save-account-details-nonce",
  "edit-address": "woocommerce-edit-address-nonce",
  logout: "_wpnonce",
};

const NONCE_ACTIONS: Record<AccountFormName, string> = {
  login: LOGIN_NONCE_ACTION,
  register: REGISTER_NONCE_ACTION,
  "lost-password": LOST_PASSWORD_NONCE_ACTION,
  "reset-password": RESET_PASSWORD_NONCE_ACTION,
  "edit-account": EDIT_ACCOUNT_NONCE_ACTION,
  "edit-address": EDIT_ADDRESS_NONCE_ACTION,
  logout: LOGOUT_NONCE_ACTION,
};

interface PostContext {
  services: Services;
  shopper: Shopper;
  fields: Record<string, string>;
  url: URL;
  endpoint: AccountEndpoint | null;
  /** Path of a same-site referring page, or null. */
  referer: string | null;
}

const HANDLERS: Record<AccountFormName, (context: PostContext) => Promise<AccountActionResult>> = {
  login: postLogin,
  register: postRegister,
  "lost-password": postLostPassword,
  "reset-password": postResetPassword,
  "edit-account": postEditAccount,
  "edit-address": postEditAddress,
  logout: postLogout,
};

function redirectAfterLogin(context: PostContext): string {
  return (
    sameSitePath(context.fields.redirect) ??
    sameSitePath(context.fields.redirect_to) ??
    sameSitePath(context.url.searchParams.get("redirect_to")) ??
    (context.referer?.startsWith(MY_ACCOUNT_PATH) ? null : context.referer) ??
    MY_ACCOUNT_PATH
  );
}

async function postLogin(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields } = context;
  if ((await shopper.customerId()) !== null) return { redirect: redirectAfterLogin(context) };
  const attempt = await attemptLogin(
    services.db,
    services.settings.accounts,
    { login: fields.username ?? "", password: fields.password ?? "", clientAddress: shopper.clientAddress() },
    services.now(),
  );
  if (!attempt.ok) {
    const errors: Record<string, string> = {};
    if (attempt.reason === "missing") {
      if (!fields.username?.trim()) errors.username = "Please enter your username or email address.";
      if (!fields.password) errors.password = "Please enter your password.";
    }
    return failure("login", fields, errors, [attempt.message]);
  }
  await shopper.logIn(attempt.customer.id, { remember: fields.rememberme === "forever" });
  return { redirect: redirectAfterLogin(context) };
}

async function postRegister(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields } = context;
  if (!services.settings.accounts.registration) {
    return failure("register", fields, {}, ["Creating an account is not available on this shop."]);
  }
  if ((await shopper.customerId()) !== null) return { redirect: MY_ACCOUNT_PATH };
  const result = await registerCustomer(services.db, {
    email: fields.email ?? "",
    password: fields.password ?? "",
  });
  if (!result.ok) {
    const errors: Record<string, string> = {};
    if (result.errors.email) errors.email = result.errors.email;
    if (result.errors.password) errors.password = result.errors.password;
    return failure("register", fields, errors);
  }
  await shopper.logIn(result.value.id);
  await services.mailer.send(welcomeEmail(services, result.value, context.url));
  return { redirect: redirectAfterLogin(context) };
}

function welcomeEmail(services: Services, customer: Customer, url: URL) {
  const shop = services.settings.shop.name;
  const accountUrl = new URL(MY_ACCOUNT_PATH, publicOrigin(services.settings, url)).toString();
  return {
    to: customer.email,
    subject: `Your ${shop} account has been created!`,
    text: [
      `Hi ${customer.displayName || customer.username},`,
      "",
      `Thanks for creating an account on ${shop}. Your username is ${customer.username}.`,
      `You can see your orders, change your password and more at: ${accountUrl}`,
      "",
      "We look forward to seeing you soon.",
    ].join("\n"),
  };
}

async function postLostPassword(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields, url } = context;
  const login = (fields.user_login ?? "").trim();
  if (login === "") {
    return failure("lost-password", fields, { user_login: "Enter a username or email address." });
  }
  const settings = services.settings.accounts;
  const now = services.now();
  const target = await findCustomerByLogin(services.db, login);
  if (
    target &&
    (await recentResetCount(services.db, target.id, settings.failureWindowMinutes, now)) < MAX_RESET_EMAILS
  ) {
    const reset = await createPasswordReset(services.db, login, settings.passwordResetMinutes, now);
    if (reset) {
      const link = new URL(`${MY_ACCOUNT_PATH}lost-password/`, publicOrigin(services.settings, url));
      link.searchParams.set("key", reset.token);
      link.searchParams.set("id", String(reset.customer.id));
      await services.mailer.send({
        to: reset.customer.email,
        subject: `Password reset request for ${services.settings.shop.name}`,
        text: [
          `Hi ${reset.customer.displayName || reset.customer.username},`,
          "",
          `Someone has requested a new password for the following account on ${services.settings.shop.name}:`,
          `Username: ${reset.customer.username}`,
          "",
          "If you didn't make this request, just ignore this email. If you'd like to proceed:",
          link.toString(),
          "",
          `This link works once and expires in ${settings.passwordResetMinutes} minutes.`,
        ].join("\n"),
      });
    }
  }
  // The same answer whether or not the account exists (no account enumeration).
  await addNotice(services.db, await shopper.ensureSession(), {
    type: "success",
    message: LOST_PASSWORD_CONFIRMATION,
  });
  return { redirect: `${MY_ACCOUNT_PATH}lost-password/?reset-link-sent=true` };
}

async function postResetPassword(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields } = context;
  const result = await resetPassword(
    services.db,
    {
      customerId: databaseIdFromText(fields.reset_id) ?? 0,
      token: fields.reset_key ?? "",
      password: fields.password_1 ?? "",
      confirmPassword: fields.password_2 ?? "",
    },
    services.now(),
  );
  if (!result.ok) {
    if (result.linkInvalid) {
      await addNotice(services.db, await shopper.ensureSession(), {
        type: "error",
        message: RESET_LINK_INVALID,
      });
      return { redirect: `${MY_ACCOUNT_PATH}lost-password/` };
    }
    const errors: Record<string, string> = {};
    if (result.errors.password) errors.password_1 = result.errors.password;
    if (result.errors.confirmPassword) errors.password_2 = result.errors.confirmPassword;
    return failure("reset-password", fields, errors);
  }
  // The reset ended every session of the customer (maybe this one): leave the notice on a fresh one.
  if ((await shopper.customerId()) === result.customer.id) await shopper.logOut();
  await addNotice(services.db, await shopper.ensureSession(), {
    type: "success",
    message: "Your password has been reset successfully. Please log in.",
  });
  return { redirect: MY_ACCOUNT_PATH };
}

async function requireCustomer(context: PostContext): Promise<Customer | null> {
  const id = await context.shopper.customerId();
  return id === null ? null : findCustomerById(context.services.db, id);
}

async function postEditAccount(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields } = context;
  const customer = await requireCustomer(context);
  if (!customer) return { redirect: MY_ACCOUNT_PATH };
  const result = await updateAccountDetails(services.db, customer.id, {
    firstName: fields.account_first_name ?? "",
    lastName: fields.account_last_name ?? "",
    displayName: fields.account_display_name ?? "",
    email: fields.account_email ?? "",
    currentPassword: fields.password_current ?? "",
    newPassword: fields.password_1 ?? "",
    confirmPassword: fields.password_2 ?? "",
  });
  if (!result.ok) {
    const names: Record<string, string> = {
      firstName: "account_first_name",
      lastName: "account_last_name",
      displayName: "account_display_name",
      email: "account_email",
      currentPassword: "password_current",
      newPassword: "password_1",
      confirmPassword: "password_2",
    };
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.errors)) errors[names[field] ?? field] = message;
    return failure("edit-account", fields, errors);
  }
  const sessionId = await shopper.sessionId();
  if (result.value.passwordHash !== customer.passwordHash)
    await endCustomerSessions(services.db, customer.id, { except: sessionId });
  if (sessionId)
    await addNotice(services.db, sessionId, {
      type: "success",
      message: "Account details changed successfully.",
    });
  return { redirect: MY_ACCOUNT_PATH };
}

async function postEditAddress(context: PostContext): Promise<AccountActionResult> {
  const { services, shopper, fields, endpoint } = context;
  const customer = await requireCustomer(context);
  if (!customer) return { redirect: MY_ACCOUNT_PATH };
  const group = endpoint?.name === "edit-address" ? endpoint.group : null;
  if (!group) return { redirect: `${MY_ACCOUNT_PATH}edit-address/` };
  const result = validateSavedAddress(group, fields, services.settings.checkout.allowedCountries);
  if (!result.ok) return failure("edit-address", fields, result.errors);
  await updateAddress(services.db, customer.id, group, result.value);
  const sessionId = await shopper.sessionId();
  if (sessionId)
    await addNotice(services.db, sessionId, { type: "success", message: "Address changed successfully." });
  return { redirect: `${MY_ACCOUNT_PATH}edit-address/` };
}

async function postLogout(context: PostContext): Promise<AccountActionResult> {
  await context.shopper.logOut();
  return { redirect: MY_ACCOUNT_PATH };
}
