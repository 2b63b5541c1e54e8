import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import type { Logger } from "pino";
import { ALL_PAGES_TAG, MISSING_TAG, surrogateKeyHeader } from "../../cache/page-tags.ts";
import { inlineScriptHashes, policyWithHashes, withoutNonceAttributes } from "./csp-hashes.ts";
import { PageStore, type StoredPage } from "./page-store.ts";
import { cacheDecision, chooseEncoding, etagMatches, isStorable } from "./rules.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Says what answered a page request: the store, a render that was stored, or a render for this visitor only. */
export const CACHE_STATUS_HEADER = "X-Vitrine-Cache";
export type CacheStatus = "hit" | "miss" | "bypass";

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** How long a CDN or Varnish in front may keep a page for visitors without a session. */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  logger: Logger;
}

/** Renders one page as a Fetch response; the cache reads the tags the loaders put in `tags`. */
export type PageRenderer = (
  req: ExpressRequest,
  res: ExpressResponse,
  tags: Set<string>,
) => Promise<globalThis.Response>;

/** Response headers never replayed from a stored page: they belong to the response that carried them. */
const HEADERS_NOT_STORED = new Set([
  "set-cookie",
  "date",
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  CACHE_STATUS_HEADER.toLowerCase(),
]);

export interface PageCache {
  store: PageStore;
  /** Serves a stored page, or notes the key for `render` to store under. Put before the page handler. */
  lookup: RequestHandler;
  /** The page handler for cacheable requests that missed; everything else goes to `next`. */
  render(renderer: PageRenderer): RequestHandler;
  invalidate(tags: Iterable<string>): number;
}

/** The full-page cache for visitors without a session (decision 029). */
export function createPageCache(options: PageCacheOptions): PageCache {
  const store = new PageStore({ maxBytes: options.maxBytes, maxAgeMs: options.maxAgeMs });
  /** Renders under way per key, so fifty visitors arriving at a cold page cost one render. */
  const rendering = new Map<string, Promise<StoredPage | null>>();
  const publicCacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;

  const lookup: RequestHandler = (req, res, next) => {
    const decision = cacheDecision({
      method: req.method,
      host: req.headers.host ?? "",
      url: req.originalUrl,
      cookieHeader: req.headers.cookie,
    });
    if (!decision.cacheable) {
      res.setHeader(CACHE_STATUS_HEADER, "bypass");
      next();
      return;
    }
    const page = store.get(decision.key);
    if (page) {
      sendStored(req, res, page, "hit");
      return;
    }
    const pending = rendering.get(decision.key);
    if (pending && req.method === "GET") {
      pending.then(
        (stored) => (stored ? sendStored(req, res, stored, "hit") : next()),
        () => next(),
      );
      return;
    }
    res.locals.pageCacheKey = decision.key;
    next();
  };

  const render =
    (renderer: PageRenderer): RequestHandler =>
    async (req, res, next) => {
      const key = res.locals.pageCacheKey as string | undefined;
      if (key === undefined || req.method !== "GET") {
        next();
        return;
      }
      let settle: (page: StoredPage | null) => void = () => undefined;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const renderedAt = store.generation;
        const tags = new Set<string>([ALL_PAGES_TAG]);
        const response = await renderer(req, res, tags);
        const body = Buffer.from(await response.arrayBuffer());
        const storable = isStorable({
          status: response.status,
          contentType: response.headers.get("content-type"),
          cacheControl: response.headers.get("cache-control"),
          setsCookies: response.headers.has("set-cookie") || res.getHeader("set-cookie") !== undefined,
        });
        if (!storable) {
          settle(null);
          sendRendered(res, response, body);
          return;
        }
        if (response.status === 404) tags.add(MISSING_TAG);
        const page = await pageToStore(res, response, body, tags);
        store.set(key, page, renderedAt);
        settle(page);
        sendStored(req, res, page, "miss");
      } catch (error) {
        settle(null);
        next(error);
      } finally {
        rendering.delete(key);
      }
    };

  async function pageToStore(
    res: ExpressResponse,
    response: globalThis.Response,
    rendered: Buffer,
    tags: Set<string>,
  ): Promise<StoredPage> {
    const nonce = String(res.locals.cspNonce ?? "");
    const html = withoutNonceAttributes(rendered.toString("utf8"), nonce);
    const hashes = inlineScriptHashes(html);
    const headers = new Map<string, string>();
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || HEADERS_NOT_STORED.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    for (const [name, value] of response.headers) if (!HEADERS_NOT_STORED.has(name)) headers.set(name, value);
    const policy = headers.get("content-security-policy");
    if (policy) headers.set("content-security-policy", policyWithHashes(policy, nonce, hashes));
    if (!headers.has("cache-control")) headers.set("cache-control", publicCacheControl);
    headers.set("vary", "Accept-Encoding");
    const surrogateKeys = surrogateKeyHeader(tags);
    headers.set("surrogate-key", surrogateKeys);
    headers.set("cache-tag", surrogateKeys.replaceAll(" ", ","));
    const bytes = Buffer.from(html, "utf8");
    const [compressedBrotli, compressedGzip] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    return {
      status: response.status,
      headers: [...headers],
      etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`,
      brotli: compressedBrotli,
      gzip: compressedGzip,
      tags: [...tags],
    };
  }

  function sendStored(
    req: ExpressRequest,
    res: ExpressResponse,
    page: StoredPage,
    status: CacheStatus,
  ): void {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader(CACHE_STATUS_HEADER, status);
    res.setHeader("ETag", page.etag);
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.removeHeader("content-type");
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = page.status;
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function sendRendered(res: ExpressResponse, response: globalThis.Response, body: Buffer): void {
    res.statusCode = response.status;
    for (const [name, value] of response.headers) {
      if (name === "content-length") continue;
      res.append(name, value);
    }
    res.setHeader(CACHE_STATUS_HEADER, "bypass");
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }

  return {
    store,
    lookup,
    render,
    invalidate: (tags) => {
      const list = [...tags];
      const dropped = store.invalidate(list);
      options.logger.debug({ tags: list, dropped }, "page cache: invalidated");
      return dropped;
    },
  };
}
