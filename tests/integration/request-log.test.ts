import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieClient, form, startTestServer, type TestServer } from "../support/http.ts";

describe("request log (issue 18, security)", () => {
  const lines: Record<string, unknown>[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    server = await startTestServer("pglite", {}, { seedDemo: true, logger: pino({ level: "info" }, stream) });
  });
  afterAll(() => server.close());

  it("logs each request's method, address and status, never its cookies or the session it sets", async () => {
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: "127" }));
    await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" });
    const token = client.cookies.get("wp_woocommerce_session_vitrine");
    expect(token).toMatch(/^[\w-]{20,}$/);

    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed.map((line) => (line.req as { url: string }).url)).toEqual([
      "/?wc-ajax=add_to_cart",
      "/?wc-ajax=get_refreshed_fragments",
    ]);
    expect(completed[0]).toMatchObject({
      req: { method: "POST", id: expect.any(String) },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    const written = JSON.stringify(lines);
    expect(written).not.toContain(String(token));
    expect(written).not.toMatch(/cookie/i);
  });
});
