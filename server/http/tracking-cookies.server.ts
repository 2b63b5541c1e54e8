import { parse as parseCookies, serialize } from "cookie";
import type { RequestHandler } from "express";
import {
  consentAllowsTracking,
  cookieValue,
  parentDomains,
  TRACKING_COOKIES,
} from "../../protocol/order-attribution.ts";
import type { Settings } from "../settings/settings.ts";

/**
 * Set-Cookie values expiring the tracking cookies (sbjs_*) the request carries: host-only and for the
 * request host's parent domains, where sourcebuster sets them by default.
 */
export function trackingCookieExpiries(cookieHeader: string | undefined, hostname: string): string[] {
  const present = parseCookies(cookieHeader ?? "");
  const expiries: string[] = [];
  const domains = parentDomains(hostname);
  for (const name of TRACKING_COOKIES) {
    if (present[name] === undefined) continue;
    const expired = { path: "/", expires: new Date(0), sameSite: "lax" } as const;
    expiries.push(serialize(name, "", expired));
    for (const domain of domains) expiries.push(serialize(name, "", { ...expired, domain: `.${domain}` }));
  }
  return expiries;
}

/** Whether the shop may keep tracking cookies (settings.tracking). */
export function trackingAllowed(tracking: Settings["tracking"]): boolean {
  return tracking.allowTracking && tracking.orderAttribution;
}

/**
 * The Set-Cookie values a response must carry: when tracking is not allowed (by the settings, or by the
 * visitor's consent cookie), the sbjs_* cookies the browser sent are expired, so they go even without script
 * (W-TRACK-01). None when tracking is allowed or the request carries no cookie.
 */
export function trackingCookiesToExpire(
  tracking: Settings["tracking"],
  cookieHeader: string | undefined,
  hostname: string | undefined,
): string[] {
  if (!cookieHeader) return [];
  const consent = cookieValue(cookieHeader, tracking.consentCookie);
  if (trackingAllowed(tracking) && consentAllowsTracking(consent, tracking.requireConsent)) return [];
  return trackingCookieExpiries(cookieHeader, hostname ?? "");
}

/** Middleware: every response expires the tracking cookies `trackingCookiesToExpire` names. */
export function clearTrackingCookiesWhenNotAllowed(tracking: Settings["tracking"]): RequestHandler {
  return (req, res, next) => {
    for (const expiry of trackingCookiesToExpire(tracking, req.headers.cookie, req.hostname))
      res.append("Set-Cookie", expiry);
    next();
  };
}
