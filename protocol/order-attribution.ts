import {
  ORDER_ATTRIBUTION_FIELD_NAMES,
  ORDER_ATTRIBUTION_FIELDS,
  ORDER_ATTRIBUTION_PREFIX,
  type OrderAttributionField,
} from "./order-attribution-fields.ts";
import { isRecord, wpBoolean } from "./plain-guards.ts";

/**
 * Order attribution (WooCommerce's model): the sourcebuster cookies say where a visitor came from, and the
 * checkout posts that as hidden `wc_order_attribution_<field>` inputs. Pure rules here; the browser wiring is
 * app/checkout/order-attribution.client.ts.
 */

export {
  ORDER_ATTRIBUTION_FIELD_NAMES,
  ORDER_ATTRIBUTION_FIELDS,
  ORDER_ATTRIBUTION_PREFIX,
  type OrderAttributionField,
};

/** Every cookie sourcebuster writes; all deleted when tracking is not allowed (W-TRACK-01). */
export const TRACKING_COOKIES = [
  "sbjs_current",
  "sbjs_current_add",
  "sbjs_first",
  "sbjs_first_add",
  "sbjs_session",
  "sbjs_udata",
  "sbjs_promo",
  "sbjs_migrations",
] as const;

/** sourcebuster's default cookie lifetime, months; it counts a month as 30 days (W-TRACK-04). */
export const TRACKING_LIFETIME_MONTHS = 6;
export const TRACKING_DAYS_PER_MONTH = 30;
/** sourcebuster's session length, minutes (W-TRACK-05). */
export const TRACKING_SESSION_MINUTES = 30;
/** The promo code's range when enabled (W-TRACK-06). */
export const PROMO_CODE_RANGE = { min: 100_000, max: 999_999 } as const;
/** Source and medium of a visit without referrer or campaign (W-TRACK-07, W-TRACK-08). */
export const TYPEIN_ATTRIBUTES = { source: "(direct)", medium: "(none)" } as const;
/** Search engines sourcebuster recognises by referrer host (and query parameter) (W-TRACK-09). */
export const SEARCH_ENGINE_HOSTS = [
  "bing.com",
  "yahoo.com",
  "about.com",
  "aol.com",
  "ask.com",
  "globo.com",
  "go.mail.ru",
  "rambler.ru",
  "tut.by",
  "google",
  "yandex",
] as const;

/** Cookie values a consent banner writes to refuse tracking. */
const CONSENT_REFUSED = new Set(["deny", "denied", "no", "0", "false"]);
const CONSENT_GIVEN = new Set(["allow", "allowed", "yes", "1", "true"]);

/**
 * Whether the visitor's consent signal lets tracking run: a refusal always stops it; with `requireConsent` only
 * an explicit yes lets it run.
 */
export function consentAllowsTracking(value: string | undefined, requireConsent: boolean): boolean {
  const normalised = (value ?? "").trim().toLowerCase();
  if (CONSENT_REFUSED.has(normalised)) return false;
  return requireConsent ? CONSENT_GIVEN.has(normalised) : true;
}

/** One cookie's value from a `Cookie` header or `document.cookie`. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return pair.slice(index + 1).trim();
      }
    }
  }
  return undefined;
}

/** `window.wc_order_attribution` as WooCommerce renders it into the page. */
export interface OrderAttributionConfig {
  params: {
    /** Cookie lifetime, months. */
    lifetime: number;
    /** Session length, minutes. */
    session: number;
    prefix: string;
    allowTracking: boolean;
    /** Vitrine's additions (WordPress's pages do not carry them): promo code and the consent signal. */
    promoCode?: boolean;
    consentCookie?: string;
    requireConsent?: boolean;
  };
  fields: Record<string, string>;
}

const FIELD_NAME = /^[a-z0-9_]+$/;
const FIELD_PATH = /^[a-z_]+\.[a-z]+$/;
const CONSENT_COOKIE = /^[A-Za-z0-9_-]{1,64}$/;

/** A positive number or its decimal string (WordPress localizes numbers as strings). */
function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The page's attribution configuration (`window.wc_order_attribution`, as rendered by our server or by
 * WordPress with `"1"`/`""` booleans), or null when the page has none or it is malformed. Read in the
 * browser, so checked by hand rather than with Zod (decision 031).
 */
export function readOrderAttributionConfig(win: unknown): OrderAttributionConfig | null {
  const raw =
    isRecord(win) || typeof win === "function"
      ? (win as { wc_order_attribution?: unknown }).wc_order_attribution
      : undefined;
  if (!isRecord(raw) || !isRecord(raw.params) || !isRecord(raw.fields)) return null;
  const { params } = raw;
  const lifetime = positiveNumber(params.lifetime);
  const session = positiveNumber(params.session);
  const allowTracking = wpBoolean(params.allowTracking);
  if (lifetime === undefined || session === undefined || !Number.isInteger(session)) return null;
  if (typeof params.prefix !== "string" || !FIELD_NAME.test(params.prefix) || allowTracking === undefined)
    return null;
  const config: OrderAttributionConfig = {
    params: { lifetime, session, prefix: params.prefix, allowTracking },
    fields: {},
  };
  if (params.promoCode !== undefined) {
    if (typeof params.promoCode !== "boolean") return null;
    config.params.promoCode = params.promoCode;
  }
  if (params.consentCookie !== undefined) {
    if (typeof params.consentCookie !== "string" || !CONSENT_COOKIE.test(params.consentCookie)) return null;
    config.params.consentCookie = params.consentCookie;
  }
  if (params.requireConsent !== undefined) {
    if (typeof params.requireConsent !== "boolean") return null;
    config.params.requireConsent = params.requireConsent;
  }
  for (const [field, path] of Object.entries(raw.fields)) {
    if (!FIELD_NAME.test(field) || typeof path !== "string" || !FIELD_PATH.test(path)) return null;
    config.fields[field] = path;
  }
  return config;
}

export function orderAttributionConfig(tracking: {
  orderAttribution: boolean;
  allowTracking: boolean;
  sessionLengthMinutes: number;
  promoCode?: boolean;
  consentCookie?: string;
  requireConsent?: boolean;
}): OrderAttributionConfig {
  return {
    params: {
      lifetime: TRACKING_LIFETIME_MONTHS,
      session: tracking.sessionLengthMinutes,
      prefix: ORDER_ATTRIBUTION_PREFIX,
      allowTracking: tracking.allowTracking && tracking.orderAttribution,
      promoCode: tracking.promoCode ?? false,
      consentCookie: tracking.consentCookie ?? "wp_consent_marketing",
      requireConsent: tracking.requireConsent ?? false,
    },
    fields: { ...ORDER_ATTRIBUTION_FIELDS },
  };
}

/** sourcebuster's data: cookie groups of decoded key/value pairs (`sbjs.get`). */
export type SourcebusterData = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * The attribution values from sourcebuster's data, one per configured field ("" when unknown). sourcebuster
 * 1.x has no `id` for utm_id (WooCommerce's fork added it), so for a utm source it is read from the entry
 * page's `utm_id` parameter instead.
 */
export function attributionValues(
  data: SourcebusterData,
  fields: Record<string, string> = ORDER_ATTRIBUTION_FIELDS,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [group = "", key = ""] = path.split(".");
    values[field] = data[group]?.[key] ?? "";
  }
  if ("utm_id" in fields && !values.utm_id && data.current?.typ === "utm") {
    values.utm_id = utmIdFromUrl(data.current_add?.ep ?? "");
  }
  return values;
}

function utmIdFromUrl(url: string): string {
  try {
    return new URL(url).searchParams.get("utm_id") ?? "";
  } catch {
    return "";
  }
}

/**
 * `document.cookie` assignments that delete the tracking cookies present in `cookieHeader`, both host-only and
 * for the host's parent domains (sourcebuster, and WooCommerce's copy of it, set them domain-wide).
 */
export function trackingCookieDeletions(cookieHeader: string, hostname: string): string[] {
  const present = new Set(
    cookieHeader
      .split(";")
      .map((pair) => pair.split("=")[0]?.trim() ?? "")
      .filter(Boolean),
  );
  const domains = parentDomains(hostname);
  const deletions: string[] = [];
  for (const name of TRACKING_COOKIES) {
    if (!present.has(name)) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    deletions.push(expired, ...domains.map((domain) => `${expired}; domain=.${domain}`));
  }
  return deletions;
}

/** shop.example.co → ["shop.example.co", "example.co"]; an IP address or single label has none. */
export function parentDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":") || !hostname.includes(".")) return [];
  const labels = hostname.split(".");
  const domains: string[] = [];
  for (let start = 0; start < labels.length - 1; start++) domains.push(labels.slice(start).join("."));
  return domains;
}
