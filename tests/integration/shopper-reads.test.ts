import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../protocol/cookies.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { shopperFor } from "../../server/http/shopper.server.ts";
import { loadCartPage, shopperFactsOf } from "../../server/shop/cart/cart-page.server.ts";
import { loadCheckoutPage } from "../../server/shop/checkout/checkout-page.server.ts";
import { checkoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";
import { registerCustomer } from "../../server/shop/customers/customers.server.ts";
import { loadPageShell } from "../../server/shop/page/page-shell.server.ts";
import { announceSessionWrite } from "../../server/shop/session/session-writes.server.ts";
import { addNotice, rotateSession, sessionIdFromToken } from "../../server/shop/session/sessions.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startDemoShop, type TestServer } from "../support/http.ts";

describe.each(testDatabaseKinds)("a request's reads of its shopper's cart and account, on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoShop(kind);
  });
  afterAll(() => server.close());

  async function shopperWithCart() {
    const client = cookieClient(server.origin);
    const added = await client("/?wc-ajax=add_to_cart", form({ product_id: "127", quantity: "2" }));
    expect(added.status).toBe(200);
    const token = client.cookies.get(SESSION_COOKIE) ?? "";
    expect(token).not.toBe("");
    return { client, token };
  }

  /** The shopper of one request carrying this session cookie (the response only collects cookies). */
  function requestShopperOf(token: string) {
    const req = { headers: { cookie: `${SESSION_COOKIE}=${token}` }, socket: {} } as IncomingMessage;
    const res = { appendHeader: () => res } as unknown as ServerResponse;
    return shopperFor(req, res, server.services);
  }

  it("reads the lines once per request, and again once a write to a session is announced", async () => {
    const { token } = await shopperWithCart();
    const shopper = requestShopperOf(token);
    const first = await countQueries(() => shopper.cartLines());
    expect(first.result.map((line) => [line.productId, line.quantity])).toEqual([[127, 2]]);
    // The session with its lines, in one statement (from memory on the embedded database once kept there).
    expect(first.queries).toBeLessThanOrEqual(1);
    const again = await countQueries(() => shopper.cartLines());
    expect(again.queries).toBe(0);
    expect(again.result).toEqual(first.result);

    announceSessionWrite(sessionIdFromToken(token));
    const afterWrite = await countQueries(() => shopper.cartLines());
    expect(afterWrite.queries).toBe(1);
    expect(afterWrite.result).toEqual(first.result);
  });

  it("the cart and checkout pages share the page frame's read: the session and lines, notices, cart state", async () => {
    const { token } = await shopperWithCart();
    const frame = { isCart: true, isSingleProduct: false };
    for (const loadPage of [loadCartPage, loadCheckoutPage]) {
      // Both loaders of one page at once, as React Router runs them; the first visit also reads the products.
      const visit = () => {
        const shopper = requestShopperOf(token);
        return countQueries(() =>
          Promise.all([loadPageShell(server.services, shopper, frame), loadPage(server.services, shopper)]),
        );
      };
      await visit();
      const { result, queries } = await visit();
      const [shell] = result;
      expect(shell.miniCartHtml).toContain("woocommerce-mini-cart-item");
      // Before the read was shared: five (session, lines for the frame, notices, lines again, cart state). The
      // session read says no notices wait, so none are taken; the embedded database keeps the guest's session
      // and lines in memory (decision 042).
      expect(queries).toBe(kind === "pglite" ? 1 : 2);
    }
  });

  it("takes the notices a session was read with, and those this request's own writes left after the read", async () => {
    const { token } = await shopperWithCart();
    const sessionId = sessionIdFromToken(token);
    const frame = { isCart: true, isSingleProduct: false };
    await addNotice(server.services.db, sessionId, { type: "success", message: "Waiting before the read." });
    const waiting = await loadPageShell(server.services, requestShopperOf(token), frame);
    expect(waiting.notices.map((notice) => notice.message)).toEqual(["Waiting before the read."]);

    // Read without notices, then a notice left (as an action does before the page's loaders run).
    const shopper = requestShopperOf(token);
    await shopper.cartLines();
    expect(await shopper.noticesMayWait()).toBe(false);
    await addNotice(server.services.db, sessionId, { type: "error", message: "Left by this request." });
    expect(await shopper.noticesMayWait()).toBe(true);
    const shell = await loadPageShell(server.services, shopper, frame);
    expect(shell.notices.map((notice) => notice.message)).toEqual(["Left by this request."]);
  });

  it("reads a logged-in customer's row once per request, however many parts of the page ask", async () => {
    const email = `reader-${kind}@example.test`;
    const registered = await registerCustomer(server.services.db, {
      email,
      password: "a long enough secret 42",
    });
    if (!registered.ok) throw new Error("registration failed");
    const { token } = await rotateSession(server.services.db, null, registered.value.id, new Date());
    const shopper = requestShopperOf(token);
    const { result, queries } = await countQueries(() =>
      Promise.all([
        shopperFactsOf(shopper),
        checkoutCustomerConfig(server.services, shopper),
        shopper.customer(),
      ]),
    );
    const [facts, config, customer] = result;
    expect(facts.emails).toEqual([email]);
    expect(config.loggedIn).toBe(true);
    expect(customer?.id).toBe(registered.value.id);
    // The session, then the customer once (it was once for each part that asked).
    expect(queries).toBe(2);
  });
});
