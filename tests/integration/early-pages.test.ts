import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { earlyPages } from "../../server/http/early-pages.server.ts";
import { createPageCache } from "../../server/http/page-cache/page-cache.server.ts";
import { requestLog } from "../../server/http/request-log.server.ts";
import { assignCspNonce, securityHeaders } from "../../server/http/security.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { GUEST_CART, guestParts, shopperParts } from "../support/splice-parts.ts";

/**
 * Pages answered before Express (decision 048), wired as the launcher wires them: Node's server calls the
 * early handler, which hands what it cannot answer to an Express pipeline standing in for the app (the
 * request log, security headers, the page cache's lookup and render, then "rendered for this visitor").
 */
const SHOPPER_COOKIE = "woocommerce_items_in_cart=1; wp_woocommerce_session_vitrine=abc";
const TRACKING_COOKIES = "sbjs_current=typ%3Dutm; sbjs_session=pgs%3D2";

interface Harness {
  origin: string;
  /** Requests the Express pipeline saw, by path. */
  pipeline: string[];
  partsAsked: number;
  logLines: { msg: string; req?: { id?: string; url?: string }; res?: { cache?: string } }[];
  close(): Promise<void>;
}

let harness: Harness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function start(tracking: Record<string, unknown> = {}): Promise<Harness> {
  const logLines: Harness["logLines"] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: "info" }, sink);
  const pipeline: string[] = [];
  const state = { partsAsked: 0 };
  const pageCache = createPageCache({
    maxBytes: 8 * 1024 * 1024,
    maxAgeMs: 60_000,
    sharedMaxAgeSeconds: 300,
    staleWhileRevalidateSeconds: 60,
    logger,
    // A logged-in customer (here: a header saying so) has their page rendered for them.
    splicer: {
      partsFor: async (req) => {
        state.partsAsked++;
        return req.headers["x-logged-in"] ? null : shopperParts;
      },
    },
  });
  const early = earlyPages({ pageCache, logger, tracking: parseSettings({ tracking }).tracking });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use((req, _res, next) => {
    pipeline.push(req.path);
    next();
  });
  app.use(requestLog(logger), assignCspNonce, securityHeaders({ development: false }));
  app.all(
    "/{*path}",
    pageCache.lookup,
    pageCache.render(async (req, _res, _tags, recordParts) => {
      recordParts(guestParts);
      const html = `<!doctype html><html><body><header>${GUEST_CART}<form data-nonce="aaaaaaaaaa"></form></header><main>${req.originalUrl}</main></body></html>`;
      return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
    }),
    (_req, res) => res.status(200).type("html").send("<p>rendered for this visitor</p>"),
  );
  const server: Server = createServer((req, res) => early(req, res, () => app(req, res)));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started: Harness = {
    origin,
    pipeline,
    get partsAsked() {
      return state.partsAsked;
    },
    logLines,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  harness = started;
  return started;
}

const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers });

describe("pages answered before the pipeline (decision 048)", () => {
  it("a stored page skips the pipeline; HSTS is the request's, never replayed from the render", async () => {
    const { origin, pipeline, logLines } = await start();
    const rendered = await get(origin, "/shop/", { "x-forwarded-proto": "https" });
    expect(rendered.headers.get("x-vitrine-cache")).toBe("miss");
    expect(rendered.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(pipeline).toEqual(["/shop/"]);

    const plain = await get(origin, "/shop/");
    expect(plain.headers.get("x-vitrine-cache")).toBe("hit");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await get(origin, "/shop/", { "x-forwarded-proto": "https" });
    expect(secure.headers.get("x-vitrine-cache")).toBe("hit");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
    // The stored page keeps the rest of the security headers it was rendered with.
    expect(secure.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pipeline).toEqual(["/shop/"]);
    // A guest's stored page is not logged; the render was.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logLines.filter((line) => line.msg === "request completed")).toHaveLength(1);
  });

  it("W-TRACK-01 a stored page expires the tracking cookies when tracking is not allowed, and only then", async () => {
    const off = await start({ orderAttribution: false });
    await get(off.origin, "/shop/");
    const hit = await get(off.origin, "/shop/", { cookie: TRACKING_COOKIES });
    expect(hit.headers.get("x-vitrine-cache")).toBe("hit");
    // A response that sets cookies is this visitor's: no CDN may keep it for others.
    expect(hit.headers.get("cache-control")).toBe("private, no-store");
    expect(hit.headers.getSetCookie()).toEqual([
      "sbjs_current=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
      "sbjs_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    ]);
    const spliced = await get(off.origin, "/shop/", { cookie: `${SHOPPER_COOKIE}; ${TRACKING_COOKIES}` });
    expect(spliced.headers.get("x-vitrine-cache")).toBe("spliced");
    expect(spliced.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual([
      "sbjs_current",
      "sbjs_session",
    ]);
    await off.close();

    const on = await start();
    await get(on.origin, "/shop/");
    const allowed = await get(on.origin, "/shop/", { cookie: TRACKING_COOKIES });
    expect(allowed.headers.get("x-vitrine-cache")).toBe("hit");
    expect(allowed.headers.get("cache-control")).toMatch(/^public, /);
    expect(allowed.headers.getSetCookie()).toEqual([]);
  });

  it("a shopper's page is spliced without the pipeline, logged once under its request id", async () => {
    const { origin, pipeline, logLines } = await start();
    await get(origin, "/shop/");
    const spliced = await get(origin, "/shop/", { cookie: SHOPPER_COOKIE });
    expect(spliced.headers.get("x-vitrine-cache")).toBe("spliced");
    expect(spliced.headers.get("cache-control")).toBe("private, no-store");
    const body = await spliced.text();
    expect(body).toContain("Stoneware mug × 2");
    expect(body).toContain('data-nonce="cccccccccc"');
    expect(body).not.toContain(GUEST_CART);
    expect(pipeline).toEqual(["/shop/"]);

    const id = spliced.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = logLines.filter((line) => line.msg === "request completed" && line.req?.id === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.res?.cache).toBe("spliced");
  });

  it("a shopper whose page must be rendered goes the long way once: parts asked once, one log line", async () => {
    const started = await start();
    await get(started.origin, "/shop/");
    expect(started.partsAsked).toBe(0);
    const rendered = await get(started.origin, "/shop/", { cookie: SHOPPER_COOKIE, "x-logged-in": "1" });
    expect(rendered.headers.get("x-vitrine-cache")).toBe("bypass");
    expect(await rendered.text()).toBe("<p>rendered for this visitor</p>");
    expect(started.partsAsked).toBe(1);
    expect(started.pipeline).toEqual(["/shop/", "/shop/"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const id = rendered.headers.get("x-request-id");
    expect(started.logLines.filter((line) => line.req?.id === id)).toHaveLength(1);
    expect(started.logLines.filter((line) => line.msg === "request completed")).toHaveLength(2);
  });

  it("leaves to the pipeline what it does not store: other methods, unstored pages, rewritten targets", async () => {
    const { origin, pipeline, partsAsked } = await start();
    await get(origin, "/shop/");
    await fetch(`${origin}/shop/`, { method: "POST" });
    await get(origin, "/not-stored-yet/", { cookie: SHOPPER_COOKIE });
    expect(pipeline).toEqual(["/shop/", "/shop/", "/not-stored-yet/"]);
    expect(partsAsked).toBe(0);
  });
});
