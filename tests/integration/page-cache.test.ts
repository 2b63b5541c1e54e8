import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { productTag } from "../../server/cache/page-tags.ts";
import { createGuestPageFetcher } from "../../server/http/page-cache/guest-page-fetch.server.ts";
import { createPageCache, type PageCache } from "../../server/http/page-cache/page-cache.server.ts";
import { assignCspNonce, securityHeaders } from "../../server/http/security.server.ts";
import { GUEST_CART, guestParts, shopperParts } from "../support/splice-parts.ts";

/**
 * The page cache on real HTTP, in front of a renderer that stands in for React Router: it counts
 * renders and answers as routes do (an inline script with the response's nonce, personal pages
 * marked private, a page that sets a cookie).
 */
describe("page cache over HTTP", () => {
  let origin = "";
  let cache: PageCache;
  let close: () => Promise<void>;
  const renders = new Map<string, number>();
  let stock = 5;

  beforeAll(async () => {
    cache = createPageCache({
      maxBytes: 8 * 1024 * 1024,
      maxAgeMs: 60_000,
      sharedMaxAgeSeconds: 300,
      staleWhileRevalidateSeconds: 60,
      logger: pino({ level: "silent" }),
    });
    const app = express();
    app.use(assignCspNonce, securityHeaders({ development: false }));
    app.all(
      "/{*path}",
      cache.lookup,
      cache.render(async (req, res, tags) => {
        renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
        const nonce = String(res.locals.cspNonce);
        const html = `<!doctype html><html><head><script nonce="${nonce}">window.page=${JSON.stringify(req.path)}</script></head><body><p>Stock: ${stock}</p><p>${req.originalUrl}</p></body></html>`;
        const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
        if (req.path === "/cart/") headers.set("Cache-Control", "private, no-store");
        if (req.path === "/cookie/") headers.append("Set-Cookie", "x=1; Path=/");
        if (req.path === "/missing/") return new Response(html, { status: 404, headers });
        if (req.path === "/broken/") return new Response("oops", { status: 500, headers });
        tags.add(productTag(7));
        return new Response(html, { status: 200, headers });
      }),
      (_req, res) => res.status(200).type("html").send("<p>rendered for this visitor</p>"),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());
  beforeEach(() => {
    cache.store.clear();
    renders.clear();
  });

  it("renders once, then serves visitors from memory with brotli or gzip and an ETag", async () => {
    const first = await fetch(`${origin}/shop/`, { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("x-vitrine-cache")).toBe("miss");
    const second = await fetch(`${origin}/shop/`, { headers: { "accept-encoding": "br" } });
    expect(second.headers.get("x-vitrine-cache")).toBe("hit");
    expect(renders.get("/shop/")).toBe(1);
    expect(await second.text()).toContain("Stock: 5");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("vary")).toBe("Accept-Encoding");

    const raw = await fetch(`${origin}/shop/`, { headers: { "accept-encoding": "gzip" } });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
    const identity = await fetch(`${origin}/shop/`, { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toContain("<p>/shop/</p>");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await fetch(`${origin}/shop/`);
    const etag = first.headers.get("etag") ?? "";
    const again = await fetch(`${origin}/shop/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-vitrine-cache")).toBe("hit");
    expect(await again.text()).toBe("");
  });

  it("stores bodies brotli and gzip compressed", async () => {
    await fetch(`${origin}/shop/`);
    const stored = cache.store.get(`${new URL(origin).host}/shop/\u0000auto\u0000`);
    expect(stored).toBeDefined();
    if (!stored) return;
    expect(brotliDecompressSync(stored.brotli).toString()).toContain("Stock: 5");
    expect(gunzipSync(stored.gzip).toString()).toContain("Stock: 5");
  });

  it("bypasses the cache for a cart, a session or a POST, and says so", async () => {
    for (const cookie of ["woocommerce_items_in_cart=1", "wp_woocommerce_session_vitrine=t"]) {
      const response = await fetch(`${origin}/shop/`, { headers: { cookie } });
      expect(response.headers.get("x-vitrine-cache")).toBe("bypass");
      expect(await response.text()).toBe("<p>rendered for this visitor</p>");
    }
    const posted = await fetch(`${origin}/shop/`, { method: "POST" });
    expect(posted.headers.get("x-vitrine-cache")).toBe("bypass");
  });

  it("never stores personal pages, pages that set cookies or errors; a missing page is stored", async () => {
    for (const path of ["/cart/", "/cookie/", "/broken/", "/missing/"]) {
      await fetch(`${origin}${path}`);
      await fetch(`${origin}${path}`);
    }
    expect(renders.get("/cart/")).toBe(2);
    expect(renders.get("/cookie/")).toBe(2);
    expect(renders.get("/broken/")).toBe(2);
    expect(renders.get("/missing/")).toBe(1);
    const cart = await fetch(`${origin}/cart/`);
    expect(cart.headers.get("x-vitrine-cache")).toBe("bypass");
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${origin}/missing/`)).status).toBe(404);
  });

  it("keys by the palette and store-notice cookies, ignoring the rest", async () => {
    await fetch(`${origin}/`, { headers: { cookie: "_ga=1" } });
    await fetch(`${origin}/`, { headers: { cookie: "sbjs_current=x" } });
    expect(renders.get("/")).toBe(1);
    await fetch(`${origin}/`, { headers: { cookie: "astraColorSwitcherState=true" } });
    await fetch(`${origin}/`, { headers: { cookie: "store_notice42=hidden" } });
    expect(renders.get("/")).toBe(3);
  });

  it("allows a stored page's inline scripts by hash, not by the nonce it was rendered with", async () => {
    const first = await fetch(`${origin}/shop/`);
    const html = await first.text();
    const hit = await fetch(`${origin}/shop/`);
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("'nonce-");
    expect(html).not.toContain("nonce=");
    const script = 'window.page="/shop/"';
    const hash = createHash("sha256").update(script).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(first.headers.get("content-security-policy")).toBe(policy);
  });

  it("marks public pages for shared caches with their tags", async () => {
    const response = await fetch(`${origin}/shop/`);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
    );
    expect(response.headers.get("surrogate-key")).toBe("site product-7");
    expect(response.headers.get("cache-tag")).toBe("site,product-7");
  });

  it("drops the pages of an invalidated tag, and the next visitor sees the change", async () => {
    await fetch(`${origin}/product/seven/`);
    stock = 4;
    expect(await (await fetch(`${origin}/product/seven/`)).text()).toContain("Stock: 5");
    expect(cache.invalidate([productTag(8)])).toBe(0);
    expect(cache.invalidate([productTag(7)])).toBe(1);
    const after = await fetch(`${origin}/product/seven/`);
    expect(after.headers.get("x-vitrine-cache")).toBe("miss");
    expect(await after.text()).toContain("Stock: 4");
  });

  it("renders a cold page once for many visitors arriving together", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/busy/`)));
    expect(renders.get("/busy/")).toBe(1);
    const statuses = responses.map((response) => response.headers.get("x-vitrine-cache"));
    expect(statuses.filter((status) => status === "miss")).toHaveLength(1);
    expect(statuses.filter((status) => status === "hit")).toHaveLength(19);
  });
});

/**
 * A shopper asking for a page no guest has had stored: the server asks itself for the guest's page over
 * HTTP, stores it and splices the shopper's parts in (decision 046), instead of rendering for the shopper.
 */
describe("a shopper's page with no guest page stored yet", () => {
  let origin = "";
  let close: () => Promise<void>;
  const guestRenders = new Map<string, number>();
  const guestCookies: string[] = [];
  let shopperRenders = 0;

  const startWith = async (fetchGuestPage: boolean) => {
    guestRenders.clear();
    guestCookies.length = 0;
    shopperRenders = 0;
    const cache = createPageCache({
      maxBytes: 8 * 1024 * 1024,
      maxAgeMs: 60_000,
      sharedMaxAgeSeconds: 300,
      staleWhileRevalidateSeconds: 60,
      logger: pino({ level: "silent" }),
      // A logged-in customer (here: a header saying so) is never spliced.
      splicer: { partsFor: async (req) => (req.headers["x-logged-in"] ? null : shopperParts) },
      ...(fetchGuestPage ? { fetchGuestPage: createGuestPageFetcher() } : {}),
    });
    const app = express();
    app.all(
      "/{*path}",
      cache.lookup,
      cache.render(async (req, _res, _tags, recordParts) => {
        guestRenders.set(req.path, (guestRenders.get(req.path) ?? 0) + 1);
        guestCookies.push(req.headers.cookie ?? "");
        recordParts(guestParts);
        const html = `<!doctype html><html><body><header>${GUEST_CART}<form data-nonce="aaaaaaaaaa"></form></header><main>${req.protocol} ${req.headers.host} ${req.originalUrl}</main></body></html>`;
        const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
        if (req.path === "/cart/" || req.path === "/wishlist/")
          headers.set("Cache-Control", "private, no-store");
        return new Response(html, { status: 200, headers });
      }),
      (_req, res) => {
        shopperRenders++;
        res.status(200).type("html").send("<p>rendered for this shopper</p>");
      },
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  };
  afterEach(() => close());

  const shopperCookie =
    "woocommerce_items_in_cart=1; wp_woocommerce_session_vitrine=abc; astraColorSwitcherState=true";

  it("fetches the guest's page as a guest, stores it and sends the shopper it spliced", async () => {
    await startWith(true);
    const first = await fetch(`${origin}/shop/?orderby=price`, { headers: { cookie: shopperCookie } });
    expect(first.headers.get("x-vitrine-cache")).toBe("spliced");
    const html = await first.text();
    expect(html).toContain("Stoneware mug × 2");
    expect(html).toContain('data-nonce="cccccccccc"');
    expect(html).not.toContain("aaaaaaaaaa");
    // The guest's request: the same address and host, only the cookies the cache key reads.
    expect(html).toContain(`http ${new URL(origin).host} /shop/?orderby=price`);
    expect(guestCookies).toEqual(["astraColorSwitcherState=true"]);
    expect(shopperRenders).toBe(0);

    // Stored for guests with that palette too.
    const guest = await fetch(`${origin}/shop/?orderby=price`, {
      headers: { cookie: "astraColorSwitcherState=true" },
    });
    expect(guest.headers.get("x-vitrine-cache")).toBe("hit");
    expect(await guest.text()).toContain("No products in the cart.");
    expect(guestRenders.get("/shop/")).toBe(1);
  });

  it("fetches once for many shoppers arriving together", async () => {
    await startWith(true);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${origin}/product/mug/`, { headers: { cookie: shopperCookie } }),
      ),
    );
    expect(responses.map((response) => response.headers.get("x-vitrine-cache"))).toEqual(
      Array(12).fill("spliced"),
    );
    expect(guestRenders.get("/product/mug/")).toBe(1);
  });

  it("renders for the shopper where the guest's page is not stored, and remembers not to fetch it again", async () => {
    await startWith(true);
    for (let visit = 0; visit < 3; visit++) {
      const page = await fetch(`${origin}/wishlist/`, { headers: { cookie: shopperCookie } });
      expect(page.headers.get("x-vitrine-cache")).toBe("bypass");
      expect(await page.text()).toBe("<p>rendered for this shopper</p>");
    }
    expect(guestRenders.get("/wishlist/")).toBe(1);
    expect(shopperRenders).toBe(3);
  });

  it("asks for no guest page for a shopper who is rendered for anyway, for a navigation's data, nor for the cart, checkout and account pages", async () => {
    await startWith(true);
    const loggedIn = await fetch(`${origin}/shop/`, {
      headers: { cookie: shopperCookie, "x-logged-in": "1" },
    });
    expect(loggedIn.headers.get("x-vitrine-cache")).toBe("bypass");
    const data = await fetch(`${origin}/shop.data?_routes=routes%2Fshop`, {
      headers: { cookie: shopperCookie },
    });
    expect(data.headers.get("x-vitrine-cache")).toBe("bypass");
    // The pages rendered for each shopper: a guest's copy is never stored (and the checkout's would leave a session).
    for (const path of ["/cart/", "/checkout/", "/checkout/order-received/12/", "/my-account/orders/"]) {
      const page = await fetch(`${origin}${path}`, { headers: { cookie: shopperCookie } });
      expect(page.headers.get("x-vitrine-cache")).toBe("bypass");
    }
    expect(guestRenders.size).toBe(0);
    expect(shopperRenders).toBe(6);
  });

  it("without the fetch, renders for the shopper until a guest has asked", async () => {
    await startWith(false);
    const first = await fetch(`${origin}/shop/`, { headers: { cookie: shopperCookie } });
    expect(first.headers.get("x-vitrine-cache")).toBe("bypass");
    expect(guestRenders.size).toBe(0);
    await fetch(`${origin}/shop/`, { headers: { cookie: "astraColorSwitcherState=true" } });
    const second = await fetch(`${origin}/shop/`, { headers: { cookie: shopperCookie } });
    expect(second.headers.get("x-vitrine-cache")).toBe("spliced");
  });
});
