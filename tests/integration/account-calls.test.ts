import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECK_USER_NONCE_ACTION,
  CHECKOUT_LOGIN_NONCE_ACTION,
  REST_NONCE_ACTION,
} from "../../protocol/account-nonces.ts";
import { customers, loginFailures, sessions } from "../../server/db/schema.ts";
import { createNonce, NONCE_TICK_MS } from "../../server/security/nonce.ts";
import { registerCustomer } from "../../server/shop/customers/customers.server.ts";
import { sessionIdFromToken } from "../../server/shop/session/sessions.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startTestServer, type TestServer } from "../support/http.ts";

const SESSION_COOKIE = "wp_woocommerce_session_vitrine";
const PASSWORD = "blue kettle morning";

type Client = ReturnType<typeof cookieClient>;

describe.each(testDatabaseKinds)("account calls on %s", (kind) => {
  let server: TestServer;
  let noInlineLogin: TestServer;
  beforeAll(async () => {
    [server, noInlineLogin] = await Promise.all([
      startTestServer(kind, {}, { seedDemo: true }),
      startTestServer(kind, { checkout: { inlineLogin: false } }),
    ]);
    for (const target of [server, noInlineLogin]) {
      const created = await registerCustomer(target.services.db, {
        email: "Jane@Example.com",
        password: PASSWORD,
      });
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
    }
    for (const email of ["limited@example.com", "limited2@example.com", "limited3@example.com"]) {
      await registerCustomer(server.services.db, { email, password: PASSWORD });
    }
  });
  afterAll(() => Promise.all([server.close(), noInlineLogin.close()]));

  const sessionOf = (client: Client) => {
    const token = client.cookies.get(SESSION_COOKIE);
    return token ? sessionIdFromToken(token) : "";
  };
  const nonceFor = (target: TestServer, client: Client, action: string, at = new Date()) =>
    createNonce(target.services.nonceSecret, action, sessionOf(client), at);

  const checkUser = (client: Client, email: string, security?: string) =>
    client(
      "/wp-admin/admin-ajax.php",
      form({
        action: "astra_woo_check_user_exist",
        user_name_email: email,
        ...(security === undefined ? {} : { security }),
      }),
    );
  const login = (
    client: Client,
    email: string,
    password: string,
    security: string,
    headers: Record<string, string> = {},
  ) =>
    client("/wp-admin/admin-ajax.php", {
      ...form({ action: "astra_woocommerce_login_user", user_name_email: email, password, security }),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });

  it("the email check answers whether an account exists and whether it may log in here, and keeps the email in a cookie (S-CHK-07, S-CHK-10, S-CHK-11, S-CALL-07)", async () => {
    const client = cookieClient(server.origin);
    const nonce = nonceFor(server, client, CHECK_USER_NONCE_ACTION);
    const known = await checkUser(client, " jane@example.COM ", nonce);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({
      success: true,
      data: { success: true, is_login_allowed: true, msg: expect.stringContaining("already registered") },
    });
    expect(client.cookies.get("vitrine_checkout_email")).toBe(encodeURIComponent("jane@example.com"));
    expect(
      known.headers.getSetCookie().find((cookie) => cookie.startsWith("vitrine_checkout_email")),
    ).not.toMatch(/Max-Age|Expires/i);

    const unknown = await checkUser(client, "new.shopper@example.com", nonce);
    expect(await unknown.json()).toEqual({
      success: true,
      data: { success: false, is_login_allowed: false, msg: "Email address is valid." },
    });
    const invalid = await (await checkUser(client, "not-an-email", nonce)).json();
    expect(invalid).toEqual({
      success: true,
      data: { success: false, is_login_allowed: false, msg: "Please enter a valid email address." },
    });
  });

  it("an existing account may not log in inline when the feature is off (S-CHK-06)", async () => {
    const client = cookieClient(noInlineLogin.origin);
    const reply = await (
      await checkUser(client, "jane@example.com", nonceFor(noInlineLogin, client, CHECK_USER_NONCE_ACTION))
    ).json();
    expect(reply.data).toMatchObject({ success: true, is_login_allowed: false });
    const refused = await (
      await login(
        client,
        "jane@example.com",
        PASSWORD,
        nonceFor(noInlineLogin, client, CHECKOUT_LOGIN_NONCE_ACTION),
      )
    ).json();
    expect(refused).toEqual({
      success: true,
      data: { success: false, error: expect.stringContaining("not available") },
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("both calls refuse a missing, forged or stale nonce with 403 and change nothing", async () => {
    const client = cookieClient(server.origin);
    const stale = nonceFor(server, client, CHECK_USER_NONCE_ACTION, new Date(Date.now() - 3 * NONCE_TICK_MS));
    for (const security of [undefined, "", "0123456789", stale]) {
      const response = await checkUser(client, "jane@example.com", security);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        data: { error: expect.stringMatching(/expired/) },
      });
    }
    const wrongAction = nonceFor(server, client, CHECK_USER_NONCE_ACTION);
    const response = await login(client, "jane@example.com", PASSWORD, wrongAction);
    expect(response.status).toBe(403);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(client.cookies.has("vitrine_checkout_email")).toBe(false);
  });

  it("inline login rotates the session, keeps the cart and logs the customer in; then both calls are for guests only (S-CHK-05, S-CHK-13, S-CHK-15, S-CALL-08)", async () => {
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: "127", quantity: "2" }));
    const guestToken = client.cookies.get(SESSION_COOKIE);
    const guestSession = sessionOf(client);
    expect(guestToken).toBeTruthy();

    const response = await login(
      client,
      "JANE@example.com",
      PASSWORD,
      nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION),
    );
    expect(await response.json()).toEqual({ success: true, data: { success: true } });
    const newToken = client.cookies.get(SESSION_COOKIE);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(guestToken);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith(SESSION_COOKIE))).toMatch(
      /HttpOnly/,
    );

    const fragments = await (await client("/?wc-ajax=get_refreshed_fragments", form({}))).json();
    expect(fragments.cart.items).toEqual([expect.objectContaining({ product_id: 127, quantity: 2 })]);
    const [jane] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "jane@example.com"));
    const sessionRows = await server.services.db.select().from(sessions);
    expect(sessionRows.find((row) => row.id === guestSession)).toBeUndefined();
    expect(sessionRows.find((row) => row.id === sessionOf(client))?.customerId).toBe(jane?.id);

    const again = await checkUser(
      client,
      "jane@example.com",
      nonceFor(server, client, CHECK_USER_NONCE_ACTION),
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ success: false, data: { error: "You are already logged in." } });
    const loginAgain = await login(
      client,
      "jane@example.com",
      PASSWORD,
      nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION),
    );
    expect(loginAgain.status).toBe(400);
  });

  it("a wrong password or unknown account gets one generic error and no session (S-CHK-16)", async () => {
    const client = cookieClient(server.origin);
    const headers = { "x-forwarded-for": "198.51.100.1" };
    const wrong = await (
      await login(
        client,
        "jane@example.com",
        "wrong password",
        nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION),
        headers,
      )
    ).json();
    const unknown = await (
      await login(
        client,
        "nobody@example.com",
        PASSWORD,
        nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION),
        headers,
      )
    ).json();
    expect(wrong).toEqual({
      success: true,
      data: { success: false, error: expect.stringMatching(/incorrect/) },
    });
    expect(unknown).toEqual(wrong);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  /** A checkout login from a fresh browser at a client address (through the trusted local proxy). */
  const loginFrom = (email: string, password: string, address: string) => {
    const client = cookieClient(server.origin);
    return login(client, email, password, nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION), {
      "x-forwarded-for": address,
    }).then((response) => response.json());
  };

  it("limits failed logins per account and address: one address cannot lock the owner out elsewhere (issue 9, finding 8)", async () => {
    const attempt = (password: string, address: string) =>
      loginFrom("limited@example.com", password, address);
    // Four failures, then the right password from the same address: allowed, and the count is cleared.
    for (let index = 0; index < 4; index += 1) await attempt("wrong", "203.0.113.1");
    expect((await attempt(PASSWORD, "203.0.113.1")).data.success).toBe(true);
    for (let index = 0; index < 4; index += 1) await attempt("wrong", "203.0.113.1");
    expect((await attempt(PASSWORD, "203.0.113.1")).data.success).toBe(true);
    // Five failures from one address lock that address out of this account, even with the right password…
    for (let index = 0; index < 5; index += 1)
      expect((await attempt("wrong", "203.0.113.2")).data.error).toMatch(/incorrect/);
    expect(await attempt(PASSWORD, "203.0.113.2")).toEqual({
      success: true,
      data: { success: false, error: "Too many failed login attempts. Please try again in 15 minutes." },
    });
    // …but the owner, from anywhere else, still logs in.
    expect((await attempt(PASSWORD, "203.0.113.3")).data.success).toBe(true);
    // Once the window has passed, the locked address may try again.
    const realNow = server.services.now;
    server.services.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      expect((await attempt(PASSWORD, "203.0.113.2")).data.success).toBe(true);
    } finally {
      server.services.now = realNow;
    }
  });

  it("locks an account for everyone only under distributed guessing, at 50 failures (issue 9, finding 8)", async () => {
    const [customer] = await server.services.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, "limited3@example.com"));
    // 45 failures already counted from as many addresses (one row per failure and key, as recorded).
    const now = new Date();
    await server.services.db
      .insert(loginFailures)
      .values(
        Array.from({ length: 45 }, () => ({ key: `account:${customer?.id}`, failedAt: now })).concat(
          Array.from({ length: 45 }, (_, index) => ({ key: `address:198.51.100.${index}`, failedAt: now })),
        ),
      );
    const attempt = (password: string, address: string) =>
      loginFrom("limited3@example.com", password, address);
    for (let index = 0; index < 4; index += 1) await attempt("wrong", `198.51.101.${index}`);
    // 49: the owner still gets in, which clears the account's count.
    expect((await attempt(PASSWORD, "198.51.102.1")).data.success).toBe(true);
    await server.services.db
      .insert(loginFailures)
      .values(Array.from({ length: 49 }, () => ({ key: `account:${customer?.id}`, failedAt: now })));
    await attempt("wrong", "198.51.101.200");
    expect((await attempt(PASSWORD, "198.51.102.2")).data).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many failed login attempts/),
    });
  });

  it("limits failed logins per client address across accounts", async () => {
    const client = cookieClient(server.origin);
    const address = { "x-forwarded-for": "192.0.2.77" };
    const attempt = (email: string, password: string) =>
      login(client, email, password, nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION), address).then(
        (response) => response.json(),
      );
    for (let index = 0; index < 20; index += 1) await attempt(`guess${index}@example.com`, "wrong");
    const blocked = await attempt("limited2@example.com", PASSWORD);
    expect(blocked.data).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many failed login attempts/),
    });
    const elsewhere = cookieClient(server.origin);
    const fromOtherAddress = await (
      await login(
        elsewhere,
        "limited2@example.com",
        PASSWORD,
        nonceFor(server, elsewhere, CHECKOUT_LOGIN_NONCE_ACTION),
        {
          "x-forwarded-for": "192.0.2.78",
        },
      )
    ).json();
    expect(fromOtherAddress.data.success).toBe(true);
  });

  it("the coming-soon dismissal needs the REST nonce and a logged-in customer, and stores the flag (S-THEME-09, S-CALL-09)", async () => {
    const client = cookieClient(server.origin);
    const dismiss = (headers: Record<string, string>) =>
      client("/wp-json/wp/v2/users/me", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }),
      });
    expect((await dismiss({})).status).toBe(401);
    expect((await dismiss({ "x-wp-nonce": nonceFor(server, client, REST_NONCE_ACTION) })).status).toBe(401);

    await login(client, "jane@example.com", PASSWORD, nonceFor(server, client, CHECKOUT_LOGIN_NONCE_ACTION), {
      "x-forwarded-for": "192.0.2.200",
    });
    const missing = await dismiss({});
    expect(missing.status).toBe(401);
    const forged = await dismiss({ "x-wp-nonce": "0123456789" });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: "rest_cookie_invalid_nonce" });
    const bad = await client("/wp-json/wp/v2/users/me", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-wp-nonce": nonceFor(server, client, REST_NONCE_ACTION),
      },
      body: JSON.stringify({ woocommerce_meta: { is_admin: "yes" } }),
    });
    expect(bad.status).toBe(400);
    const [before] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "jane@example.com"));
    expect(before?.meta).toEqual({});

    const ok = await dismiss({ "x-wp-nonce": nonceFor(server, client, REST_NONCE_ACTION) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } });
    const [after] = await server.services.db
      .select()
      .from(customers)
      .where(eq(customers.email, "jane@example.com"));
    expect(after?.meta).toEqual({ coming_soon_banner_dismissed: "yes" });
  });
});
