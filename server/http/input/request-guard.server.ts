import type { Request, RequestHandler } from "express";
import { sendClientError } from "./client-errors.server.ts";
import { hasControlCharacters } from "./control-characters.ts";

/**
 * Checks the request line and Host before any endpoint sees them (decision 017): a Host that is
 * missing or not a host name, a target that is not a path on this site, a path whose
 * percent-encoding is broken, and control characters anywhere in the path or query are all 400s
 * in the addressed endpoint's shape. An absolute-form target naming this host (`GET http://host/shop/`)
 * is read as its path, as HTTP/1.1 asks of servers.
 */
const HOST_HEADER =
  /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)(?::\d{1,5})?$/;

/** Methods a page answers; anything else is refused before React Router (which would log it as an error). */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

export const REQUEST_LINE_MESSAGES = {
  host: "The request has no valid Host header.",
  target: "The request target is not a path on this site.",
  encoding: "The address is not correctly encoded.",
  controlCharacters: "The address contains characters that are not allowed.",
} as const;

export type RequestLineVerdict = { ok: true; path: string } | { ok: false; message: string };

export interface RequestLine {
  target: string;
  host: string | undefined;
  /** X-Forwarded-Host and -Proto, which a trusted proxy's requests turn into the page's address. */
  forwardedHost?: string | undefined;
  forwardedProto?: string | undefined;
}

const firstListItem = (value: string) => value.split(",")[0]?.trim() ?? "";

/** The request's path and query in origin-form, or why it is refused. Pure, for unit tests. */
export function checkRequestLine({
  target,
  host,
  forwardedHost,
  forwardedProto,
}: RequestLine): RequestLineVerdict {
  if (!host || !HOST_HEADER.test(host)) return { ok: false, message: REQUEST_LINE_MESSAGES.host };
  if (forwardedHost !== undefined && !HOST_HEADER.test(firstListItem(forwardedHost)))
    return { ok: false, message: REQUEST_LINE_MESSAGES.host };
  if (forwardedProto !== undefined && !/^https?$/i.test(firstListItem(forwardedProto)))
    return { ok: false, message: REQUEST_LINE_MESSAGES.target };
  let path = target;
  if (!target.startsWith("/")) {
    if (!/^https?:\/\//i.test(target)) return { ok: false, message: REQUEST_LINE_MESSAGES.target };
    let absolute: URL;
    try {
      absolute = new URL(target);
    } catch {
      return { ok: false, message: REQUEST_LINE_MESSAGES.target };
    }
    if (absolute.host.toLowerCase() !== host.toLowerCase())
      return { ok: false, message: REQUEST_LINE_MESSAGES.target };
    path = `${absolute.pathname}${absolute.search}`;
  }
  if (path.startsWith("//")) return { ok: false, message: REQUEST_LINE_MESSAGES.target };
  const queryStart = path.indexOf("?");
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? "" : path.slice(queryStart + 1);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    return { ok: false, message: REQUEST_LINE_MESSAGES.encoding };
  }
  if (hidesControlCharacters(decodedPath))
    return { ok: false, message: REQUEST_LINE_MESSAGES.controlCharacters };
  for (const [name, value] of new URLSearchParams(query))
    if (hidesControlCharacters(name) || hidesControlCharacters(value))
      return { ok: false, message: REQUEST_LINE_MESSAGES.controlCharacters };
  return { ok: true, path };
}

/**
 * Control characters in the text, or in it once more percent-decoded (`%2500` is `%00` after the
 * first decoding): code further on that decodes a path segment again must not find a NUL either.
 */
function hidesControlCharacters(decoded: string): boolean {
  let text = decoded;
  for (let round = 0; round < 3; round++) {
    if (hasControlCharacters(text)) return true;
    if (!text.includes("%")) return false;
    try {
      const again = decodeURIComponent(text);
      if (again === text) return false;
      text = again;
    } catch {
      return false;
    }
  }
  return hasControlCharacters(text);
}

function rewriteTarget(req: Request, path: string): void {
  req.url = path;
  req.originalUrl = path;
}

export const requestGuard: RequestHandler = (req, res, next) => {
  const verdict = checkRequestLine({
    target: req.originalUrl,
    host: req.headers.host,
    forwardedHost: req.get("x-forwarded-host"),
    forwardedProto: req.get("x-forwarded-proto"),
  });
  if (!verdict.ok) {
    sendClientError(req, res, 400, verdict.message);
    return;
  }
  if (verdict.path !== req.originalUrl) rewriteTarget(req, verdict.path);
  next();
};

/** Pages answer GET, HEAD and POST; other methods get a quiet 405 naming those. */
export const pageMethods: RequestHandler = (req, res, next) => {
  if (PAGE_METHODS.has(req.method)) {
    next();
    return;
  }
  res.setHeader("Allow", [...PAGE_METHODS].join(", "));
  sendClientError(req, res, 405, "This address does not accept that method.");
};
