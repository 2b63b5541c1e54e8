import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { addNotice, type Notice } from "./sessions.server.ts";

/**
 * The rule for every loader (a GET) that leaves a notice and redirects: leave it with this.
 *
 * React Router runs the root loader, which takes the session's notices for the page frame, at the same time as
 * the route's loader, and throws the root loader's result away when the route redirects. A notice added plainly
 * can be taken by that discarded root loader and never shown. A notice left here carries the request's id, and
 * the page frame's takeNotices leaves it to any later request: the redirect's target shows it.
 * (Actions need none of this: a POST's action finishes before any loader runs.)
 */
export async function leaveNoticeForRedirect(
  services: Services,
  shopper: Shopper,
  notice: Notice,
): Promise<void> {
  await addNotice(services.db, await shopper.ensureSession(), notice, { afterRequest: shopper.requestId });
}
