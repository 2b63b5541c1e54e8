import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../protocol/cookies.ts";
import { earlyAddToCart } from "../../server/http/early-add-to-cart.server.ts";
import { SERVER_ERROR_MESSAGE } from "../../server/http/server-error.server.ts";
import { memoryCaches, type Services } from "../../server/services.server.ts";
import {
  cookieClient,
  demoShopSettings,
  form,
  multipart,
  startTestServer,
  type TestServer,
} from "../support/http.ts";

/**
 * A new visitor's list add-to-cart answered before Express (decision 054), served as the launcher serves it:
 * the reply, its cookies and the headers the skipped middleware would have added, and what goes the long way.
 */
const MUG = "127";
const TRACKING_COOKIES = "sbjs_current=typ%3Dutm; sbjs_session=pgs%3D2";
/** Headers that differ between any two replies (their values), or that only Express's `res.send` writes. */
const PER_REPLY = new Set([
  "date",
  "x-request-id",
  "set-cookie",
  "content-length",
  "etag",
  "content-security-policy",
]);

const headerEntries = (response: Response) =>
  [...response.headers].filter(([name]) => !PER_REPLY.has(name)).sort(([a], [b]) => a.localeCompare(b));

describe("a new visitor's list add-to-cart before Express (issue 18, decision 054)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      "pglite",
      { ...demoShopSettings(), tracking: { orderAttribution: false } },
      { seedDemo: true, launcher: true },
    );
  });
  afterAll(() => server.close());

  const handedOn = () => [...server.passedOn];
  /** Runs `calls` and checks that none of its requests reached the pipeline. */
  async function answeredEarly(calls: () => Promise<void>): Promise<void> {
    const before = handedOn().length;
    await calls();
    expect(handedOn().slice(before)).toEqual([]);
  }

  it("S-CALL-01 S-ATC-08 answers with the cart's fragments, hash and cookies, and the same headers as the long way", async () => {
    const client = cookieClient(server.origin);
    const before = handedOn().length;
    const first = await client("/?wc-ajax=add_to_cart", form({ product_id: MUG, quantity: "2" }));
    expect(handedOn().length).toBe(before);
    expect(first.status).toBe(200);
    const reply = (await first.json()) as {
      fragments: Record<string, string>;
      cart_hash: string;
      cart: unknown;
    };
    expect(Object.keys(reply.fragments)).toContain("div.widget_shopping_cart_content");
    expect(reply.cart).toMatchObject({ item_count: 2, items: [{ product_id: Number(MUG), quantity: 2 }] });
    const cookies = first.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(
      /HttpOnly; SameSite=Lax/,
    );
    expect(cookies).toContain(`woocommerce_cart_hash=${reply.cart_hash}; Path=/; SameSite=Lax`);
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[\w+/=]{24}'/);

    // The same visitor's next add has a session: the pipeline answers it, with the headers it always had.
    const second = await client("/?wc-ajax=add_to_cart", form({ product_id: MUG }));
    expect(handedOn().slice(before)).toEqual(["POST /?wc-ajax=add_to_cart"]);
    expect(((await second.json()) as { cart: { item_count: number } }).cart.item_count).toBe(3);
    expect(headerEntries(first)).toEqual(headerEntries(second));
    expect(headerEntries(first)).toContainEqual(["cache-control", "no-store"]);
  });

  it("compresses the reply as the pipeline does: gzip for a browser", () =>
    answeredEarly(async () => {
      const gzipped = await fetch(`${server.origin}/?wc-ajax=add_to_cart`, {
        ...form({ product_id: MUG }),
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip, br" },
      });
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
      expect(((await gzipped.json()) as { cart: { item_count: number } }).cart.item_count).toBe(1);
    }));

  it("refuses a body the request-body layer refuses, in wc-ajax's failure shape, and a bad field in add_to_cart's", () =>
    answeredEarly(async () => {
      const latin1 = await fetch(`${server.origin}/?wc-ajax=add_to_cart`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=latin1" },
        body: `product_id=${MUG}`,
      });
      expect(latin1.status).toBe(415);
      expect(latin1.headers.get("cache-control")).toBe("no-store");
      expect(await latin1.json()).toEqual({
        success: false,
        data: { message: "Only UTF-8 text is accepted." },
      });
      const tooMany = await fetch(`${server.origin}/?wc-ajax=add_to_cart`, {
        ...form(Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`f${index}`, "1"]))),
      });
      expect(tooMany.status).toBe(413);
      const badId = await fetch(`${server.origin}/?wc-ajax=add_to_cart`, form({ product_id: "abc" }));
      expect(badId.status).toBe(400);
      expect(await badId.json()).toEqual({
        error: true,
        product_url: "",
        message: "A product and a valid quantity are required.",
      });
      expect(badId.headers.getSetCookie()).toEqual([]);
    }));

  it("sends the visitor to the product with a notice kept in a new session when the add is refused", () =>
    answeredEarly(async () => {
      const client = cookieClient(server.origin);
      const refused = await client("/?wc-ajax=add_to_cart", form({ product_id: MUG, quantity: "100000" }));
      const body = (await refused.json()) as { error: boolean; product_url: string; message: string };
      expect(body).toMatchObject({ error: true, product_url: "/product/speckled-stoneware-mug/" });
      expect(body.message).not.toBe("");
      expect(client.cookies.get(SESSION_COOKIE)).toMatch(/^[\w-]{20,}$/);
      expect(client.cookies.has("woocommerce_items_in_cart")).toBe(false);
    }));

  it("W-TRACK-01 expires the visitor-source cookies when the shop does not track", () =>
    answeredEarly(async () => {
      const reply = await fetch(`${server.origin}/?wc-ajax=add_to_cart`, {
        ...form({ product_id: MUG }),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: TRACKING_COOKIES },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.getSetCookie().filter((cookie) => cookie.startsWith("sbjs_"))).toEqual([
        "sbjs_current=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
        "sbjs_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      ]);
    }));

  it("hands on what it does not answer: a multipart add, another endpoint, a duplicated endpoint", async () => {
    const before = handedOn().length;
    await fetch(`${server.origin}/?wc-ajax=add_to_cart`, multipart({ product_id: MUG }));
    await fetch(`${server.origin}/?wc-ajax=get_refreshed_fragments`, { method: "POST" });
    const twice = await fetch(
      `${server.origin}/?wc-ajax=add_to_cart&wc-ajax=add_to_cart`,
      form({ product_id: MUG }),
    );
    expect(twice.status).toBe(400);
    expect(handedOn().slice(before)).toEqual([
      "POST /?wc-ajax=add_to_cart",
      "POST /?wc-ajax=get_refreshed_fragments",
      "POST /?wc-ajax=add_to_cart&wc-ajax=add_to_cart",
    ]);
  });

  describe("when the database fails", () => {
    let failing: Server;
    let origin = "";
    const logged: { msg: string; req?: { url?: string } }[] = [];
    beforeAll(async () => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split("\n").filter(Boolean)) logged.push(JSON.parse(line));
          done();
        },
      });
      const unreachable = new Proxy(
        {},
        {
          get() {
            throw new Error("database unreachable");
          },
        },
      );
      // The shop's services with a database that fails every statement and read caches of their own.
      const services: Services = {
        ...server.services,
        db: unreachable as Services["db"],
        logger: pino({ level: "info" }, sink),
        ...memoryCaches(server.services.settings, server.services.pageChanges),
      };
      const handler = earlyAddToCart(services, { development: false });
      failing = createServer((req, res) => handler(req, res, () => res.writeHead(404).end()));
      failing.listen(0, "127.0.0.1");
      await new Promise((resolve) => failing.once("listening", resolve));
      origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => failing.close(resolve)));

    it("answers 500 as the error handler does, never stored, and logs the failure with the request", async () => {
      const reply = await fetch(`${origin}/?wc-ajax=add_to_cart`, form({ product_id: "999999" }));
      expect(reply.status).toBe(500);
      expect(reply.headers.get("cache-control")).toBe("no-store");
      expect(await reply.text()).toBe(SERVER_ERROR_MESSAGE);
      const asJson = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
        ...form({ product_id: "999998" }),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      });
      expect(await asJson.json()).toEqual({ success: false, data: { message: SERVER_ERROR_MESSAGE } });
      expect(logged.filter((line) => line.msg === "unhandled error").map((line) => line.req?.url)).toEqual([
        "/?wc-ajax=add_to_cart",
        "/?wc-ajax=add_to_cart",
      ]);
    });
  });
});
