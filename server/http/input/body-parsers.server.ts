import type { RequestHandler } from "express";
import { sendClientError } from "./client-errors.server.ts";
import { type BodyKind, type BodyOutcome, readRequestBody } from "./request-body.server.ts";

/** Parses the body of a compat call into `req.body`, or answers the client error in the call's shape. */
export function parseBody(kind: BodyKind): RequestHandler {
  return async (req, res, next) => {
    const outcome = await readRequestBody(req, kind);
    if (!outcome.ok) {
      sendClientError(req, res, outcome.status, outcome.message);
      return;
    }
    req.body = outcome.fields;
    next();
  };
}

const NO_BODY: BodyOutcome = { ok: true, fields: {} };

/**
 * A form posted to a page is read here, before React Router, into `res.locals.postedBody`; the
 * route's action takes it with `postedFields(context)`, which turns a refused body into a 4xx page.
 */
export const readPagePost: RequestHandler = async (req, res, next) => {
  res.locals.postedBody = req.method === "POST" ? await readRequestBody(req, "page-form") : NO_BODY;
  next();
};
