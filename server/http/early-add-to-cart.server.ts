import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../services.server.ts";
import { listAddToCart } from "./compat/cart-calls.server.ts";
import { sendJsonReply } from "./compressed-json.server.ts";
import { isSecureRequest, requestHostname } from "./connection.server.ts";
import { isNewVisitorListAdd } from "./early-add-to-cart.ts";
import type { EarlyHandler } from "./early-pages.server.ts";
import { sendClientError } from "./input/client-errors.server.ts";
import { readRequestBody } from "./input/request-body.server.ts";
import { logRequest, requestLogSerializers } from "./request-log.server.ts";
import {
  freshCspNonce,
  type PageSecurityOptions,
  pageHeaderWriter,
  setTransportHeaders,
} from "./security.server.ts";
import { sendServerError } from "./server-error.server.ts";
import { requestShopper } from "./shopper.server.ts";
import { trackingCookiesToExpire } from "./tracking-cookies.server.ts";

/**
 * A new visitor's list add-to-cart (`isNewVisitorListAdd`), answered before Express (decision 054): the most
 * frequent write a shop gets from visitors a page cache serves, and one that needs nothing of the pipeline's
 * routing. The reply is the one the wc-ajax route gives (`listAddToCart`), with what the middleware it skips
 * adds: the request log and its id, the page security headers (HSTS over HTTPS, the Permissions-Policy,
 * Helmet's set), `Cache-Control: no-store`, the expiry of tracking cookies (W-TRACK-01), the body read by the
 * one request-body layer with its limits (a refusal in wc-ajax's failure shape), and a 500 as the error
 * handler answers it.
 */
export function earlyAddToCart(services: Services, security: PageSecurityOptions): EarlyHandler {
  const log = logRequest(services.logger);
  const pageHeaders = pageHeaderWriter(security);
  const tracking = services.settings.tracking;
  return (req, res, passOn) => {
    if (!isNewVisitorListAdd(req.method, req.url, req.headers)) return passOn();
    log(req, res);
    setTransportHeaders(res, isSecureRequest(req));
    pageHeaders(req, res, freshCspNonce());
    res.setHeader("Cache-Control", "no-store");
    const expiries = trackingCookiesToExpire(tracking, req.headers.cookie, requestHostname(req));
    if (expiries.length > 0) res.appendHeader("Set-Cookie", expiries);
    answer(req, res, services).catch((error: unknown) => {
      services.logger.error({ err: error, req: requestLogSerializers.req(req) }, "unhandled error");
      sendServerError(req, res);
    });
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, services: Services): Promise<void> {
  const body = await readRequestBody(req, "call");
  if (!body.ok) {
    sendClientError(req, res, body.status, body.message);
    return;
  }
  const reply = await listAddToCart(body.fields, requestShopper(req, res, services), services);
  sendJsonReply(req, res, reply.status, reply.body);
}
