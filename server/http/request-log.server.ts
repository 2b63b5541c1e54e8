import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * What the request log keeps of a request and its answer. Not the headers: the request's cookies and the
 * answer's Set-Cookie carry session tokens, which would let anyone reading the logs act as the shopper (and
 * serialising every header was a noticeable share of a cart call's CPU).
 */
export const requestLogSerializers = {
  req(req: IncomingMessage & { id?: unknown }) {
    return { id: req.id, method: req.method, url: req.url, remoteAddress: req.socket?.remoteAddress };
  },
  res(res: ServerResponse) {
    const cache = res.getHeader("X-Vitrine-Cache");
    return cache === undefined ? { statusCode: res.statusCode } : { statusCode: res.statusCode, cache };
  },
};

type LoggedRequest = IncomingMessage & { id?: string };

/**
 * Logs each answered request once it has gone (`request completed`, or `request aborted` when the client
 * left first) at info, a 5xx at error, with the fields above and the time taken; `/healthz` is not logged.
 * Every response carries its id in `X-Request-Id`. Nothing is built for a level the logger leaves out:
 * pino-http's child logger per request was about a twentieth of a list add-to-cart's allocations.
 */
export function requestLog(logger: Logger): RequestHandler {
  const log = logRequest(logger);
  return (req, res, next) => {
    log(req, res);
    next();
  };
}

/** The same log on Node's own request and response, for pages answered before Express (decision 048). */
export function logRequest(logger: Logger): (req: LoggedRequest, res: ServerResponse) => void {
  return (req, res) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (req.url === "/healthz") return;
    const started = performance.now();
    res.once("close", () => {
      const level = res.statusCode >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: requestLogSerializers.req(req),
          res: requestLogSerializers.res(res),
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? "request completed" : "request aborted",
      );
    });
  };
}
