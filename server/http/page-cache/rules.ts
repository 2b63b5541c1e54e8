import { parse as parseCookies } from "cookie";
import { ITEMS_IN_CART_COOKIE, PALETTE_COOKIE, SESSION_COOKIE } from "../../../protocol/cookies.ts";
import { paletteChoiceFromCookie } from "../../../protocol/palette.ts";
import { CART_PATH, CHECKOUT_PATH, MY_ACCOUNT_PATH } from "../../../protocol/shop-urls.ts";
import { STORE_NOTICE_HIDDEN } from "../../../protocol/store-notice.ts";

/**
 * The page cache's pure rules (decision 029): who may be served a stored page, what a stored page
 * is keyed by, and which rendered responses may be kept.
 */

/** Cookie names of the store-notice dismissal start with this (`store_notice<id>`, protocol/store-notice.ts). */
const STORE_NOTICE_COOKIE_PREFIX = "store_notice";

export type CacheDecision =
  | { cacheable: true; key: string }
  /** A shopper's page: `guestKey` names the stored page their own parts may be spliced into (decision 030). */
  | { cacheable: false; reason: "session" | "cart"; guestKey: string }
  | { cacheable: false; reason: "method" | "ajax" };

export interface CacheRequest {
  method: string;
  /** Host header as received (pages may carry absolute addresses, so each host has its own entries). */
  host: string;
  /** Path and query as received. */
  url: string;
  cookieHeader: string | undefined;
}

/**
 * WooCommerce's rule for full-page caches: a visitor with items in the cart, a session (logged in,
 * or a notice waiting to be shown) is served a page rendered for them; everyone else gets the
 * stored page for the address and the few cookies that change what a page shows.
 */
export function cacheDecision(request: CacheRequest): CacheDecision {
  if (request.method !== "GET" && request.method !== "HEAD") return { cacheable: false, reason: "method" };
  if (/[?&]wc-ajax=/.test(request.url)) return { cacheable: false, reason: "ajax" };
  const cookies = parseCookies(request.cookieHeader ?? "");
  const key = cacheKey(request.host, request.url, cookies);
  if (cookies[ITEMS_IN_CART_COOKIE] !== undefined) return { cacheable: false, reason: "cart", guestKey: key };
  if (cookies[SESSION_COOKIE] !== undefined) return { cacheable: false, reason: "session", guestKey: key };
  return { cacheable: true, key };
}

/** The address, the palette choice and the dismissed store notices; every other cookie leaves the page alone. */
export function cacheKey(host: string, url: string, cookies: Record<string, string | undefined>): string {
  const palette = paletteChoiceFromCookie(cookies[PALETTE_COOKIE]) ?? "auto";
  const dismissed = Object.entries(cookies)
    .filter(([name, value]) => name.startsWith(STORE_NOTICE_COOKIE_PREFIX) && value === STORE_NOTICE_HIDDEN)
    .map(([name]) => name)
    .sort();
  return `${host.toLowerCase()}${url}\u0000${palette}\u0000${dismissed.join(",")}`;
}

/**
 * The cookies of a shopper's request that a guest's request for the same page would carry: those the cache
 * key reads (palette, dismissed store notices), as sent. A guest request with them is stored under the
 * shopper's guest key.
 */
export function guestCookieHeader(cookieHeader: string | undefined): string {
  return (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      const name = pair.slice(0, Math.max(0, pair.indexOf("="))).trim();
      return name === PALETTE_COOKIE || name.startsWith(STORE_NOTICE_COOKIE_PREFIX);
    })
    .join("; ");
}

/**
 * React Router's data requests (`/shop.data`, `/my-account/orders.data`: a client-side navigation's loader
 * data): never an HTML page, so never stored, and never worth asking for as a guest.
 */
export function isPageDataRequest(path: string): boolean {
  return path.endsWith(".data");
}

/**
 * The pages rendered for each shopper (the cart, the checkout and its order pages, the account pages): a guest's
 * copy is never stored, so never worth asking for. Asking would cost a render, and for the checkout a session
 * (an empty cart's checkout leaves a notice and goes back to the cart).
 */
export function isRenderedPerShopper(path: string): boolean {
  return path === CART_PATH || path.startsWith(CHECKOUT_PATH) || path.startsWith(MY_ACCOUNT_PATH);
}

/** The parts of a rendered response that decide whether it may be kept for other visitors. */
export interface RenderedResponse {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  setsCookies: boolean;
}

/**
 * Only complete HTML pages with status 200 (or a 404 for a missing address, which is as public), that
 * set no cookie and that the route did not mark private or uncacheable (personal pages, decision 017).
 */
export function isStorable(response: RenderedResponse): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (!response.contentType?.startsWith("text/html")) return false;
  if (response.setsCookies) return false;
  const directives = (response.cacheControl ?? "").toLowerCase();
  return !/(^|[\s,])(private|no-store|no-cache)([\s,=]|$)/.test(directives);
}

export type StoredEncoding = "br" | "gzip";

/** How much the client wants each encoding, by an Accept-Encoding header (0: not acceptable). */
function encodingWeights(acceptEncoding: string | undefined): (encoding: string) => number {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (token === "") continue;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(token, quality ? Number(quality.slice(2)) || 0 : 1);
  }
  return (encoding) => accepted.get(encoding) ?? accepted.get("*") ?? 0;
}

/** The best stored encoding the client accepts (brotli before gzip), or null for an identity body. */
export function chooseEncoding(acceptEncoding: string | undefined): StoredEncoding | null {
  const weight = encodingWeights(acceptEncoding);
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/**
 * The encoding of a spliced page: gzip whenever the client takes it, since a spliced gzip body is put
 * together from parts compressed beforehand (decision 040); brotli only for a client refusing gzip.
 */
export function chooseSplicedEncoding(acceptEncoding: string | undefined): StoredEncoding | null {
  const weight = encodingWeights(acceptEncoding);
  if (weight("gzip") > 0) return "gzip";
  if (weight("br") > 0) return "br";
  return null;
}

/** Whether an If-None-Match header names the entry's ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => bare(candidate) === bare(etag));
}
