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
 * Middleware: when tracking is not allowed (by the settings, or by the visitor's consent cookie), every response expires the sbjs_* cookies the browser sent, so
 * they go even without script (W-TRACK-01).
 */
export function clearTrackingCookiesWhenNotAllowed(tracking: Settings["tracking"]): RequestHandler {
  return (req, res, next) => {
    const consent = cookieValue(req.headers.cookie ?? "", tracking.consentCookie);
    if (!trackingAllowed(tracking) || !consentAllowsTracking(consent, tracking.requireConsent)) {
      for (const expiry of trackingCookieExpiries(req.headers.cookie, req.hostname))
        res.append("Set-Cookie", expiry);
    }
    next();
  };
}
