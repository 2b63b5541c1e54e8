import { isRouteErrorResponse } from "react-router";
import type { VitrineLoadContext } from "./load-context.ts";

/**
 * React Router's `handleError` (exported by app/entry.server.tsx): a page's own failure is logged at
 * error level with its stack through the shop's logger; a client's mistake that React Router
 * answers itself (405 for a method a page has no action for, 404, 400) is not an error of the shop
 * and is noted at info level only. Requests the client already abandoned are not reported.
 */
export function reportRouteError(
  error: unknown,
  request: Request,
  context: Partial<VitrineLoadContext> | undefined,
): void {
  if (request.signal.aborted) return;
  const logger = context?.services?.logger;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger?.info({ status: error.status, url: request.url }, `client error: ${error.statusText}`);
    return;
  }
  if (isRefusedCrossSitePost(error, request)) {
    logger?.info({ status: 400, url: request.url }, "client error: cross-site form post refused");
    return;
  }
  if (logger) logger.error({ err: error, url: request.url }, "page error");
  else console.error(error);
}

/**
 * React Router refuses a form post whose Origin is another site (or not a URL) with a 400 of its own
 * and hands us the reason as a plain Error; it is a client's request, not a failure of the shop.
 */
function isRefusedCrossSitePost(error: unknown, request: Request): boolean {
  return (
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    error instanceof Error &&
    /`origin` header|does not match `origin`/.test(error.message)
  );
}
