import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies, serialize } from "cookie";
import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import {
  CART_HASH_COOKIE,
  ITEMS_IN_CART_COOKIE,
  SESSION_COOKIE,
  SESSION_MARK_COOKIE,
} from "../../protocol/cookies.ts";
import { createNonce, verifyNonce } from "../security/nonce.ts";
import type { Services } from "../services.server.ts";
import { type CartLineRow, type CartView, readCartLines } from "../shop/cart/cart.server.ts";
import { type Customer, findCustomerById } from "../shop/customers/customers.server.ts";
import { sessionWritesAnnounced, sessionWrittenSince } from "../shop/session/session-writes.server.ts";
import {
  createSession,
  endSession,
  findSessionRecord,
  findSessionRecordWithCartLines,
  type NewSession,
  rotateSession,
  SESSION_LIFETIME_MS,
  type SessionRecord,
  sessionIdFromToken,
} from "../shop/session/sessions.server.ts";
import { clientAddressOf, isSecureRequest } from "./connection.server.ts";
import { hasControlCharacters } from "./input/control-characters.ts";

/**
 * Named like WooCommerce's session cookie so caching proxies configured for
 * WooCommerce (which bypass the cache when `wp_woocommerce_session_*` is
 * present) keep serving shoppers with carts uncached.
 */
export { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, SESSION_COOKIE };

/** The shopper behind one request: their session (created only when needed) and nonces bound to it. */
export interface Shopper {
  /** This request's own id (random): what keeps a loader's notice for the page after its redirect. */
  readonly requestId: string;
  sessionId(): Promise<string | null>;
  ensureSession(): Promise<string>;
  /** Makes a session stored by the caller (with its first rows) this shopper's: its cookie is set. */
  beginSession(session: NewSession): void;
  nonce(action: string): Promise<string>;
  checkNonce(value: unknown, action: string): Promise<boolean>;
  /** Tells clients whether their cached cart fragments are current (reference.md, wire protocol). */
  setCartCookies(cart: CartView): void;
  /** The logged-in customer's id, null for guests. */
  customerId(): Promise<number | null>;
  /**
   * The logged-in customer's row, null for guests: read once per request and customer, for what pages show
   * (the cart's coupon rules, the checkout's saved addresses and settings). A writer of the row reads it itself.
   */
  customer(): Promise<Customer | null>;
  /** Whether the session holds notices for the next page (which then must be rendered for this shopper). */
  noticesWaiting(): Promise<boolean>;
  /**
   * Whether the page frame must take the session's notices: false only when the session was read saying none
   * wait and no write to any session was announced since (this request's own action may have left one), so a
   * page rendered for a shopper without notices costs no statement for them.
   */
  noticesMayWait(): Promise<boolean>;
  /**
   * The session's cart lines, read with the session itself when nothing has read it yet (one statement
   * instead of two: a spliced page, decision 040). No session: no lines. Read once per request while no
   * write to a session is announced (session-writes.server.ts): the page frame and the cart or checkout
   * page share the read, and a loader that writes the cart reads it again.
   */
  cartLines(): Promise<readonly CartLineRow[]>;
  /**
   * Logs the customer in on a new session (new token and id; cart and notices moved over, the
   * old session deleted). Nonces made before are bound to the old session and stop matching.
   * `remember: false` keeps the cookie for this browser session only.
   */
  logIn(customerId: number, options?: { remember?: boolean }): Promise<void>;
  /** Ends the session (cart included) and clears the session and cart cookies. */
  logOut(): Promise<void>;
  /** The client's address as seen through trusted proxies, for per-address limits. */
  clientAddress(): string;
  /** A cookie the request carried. */
  cookie(name: string): string | undefined;
  /** A cookie set on this response (path /, SameSite=Lax, Secure behind HTTPS). */
  setCookie(name: string, value: string, options?: { httpOnly?: boolean; maxAgeSeconds?: number }): void;
}

/** The request's cookies; one whose value holds control characters is treated as absent (decision 017). */
function readableCookies(header: string | undefined): Record<string, string | undefined> {
  const cookies = parseCookies(header ?? "");
  for (const [name, value] of Object.entries(cookies))
    if (value === undefined || hasControlCharacters(value)) delete cookies[name];
  return cookies;
}

function appendCookie(res: ServerResponse, cookie: string): void {
  res.appendHeader("Set-Cookie", cookie);
}

/** A session mark as this server makes them (12 random bytes, base64url); anything else counts as none. */
const SESSION_MARK = /^[A-Za-z0-9_-]{16}$/;

function newSessionMark(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * The shopper of one request, on Node's own request and response: a page answered before Express (decision 048)
 * makes it there, and the pipeline takes the same one over when that page goes the long way after all.
 */
export function shopperFor(req: IncomingMessage, res: ServerResponse, services: Services): Shopper {
  const requestCookies = readableCookies(req.headers.cookie);
  const token = requestCookies[SESSION_COOKIE];
  let current: Promise<SessionRecord | null> | null = null;
  /** `current` once it has settled: the session this response is for, as far as the request has read it. */
  let settled: SessionRecord | null = null;
  /** The count of session-write announcements when `current` was read or set. */
  let announcementsAtRecord = 0;
  /** Whether this response may owe the browser a session mark (PostgreSQL, decision 059). */
  const marked = services.guestSessions.marked;
  /** Sets the session read or made for this request; `known` when it is at hand already (no tick to wait). */
  const setCurrent = (next: Promise<SessionRecord | null>, known?: SessionRecord | null) => {
    current = next;
    settled = known ?? null;
    announcementsAtRecord = sessionWritesAnnounced();
    // Only the session mark reads `settled`. Registered before any caller awaits `next`, so it is set before
    // their code goes on.
    if (marked)
      next.then(
        (value) => {
          if (current === next) settled = value;
        },
        () => undefined,
      );
    return next;
  };
  const setKnown = (value: SessionRecord | null) => setCurrent(Promise.resolve(value), value);
  const carriedMark = marked ? requestCookies[SESSION_MARK_COOKIE] : undefined;
  const mark = carriedMark !== undefined && SESSION_MARK.test(carriedMark) ? carriedMark : undefined;
  const cookieOptions = () => ({ path: "/", sameSite: "lax" as const, secure: isSecureRequest(req) });
  /** Whether this request began a session for the shopper (a new visitor's first write). */
  let begun = false;
  const announcementsAtStart = sessionWritesAnnounced();
  let watchingHeaders = false;
  /**
   * A new mark whenever this request may have written the guest's session (decision 059), or the request
   * carried none: the browser's next request then tells whether an instance has seen its latest write. Only
   * for a request that has a session or begins one.
   */
  const watchHeaders = () => {
    if (!marked || watchingHeaders) return;
    watchingHeaders = true;
    onHeaders(res, () => {
      const session = settled;
      if (session === null || session.customerId !== null) return;
      if (begun || mark === undefined || sessionWrittenSince(session.id, announcementsAtStart))
        appendCookie(
          res,
          serialize(SESSION_MARK_COOKIE, newSessionMark(), { ...cookieOptions(), httpOnly: true }),
        );
    });
  };
  if (token) watchHeaders();
  const record = () => {
    if (current) return current;
    if (!token) return setKnown(null);
    // A guest's session kept for this request's mark (decisions 042, 059) answers without a statement.
    const id = sessionIdFromToken(token);
    const now = services.now();
    const kept = services.guestSessions.peek(id, now, mark);
    if (kept) return setKnown(kept.record);
    return setCurrent(findSessionRecord(services.db, id, now));
  };
  const sessionId = async () => (await record())?.id ?? null;
  const setSessionCookie = (value: string, persistent: boolean) =>
    appendCookie(
      res,
      serialize(SESSION_COOKIE, value, {
        ...cookieOptions(),
        httpOnly: true,
        ...(persistent ? { maxAge: SESSION_LIFETIME_MS / 1000 } : {}),
      }),
    );
  let customerRead: { id: number; row: Promise<Customer | null> } | null = null;
  /** This request's read of the cart lines, and the count of session-write announcements when it began. */
  let linesRead: { lines: Promise<readonly CartLineRow[]>; announcementsBefore: number } | null = null;
  const readLines = async (): Promise<readonly CartLineRow[]> => {
    if (current === null && token) {
      const now = services.now();
      const id = sessionIdFromToken(token);
      const read = () => findSessionRecordWithCartLines(services.db, id, now);
      const found = services.guestSessions.read(id, now, read, mark);
      const recordRead = setCurrent(found.then((loaded) => loaded?.record ?? null));
      const loaded = await found;
      // The page may be sent as soon as this returns: `settled` must not wait for `recordRead`'s tick.
      if (current === recordRead) settled = loaded?.record ?? null;
      return loaded?.lines ?? [];
    }
    const id = await sessionId();
    return id ? readCartLines(services.db, id) : [];
  };
  const beginSession = (session: NewSession) => {
    begun = true;
    watchHeaders();
    setSessionCookie(session.token, true);
    setKnown({ id: session.id, customerId: null, noticesWaiting: false });
    linesRead = null;
  };
  const expireCookie = (name: string, httpOnly = false) =>
    appendCookie(res, serialize(name, "", { ...cookieOptions(), httpOnly, expires: new Date(0) }));
  return {
    requestId: randomUUID(),
    sessionId,
    async ensureSession() {
      const existing = await sessionId();
      if (existing) return existing;
      const created = await createSession(services.db, services.now());
      beginSession(created);
      return created.id;
    },
    beginSession,
    async nonce(action) {
      return createNonce(services.nonceSecret, action, (await sessionId()) ?? "", services.now());
    },
    async checkNonce(value, action) {
      return (
        verifyNonce(services.nonceSecret, value, action, (await sessionId()) ?? "", services.now()) !== false
      );
    },
    setCartCookies(cart) {
      if (cart.lines.length > 0) {
        appendCookie(res, serialize(ITEMS_IN_CART_COOKIE, "1", cookieOptions()));
        appendCookie(res, serialize(CART_HASH_COOKIE, cart.hash, cookieOptions()));
      } else {
        expireCookie(ITEMS_IN_CART_COOKIE);
        expireCookie(CART_HASH_COOKIE);
      }
    },
    async customerId() {
      return (await record())?.customerId ?? null;
    },
    async customer() {
      const id = (await record())?.customerId ?? null;
      if (id === null) return null;
      if (customerRead?.id !== id) customerRead = { id, row: findCustomerById(services.db, id) };
      return customerRead.row;
    },
    async noticesWaiting() {
      return (await record())?.noticesWaiting ?? false;
    },
    async noticesMayWait() {
      const read = await record();
      if (read === null) return false;
      return read.noticesWaiting !== false || sessionWritesAnnounced() !== announcementsAtRecord;
    },
    cartLines() {
      const announcements = sessionWritesAnnounced();
      if (linesRead?.announcementsBefore !== announcements) {
        const lines = readLines();
        const read = { lines, announcementsBefore: announcements };
        linesRead = read;
        // A failed read is not kept: the next caller reads again.
        lines.catch(() => {
          if (linesRead === read) linesRead = null;
        });
      }
      return linesRead.lines;
    },
    async logIn(customerId, options = {}) {
      const rotated = await rotateSession(services.db, await sessionId(), customerId, services.now());
      setSessionCookie(rotated.token, options.remember ?? true);
      setKnown({ id: rotated.id, customerId });
      linesRead = null;
    },
    async logOut() {
      const existing = await sessionId();
      if (existing) await endSession(services.db, existing);
      setKnown(null);
      linesRead = null;
      expireCookie(SESSION_COOKIE, true);
      expireCookie(ITEMS_IN_CART_COOKIE);
      expireCookie(CART_HASH_COOKIE);
    },
    clientAddress() {
      return clientAddressOf(req);
    },
    cookie(name) {
      return requestCookies[name];
    },
    setCookie(name, value, options = {}) {
      appendCookie(
        res,
        serialize(name, value, {
          ...cookieOptions(),
          httpOnly: options.httpOnly ?? false,
          ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
        }),
      );
    },
  };
}

/** Shoppers made before Express saw their request (decision 048), for the pipeline to take over. */
const earlyShoppers = new WeakMap<IncomingMessage, Shopper>();

/** The request's shopper: the pipeline's once it has attached one, else made (and kept) before Express. */
export function requestShopper(req: IncomingMessage, res: ServerResponse, services: Services): Shopper {
  const attached = (res as Partial<Response>).locals?.shopper as Shopper | undefined;
  if (attached) return attached;
  let shopper = earlyShoppers.get(req);
  if (!shopper) {
    shopper = shopperFor(req, res, services);
    earlyShoppers.set(req, shopper);
  }
  return shopper;
}

/** Puts `res.locals.shopper` on every request; nothing touches the database until asked. */
export function attachShopper(services: Services): RequestHandler {
  return (req, res, next) => {
    res.locals.shopper = earlyShoppers.get(req) ?? shopperFor(req, res, services);
    next();
  };
}

export function shopperOf(res: Response): Shopper {
  return res.locals.shopper as Shopper;
}
