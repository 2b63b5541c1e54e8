import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_NONCE_ACTION } from "../../protocol/account-nonces.ts";
import { createNonce } from "../../server/security/nonce.ts";
import { registerCustomer } from "../../server/shop/customers/customers.server.ts";
import { startAccountHarness } from "../support/account-harness.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startTestServer, type TestServer } from "../support/http.ts";

const PASSWORD = "blue kettle morning";

describe.each(testDatabaseKinds)("coming-soon banner on %s", (kind) => {
  let server: TestServer;
  let harness: Awaited<ReturnType<typeof startAccountHarness>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { shop: { comingSoon: true } });
    harness = await startAccountHarness(server.services);
    for (const email of ["script@example.com", "noscript@example.com"]) {
      await registerCustomer(server.services.db, { email, password: PASSWORD });
    }
  });
  afterAll(async () => {
    await harness.close();
    await server.close();
  });

  /** A browser logged in through the account page; the same cookies work on the app server. */
  async function loggedIn(email: string) {
    const browser = cookieClient(harness.origin);
    const nonce = createNonce(server.services.nonceSecret, LOGIN_NONCE_ACTION, "", new Date());
    await browser(
      "/my-account/",
      form({ username: email, password: PASSWORD, login: "Log in", "woocommerce-login-nonce": nonce }),
    );
    const app = cookieClient(server.origin);
    for (const [name, value] of browser.cookies) app.cookies.set(name, value);
    const banner = async () =>
      (await (await browser("/coming-soon-banner")).json()).banner as { restNonce: string } | null;
    return { browser, app, banner };
  }

  it("is shown to logged-in customers only, and never again once dismissed by the REST call (S-THEME-09, S-THEME-10)", async () => {
    const guest = cookieClient(harness.origin);
    expect((await (await guest("/coming-soon-banner")).json()).banner).toBeNull();
    const { app, banner } = await loggedIn("script@example.com");
    const shown = await banner();
    expect(shown?.restNonce).toMatch(/^[0-9a-f]{10}$/);
    const response = await app("/wp-json/wp/v2/users/me", {
      method: "POST",
      headers: { "content-type": "application/json", "x-wp-nonce": shown?.restNonce ?? "" },
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: "yes" } }),
    });
    expect(response.status).toBe(200);
    expect(await banner()).toBeNull();
  });

  it("without script the form post (nonce in _wpnonce) dismisses it and goes back to the page", async () => {
    const { app, banner } = await loggedIn("noscript@example.com");
    const shown = await banner();
    const refused = await app(
      "/wp-json/wp/v2/users/me",
      form({ "woocommerce_meta[coming_soon_banner_dismissed]": "yes" }),
    );
    expect(refused.status).toBe(401);
    expect(await banner()).not.toBeNull();
    const response = await app("/wp-json/wp/v2/users/me", {
      ...form({ _wpnonce: shown?.restNonce ?? "", "woocommerce_meta[coming_soon_banner_dismissed]": "yes" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${server.origin}/shop/?orderby=price`,
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/shop/?orderby=price");
    expect(await banner()).toBeNull();
  });
});
