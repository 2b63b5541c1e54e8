import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Settings } from "../settings/settings.ts";
import { isSecureRequest, requestHostname, singleHeader } from "./connection.server.ts";
import { checkRequestLine } from "./input/request-guard.server.ts";
import type { EarlyAnswerHook, PageCache } from "./page-cache/page-cache.server.ts";
import { logRequest } from "./request-log.server.ts";
import { HSTS_VALUE } from "./security.server.ts";
import { trackingCookiesToExpire } from "./tracking-cookies.server.ts";

/**
 * Answers a request on Node's own objects, before Express (decisions 048, 054), or hands it on with `passOn`
 * (at once, or after reading a shopper who must have their page rendered).
 */
export type EarlyHandler = (req: IncomingMessage, res: ServerResponse, passOn: () => void) => void;

export interface EarlyPagesOptions {
  /** Null when the shop runs without a page cache: only `calls` are answered early then. */
  pageCache: PageCache | null;
  /** POST calls answered before Express (decision 054): a new visitor's list add-to-cart. */
  calls?: EarlyHandler;
  logger: Logger;
  tracking: Settings["tracking"];
}

/**
 * Stored pages, and stored pages with a shopper's own parts spliced in, answered before logging, security
 * headers, sessions and routing (decision 048): a stored page carries the headers it was rendered with, so
 * what is left to add is what belongs to this request — HSTS over HTTPS, the expiry of tracking cookies
 * (W-TRACK-01) and, for a shopper's page, the request log and its id (a guest's stored page is not logged). A
 * request the guard would refuse or rewrite goes the long way; one it accepts unchanged, if a POST, goes to
 * `calls` (decision 054). Call it once per request: in the launcher, or first in an app served alone.
 */
export function earlyPages({ pageCache, calls, logger, tracking }: EarlyPagesOptions): EarlyHandler {
  const log = logRequest(logger);
  const beforeSend: EarlyAnswerHook = (req, res, status) => {
    if (status === "spliced") log(req, res);
    if (isSecureRequest(req)) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    const expiries = trackingCookiesToExpire(tracking, req.headers.cookie, requestHostname(req));
    if (expiries.length > 0) res.appendHeader("Set-Cookie", expiries);
  };
  return (req, res, passOn) => {
    const target = req.url ?? "/";
    const verdict = checkRequestLine({
      target,
      host: req.headers.host,
      forwardedHost: singleHeader(req.headers["x-forwarded-host"]),
      forwardedProto: singleHeader(req.headers["x-forwarded-proto"]),
    });
    if (!verdict.ok || verdict.path !== target) return passOn();
    if (req.method === "POST") return calls ? calls(req, res, passOn) : passOn();
    if (!pageCache) return passOn();
    const answered = pageCache.serveEarly(req, res, beforeSend);
    if (answered === true) return;
    if (answered === false) return passOn();
    answered.then(
      (sent) => {
        if (!sent) passOn();
      },
      (error: unknown) => {
        // Before anything was sent, the long way meets the same failure and answers it as the pipeline
        // answers errors; after, the response can only be cut short.
        if (!res.headersSent) return passOn();
        logger.error(
          { err: error, url: req.url },
          "a page answered before the pipeline failed while sending",
        );
        res.destroy();
      },
    );
  };
}
