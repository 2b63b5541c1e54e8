import busboy from "busboy";
import type { RequestHandler } from "express";
import qs from "qs";

const MAX_FIELDS = 200;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Parses `multipart/form-data` form fields (no files) into `req.body` with the
 * same nesting rules as urlencoded bodies (`quantity[12]=1` → `{quantity: {12: "1"}}`).
 * Product forms post this way; a file part or an oversized form is a 400.
 */
export const parseMultipartFields: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return next();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0 },
    });
  } catch {
    res.status(400).json({ error: "The form could not be read." });
    return;
  }
  const pairs = new URLSearchParams();
  let rejected: string | null = null;
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) rejected = `The form field ${name} is too long.`;
    pairs.append(name, value);
  });
  parser.on("file", (_name, stream) => {
    rejected = "Files cannot be sent to this address.";
    stream.resume();
  });
  parser.on("fieldsLimit", () => {
    rejected = "The form has too many fields.";
  });
  parser.on("filesLimit", () => {
    rejected = "Files cannot be sent to this address.";
  });
  parser.on("error", () => {
    if (!res.headersSent) res.status(400).json({ error: "The form could not be read." });
  });
  parser.on("close", () => {
    if (rejected) {
      res.status(400).json({ error: rejected });
      return;
    }
    req.body = qs.parse(pairs.toString(), { depth: 2, parameterLimit: MAX_FIELDS });
    next();
  });
  req.pipe(parser);
};
