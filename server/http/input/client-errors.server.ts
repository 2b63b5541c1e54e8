import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJsonReply } from "../compressed-json.server.ts";

/**
 * Who is asking decides how a refusal looks (decision 017): WooCommerce's scripts read wc-ajax JSON,
 * WordPress clients read admin-ajax's `0` and REST's `{code, message, data: {status}}`, and people
 * read a sentence. A request refused before it reaches its endpoint is answered in that endpoint's shape.
 */
export type EndpointFamily = "wc-ajax" | "admin-ajax" | "rest" | "page";

export function endpointFamily(req: IncomingMessage & { originalUrl?: string }): EndpointFamily {
  const url = req.originalUrl ?? req.url ?? "/";
  const path = url.split("?")[0] ?? "/";
  if (path === "/wp-admin/admin-ajax.php") return "admin-ajax";
  if (path === "/wp-json" || path.startsWith("/wp-json/")) return "rest";
  if (/[?&]wc-ajax=/.test(url)) return "wc-ajax";
  return "page";
}

const REST_CODES: Record<number, string> = {
  400: "rest_invalid_request",
  405: "rest_no_route",
  413: "rest_request_too_large",
  415: "rest_unsupported_media_type",
};

/**
 * Answers a client error (4xx) in the shape the addressed endpoint's clients expect, on Node's own objects:
 * the pipeline and a call answered before Express (decision 054) both refuse through it.
 */
export function sendClientError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  switch (endpointFamily(req)) {
    case "wc-ajax":
      sendJsonReply(req, res, status, { success: false, data: { message } });
      return;
    case "admin-ajax":
      // WordPress answers a request it cannot act on with "0" (its clients test for that).
      sendTextReply(res, status, "text/html", "0");
      return;
    case "rest":
      sendJsonReply(req, res, status, {
        code: REST_CODES[status] ?? "rest_invalid_request",
        message,
        data: { status },
      });
      return;
    case "page":
      sendTextReply(res, status, "text/plain", message);
  }
}

/** A text reply in UTF-8, on Node's own objects. */
export function sendTextReply(res: ServerResponse, status: number, mediaType: string, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", `${mediaType}; charset=utf-8`);
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
