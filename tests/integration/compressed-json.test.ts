import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/http.ts";

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(origin: string, path: string, body: string, acceptEncoding: string | null): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (acceptEncoding !== null) headers["accept-encoding"] = acceptEncoding;
    const call = request(`${origin}${path}`, { method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on("error", reject);
    call.end(body);
  });
}

describe("JSON replies compressed in one call (issue 18, decision 044)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", {}, { seedDemo: true });
  });
  afterAll(() => server.close());

  const addMug = (acceptEncoding: string | null) =>
    post(server.origin, "/?wc-ajax=add_to_cart", "product_id=127", acceptEncoding);

  it("answers a browser's 3 KB add-to-cart in gzip (cheaper than brotli at that size), a brotli-only client in brotli, else plain, with the same JSON", async () => {
    const plain = await addMug(null);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const expected = JSON.parse(plain.body.toString("utf8"));
    expect(expected.cart.item_count).toBe(1);
    expect(plain.body.byteLength).toBeGreaterThan(1024);

    const browser = await addMug("gzip, deflate, br, zstd");
    expect(browser.headers).toMatchObject({
      "content-encoding": "gzip",
      "content-type": "application/json; charset=utf-8",
      "content-length": String(browser.body.byteLength),
      vary: expect.stringContaining("Accept-Encoding"),
      "cache-control": "no-store",
    });
    // Each call is a new visitor: the same cart, with nonces of its own session in the fragments.
    const sameCart = (reply: { cart: unknown; cart_hash: string; fragments: object }) => ({
      cart: reply.cart,
      cart_hash: reply.cart_hash,
      fragments: Object.keys(reply.fragments),
    });
    expect(sameCart(JSON.parse(gunzipSync(browser.body).toString("utf8")))).toEqual(sameCart(expected));
    expect(browser.body.byteLength).toBeLessThan(plain.body.byteLength / 2);

    const brotliOnly = await addMug("br");
    expect(brotliOnly.headers["content-encoding"]).toBe("br");
    const fromBrotli = JSON.parse(brotliDecompressSync(brotliOnly.body).toString("utf8"));
    expect(sameCart(fromBrotli)).toEqual(sameCart(expected));
  });

  it("leaves short replies and refusals as they are", async () => {
    const refused = await post(server.origin, "/?wc-ajax=add_to_cart", "product_id=abc", "gzip, br");
    expect(refused.status).toBe(400);
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body.toString("utf8"))).toMatchObject({ error: true });
  });
});
