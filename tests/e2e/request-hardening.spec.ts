import net from "node:net";
import { placeOrder } from "../support/place-order.ts";
import { expect, test } from "./fixtures.ts";
import { E2E_PORT } from "./support.ts";

/**
 * Issue 9's findings on the pages themselves (React Router routes in the production build), over
 * plain HTTP: every reproduction answers a 4xx or a same-site redirect, and the shop keeps serving.
 * The compat endpoints are covered by tests/integration/hardening.test.ts, everything at random by
 * `npm run fuzz`.
 */
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const PRODUCT = "/product/speckled-stoneware-mug/";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";

function raw(request: string): Promise<string> {
  return new Promise((resolve) => {
    let reply = "";
    const socket = net.connect(E2E_PORT, "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk) => {
      reply += String(chunk);
    });
    socket.on("close", () => resolve(reply));
    socket.on("error", () => resolve(reply));
  });
}

const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": contentType, "user-agent": BROWSER, ...headers },
    body,
    redirect: "manual",
  });

async function healthy() {
  expect((await fetch(`${ORIGIN}/healthz`)).status).toBe(200);
}

test.describe("request hardening on the pages (issue 9)", () => {
  test("finding 4: a POST that is not a form answers 415/413/400 with the error page, never a 500", async () => {
    const json = await post("/my-account/", '{"username":"x"}', "application/json");
    expect(json.status).toBe(415);
    const page = await json.text();
    expect(page).toContain("Request not accepted");
    expect(page).toContain("This address does not accept that kind of content.");
    expect((await post(PRODUCT, "add-to-cart=127", "text/plain")).status).toBe(415);
    const broken = await post(
      "/cart/",
      '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      "multipart/form-data; boundary=X",
    );
    expect(broken.status).toBe(400);
    const huge = await post(
      "/checkout/",
      `a=${"x".repeat(5 * 1024 * 1024)}`,
      "application/x-www-form-urlencoded",
    );
    expect(huge.status).toBe(413);
    expect((await post("/my-account/edit-account/", "x", "application/json")).status).toBe(415);
    const file = await post(
      "/my-account/",
      '--X\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nx\r\n--X--\r\n',
      "multipart/form-data; boundary=X",
    );
    expect(file.status).toBe(400);
    await healthy();
  });

  test("finding 2: ids of 2^31 or more in the product form, grouped quantities, order-received and add-to-cart links are not a 500", async () => {
    const form = await post(
      PRODUCT,
      "add-to-cart=2147483648&quantity=1",
      "application/x-www-form-urlencoded",
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(PRODUCT);
    const grouped = await post(
      "/product/tea-time-set/",
      "add-to-cart=192&quantity%5B2147483648%5D=1",
      "application/x-www-form-urlencoded",
    );
    expect(grouped.status).toBe(303);
    expect((await fetch(`${ORIGIN}/checkout/order-received/2147483648/?key=x`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/checkout/order-received/99999999999999/?key=x`)).status).toBe(404);
    const link = await fetch(`${ORIGIN}/shop/?add-to-cart=2147483648`, {
      headers: { "user-agent": BROWSER },
      redirect: "manual",
    });
    expect(link.status).toBe(303);
  });

  test("finding 3: NUL in page addresses and posted fields is a 400", async () => {
    for (const path of [
      "/product/a%00b/",
      "/product-category/a%00b/",
      "/product-tag/a%00b/",
      "/product-tag/%2500/",
    ])
      expect((await fetch(`${ORIGIN}${path}`)).status, path).toBe(400);
    expect(
      (
        await post(
          "/product/speckled-stoneware-mug%00/",
          "add-to-cart=127",
          "application/x-www-form-urlencoded",
        )
      ).status,
    ).toBe(400);
    for (const [path, body] of [
      ["/my-account/", "username=a%00b&password=x&login=1"],
      ["/my-account/lost-password/", "user_login=a%00b"],
      ["/cart/", "coupon_code=A%00&apply_coupon=1"],
      ["/cart/", "calc_shipping=1&calc_shipping_postcode=7%00"],
      ["/checkout/", "billing_first_name=A%00"],
      ["/preferences/", "preference=color_palette&palette=switched&return_to=%2F%00"],
    ] as const) {
      const reply = await post(path, body, "application/x-www-form-urlencoded");
      expect(reply.status, `${path} ${body}`).toBe(400);
    }
    await healthy();
  });

  test("finding 5: an empty Host and an absolute-form target for another host are 400s", async () => {
    expect(await raw("GET /shop/ HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 400/);
    expect(
      await raw(
        `GET http://evil.example/shop/ HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\nConnection: close\r\n\r\n`,
      ),
    ).toMatch(/^HTTP\/1\.1 400/);
    const here = await raw(
      `GET http://127.0.0.1:${E2E_PORT}/shop/ HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\nConnection: close\r\n\r\n`,
    );
    expect(here).toMatch(/^HTTP\/1\.1 200/);
    expect((await fetch(`${ORIGIN}/shop/`, { method: "DELETE" })).status).toBe(405);
    expect((await post("/shop/", "a=1", "application/x-www-form-urlencoded")).status).toBe(405);
    await healthy();
  });

  test("finding 6: the preferences form returns only to a path on this site", async () => {
    for (const attack of [
      "/.//evil.example/",
      "/..//evil.example/",
      "/%2e//evil.example/",
      "/x/..//evil.example/",
    ]) {
      const reply = await post(
        "/preferences/",
        new URLSearchParams({
          preference: "color_palette",
          palette: "switched",
          return_to: attack,
        }).toString(),
        "application/x-www-form-urlencoded",
      );
      expect(reply.status, attack).toBe(303);
      expect(reply.headers.get("location"), attack).toBe("/");
    }
    const fine = await post(
      "/preferences/",
      "preference=color_palette&palette=default&return_to=%2Fshop%2F",
      "application/x-www-form-urlencoded",
    );
    expect(fine.headers.get("location")).toBe("/shop/");
  });

  test("finding 7: personal pages are private and never stored; catalogue pages are not marked so", async () => {
    const order = await placeOrder(ORIGIN, { productId: 127, shopper: 7 });
    expect(order).not.toBeNull();
    const cart = await fetch(`${ORIGIN}/?wc-ajax=add_to_cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER },
      body: "product_id=127",
    });
    const cookie = cart.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    for (const path of [
      "/cart/",
      "/checkout/",
      "/my-account/",
      "/my-account/lost-password/",
      order?.receivedPath ?? "",
    ]) {
      const reply = await fetch(`${ORIGIN}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect((await fetch(`${ORIGIN}/shop/`)).headers.get("cache-control")).not.toBe("private, no-store");
  });

  test("security headers on pages and on built assets; HSTS only over HTTPS", async () => {
    const home = await fetch(`${ORIGIN}/`);
    expect(home.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)",
    );
    expect(home.headers.get("strict-transport-security")).toBeNull();
    const stylesheet = (await home.text()).match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const asset = await fetch(`${ORIGIN}${stylesheet}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("permissions-policy")).toBe(home.headers.get("permissions-policy"));
    expect(asset.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const secure = await fetch(`${ORIGIN}${stylesheet}`, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});
