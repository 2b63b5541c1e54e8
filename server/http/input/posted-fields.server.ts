import { data } from "react-router";
import type { BodyOutcome } from "./request-body.server.ts";

/**
 * The fields of a form posted to a page, as the body layer read them before React Router (decision
 * 017). A body it refused becomes a 4xx page through the route's error boundary.
 */
export function postedFields(context: { postedBody: BodyOutcome }): Record<string, unknown> {
  const body = context.postedBody;
  if (!body.ok) throw data(body.message, { status: body.status });
  return body.fields;
}
