import { parse as parseCookies, serialize } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import { createNonce, verifyNonce } from "../security/nonce.ts";
import type { Services } from "../services.server.ts";
import type { CartView } from "../shop/cart/cart.server.ts";
import { createSession, findSession, SESSION_LIFETIME_MS } from "../shop/session/sessions.server.ts";

/**
 * Named like WooCommerce's session cookie so caching proxies configured for
 * WooCommerce (which bypass the cache when `wp_woocommerce_session_*` is
 * present) keep serving shoppers with carts uncached.
 */
export const SESSION_COOKIE = "wp_woocommerce_session_vitrine";
export const ITEMS_IN_CART_COOKIE = "woocommerce_items_in_cart";
export const CART_HASH_COOKIE = "woocommerce_cart_hash";

/** The shopper behind one request: their session (created only when needed) and nonces bound to it. */
export interface Shopper {
  sessionId(): Promise<string | null>;
  ensureSession(): Promise<string>;
  nonce(action: string): Promise<string>;
  checkNonce(value: unknown, action: string): Promise<boolean>;
  /** Tells clients whether their cached cart fragments are current (reference.md, wire protocol). */
  setCartCookies(cart: CartView): void;
}

function appendCookie(res: Response, cookie: string): void {
  res.append("Set-Cookie", cookie);
}

export function shopperFor(req: Request, res: Response, services: Services): Shopper {
  const token = parseCookies(req.headers.cookie ?? "")[SESSION_COOKIE];
  let current: Promise<string | null> | null = null;
  const sessionId = () => {
    current ??= token ? findSession(services.db, token, services.now()) : Promise.resolve(null);
    return current;
  };
  return {
    sessionId,
    async ensureSession() {
      const existing = await sessionId();
      if (existing) return existing;
      const created = await createSession(services.db, services.now());
      appendCookie(
        res,
        serialize(SESSION_COOKIE, created.token, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: req.secure,
          maxAge: SESSION_LIFETIME_MS / 1000,
        }),
      );
      current = Promise.resolve(created.id);
      return created.id;
    },
    async nonce(action) {
      return createNonce(services.nonceSecret, action, (await sessionId()) ?? "", services.now());
    },
    async checkNonce(value, action) {
      return (
        verifyNonce(services.nonceSecret, value, action, (await sessionId()) ?? "", services.now()) !== false
      );
    },
    setCartCookies(cart) {
      const options = { path: "/", sameSite: "lax" as const, secure: req.secure };
      if (cart.lines.length > 0) {
        appendCookie(res, serialize(ITEMS_IN_CART_COOKIE, "1", options));
        appendCookie(res, serialize(CART_HASH_COOKIE, cart.hash, options));
      } else {
        appendCookie(res, serialize(ITEMS_IN_CART_COOKIE, "", { ...options, expires: new Date(0) }));
        appendCookie(res, serialize(CART_HASH_COOKIE, "", { ...options, expires: new Date(0) }));
      }
    },
  };
}

/** Puts `res.locals.shopper` on every request; nothing touches the database until asked. */
export function attachShopper(services: Services): RequestHandler {
  return (req, res, next) => {
    res.locals.shopper = shopperFor(req, res, services);
    next();
  };
}

export function shopperOf(res: Response): Shopper {
  return res.locals.shopper as Shopper;
}
