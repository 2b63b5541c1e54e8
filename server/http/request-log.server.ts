import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What the request log keeps of a request and its answer. Not the headers: the request's cookies and the
 * answer's Set-Cookie carry session tokens, which would let anyone reading the logs act as the shopper (and
 * serialising every header was a noticeable share of a cart call's CPU). The raw objects are passed in
 * (pino-http's `wrapSerializers: false`), so nothing else is built per request.
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
