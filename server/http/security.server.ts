import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { siteTileUrl, tileOrigin } from "../../app/builder/widgets/ekit-google-map/ekit-google-map.rules.ts";
import { PREVIEW_QUERY_PARAMETER, WEB_FONTS_ORIGIN } from "../../protocol/starter-preview.ts";
import { randomText } from "../security/random-pool.ts";

/** Web fonts are loaded only by starter-templates previews, so only their pages allow the font host. */
const WEB_FONT_FILES_ORIGIN = "https://fonts.gstatic.com";

function isPreviewRequest(req: IncomingMessage): boolean {
  if (!req.url?.includes(PREVIEW_QUERY_PARAMETER)) return false;
  const url = new URL(req.url, "http://same.site");
  return url.searchParams.get(PREVIEW_QUERY_PARAMETER) === "1";
}

/** Where the Video widget's on-demand player APIs come from (YouTube's loader fetches its widget API from the same host). */
const VIDEO_PLAYER_SCRIPT_ORIGINS = ["https://www.youtube.com", "https://player.vimeo.com"];

/** The map widget's tile server (`VITRINE_MAP_TILE_URL`, OpenStreetMap's by default): images and fetches allowed. */
function mapTileSources(): string[] {
  const origin = tileOrigin(siteTileUrl(process.env));
  return origin ? [origin] : [];
}

const NONCE_BYTES = 16;

/** A fresh nonce for one response's CSP (also for a response made before Express, decision 054). */
export function freshCspNonce(): string {
  return randomText(NONCE_BYTES, "base64");
}

/** A fresh nonce per response; the page's inline scripts carry it and the CSP allows only those. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = freshCspNonce();
  next();
};

/**
 * Whose X-Forwarded-For/-Proto/-Host headers are believed: a proxy on this machine (decision 010).
 * Both the launcher's app (static files) and the pipeline use it, so HTTPS is seen the same by both.
 */
export const TRUSTED_PROXIES = "loopback";

/**
 * Browser features no page of the shop uses are switched off for the page and every frame in it;
 * payments may use the Payment Request API on the shop's own origin.
 */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)";

/** One year; subdomains are left to the owner (a shop's other hosts may not all be on HTTPS yet). */
export const HSTS_VALUE = "max-age=31536000";

/**
 * Headers every response carries, whatever produced it: HSTS when the request came over HTTPS
 * (directly or through a trusted proxy's X-Forwarded-Proto; on plain HTTP the header means nothing)
 * and the Permissions-Policy.
 */
export const transportHeaders: RequestHandler = (req, res, next) => {
  setTransportHeaders(res, req.secure);
  next();
};

/** What `transportHeaders` sets, for a response made before Express (which reads HTTPS from Node's request). */
export function setTransportHeaders(res: ServerResponse, secure: boolean): void {
  if (secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
}

const COMMON_HELMET_OPTIONS = {
  crossOriginEmbedderPolicy: false,
  // Set by `transportHeaders`, only for HTTPS requests.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
};

/** Built files (`/assets/*`, the favicon) served by the launcher: the same headers, and a CSP that allows nothing. */
export function staticFileSecurityHeaders(): RequestHandler[] {
  return [
    transportHeaders,
    helmet({
      ...COMMON_HELMET_OPTIONS,
      contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"] } },
    }),
  ];
}

export interface PageSecurityOptions {
  development: boolean;
  /** Third-party origins the shop's settings load scripts from (the visitor-statistics script, S-CALL-11). */
  thirdPartyScriptOrigins?: readonly string[];
  /** Google Maps JavaScript's origins when the shop has a maps key (decision 033); none otherwise. */
  mapScriptOrigins?: readonly string[];
}

export function securityHeaders(options: PageSecurityOptions): RequestHandler[] {
  return [transportHeaders, headersWorkedOutOnce(pageHelmet(options))];
}

/** Stands for the response's nonce while Helmet works out the headers once. */
const NONCE_PLACEHOLDER = "VitrineNoncePlaceholder";

interface HeaderSet {
  fixed: [string, string][];
  removed: string[];
  /** The CSP around the nonce, or the whole CSP when it holds none. */
  policy: { name: string; before: string; after: string | null } | null;
}

/**
 * The page headers Helmet sets, worked out once for ordinary pages and once for starter-template previews
 * (the only request fact a directive reads) with a placeholder nonce; each response then sets them with its
 * own nonce. Helmet stays the source of every header and value; running its eleven middlewares and rebuilding
 * the policy on every response cost about 5 % of a cart call's CPU.
 */
export function headersWorkedOutOnce(helmetMiddleware: RequestHandler): RequestHandler {
  const write = headerSetWriter(helmetMiddleware);
  return (req, res, next) => {
    write(req, res, String(res.locals.cspNonce));
    next();
  };
}

/** Sets a response's page headers, with its nonce, on Node's own objects. */
export type SecurityHeaderWriter = (req: IncomingMessage, res: ServerResponse, nonce: string) => void;

function headerSetWriter(helmetMiddleware: RequestHandler): SecurityHeaderWriter {
  const ordinary = headersFor(helmetMiddleware, "/");
  const preview = headersFor(helmetMiddleware, `/?${PREVIEW_QUERY_PARAMETER}=1`);
  return (req, res, nonce) => {
    const set = isPreviewRequest(req) ? preview : ordinary;
    for (const name of set.removed) res.removeHeader(name);
    for (const [name, value] of set.fixed) res.setHeader(name, value);
    if (set.policy) {
      const { name, before, after } = set.policy;
      res.setHeader(name, after === null ? before : before + nonce + after);
    }
  };
}

/**
 * Helmet's page headers as `securityHeaders` sets them, for a call answered before Express (decision 054),
 * which adds the transport headers itself (it reads HTTPS from Node's request) and gives a fresh nonce.
 */
export function pageHeaderWriter(options: PageSecurityOptions): SecurityHeaderWriter {
  return headerSetWriter(pageHelmet(options));
}

function headersFor(helmetMiddleware: RequestHandler, url: string): HeaderSet {
  const set: HeaderSet = { fixed: [], removed: [], policy: null };
  const request = { url, method: "GET", headers: {} };
  const response = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader(name: string, value: string) {
      if (name.toLowerCase() !== "content-security-policy") {
        set.fixed.push([name, value]);
        return;
      }
      const [before = "", after, ...more] = value.split(NONCE_PLACEHOLDER);
      if (more.length > 0) throw new Error("the page CSP names the nonce more than once");
      set.policy = { name, before, after: after ?? null };
    },
    removeHeader(name: string) {
      set.removed.push(name);
    },
  };
  let finished = false;
  // Helmet only sets and removes headers, then calls next at once; these two objects are all it touches.
  helmetMiddleware(
    request as unknown as Parameters<RequestHandler>[0],
    response as unknown as Parameters<RequestHandler>[1],
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error("Helmet did not finish at once; its headers cannot be worked out ahead");
  return set;
}

/** Helmet configured for pages (run through `headersWorkedOutOnce` when serving). */
export function pageHelmet(options: PageSecurityOptions): RequestHandler {
  const thirdParty = options.thirdPartyScriptOrigins ?? [];
  const maps = options.mapScriptOrigins ?? [];
  return helmet({
    ...COMMON_HELMET_OPTIONS,
    contentSecurityPolicy: options.development
      ? false // Vite's dev client injects inline scripts and a websocket; production is strict.
      : {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": [
              "'self'",
              (_req, res) =>
                `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
              // The Video widget loads YouTube's and Vimeo's player APIs on a click (W-MISC-06).
              ...VIDEO_PLAYER_SCRIPT_ORIGINS,
              ...thirdParty,
              // Google Maps JavaScript, only when the shop configured a maps key.
              ...maps,
            ],
            // Page-builder documents carry inline style attributes; styles cannot run code.
            "style-src": [
              "'self'",
              "'unsafe-inline'",
              (req) => (isPreviewRequest(req) ? WEB_FONTS_ORIGIN : "'self'"),
            ],
            "img-src": ["'self'", "data:", "https:", ...mapTileSources(), ...maps],
            "font-src": [
              "'self'",
              "data:",
              (req) => (isPreviewRequest(req) ? WEB_FONT_FILES_ORIGIN : "'self'"),
            ],
            "connect-src": ["'self'", ...mapTileSources(), ...thirdParty, ...maps],
            "frame-src": ["'self'", "https:"],
            "object-src": ["'none'"],
            "base-uri": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'self'"],
          },
        },
  });
}
