import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../server/db/schema.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { startTestServer, type TestServer } from "../support/http.ts";

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><title>t</title></svg>',
);

describe.each(testDatabaseKinds)("HTTP pipeline on %s", (kind) => {
  let server: TestServer;
  let mediaId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [row] = await server.services.db
      .insert(media)
      .values({
        filename: "dot.svg",
        mimeType: "image/svg+xml",
        width: 10,
        height: 20,
        byteSize: SVG.length,
        sha256: "abc123",
        data: SVG,
        source: "test",
      })
      .returning({ id: media.id });
    mediaId = row?.id ?? 0;
  });
  afterAll(() => server.close());

  it("answers /healthz with the database kind", async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: kind });
  });

  it("sends security headers with a fresh CSP nonce per response", async () => {
    const first = await fetch(`${server.origin}/wp-json/nothing`);
    const second = await fetch(`${server.origin}/wp-json/nothing`);
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves stored media with its type, an immutable cache policy and conditional requests", async () => {
    const response = await fetch(`${server.origin}/media/${mediaId}/dot.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(SVG)).toBe(true);
    const again = await fetch(`${server.origin}/media/${mediaId}/dot.svg`, {
      headers: { "if-none-match": response.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.origin}/media/99999/x.svg`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/abc/x.svg`)).status).toBe(404);
  });

  it("answers an unknown wc-ajax endpoint with a 400 JSON error", async () => {
    const response = await fetch(`${server.origin}/?wc-ajax=no_such_endpoint`, { method: "POST" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      data: { message: 'Unknown wc-ajax endpoint "no_such_endpoint".' },
    });
    const malformed = await fetch(`${server.origin}/shop?wc-ajax=%3Cscript%3E`, { method: "POST" });
    expect(malformed.status).toBe(400);
  });

  it("answers an unknown or missing admin-ajax action as WordPress does: 400 and 0", async () => {
    for (const body of ["action=no_such_action", "", "action[]=x"]) {
      const response = await fetch(`${server.origin}/wp-admin/admin-ajax.php`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("0");
    }
  });

  it("answers an unknown REST route with WordPress's 404 shape", async () => {
    const response = await fetch(`${server.origin}/wp-json/wc/store/v1/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "rest_no_route", data: { status: 404 } });
  });

  it("rejects a malformed JSON body with a 4xx, never a 500", async () => {
    const response = await fetch(`${server.origin}/wp-json/anything`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });
});

describe("the test database helper", () => {
  it("gives each caller its own empty database", async () => {
    const a = await createTestDatabase(testDatabaseKinds.at(-1) ?? "pglite");
    const b = await createTestDatabase(testDatabaseKinds.at(-1) ?? "pglite");
    await a.db.insert(media).values({
      filename: "a.svg",
      mimeType: "image/svg+xml",
      width: 1,
      height: 1,
      byteSize: 1,
      sha256: "a",
      data: Buffer.from("a"),
      source: "t",
    });
    expect(await b.db.select().from(media)).toEqual([]);
    await a.close();
    await b.close();
  });
});
