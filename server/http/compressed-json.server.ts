import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import {
  type AcceptedEncodings,
  acceptedEncodings,
  brotliTextOptions,
  COMPRESS_FROM_BYTES,
  type Encoding,
  GZIP_OPTIONS,
} from "./encodings.ts";

/** Larger ones keep the streaming compression (one-shot work on the event loop stays well under a millisecond). */
const MAX_BYTES = 64 * 1024;
/**
 * Below this, gzip even for a client that takes brotli. Measured on Node 20: a 3 KB add-to-cart reply took
 * 38 µs in gzip and 71 µs in brotli, which saved 33 bytes of 1,200; a 16 KB loop refresh 121 and 143 µs (77
 * bytes saved); 40 KB 186 and 157 µs, brotli 16 % smaller.
 */
const BROTLI_FROM_BYTES = 16 * 1024;

/** The encoding a reply of this many bytes is compressed with, or null when it goes as it is. */
export function jsonReplyEncoding(bytes: number, accepts: AcceptedEncodings): Encoding | null {
  if (bytes < COMPRESS_FROM_BYTES || bytes > MAX_BYTES) return null;
  if (accepts.gzip && (bytes < BROTLI_FROM_BYTES || !accepts.br)) return "gzip";
  return accepts.br ? "br" : null;
}

/**
 * The compatible endpoints' JSON replies compressed in one call instead of through a compression stream
 * (decision 044). A stream costs about 110 µs to set up and run for a 3 KB reply against 20–30 µs for one
 * call, and with Express's wrapper it was a quarter of a list add-to-cart's CPU. Between 1 and 64 KB the reply
 * is compressed here (`jsonReplyEncoding`); other sizes and encodings go on to the general compression
 * middleware, which leaves a reply that already has a Content-Encoding alone.
 */
export const compressedJsonReplies: RequestHandler = (req, res, next) => {
  res.json = (body: unknown) => {
    const text = JSON.stringify(body);
    if (!res.getHeader("Content-Type")) res.setHeader("Content-Type", JSON_TYPE);
    if (!sendCompressedJson(req, res, text)) res.send(text);
    return res;
  };
  next();
};

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Ends the response with `text` compressed in one call when its size and the request's encodings call for it
 * (`jsonReplyEncoding`); false, with nothing sent, when it is to go as it is.
 */
function sendCompressedJson(req: IncomingMessage, res: ServerResponse, text: string): boolean {
  if (res.getHeader("Content-Encoding") !== undefined) return false;
  const bytes = Buffer.byteLength(text);
  const encoding = jsonReplyEncoding(bytes, acceptedEncodings(req));
  if (!encoding) return false;
  const compressed =
    encoding === "br" ? brotliCompressSync(text, brotliTextOptions(bytes)) : gzipSync(text, GZIP_OPTIONS);
  varyByEncoding(res);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", compressed.byteLength);
  res.end(compressed);
  return true;
}

/** `Vary: Accept-Encoding` added to whatever the response varies by already (as Express's `res.vary`). */
function varyByEncoding(res: ServerResponse): void {
  const vary = res.getHeader("Vary");
  if (vary === undefined) res.setHeader("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary)))
    res.setHeader("Vary", `${String(vary)}, Accept-Encoding`);
}

/**
 * A JSON reply on Node's own objects, for a call answered before Express (decision 054): the same bytes and
 * encodings as `res.json` behind `compressedJsonReplies`, without Express's weak ETag (a `no-store` reply to a
 * POST is never revalidated).
 */
export function sendJsonReply(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", JSON_TYPE);
  if (sendCompressedJson(req, res, text)) return;
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
