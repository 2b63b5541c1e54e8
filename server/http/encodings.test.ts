import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { acceptedEncodings, BROTLI_QUALITY, brotliTextOptions, GZIP_OPTIONS } from "./encodings.ts";

/** Express's own request object, for negotiator's reading of the header. */
function requestWith(acceptEncoding: string | undefined) {
  const app = express();
  const request = Object.create(app.request) as express.Request;
  Object.assign(request, {
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
  return request;
}

describe("the encodings Vitrine compresses its own replies with (issue 18)", () => {
  it("reads which of brotli and gzip a request takes", () => {
    expect(acceptedEncodings(requestWith("gzip, deflate, br, zstd"))).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings(requestWith("gzip"))).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings(requestWith("br;q=0, gzip"))).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings(requestWith("*"))).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings(requestWith("identity"))).toEqual({ br: false, gzip: false });
  });

  it("compresses text at brotli quality 4 and gzip level 6, as the general middleware does", () => {
    const options = brotliTextOptions(2048);
    expect(options.params[constants.BROTLI_PARAM_QUALITY]).toBe(BROTLI_QUALITY);
    expect(BROTLI_QUALITY).toBe(4);
    expect(GZIP_OPTIONS.level).toBe(6);
    const text = "<p>Stoneware mug</p>".repeat(100);
    expect(brotliDecompressSync(brotliCompressSync(text, options)).toString()).toBe(text);
  });
});
