import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EDIT_ACCOUNT_NONCE_ACTION,
  EDIT_ADDRESS_NONCE_ACTION,
  LOGIN_NONCE_ACTION,
  LOGOUT_NONCE_ACTION,
  LOST_PASSWORD_NONCE_ACTION,
  REGISTER_NONCE_ACTION,
  RESET_PASSWORD_NONCE_ACTION,
} from "../../protocol/account-nonces.ts";
import { customers, orderLines, orders } from "../../server/db/schema.ts";
import { createNonce } from "../../server/security/nonce.ts";
import { registerCustomer } from "../../server/shop/customers/customers.server.ts";
import { sessionIdFromToken } from "../../server/shop/session/sessions.server.ts";
import { startAccountHarness } from "../support/account-harness.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startTestServer, type TestServer } from "../support/http.ts";

const SESSION_COOKIE = "wp_woocommerce_session_vitrine";
const PASSWORD = "blue kettle morning";
type Client = ReturnType<typeof cookieClient>;

/** The .eml files written so far (none before the first email). */
function outboxFiles(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** The text of a quoted-printable email body, as a mail client shows it. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe.each(testDatabaseKinds)("my account on %s", (kind) => {
  let server: TestServer;
  let harness: Awaited<ReturnType<typeof startAccountHarness>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { shop: { name: "Tea & Clay" } }, { seedDemo: true });
    harness = await startAccountHarness(server.services);
    await registerCustomer(server.services.db, { email: "existing@example.com", password: PASSWORD });
  });
  afterAll(async () => {
    await harness.close();
    await server.close();
  });

  const client = () => cookieClient(harness.origin);
  const nonce = (c: Client, action: string, at = new Date()) => {
    const token = c.cookies.get(SESSION_COOKIE);
    return createNonce(server.services.nonceSecret, action, token ? sessionIdFromToken(token) : "", at);
  };
  const page = async (c: Client, path: string) => {
    const response = await c(path);
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} → ${response.headers.get("location")}`);
    return (await response.json()) as {
      page: { kind: string } & Record<string, unknown>;
      notices: { type: string; message: string }[];
    };
  };
  const logIn = (c: Client, username: string, password: string, extra: Record<string, string> = {}) =>
    c(
      "/my-account/",
      form({
        username,
        password,
        "woocommerce-login-nonce": nonce(c, LOGIN_NONCE_ACTION),
        login: "Log in",
        ...extra,
      }),
    );

  it("registers a customer, logs them in on a new session and sends a welcome email", async () => {
    const shopper = client();
    expect((await page(shopper, "/my-account/")).page).toMatchObject({ kind: "login", registration: true });
    const response = await shopper(
      "/my-account/",
      form({
        email: "New.Customer@Example.com",
        password: PASSWORD,
        "woocommerce-register-nonce": nonce(shopper, REGISTER_NONCE_ACTION),
        register: "Register",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/my-account/");
    expect((await page(shopper, "/my-account/")).page).toMatchObject({
      kind: "dashboard",
      displayName: "new.customer",
    });
    const [row] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "new.customer@example.com"));
    expect(row?.username).toBe("new.customer");
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const mail = outboxFiles(server.outbox).map((file) =>
      readFileSync(path.join(server.outbox, file), "utf8"),
    );
    expect(
      mail.some(
        (text) =>
          /^To: new\.customer@example\.com$/m.test(text) &&
          text.includes("Tea & Clay account has been created"),
      ),
    ).toBe(true);
  });

  it("refuses a taken email, a bad email and a weak password with messages per field, keeping the email typed", async () => {
    const shopper = client();
    const register = (email: string, password: string) =>
      shopper(
        "/my-account/",
        form({
          email,
          password,
          "woocommerce-register-nonce": nonce(shopper, REGISTER_NONCE_ACTION),
          register: "Register",
        }),
      );
    const taken = await register("EXISTING@example.com", PASSWORD);
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      form: "register",
      errors: { email: "An account is already registered with your email address. Please log in." },
      notices: ["An account is already registered with your email address. Please log in."],
      values: { email: "EXISTING@example.com", register: "Register" },
    });
    const bad = await (await register("not an email", "short")).json();
    expect(bad.errors).toEqual({
      email: "Please enter a valid email address.",
      password: expect.stringMatching(/at least 8 characters/),
    });
    expect(bad.values).not.toHaveProperty("password");
    const empty = await (await register("", "")).json();
    expect(empty.errors).toEqual({
      email: "Please enter an email address.",
      password: "Please enter a password.",
    });
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("refuses any form without a valid nonce and changes nothing", async () => {
    const shopper = client();
    const response = await shopper(
      "/my-account/",
      form({ email: "sneaky@example.com", password: PASSWORD, register: "Register" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).notices).toEqual(["This form has expired. Please try again."]);
    const stale = await shopper(
      "/my-account/",
      form({
        username: "existing@example.com",
        password: PASSWORD,
        login: "Log in",
        "woocommerce-login-nonce": nonce(shopper, LOGIN_NONCE_ACTION, new Date(Date.now() - 2 * 86_400_000)),
      }),
    );
    expect(stale.status).toBe(400);
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
    const [sneaky] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "sneaky@example.com"));
    expect(sneaky).toBeUndefined();
  });

  it("logs in with email or username (rotating the session and keeping the cart), honours a same-site redirect_to, and logs out", async () => {
    const shopper = cookieClient(server.origin);
    await shopper("/?wc-ajax=add_to_cart", form({ product_id: "127", quantity: "3" }));
    const guestToken = shopper.cookies.get(SESSION_COOKIE) ?? "";
    const browser = client();
    browser.cookies.set(SESSION_COOKIE, guestToken);
    const response = await logIn(browser, "existing", PASSWORD, { redirect: "/checkout/" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout/");
    const loggedInToken = browser.cookies.get(SESSION_COOKIE) ?? "";
    expect(loggedInToken).not.toBe(guestToken);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith(SESSION_COOKIE))).not.toMatch(
      /Max-Age/,
    );
    shopper.cookies.set(SESSION_COOKIE, loggedInToken);
    const cart = await (await shopper("/?wc-ajax=get_refreshed_fragments", form({}))).json();
    expect(cart.cart.items).toEqual([expect.objectContaining({ product_id: 127, quantity: 3 })]);

    const offsite = client();
    const away = await logIn(offsite, "EXISTING@example.com", PASSWORD, {
      redirect: "//evil.example/steal",
      rememberme: "forever",
    });
    expect(away.headers.get("location")).toBe("/my-account/");
    expect(away.headers.getSetCookie().find((cookie) => cookie.startsWith(SESSION_COOKIE))).toMatch(
      /Max-Age=604800/,
    );

    const dashboard = (await page(browser, "/my-account/")).page as { kind: string; logoutUrl: string };
    expect(dashboard.kind).toBe("dashboard");
    expect(dashboard.logoutUrl).toMatch(/^\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10}$/);
    expect((await page(browser, "/my-account/customer-logout/?_wpnonce=0123456789")).page.kind).toBe(
      "logout-confirm",
    );
    const out = await browser(dashboard.logoutUrl);
    expect(out.status).toBe(303);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await page(browser, "/my-account/")).page.kind).toBe("login");

    const posted = await offsite(
      "/my-account/customer-logout/",
      form({ _wpnonce: nonce(offsite, LOGOUT_NONCE_ACTION) }),
    );
    expect(posted.status).toBe(303);
    expect(offsite.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("a login posted from another page's header popup returns to that page (same-site referer only)", async () => {
    const post = (c: Client, referer: string) =>
      c("/my-account/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", referer },
        body: new URLSearchParams({
          username: "existing@example.com",
          password: PASSWORD,
          "woocommerce-login-nonce": nonce(c, LOGIN_NONCE_ACTION),
          login: "Log in",
        }).toString(),
      });
    const fromProduct = await post(client(), `${harness.origin}/product/speckled-stoneware-mug/?x=1`);
    expect(fromProduct.headers.get("location")).toBe("/product/speckled-stoneware-mug/?x=1");
    const fromElsewhere = await post(client(), "https://evil.example/product/");
    expect(fromElsewhere.headers.get("location")).toBe("/my-account/");
    const fromAccount = await post(client(), `${harness.origin}/my-account/`);
    expect(fromAccount.headers.get("location")).toBe("/my-account/");
  });

  it("the checkout's customer block: guests get both nonces and the email they typed before; customers only their email (S-CHK-05, S-CHK-11, S-CHK-12)", async () => {
    const guest = client();
    guest.cookies.set("vitrine_checkout_email", encodeURIComponent("typed.before@example.com"));
    const forGuest = await (await guest("/checkout-customer-config")).json();
    expect(forGuest).toEqual({
      loggedIn: false,
      inlineLogin: true,
      accountCreation: true,
      ajaxUrl: "/wp-admin/admin-ajax.php",
      checkUserNonce: expect.stringMatching(/^[0-9a-f]{10}$/),
      loginNonce: expect.stringMatching(/^[0-9a-f]{10}$/),
      emailValidationMessage: "Email address is valid.",
      lostPasswordUrl: "/my-account/lost-password/",
      loginPageUrl: "/my-account/?redirect_to=%2Fcheckout%2F",
      prefillEmail: "typed.before@example.com",
    });
    guest.cookies.set("vitrine_checkout_email", "not-an-email");
    expect((await (await guest("/checkout-customer-config")).json()).prefillEmail).toBe("");

    const customer = client();
    await logIn(customer, "existing@example.com", PASSWORD);
    customer.cookies.set("vitrine_checkout_email", encodeURIComponent("typed.before@example.com"));
    expect(await (await customer("/checkout-customer-config")).json()).toMatchObject({
      loggedIn: true,
      inlineLogin: false,
      accountCreation: false,
      checkUserNonce: "",
      loginNonce: "",
      prefillEmail: "existing@example.com",
    });
  });

  it("answers a failed login with one generic message and keeps the username typed", async () => {
    const shopper = client();
    const reply = await (
      await logIn(shopper, "existing@example.com", "wrong password", {}).then((r) => r)
    ).json();
    expect(reply).toMatchObject({
      form: "login",
      notices: ["The username or password you entered is incorrect. Please try again."],
      values: { username: "existing@example.com" },
    });
    expect(reply.values).not.toHaveProperty("password");
    const unknown = await (await logIn(shopper, "nobody@example.com", PASSWORD)).json();
    expect(unknown.notices).toEqual(reply.notices);
  });

  it("sends a reset link by email with a neutral answer, and the link works once", async () => {
    const shopper = client();
    const before = new Set(outboxFiles(server.outbox));
    const ask = (login: string) =>
      shopper(
        "/my-account/lost-password/",
        form({
          user_login: login,
          wc_reset_password: "true",
          "woocommerce-lost-password-nonce": nonce(shopper, LOST_PASSWORD_NONCE_ACTION),
        }),
      );
    const unknown = await ask("nobody@example.com");
    const known = await ask("existing@example.com");
    expect(unknown.status).toBe(303);
    expect(known.headers.get("location")).toBe(unknown.headers.get("location"));
    const confirmation = await page(shopper, "/my-account/lost-password/?reset-link-sent=true");
    expect(confirmation.page).toMatchObject({ kind: "lost-password", sent: true });
    expect(confirmation.notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^If an account matches/),
      expect.stringMatching(/^If an account matches/),
    ]);
    const sent = outboxFiles(server.outbox).filter((file) => !before.has(file));
    expect(sent).toHaveLength(1);
    const email = readFileSync(path.join(server.outbox, sent[0] ?? ""), "utf8");
    expect(email).toMatch(/^To: existing@example\.com$/m);
    const link =
      decodeQuotedPrintable(email).match(
        /http:\/\/[^\s]+\/my-account\/lost-password\/\?key=[\w-]+&id=\d+/,
      )?.[0] ?? "";
    const { pathname, search } = new URL(link);
    const resetPage = (await page(shopper, `${pathname}${search}`)).page as {
      kind: string;
      key: string;
      id: number;
    };
    expect(resetPage.kind).toBe("reset-password");

    const reset = (password1: string, password2: string) =>
      shopper(
        "/my-account/lost-password/",
        form({
          reset_key: resetPage.key,
          reset_id: String(resetPage.id),
          password_1: password1,
          password_2: password2,
          wc_reset_password: "true",
          "woocommerce-reset-password-nonce": nonce(shopper, RESET_PASSWORD_NONCE_ACTION),
        }),
      );
    expect((await (await reset("green teapot evening", "green teapot evenings")).json()).errors).toEqual({
      password_2: "Passwords do not match.",
    });
    const done = await reset("green teapot evening", "green teapot evening");
    expect(done.headers.get("location")).toBe("/my-account/");
    const again = await reset("another kettle song", "another kettle song");
    expect(again.headers.get("location")).toBe("/my-account/lost-password/");
    expect((await logIn(client(), "existing@example.com", "green teapot evening")).status).toBe(303);
    expect((await logIn(client(), "existing@example.com", "another kettle song")).status).toBe(400);
    // A used link shows the lost-password form with the error, on that response (no notice to lose).
    expect((await page(shopper, `${pathname}${search}`)).page).toMatchObject({
      kind: "lost-password",
      error: expect.stringContaining("invalid or has expired"),
    });
    await registerCustomer(server.services.db, { email: "existing-reset@example.com", password: PASSWORD });
  });

  it("a reset link expires after the configured minutes (services clock)", async () => {
    const shopper = client();
    await registerCustomer(server.services.db, { email: "expiry@example.com", password: PASSWORD });
    const before = new Set(outboxFiles(server.outbox));
    await shopper(
      "/my-account/lost-password/",
      form({
        user_login: "expiry",
        "woocommerce-lost-password-nonce": nonce(shopper, LOST_PASSWORD_NONCE_ACTION),
      }),
    );
    const file = outboxFiles(server.outbox).find((name) => !before.has(name)) ?? "";
    const link =
      decodeQuotedPrintable(readFileSync(path.join(server.outbox, file), "utf8")).match(
        /\/my-account\/lost-password\/\?key=[\w-]+&id=\d+/,
      )?.[0] ?? "";
    expect(link).not.toBe("");
    const realNow = server.services.now;
    try {
      server.services.now = () => new Date(Date.now() + 59 * 60_000);
      expect((await page(shopper, link)).page.kind).toBe("reset-password");
      server.services.now = () => new Date(Date.now() + 61 * 60_000);
      expect((await page(shopper, link)).page).toMatchObject({
        kind: "lost-password",
        error: expect.stringContaining("invalid or has expired"),
      });
    } finally {
      server.services.now = realNow;
    }
  });

  it("updates account details; a password change needs the current password", async () => {
    await registerCustomer(server.services.db, { email: "details@example.com", password: PASSWORD });
    const shopper = client();
    await logIn(shopper, "details@example.com", PASSWORD);
    const save = (fields: Record<string, string>) =>
      shopper(
        "/my-account/edit-account/",
        form({
          account_first_name: "Ada",
          account_last_name: "Lovelace",
          account_display_name: "Ada L",
          account_email: "details@example.com",
          save_account_details: "Save changes",
          "save-account-details-nonce": nonce(shopper, EDIT_ACCOUNT_NONCE_ACTION),
          ...fields,
        }),
      );
    const wrong = await (
      await save({
        password_current: "not it",
        password_1: "new lovely words",
        password_2: "new lovely words",
      })
    ).json();
    expect(wrong.errors).toEqual({ password_current: "Your current password is incorrect." });
    expect(wrong.values).toMatchObject({ account_first_name: "Ada", account_display_name: "Ada L" });
    const missing = await (
      await save({ password_1: "new lovely words", password_2: "new lovely words" })
    ).json();
    expect(missing.errors).toEqual({ password_current: "Please enter your current password." });
    const taken = await (
      await save({ account_email: "existing@example.com", account_first_name: "" })
    ).json();
    expect(taken.errors).toEqual({
      account_email: "This email address is already registered.",
      account_first_name: "First name is a required field.",
    });
    const ok = await save({
      password_current: PASSWORD,
      password_1: "new lovely words",
      password_2: "new lovely words",
    });
    expect(ok.status).toBe(303);
    const [row] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "details@example.com"));
    expect(row).toMatchObject({ firstName: "Ada", lastName: "Lovelace", displayName: "Ada L" });
    expect((await page(shopper, "/my-account/")).notices.map((notice) => notice.message)).toEqual([
      "Account details changed successfully.",
    ]);
    expect((await logIn(client(), "details@example.com", "new lovely words")).status).toBe(303);
  });

  it("a password change ends the account's other sessions and keeps this one (issue 9, finding 8)", async () => {
    await registerCustomer(server.services.db, { email: "change@example.com", password: PASSWORD });
    const here = client();
    const elsewhere = client();
    await logIn(here, "change@example.com", PASSWORD);
    await logIn(elsewhere, "change@example.com", PASSWORD);
    expect((await page(elsewhere, "/my-account/")).page.kind).toBe("dashboard");
    const saveDetails = (passwords: Record<string, string> = {}) =>
      here(
        "/my-account/edit-account/",
        form({
          account_first_name: "Cy",
          account_last_name: "Change",
          account_display_name: "Cy",
          account_email: "change@example.com",
          save_account_details: "Save changes",
          "save-account-details-nonce": nonce(here, EDIT_ACCOUNT_NONCE_ACTION),
          ...passwords,
        }),
      );
    expect((await saveDetails()).status).toBe(303);
    // Changing only the name leaves every session alone.
    expect((await page(elsewhere, "/my-account/")).page.kind).toBe("dashboard");
    const changed = await saveDetails({
      password_current: PASSWORD,
      password_1: "brand new phrase",
      password_2: "brand new phrase",
    });
    expect(changed.status).toBe(303);
    expect((await page(here, "/my-account/")).page.kind).toBe("dashboard");
    expect((await page(elsewhere, "/my-account/")).page.kind).toBe("login");
  });

  it("redirects after login only to a path on this site, whatever dot segments hide (issue 9, finding 6)", async () => {
    await registerCustomer(server.services.db, { email: "redirect@example.com", password: PASSWORD });
    for (const attack of [
      "/.//evil.example/",
      "/..//evil.example/",
      "/%2e//evil.example/",
      "/x/..//evil.example/",
    ]) {
      for (const field of ["redirect", "redirect_to"]) {
        const response = await logIn(client(), "redirect@example.com", PASSWORD, { [field]: attack });
        expect(response.status, `${field}=${attack}`).toBe(303);
        expect(response.headers.get("location"), `${field}=${attack}`).toBe("/my-account/");
      }
    }
    const viaQuery = await client()("/my-account/?redirect_to=/.//evil.example/");
    expect(((await viaQuery.json()) as { page: { redirectTo: unknown } }).page.redirectTo).toBeNull();
    const fine = await logIn(client(), "redirect@example.com", PASSWORD, { redirect: "/cart/?x=1" });
    expect(fine.headers.get("location")).toBe("/cart/?x=1");
  });

  it("refuses NUL in a posted field with 400 and a huge order id with 404 (issue 9, findings 2 and 3)", async () => {
    const shopper = client();
    const nul = await logIn(shopper, "nobody\u0000@example.com", "x");
    expect(nul.status).toBe(400);
    const lost = await shopper(
      "/my-account/lost-password/",
      form({
        user_login: "a\u0000b",
        "woocommerce-lost-password-nonce": nonce(shopper, LOST_PASSWORD_NONCE_ACTION),
      }),
    );
    expect(lost.status).toBe(400);
    await registerCustomer(server.services.db, { email: "bounds@example.com", password: PASSWORD });
    await logIn(shopper, "bounds@example.com", PASSWORD);
    expect((await shopper("/my-account/view-order/2147483648/")).status).toBe(404);
    expect((await shopper("/my-account/view-order/2147483647/")).status).toBe(404);
    expect((await shopper("/my-account/orders/99999999999/")).status).toBe(404);
    expect((await shopper("/my-account/lost-password/?key=abc&id=2147483648")).status).toBe(200);
  });

  it("saves billing and shipping addresses with the checkout's field rules", async () => {
    await registerCustomer(server.services.db, { email: "addresses@example.com", password: PASSWORD });
    const shopper = client();
    await logIn(shopper, "addresses@example.com", PASSWORD);
    const edit = (group: string, fields: Record<string, string>) =>
      shopper(
        `/my-account/edit-address/${group}/`,
        form({
          ...fields,
          save_address: "Save address",
          action: "edit_address",
          "woocommerce-edit-address-nonce": nonce(shopper, EDIT_ADDRESS_NONCE_ACTION),
        }),
      );
    const billing = {
      billing_first_name: "Ada",
      billing_last_name: "Lovelace",
      billing_country: "GB",
      billing_address_1: "12 St James's Square",
      billing_city: "London",
      billing_postcode: "sw1y4jh",
      billing_phone: "020 7946 0000",
      billing_email: "ada@example.com",
    };
    const invalid = await (
      await edit("billing", { ...billing, billing_postcode: "", billing_phone: "call me" })
    ).json();
    expect(Object.keys(invalid.errors).sort()).toEqual(["billing_phone", "billing_postcode"]);
    expect(invalid.values.billing_address_1).toBe("12 St James's Square");
    expect((await edit("billing", billing)).status).toBe(303);
    const shippingInvalid = await (
      await edit("shipping", { shipping_first_name: "Ada", shipping_country: "GB" })
    ).json();
    expect(shippingInvalid.errors).toMatchObject({
      shipping_last_name: expect.stringMatching(/^Shipping Last name is a required field/),
    });
    expect(
      (
        await edit("shipping", {
          shipping_first_name: "Ada",
          shipping_last_name: "Lovelace",
          shipping_country: "FR",
          shipping_address_1: "1 rue de Rivoli",
          shipping_city: "Paris",
          shipping_postcode: "75001",
        })
      ).status,
    ).toBe(303);
    const [row] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "addresses@example.com"));
    expect(row?.billing).toMatchObject({
      first_name: "Ada",
      postcode: "SW1Y 4JH",
      country: "GB",
      email: "ada@example.com",
    });
    expect(row?.shipping).toMatchObject({ city: "Paris", country: "FR", postcode: "75001" });
    expect(row?.shipping).not.toHaveProperty("email");
    const overview = (await page(shopper, "/my-account/edit-address/")).page;
    expect(overview).toMatchObject({ kind: "addresses", shipping: { city: "Paris" } });
  });

  it("lists the customer's own orders and shows one; another customer's order is not found", async () => {
    const [owner] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "existing@example.com"));
    const address = {
      first_name: "A",
      last_name: "B",
      company: "",
      country: "GB",
      address_1: "1 High St",
      address_2: "",
      city: "Leeds",
      state: "",
      postcode: "LS1 1AA",
      phone: "",
      email: "existing@example.com",
    };
    const [order] = await server.services.db
      .insert(orders)
      .values({
        orderKey: "wc_order_test1",
        checkoutToken: "t1",
        status: "processing",
        customerId: owner?.id,
        currency: "EUR",
        pricesIncludeTax: false,
        billing: address,
        shipping: null,
        paymentMethod: "cod",
        paymentMethodTitle: "Cash on delivery",
        subtotal: 2400,
        discountTotal: 0,
        shippingTotal: 500,
        total: 2900,
      })
      .returning();
    await server.services.db.insert(orderLines).values({
      orderId: order?.id ?? 0,
      productId: 127,
      name: "Speckled Stoneware Mug",
      quantity: 2,
      subtotal: 2400,
      total: 2400,
    });
    const shopper = client();
    await logIn(shopper, "existing@example.com", "green teapot evening");
    const list = (await page(shopper, "/my-account/orders/")).page as unknown as { orders: unknown[] };
    expect(list.orders).toEqual([
      expect.objectContaining({ id: order?.id, total: 2900, itemCount: 2, status: "processing" }),
    ]);
    const view = (await page(shopper, `/my-account/view-order/${order?.id}/`)).page as {
      kind: string;
      order: { lines: unknown[] };
    };
    expect(view.order.lines).toEqual([
      expect.objectContaining({ name: "Speckled Stoneware Mug", quantity: 2 }),
    ]);
    const other = client();
    await logIn(other, "details@example.com", "new lovely words");
    expect((await other(`/my-account/view-order/${order?.id}/`)).status).toBe(404);
    expect((await other("/my-account/orders/")).status).toBe(200);
  });
});
