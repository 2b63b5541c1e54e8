import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * A body-less request (GET) as the Fetch `Request` React Router takes, addressed as the visitor
 * addressed it (the host header, the protocol seen through trusted proxies). Aborted when the
 * client goes away before the page is sent.
 */
export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  return new Request(url.href, { method: req.method, headers, signal: controller.signal });
}
