import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressedJsonReplies, jsonReplyEncoding } from "./compressed-json.server.ts";

describe("which encoding a compatible endpoint's JSON reply gets (issue 18)", () => {
  const both = { br: true, gzip: true };

  it("leaves replies under 1 KB and over 64 KB to go as they are (or to the general compression)", () => {
    expect(jsonReplyEncoding(1023, both)).toBeNull();
    expect(jsonReplyEncoding(64 * 1024 + 1, both)).toBeNull();
  });

  it("gzips a small reply even for a client that takes brotli: cheaper for the same bytes", () => {
    expect(jsonReplyEncoding(3_000, both)).toBe("gzip");
    expect(jsonReplyEncoding(3_000, { br: true, gzip: false })).toBe("br");
  });

  it("uses brotli for a larger reply when it is taken, else gzip, else nothing", () => {
    expect(jsonReplyEncoding(20_000, both)).toBe("br");
    expect(jsonReplyEncoding(20_000, { br: false, gzip: true })).toBe("gzip");
    expect(jsonReplyEncoding(20_000, { br: false, gzip: false })).toBeNull();
  });
});

describe("compressedJsonReplies over HTTP (issue 18)", () => {
  let origin = "";
  let close: () => void = () => undefined;
  const payload = (size: number) => ({ fragments: { "div.cart": "<li>mug</li>".repeat(size / 12) } });

  beforeAll(async () => {
    const app = express();
    app.use(compressedJsonReplies);
    app.get("/reply/:size", (req, res) => {
      res.json(payload(Number(req.params.size)));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  async function fetchRaw(path: string, acceptEncoding: string) {
    // Node's fetch decodes bodies itself; the raw bytes show what was sent.
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  }

  it("sends a 3 KB reply gzipped to a browser, with its length and Vary, and it reads back whole", async () => {
    const { headers, body } = await fetchRaw("/reply/3000", "gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(headers["content-length"])).toBe(body.byteLength);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(payload(3000));
  });

  it("sends a 30 KB reply in brotli to a browser", async () => {
    const { headers, body } = await fetchRaw("/reply/30000", "gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(payload(30000));
  });

  it("sends a small reply as it is", async () => {
    const { headers, body } = await fetchRaw("/reply/120", "gzip, br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(body.toString())).toEqual(payload(120));
  });
});
