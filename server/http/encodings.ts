import type { IncomingMessage } from "node:http";
import { constants } from "node:zlib";
import accepts from "accepts";

/**
 * The compression settings every reply Vitrine compresses itself shares, and how a request says which encodings
 * it takes. The general `compression` middleware, the whole-page compression (decision 050) and the one-shot JSON
 * replies (decision 044) send the same bytes for the same body. Stored pages use their own, higher settings: they
 * are compressed once and sent many times (decision 040).
 */
export type Encoding = "br" | "gzip";

/** Which of the two encodings a request takes. A `q=0` refuses one; `*` takes both. */
export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

/** Brotli at quality 4: smaller than gzip 6 and, from about 16 KB, no slower (decisions 044 and 050). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/** Smaller bodies go as they are: compressing saves less than a packet (the general middleware's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** Brotli's options for a text body of this many bytes (the size hint saves its buffers' growth). */
export function brotliTextOptions(bytes: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

export const GZIP_OPTIONS = { level: GZIP_LEVEL };

/**
 * The encodings a request accepts, as Express's `req.acceptsEncodings` reads its Accept-Encoding (the same
 * `accepts` package, here on any Node request: an answer made before Express reads it too).
 */
export function acceptedEncodings(request: Pick<IncomingMessage, "headers">): AcceptedEncodings {
  const negotiated = accepts(request as IncomingMessage);
  return {
    br: negotiated.encodings("br") === "br",
    gzip: negotiated.encodings("gzip") === "gzip",
  };
}
