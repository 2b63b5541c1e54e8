import type { Request, Response } from "express";

/**
 * Who is asking decides how a refusal looks (decision 017): WooCommerce's scripts read wc-ajax JSON,
 * WordPress clients read admin-ajax's `0` and REST's `{code, message, data: {status}}`, and people
 * read a sentence. A request refused before it reaches its endpoint is answered in that endpoint's shape.
 */
export type EndpointFamily = "wc-ajax" | "admin-ajax" | "rest" | "page";

export function endpointFamily(req: Request): EndpointFamily {
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

/** Answers a client error (4xx) in the shape the addressed endpoint's clients expect. */
export function sendClientError(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  switch (endpointFamily(req)) {
    case "wc-ajax":
      res.status(status).json({ success: false, data: { message } });
      return;
    case "admin-ajax":
      // WordPress answers a request it cannot act on with "0" (its clients test for that).
      res.status(status).type("text/html").send("0");
      return;
    case "rest":
      res
        .status(status)
        .json({ code: REST_CODES[status] ?? "rest_invalid_request", message, data: { status } });
      return;
    case "page":
      res.status(status).type("text/plain").send(message);
  }
}
