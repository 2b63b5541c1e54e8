import type { ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import {
  type AcceptedEncodings,
  acceptedEncodings,
  brotliTextOptions,
  COMPRESS_FROM_BYTES,
  type Encoding,
  GZIP_OPTIONS,
} from "./encodings.ts";

/**
 * Rendered pages only. React Router's data replies (`text/x-script`) keep the stream: the checkout revalidates
 * its data as its error notices scroll into view, and a reply held back until complete arrived during that
 * scroll and moved its target (an e2e test of S-CONST-05 failed 2 times in 8 with them held back, never without).
 */
const BUFFERED_TYPES = /^text\/html\b/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding a rendered page is sent in, or null when it goes as it is: brotli whenever the client takes it (as
 * the general middleware prefers it; browsers list gzip first), smaller and, for a page, cheaper than gzip.
 */
export function pageEncoding(accepts: AcceptedEncodings): Encoding | null {
  return accepts.br ? "br" : accepts.gzip ? "gzip" : null;
}

/** Whether a finished response is worth compressing here, from its headers as they are at its first write. */
export function buffersResponse(response: {
  statusCode: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  cacheControl: string | undefined;
}): boolean {
  const { statusCode, contentType, contentEncoding, cacheControl } = response;
  if (statusCode < 200 || statusCode === 204 || statusCode === 304) return false;
  if (contentEncoding !== undefined && contentEncoding !== "identity") return false;
  if (cacheControl && /\bno-transform\b/i.test(cacheControl)) return false;
  return contentType !== undefined && BUFFERED_TYPES.test(contentType);
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotli(body, brotliTextOptions(body.length)) : gzipped(body, GZIP_OPTIONS);
}

type WriteCallback = (error?: Error | null) => void;

/** A written chunk's bytes. Like Node's own write, anything but a string or bytes is a programming error. */
export function chunkBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError(`A response chunk must be a string, a Buffer or a Uint8Array, not ${typeof chunk}`);
}

/**
 * A page rendered for one request (cart, checkout, account, a shopper's page that cannot be spliced, a page the
 * cache does not keep) is compressed in one call once it is complete, instead of chunk by chunk through the
 * general compression stream. React writes a page in chunks of about 2 KB: for the 150 KB cart page, brotli over
 * 75 such chunks took 5.7 ms of CPU against 2.2 ms in one call (Node 20), a seventh of the page's whole cost.
 * The one call runs on libuv's thread pool, off the event loop. Pages are rendered whole on the server (every
 * Suspense boundary is complete: entry.server.tsx), so holding the body back delays nothing the visitor could
 * use. The general middleware leaves the reply alone, as it does any reply that already has a
 * Content-Encoding.
 */
export const wholePageCompression: RequestHandler = (req, res, next) => {
  const encoding = req.method === "HEAD" ? null : pageEncoding(acceptedEncodings(req));
  if (!encoding) {
    next();
    return;
  }
  const write = res.write;
  const end = res.end;
  const endWith = end as (this: ServerResponse, chunk: Buffer, callback?: () => void) => ServerResponse;
  let chunks: Buffer[] | null = null;
  let decided = false;
  /** Set once a held-back body is being compressed: a second end() then has nothing left to end. */
  let ending = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    const header = (name: string) => {
      const value = res.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    if (
      !res.headersSent &&
      buffersResponse({
        statusCode: res.statusCode,
        contentType: header("Content-Type"),
        contentEncoding: header("Content-Encoding"),
        cacheControl: header("Cache-Control"),
      })
    )
      chunks = [];
  };

  res.write = function writeWhole(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide();
    // biome-ignore lint/suspicious/noExplicitAny: write's overloads cannot be forwarded with their types.
    if (!chunks) return (write as any).call(this, chunk, ...rest);
    chunks.push(chunkBuffer(chunk, rest[0]));
    const callback = rest.find((value): value is WriteCallback => typeof value === "function");
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function endWhole(this: ServerResponse, ...args: unknown[]) {
    if (ending) return this;
    decide();
    // biome-ignore lint/suspicious/noExplicitAny: end's overloads cannot be forwarded with their types.
    if (!chunks) return (end as any).apply(this, args);
    const parts = chunks;
    chunks = null;
    ending = true;
    const [chunk, chunkEncoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
      parts.push(chunkBuffer(chunk, chunkEncoding));
    const callback = args.find((value): value is () => void => typeof value === "function");
    const body = Buffer.concat(parts);
    const send = (payload: Buffer, contentEncoding: Encoding | null) => {
      if (res.destroyed || res.headersSent) return;
      if (contentEncoding) {
        res.setHeader("Content-Encoding", contentEncoding);
        res.vary("Accept-Encoding");
      }
      res.setHeader("Content-Length", payload.length);
      endWith.call(res, payload, callback);
    };
    if (body.length < COMPRESS_FROM_BYTES) send(body, null);
    else
      compress(body, encoding).then(
        (compressed) => send(compressed, encoding),
        () => send(body, null),
      );
    return res;
  } as typeof res.end;

  next();
};
