import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { PREVIEW_QUERY_PARAMETER, WEB_FONTS_ORIGIN } from "../../protocol/starter-preview.ts";

/** Web fonts are loaded only by starter-templates previews, so only their pages allow the font host. */
const WEB_FONT_FILES_ORIGIN = "https://fonts.gstatic.com";

function isPreviewRequest(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? "/", "http://same.site");
  return url.searchParams.get(PREVIEW_QUERY_PARAMETER) === "1";
}

/** A fresh nonce per response; the page's inline scripts carry it and the CSP allows only those. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(options: { development: boolean }): RequestHandler {
  return helmet({
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
            ],
            // Page-builder documents carry inline style attributes; styles cannot run code.
            "style-src": [
              "'self'",
              "'unsafe-inline'",
              (req) => (isPreviewRequest(req) ? WEB_FONTS_ORIGIN : "'self'"),
            ],
            "img-src": ["'self'", "data:", "https:"],
            "font-src": [
              "'self'",
              "data:",
              (req) => (isPreviewRequest(req) ? WEB_FONT_FILES_ORIGIN : "'self'"),
            ],
            "connect-src": ["'self'"],
            "frame-src": ["'self'", "https:"],
            "object-src": ["'none'"],
            "base-uri": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // The HSTS header only means something behind HTTPS; a proxy that terminates TLS should add it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
