import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../protocol/cookies.ts";
import { attachShopper, shopperOf } from "../../server/http/shopper.server.ts";
import { loadPageShell } from "../../server/shop/page/page-shell.server.ts";
import { leaveNoticeForRedirect } from "../../server/shop/session/notice-redirect.server.ts";
import { addNotice, sessionIdFromToken, takeNotices } from "../../server/shop/session/sessions.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, startTestServer, type TestServer } from "../support/http.ts";

const EMPTY = "Checkout is not available whilst your cart is empty.";

/**
 * A route whose loader leaves a notice and redirects, and the page frame's loader of the same request, as React
 * Router runs them: at the same time, the frame's result thrown away when the route redirects. Here the frame
 * reads the session only after the notice is in it: the order in which a plain notice was lost.
 */
async function startPages(server: TestServer) {
  const { services } = server;
  const app = express();
  app.use(attachShopper(services));
  const frame = (shopper: ReturnType<typeof shopperOf>) =>
    loadPageShell(services, shopper, { isCart: false, isSingleProduct: false });
  app.get("/redirecting/", async (_req, res) => {
    const shopper = shopperOf(res);
    await leaveNoticeForRedirect(services, shopper, { type: "notice", message: EMPTY });
    const discarded = await frame(shopper);
    res.setHeader("x-frame-notices", String(discarded.notices.length));
    res.redirect(303, "/target/");
  });
  app.get("/target/", async (_req, res) => {
    res.json((await frame(shopperOf(res))).notices);
  });
  const listening = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  return {
    origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("notices left by a loader that redirects, on %s", (kind) => {
  let server: TestServer;
  let pages: Awaited<ReturnType<typeof startPages>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    pages = await startPages(server);
  });
  afterAll(async () => {
    await pages.close();
    await server.close();
  });

  it("notices ride the redirect: the request's own page frame leaves them, the next page shows them once", async () => {
    const browser = cookieClient(pages.origin);
    const redirect = await browser("/redirecting/");
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("x-frame-notices")).toBe("0");
    const shown = await (await browser("/target/")).json();
    expect(shown).toEqual([{ type: "notice", message: EMPTY }]);
    expect(await (await browser("/target/")).json()).toEqual([]);
  });

  it("a request takes every other notice, in the order they were left, and keeps only its own", async () => {
    const db = server.services.db;
    const browser = cookieClient(pages.origin);
    await browser("/redirecting/"); // a session with a notice held for after that request
    const sessionId = sessionIdFromToken(decodeURIComponent(browser.cookies.get(SESSION_COOKIE) ?? ""));
    await addNotice(db, sessionId, { type: "success", message: "first" });
    await addNotice(db, sessionId, { type: "error", message: "held" }, { afterRequest: "request-a" });
    await addNotice(db, sessionId, { type: "success", message: "second" });
    expect(
      (await takeNotices(db, sessionId, { request: "request-a" })).map((notice) => notice.message),
    ).toEqual([EMPTY, "first", "second"]);
    expect(await takeNotices(db, sessionId, { request: "request-b" })).toEqual([
      { type: "error", message: "held" },
    ]);
    expect(await takeNotices(db, sessionId)).toEqual([]);
  });
});
