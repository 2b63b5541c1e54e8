import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buffersResponse,
  chunkBuffer,
  pageEncoding,
  wholePageCompression,
} from "./whole-page-compression.server.ts";

describe("which rendered responses are compressed whole (issue 18)", () => {
  const page = {
    statusCode: 200,
    contentType: "text/html; charset=utf-8",
    contentEncoding: undefined,
    cacheControl: "private, no-store",
  };

  it("prefers brotli whenever the client takes it, else gzip, else nothing", () => {
    expect(pageEncoding({ br: true, gzip: true })).toBe("br");
    expect(pageEncoding({ br: false, gzip: true })).toBe("gzip");
    expect(pageEncoding({ br: false, gzip: false })).toBeNull();
  });

  it("takes pages, nothing else (React Router's data replies keep their stream)", () => {
    expect(buffersResponse(page)).toBe(true);
    expect(buffersResponse({ ...page, contentType: "text/x-script" })).toBe(false);
    expect(buffersResponse({ ...page, contentType: "application/json" })).toBe(false);
    expect(buffersResponse({ ...page, contentType: undefined })).toBe(false);
  });

  it("leaves replies without a body, already encoded or marked no-transform alone", () => {
    expect(buffersResponse({ ...page, statusCode: 304 })).toBe(false);
    expect(buffersResponse({ ...page, statusCode: 204 })).toBe(false);
    expect(buffersResponse({ ...page, contentEncoding: "gzip" })).toBe(false);
    expect(buffersResponse({ ...page, contentEncoding: "identity" })).toBe(true);
    expect(buffersResponse({ ...page, cacheControl: "public, no-transform" })).toBe(false);
  });

  it("holds a written chunk's bytes, and refuses what Node's own write refuses", () => {
    expect(chunkBuffer("é", undefined).toString("hex")).toBe("c3a9");
    expect(chunkBuffer("6869", "hex").toString()).toBe("hi");
    expect(chunkBuffer(new Uint8Array([104, 105]).subarray(1), undefined).toString()).toBe("i");
    expect(() => chunkBuffer(42, undefined)).toThrow(TypeError);
    expect(() => chunkBuffer({ length: 2 }, undefined)).toThrow(/string, a Buffer or a Uint8Array/);
  });
});

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe("wholePageCompression over HTTP, behind the general compression middleware (issue 18)", () => {
  let port = 0;
  let close: () => void = () => undefined;
  const html = Array.from(
    { length: 120 },
    (_, index) => `<li class="product">Mug ${index} ${"é".repeat(800)}</li>`,
  );
  const whole = html.join("");
  const callbacks: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(wholePageCompression);
    // As React Router's adapter writes a page: headers first, then many small chunks, then end().
    app.get("/page", (_req, res) => {
      res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
      for (const [index, chunk] of html.entries())
        res.write(Buffer.from(chunk), () => {
          if (index === 0) callbacks.push("first chunk written");
        });
      res.end();
    });
    // A second end() while the first body is being compressed must not end the response early, empty.
    app.get("/ended-twice", (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(whole);
      res.end();
    });
    app.get("/small", (_req, res) => {
      res.type("html").send("<p>Your cart is empty.</p>");
    });
    app.get("/json", (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      for (const chunk of html) res.write(JSON.stringify(chunk));
      res.end();
    });
    app.get("/not-modified", (_req, res) => {
      res.status(304).setHeader("Content-Type", "text/html");
      res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  const request = (path: string, acceptEncoding: string | null, method = "GET") =>
    new Promise<RawReply>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders =
        acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
      http
        .request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject)
        .end();
    });

  it("sends a page written in chunks as one brotli body with its length, to a browser's Accept-Encoding", async () => {
    const reply = await request("/page", "gzip, deflate, br, zstd");
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["content-length"]).toBe(String(reply.body.length));
    expect(reply.headers["transfer-encoding"]).toBeUndefined();
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(reply.body).toString("utf8")).toBe(whole);
    expect(callbacks).toContain("first chunk written");
  });

  it("gzips it for a client that takes only gzip, and sends it as it is to one that takes neither", async () => {
    const gzipped = await request("/page", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString("utf8")).toBe(whole);
    const plain = await request("/page", null);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(whole);
  });

  it("ends once: a second end() while the body is compressed changes nothing", async () => {
    const reply = await request("/ended-twice", "br");
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(reply.body).toString("utf8")).toBe(whole);
  });

  it("sends a body under 1 KB as it is, with its own length", async () => {
    const reply = await request("/small", "br, gzip");
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.toString("utf8")).toBe("<p>Your cart is empty.</p>");
    expect(reply.headers["content-length"]).toBe(String(reply.body.length));
  });

  it("leaves other replies to the general middleware's stream, and a HEAD or a 304 without a body", async () => {
    const json = await request("/json", "br");
    expect(json.headers["content-encoding"]).toBe("br");
    expect(json.headers["transfer-encoding"]).toBe("chunked");
    expect(brotliDecompressSync(json.body).toString("utf8")).toBe(
      html.map((chunk) => JSON.stringify(chunk)).join(""),
    );
    const head = await request("/page", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await request("/not-modified", "br");
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });
});
