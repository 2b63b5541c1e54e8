import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gunzipSync, gzip, constants as zlibConstants } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { ALL_PAGES_TAG, MISSING_TAG, surrogateKeyHeader } from "../../cache/page-tags.ts";
import { inlineScriptHashes, policyWithHashes, withoutNonceAttributes } from "./csp-hashes.ts";
import type { GuestPageFetcher } from "./guest-page-fetch.server.ts";
import { joinSlots, type PageParts, slotValues } from "./page-parts.ts";
import { PageStore, type StoredPage } from "./page-store.ts";
import {
  cacheDecision,
  chooseEncoding,
  chooseSplicedEncoding,
  etagMatches,
  isPageDataRequest,
  isRenderedPerShopper,
  isStorable,
} from "./rules.ts";
import { SplicedBodies, type SplicedPageTemplate, splicedPageTemplate } from "./spliced-page.ts";
import { plannedScriptHashes } from "./spliced-script-hashes.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Says what answered a page request: the store, a render that was stored, or a render for this visitor only. */
export const CACHE_STATUS_HEADER = "X-Vitrine-Cache";
/** `spliced`: a stored page with the shopper's own parts put in (decision 030). */
export type CacheStatus = "hit" | "miss" | "bypass" | "spliced";

/** Finds the parts of a page that are a shopper's own, or null when their page must be rendered for them. */
export interface ShopperSplicer {
  partsFor(req: IncomingMessage, res: ServerResponse): Promise<PageParts | null>;
}

/**
 * What a page answered before Express still owes its response, set just before it is sent: the headers and
 * cookies the pipeline's middleware would have added (transport security, tracking cookies, the request log).
 */
export type EarlyAnswerHook = (req: IncomingMessage, res: ServerResponse, status: "hit" | "spliced") => void;

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** How long a CDN or Varnish in front may keep a page for visitors without a session. */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  logger: Logger;
  /** Serves shoppers with a cart or session the stored page with their parts spliced in (decision 030). */
  splicer?: ShopperSplicer;
  /**
   * Asks for the guest's page of a shopper's address when none is stored, to splice into (decision 046);
   * without it a shopper's page is rendered for them until a guest has asked for it.
   */
  fetchGuestPage?: GuestPageFetcher;
}

/**
 * Renders one page as a Fetch response; the cache reads the tags the loaders put in `tags`, and the
 * visitor's own parts of the page that the root loader hands to `recordParts` (kept to splice into).
 */
export type PageRenderer = (
  req: ExpressRequest,
  res: ExpressResponse,
  tags: Set<string>,
  recordParts: (parts: PageParts) => void,
) => Promise<globalThis.Response>;

/** Headers of a stored page that describe it as shared; a spliced page is one shopper's. */
const SHARED_PAGE_HEADERS = new Set([
  "cache-control",
  "surrogate-key",
  "cache-tag",
  "content-security-policy",
]);
const PERSONAL_CACHE_CONTROL = "private, no-store";

/** Response headers never replayed from a stored page: they belong to the response that carried them. */
const HEADERS_NOT_STORED = new Set([
  "set-cookie",
  // HTTPS or not is the request's, not the page's: set per response (`transportHeaders`, or the early hook).
  "strict-transport-security",
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
  /**
   * Answers on Node's own objects, before Express (decision 048): a stored page for a visitor without a session,
   * or a stored page with a shopper's own parts spliced in. False at once when neither can be (nothing was
   * touched); a promise when the shopper's parts must be read first, false if their page must go the long
   * way after all. `beforeSend` runs only when this answers, just before the response goes.
   */
  serveEarly(
    req: IncomingMessage,
    res: ServerResponse,
    beforeSend: EarlyAnswerHook,
  ): boolean | Promise<boolean>;
  /** The page handler for cacheable requests that missed; everything else goes to `next`. */
  render(renderer: PageRenderer): RequestHandler;
  invalidate(tags: Iterable<string>): number;
}

const SPLICED_BROTLI_QUALITY = 1;
/**
 * Brotli quality of a stored page. From quality 7 up the encoder's hash table grows with the quality
 * (quality 9: about 31 MB for each page compressed, freed afterwards but kept as the process's peak, and
 * 90 ms of a pool thread for the 200 KB front page); quality 6 makes a body 2 % larger in 12 ms with 4 MB.
 * A miss waits for it, and every write that drops a page makes one.
 */
const STORED_BROTLI_QUALITY = 6;
/** Addresses remembered as having no storable guest page, and for how long (a write may change that). */
const UNSTORABLE_KEYS_KEPT = 10_000;
const UNSTORABLE_MEMORY_MS = 60_000;
/**
 * Cut stored pages kept for splicing, each counted as its text and its compressed segments (most pages are
 * ASCII, one byte a character): about fifty pages that shoppers with a cart are reading, apart from the
 * stored pages' own budget.
 */
const SPLICE_TEMPLATE_BUDGET_BYTES = 24 * 1024 * 1024;

/** Each stored page's headers as the flat name, value list `writeHead` takes, made on its first hit. */
const headerLists = new WeakMap<StoredPage, string[]>();

function storedHeaderList(page: StoredPage): string[] {
  let list = headerLists.get(page);
  if (!list) {
    list = [];
    for (const [name, value] of page.headers) list.push(name, value);
    headerLists.set(page, list);
  }
  return list;
}

/** Sets the flat header list's Cache-Control to `private, no-store`. */
function markPersonal(list: string[]): void {
  for (let index = 0; index < list.length; index += 2)
    if (list[index]?.toLowerCase() === "cache-control") list[index + 1] = PERSONAL_CACHE_CONTROL;
}

/** Whether the flat header list holds a Content-Type name or value at `index` (a 304 carries no body type). */
function isContentType(list: string[], index: number): boolean {
  const nameIndex = index - (index % 2);
  return list[nameIndex]?.toLowerCase() === "content-type";
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
      const splicer = options.splicer;
      if ("guestKey" in decision && splicer && !renderedForShopper.has(req)) {
        spliceForShopper(req, res, decision.guestKey, splicer).then((sent) => {
          if (sent) return;
          res.setHeader(CACHE_STATUS_HEADER, "bypass");
          next();
        }, next);
        return;
      }
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

  /** Guest pages being fetched for shoppers, by guest key: fifty shoppers on a cold page cost one fetch. */
  const fetchingGuestPages = new Map<string, Promise<void>>();
  /**
   * Guest keys whose guest page was not stored when fetched (personal pages such as the cart, redirects,
   * errors), for a while, so a shopper's page there costs one render and not a fetch besides.
   */
  const unstorable = new LRUCache<string, true>({ max: UNSTORABLE_KEYS_KEPT, ttl: UNSTORABLE_MEMORY_MS });

  /**
   * Sends a shopper the stored guest page with their own parts (decision 030); when none is stored, asks for
   * the guest's page first (decision 046), but only for a shopper who can be spliced and an address that may
   * have one. False when the shopper's page must be rendered for them.
   */
  async function spliceForShopper(
    req: ExpressRequest,
    res: ExpressResponse,
    guestKey: string,
    splicer: ShopperSplicer,
  ): Promise<boolean> {
    let stored = store.get(guestKey);
    const fetchGuestPage = options.fetchGuestPage;
    if (
      !stored &&
      (!fetchGuestPage ||
        unstorable.has(guestKey) ||
        isPageDataRequest(req.path) ||
        isRenderedPerShopper(req.path))
    )
      return false;
    if (stored && !stored.splice) return false;
    // A logged-in customer or a notice waiting: rendered for them, so no guest page is worth fetching.
    const own = await splicer.partsFor(req, res);
    if (!own) return false;
    if (!stored && fetchGuestPage) {
      let fetching = fetchingGuestPages.get(guestKey);
      if (!fetching) {
        fetching = fetchGuestPage(req).finally(() => fetchingGuestPages.delete(guestKey));
        fetchingGuestPages.set(guestKey, fetching);
      }
      await fetching;
      stored = store.get(guestKey);
      if (!stored) unstorable.set(guestKey, true);
    }
    return stored?.splice ? sendSpliced(req, res, stored, own) : false;
  }

  /** Stored pages cut at their guest parts, by ETag (the same body cuts the same way), within a budget. */
  const templates = new LRUCache<string, SplicedPageTemplate>({
    maxSize: SPLICE_TEMPLATE_BUDGET_BYTES,
    sizeCalculation: (template) => Math.max(1, template.size),
  });
  const templateOf = (page: StoredPage, guest: PageParts): SplicedPageTemplate => {
    let template = templates.get(page.etag);
    if (!template) {
      template = splicedPageTemplate(gunzipSync(page.gzip).toString("utf8"), guest);
      templates.set(page.etag, template);
    }
    return template;
  };
  const splicedBodies = new SplicedBodies();

  /** Requests whose shopper was found, before Express, to need their page rendered for them. */
  const renderedForShopper = new WeakSet<IncomingMessage>();

  const serveEarly = (
    req: IncomingMessage,
    res: ServerResponse,
    beforeSend: EarlyAnswerHook,
  ): boolean | Promise<boolean> => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const decision = cacheDecision({
      method: req.method,
      host: req.headers.host ?? "",
      url: req.url ?? "/",
      cookieHeader: req.headers.cookie,
    });
    if (decision.cacheable) {
      const page = store.get(decision.key);
      if (!page) return false;
      beforeSend(req, res, "hit");
      sendStored(req, res, page, "hit");
      return true;
    }
    const splicer = options.splicer;
    if (!("guestKey" in decision) || !splicer) return false;
    const stored = store.get(decision.guestKey);
    if (!stored?.splice) return false;
    return splicer.partsFor(req, res).then((own) => {
      if (!own) {
        renderedForShopper.add(req);
        return false;
      }
      beforeSend(req, res, "spliced");
      return sendSpliced(req, res, stored, own);
    });
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
        let parts: PageParts | null = null;
        const response = await renderer(req, res, tags, (recorded) => {
          parts = recorded;
        });
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
        const page = await pageToStore(res, response, body, tags, parts);
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
    parts: PageParts | null,
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
          [zlibConstants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
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
      ...(parts ? { splice: { parts, policy: policy ?? null, nonce } } : {}),
    };
  }

  /**
   * Sends the stored page with this shopper's parts in place of the guest's: the shopper's page as
   * it would render, at the cost of their fragments. False when the shopper's page must be rendered.
   */
  function sendSpliced(req: IncomingMessage, res: ServerResponse, page: StoredPage, own: PageParts): boolean {
    const splice = page.splice;
    if (!splice) return false;
    const template = templateOf(page, splice.parts);
    const values = slotValues(template, splice.parts, own);
    let html: string | null = null;
    const wholePage = () => {
      html ??= joinSlots(template, values);
      return html;
    };
    for (const [name, value] of page.headers) if (!SHARED_PAGE_HEADERS.has(name)) res.setHeader(name, value);
    if (splice.policy) {
      const hashes =
        (template.scripts && plannedScriptHashes(template.scripts, template, values)) ??
        inlineScriptHashes(wholePage());
      res.setHeader("Content-Security-Policy", policyWithHashes(splice.policy, splice.nonce, hashes));
    } else res.removeHeader("Content-Security-Policy");
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    res.setHeader(CACHE_STATUS_HEADER, "spliced");
    res.statusCode = page.status;
    // gzip from parts compressed beforehand (decision 040); brotli, at its fastest, only for a client that
    // refuses gzip (brotli 1 takes a quarter of brotli 4's time on a 200 KB page for a body a fifth larger).
    const encoding = chooseSplicedEncoding(req.headers["accept-encoding"]);
    const body =
      encoding === "gzip"
        ? splicedBodies.gzip(template, values)
        : encoding === "br"
          ? brotliCompressSync(Buffer.from(wholePage(), "utf8"), {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: SPLICED_BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              },
            })
          : Buffer.from(wholePage(), "utf8");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  }

  function sendStored(
    req: IncomingMessage,
    res: ServerResponse,
    page: StoredPage,
    status: CacheStatus,
  ): void {
    // One writeHead with a flat list: a hit is mostly header work, and per-header setHeader calls were
    // the larger part of it.
    const headers = [...storedHeaderList(page), CACHE_STATUS_HEADER, status, "ETag", page.etag];
    // A response that sets cookies (the expiry of tracking cookies) is this visitor's: no shared cache keeps it.
    if (res.hasHeader("set-cookie")) markPersonal(headers);
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.writeHead(
        304,
        headers.filter((_, index, list) => !isContentType(list, index)),
      );
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
    if (encoding) headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(body.length));
    res.writeHead(page.status, headers);
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
    serveEarly,
    render,
    invalidate: (tags) => {
      const list = [...tags];
      const dropped = store.invalidate(list);
      options.logger.debug({ tags: list, dropped }, "page cache: invalidated");
      return dropped;
    },
  };
}
