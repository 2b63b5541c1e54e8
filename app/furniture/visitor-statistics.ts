import { consentAllowsTracking, cookieValue } from "../../protocol/order-attribution.ts";

/**
 * The shop's visitor-statistics script (S-CALL-11): a third-party script the page loads when tracking is allowed.
 * The page carries it inert (`type="text/plain"`, the pattern consent banners use) so a cached page is the same
 * for everyone; the page script turns it into a real script once the visitor's consent signal allows tracking.
 */
export interface VisitorStatistics {
  src: string;
  consentCookie: string;
  requireConsent: boolean;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https anywhere; plain http only on this machine (development and tests). */
export function isThirdPartyScriptUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** Whether the statistics script may load for a visitor whose cookies are `cookieHeader`. */
export function statisticsMayLoad(statistics: VisitorStatistics, cookieHeader: string): boolean {
  return consentAllowsTracking(
    cookieValue(cookieHeader, statistics.consentCookie),
    statistics.requireConsent,
  );
}

/** The page's statistics settings, or null when the shop has none or tracking is off. */
export function visitorStatistics(tracking: {
  allowTracking: boolean;
  consentCookie: string;
  requireConsent: boolean;
  statisticsScript: string | null;
}): VisitorStatistics | null {
  if (!tracking.allowTracking || !tracking.statisticsScript) return null;
  return {
    src: tracking.statisticsScript,
    consentCookie: tracking.consentCookie,
    requireConsent: tracking.requireConsent,
  };
}

/** The origins the Content-Security-Policy must allow (script-src, connect-src) for the statistics script. */
export function statisticsScriptOrigins(tracking: Parameters<typeof visitorStatistics>[0]): string[] {
  const src = visitorStatistics(tracking)?.src;
  return src && isThirdPartyScriptUrl(src) ? [new URL(src).origin] : [];
}
