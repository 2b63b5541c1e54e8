import type { IncomingMessage, ServerResponse } from "node:http";
import accepts from "accepts";
import { sendJsonReply } from "./compressed-json.server.ts";
import { sendTextReply } from "./input/client-errors.server.ts";

/** What a visitor is told when the shop failed on its side. */
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * Answers 500 for a failure the shop did not expect, on Node's own objects (the pipeline's error handler and a
 * call answered before Express share it): JSON in the compatible endpoints' failure shape for a client that
 * prefers JSON over HTML, else the sentence as text. Never stored. A response already under way is cut short.
 */
export function sendServerError(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  if (accepts(req).type(["html", "json"]) === "json")
    sendJsonReply(req, res, 500, { success: false, data: { message: SERVER_ERROR_MESSAGE } });
  else sendTextReply(res, 500, "text/plain", SERVER_ERROR_MESSAGE);
}
