import net from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startTestServer, type TestServer } from "../support/http.ts";

/**
 * Issue 9's findings, each reproduced over real HTTP against the pipeline (pages are covered by the
 * end-to-end request-hardening spec and the fuzz suite, which run against the production build).
 */

/** Sends raw bytes over a socket and resolves with whatever came back before the server closed it. */
function rawRequest(origin: string, bytes: string | Buffer, { endAfterWrite = false } = {}): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    let reply = "";
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    socket.on("error", () => resolve(reply));
    socket.on("close", () => resolve(reply));
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

const statusOf = (reply: string) => Number(reply.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);

describe.each(testDatabaseKinds)("request hardening on %s (issue 9)", (kind) => {
  let server: TestServer;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    server = await startTestServer(kind, {}, { seedDemo: true, logger: pino({ level: "info" }, sink) });
  });
  afterAll(() => server.close());

  const healthy = async () => (await fetch(`${server.origin}/healthz`)).status;
  const post = (path: string, body: string, contentType: string) =>
    fetch(`${server.origin}${path}`, { method: "POST", headers: { "content-type": contentType }, body });

  it("finding 1: an unterminated multipart body with a file part answers 400 once and the server keeps serving", async () => {
    const body = '--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n';
    for (const path of ["/wp-admin/admin-ajax.php", "/?wc-ajax=add_to_cart"]) {
      const reply = await post(path, body, "multipart/form-data; boundary=X");
      expect(reply.status, path).toBe(400);
      await reply.text();
      expect(await healthy()).toBe(200);
    }
    // Over a raw socket as in the report, with and without the client closing its side.
    for (const endAfterWrite of [false, true]) {
      const reply = await rawRequest(
        server.origin,
        `POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        { endAfterWrite },
      );
      expect(statusOf(reply)).toBe(400);
      expect(reply.match(/HTTP\/1\.1/g)).toHaveLength(1);
    }
    expect(await healthy()).toBe(200);
  });

  it("finding 1: a complete file part, too many fields and unterminated bodies are client errors", async () => {
    const file =
      '--X\r\nContent-Disposition: form-data; name="action"\r\n\r\nastra_add_cart_single_product\r\n' +
      '--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--X--\r\n';
    const fileReply = await post("/wp-admin/admin-ajax.php", file, "multipart/form-data; boundary=X");
    expect(fileReply.status).toBe(400);
    expect(await fileReply.text()).toBe("0");
    const many = Array.from(
      { length: 600 },
      (_, index) => `--X\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\n1\r\n`,
    ).join("");
    const manyReply = await post(
      "/?wc-ajax=add_to_cart",
      `${many}--X--\r\n`,
      "multipart/form-data; boundary=X",
    );
    expect(manyReply.status).toBe(413);
    expect(await manyReply.json()).toEqual({
      success: false,
      data: { message: "The form has too many fields." },
    });
    const noBoundary = await post("/?wc-ajax=add_to_cart", "x", "multipart/form-data");
    expect(noBoundary.status).toBe(400);
    const urlencoded = await post(
      "/?wc-ajax=add_to_cart",
      Array.from({ length: 600 }, (_, index) => `f${index}=1`).join("&"),
      "application/x-www-form-urlencoded",
    );
    expect(urlencoded.status).toBe(413);
    // A body that stops before its declared length, then the client goes away.
    const cut = await rawRequest(
      server.origin,
      "POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nproduct_id=1",
      { endAfterWrite: true },
    );
    expect([0, 400]).toContain(statusOf(cut));
    expect(await healthy()).toBe(200);
  });

  it("answers wrong content types, charsets, broken JSON and oversized bodies in each endpoint's shape", async () => {
    const wrongType = await post("/wp-admin/admin-ajax.php", "action=x", "text/plain");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe("0");
    const charset = await post(
      "/?wc-ajax=add_to_cart",
      "product_id=127",
      "application/x-www-form-urlencoded; charset=latin1",
    );
    expect(charset.status).toBe(415);
    expect(await charset.json()).toEqual({
      success: false,
      data: { message: "Only UTF-8 text is accepted." },
    });
    const brokenJson = await post("/?wc-ajax=add_to_cart", "{", "application/json");
    expect(brokenJson.status).toBe(400);
    const arrayJson = await post("/?wc-ajax=add_to_cart", "[1,2]", "application/json");
    expect(arrayJson.status).toBe(400);
    const huge = await post(
      "/?wc-ajax=checkout",
      `a=${"x".repeat(5 * 1024 * 1024)}`,
      "application/x-www-form-urlencoded",
    );
    expect(huge.status).toBe(413);
    const rest = await post("/wp-json/wp/v2/users/me", "{nope", "application/json");
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: "rest_invalid_request", data: { status: 400 } });
    const restType = await post("/wp-json/wp/v2/users/me", "x", "multipart/form-data; boundary=X");
    expect(restType.status).toBe(415);
    expect(await healthy()).toBe(200);
  });

  it("finding 2: ids of 2^31 or more are client errors, never a database error", async () => {
    const client = cookieClient(server.origin);
    const overflowing: Record<string, string>[] = [
      { product_id: "2147483648" },
      { product_id: "99999999999999999999" },
      { product_id: "127", variation_id: "2147483648" },
    ];
    for (const fields of overflowing) {
      const reply = await client("/?wc-ajax=add_to_cart", form(fields));
      expect(reply.status, JSON.stringify(fields)).toBe(400);
    }
    const largestId = await client("/?wc-ajax=add_to_cart", form({ product_id: "2147483647" }));
    expect(largestId.status).toBe(200);
    expect(await largestId.json()).toMatchObject({ error: true });
    const forms: Record<string, string>[] = [
      { "add-to-cart": "2147483648" },
      { "add-to-cart": "192", "quantity[2147483648]": "1" },
      { "add-to-cart": "116", variation_id: "2147483648" },
    ];
    for (const fields of forms) {
      const reply = await client(
        "/wp-admin/admin-ajax.php",
        form({ action: "astra_add_cart_single_product", ...fields }),
      );
      expect(reply.status, JSON.stringify(fields)).toBe(400);
    }
    const link = await client("/shop/?add-to-cart=2147483648");
    expect(link.status).toBe(303);
    expect(link.headers.get("location")).toBe("/shop/");
    expect((await fetch(`${server.origin}/media/2147483648/x.png`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/2147483647/x.png`)).status).toBe(404);
  });

  it("finding 3: NUL and other control characters are 400s in the endpoint's failure shape", async () => {
    const page = await fetch(`${server.origin}/product/a%00b/`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe("The address contains characters that are not allowed.");
    for (const path of ["/product-category/a%00b/", "/product-tag/x%01/", "/?s=a%00b"])
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(400);
    const client = cookieClient(server.origin);
    const coupon = await client("/?wc-ajax=apply_coupon", form({ security: "x", coupon_code: "A\u0000B" }));
    expect(coupon.status).toBe(400);
    expect(await coupon.json()).toEqual({
      success: false,
      data: { message: "The form contains characters that are not allowed." },
    });
    const checkout = await client("/?wc-ajax=checkout", form({ billing_first_name: "Ann\u0000" }));
    expect(checkout.status).toBe(400);
    const ajax = await client(
      "/wp-admin/admin-ajax.php",
      form({ action: "astra_woo_check_user_exist", user_name_email: "a\u0000@b.c" }),
    );
    expect(ajax.status).toBe(400);
    expect(await ajax.text()).toBe("0");
    const inName = await client("/?wc-ajax=add_to_cart", form({ "product_id\u0001": "127" }));
    expect(inName.status).toBe(400);
    const json = await post(
      "/wp-json/wp/v2/users/me",
      '{"woocommerce_meta":{"x":"\\u0000"}}',
      "application/json",
    );
    expect(json.status).toBe(400);
    const query = await fetch(`${server.origin}/?wc-ajax=get_refreshed_fragments&x=%00`, { method: "POST" });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ success: false });
    // A cookie holding a control character is ignored, not fed to the database.
    const cookie = await fetch(`${server.origin}/?wc-ajax=get_refreshed_fragments`, {
      method: "POST",
      headers: { cookie: "wp_woocommerce_session_vitrine=%00abc; woocommerce_cart_hash=%01" },
    });
    expect(cookie.status).toBe(200);
  });

  it("finding 5: a request line or Host that cannot make an address is a 400; this host's absolute form is read", async () => {
    const noHost = await rawRequest(server.origin, "GET /shop/ HTTP/1.0\r\n\r\n");
    expect(statusOf(noHost)).toBe(400);
    const emptyHost = await rawRequest(server.origin, "GET /shop/ HTTP/1.0\r\nHost: \r\n\r\n");
    expect(statusOf(emptyHost)).toBe(400);
    const elsewhere = await rawRequest(
      server.origin,
      "GET http://evil.example/shop/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(elsewhere)).toBe(400);
    const { host } = new URL(server.origin);
    const here = await rawRequest(
      server.origin,
      `POST http://${host}/?wc-ajax=get_refreshed_fragments HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(here)).toBe(200);
    expect(here).toContain('"cart_hash"');
    const badEncoding = await fetch(`${server.origin}/product/%E0%A4%A/`);
    expect(badEncoding.status).toBe(400);
    const forwarded = await fetch(`${server.origin}/shop/`, { headers: { "x-forwarded-host": "a b/c" } });
    expect(forwarded.status).toBe(400);
    const put = await fetch(`${server.origin}/shop/`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("finding 6: cart links go back only to a path on this site", async () => {
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: "127" }));
    const removal = await client("/cart/?remove_item=0123456789abcdef0123456789abcdef&_wpnonce=x", {
      headers: { referer: `${server.origin}/.//evil.example/` },
    });
    expect(removal.status).toBe(303);
    expect(removal.headers.get("location")).toBe("/cart/");
    // Sent as written (fetch would resolve the dot segment itself).
    for (const target of ["/.//evil.example/?add-to-cart=1", "/%2e//evil.example/?add-to-cart=1"]) {
      const reply = await rawRequest(
        server.origin,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: Mozilla/5.0 Chrome/156.0\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(reply), target).toBe(303);
      expect(reply, target).toMatch(/\r\nlocation: \/\r\n/i);
    }
    const doubled = await rawRequest(
      server.origin,
      "GET //evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(doubled)).toBe(400);
  });

  it("sends HSTS only for HTTPS requests, and the Permissions-Policy always", async () => {
    const plain = await fetch(`${server.origin}/wp-json/nothing`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)",
    );
    // Through a TLS-terminating proxy on this machine (trusted: loopback).
    const secure = await fetch(`${server.origin}/wp-json/nothing`, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("finding 9: none of these client errors was logged at error level", () => {
    const clientErrors = logLines.filter((line) => line.level >= 50);
    expect(clientErrors.map((line) => line.msg)).toEqual([]);
    expect(logLines.length).toBeGreaterThan(20);
  });
});
