import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_QUANTITY_NONCE_ACTION } from "../../protocol/cart-nonces.ts";
import { createNonce } from "../../server/security/nonce.ts";
import { readCartLines } from "../../server/shop/cart/cart.server.ts";
import {
  createSession,
  findSessionRecord,
  findSessionRecordWithCartLines,
  SESSION_LIFETIME_MS,
  sessionIdFromToken,
  takeNotices,
} from "../../server/shop/session/sessions.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, multipart, startTestServer, type TestServer } from "../support/http.ts";

// Demo catalogue ids (content/demo/README.md): 127 a simple in-stock product (mug), 116 variable (117 Charcoal on
// sale, 119 Forest out of stock), 141 out of stock, 153 min 6 max 24 step 6, 164 min 2, 166 stock exactly 10,
// 181 sold individually, 192 grouped (children 135, 134, 127), 195 external.
const MINI_CART = "div.widget_shopping_cart_content";
const HEADER_CART = "a.cart-container";

interface CartReply {
  fragments: Record<string, string>;
  cart_hash: string;
  cart: { item_count: number; items: { key: string; product_id: number; quantity: number }[] };
}

describe.each(testDatabaseKinds)("cart calls on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { seedDemo: true });
  });
  afterAll(() => server.close());

  const addToCart = (client: ReturnType<typeof cookieClient>, fields: Record<string, string>) =>
    client("/?wc-ajax=add_to_cart", form(fields));

  it("add_to_cart answers fragments keyed by selector and cart_hash, and sets the cart cookies (S-CALL-01, S-ATC-09, S-ATC-10)", async () => {
    const client = cookieClient(server.origin);
    const response = await addToCart(client, { product_id: "127", quantity: "1", product_sku: "ignored" });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as CartReply;
    expect(Object.keys(reply.fragments).sort()).toEqual(
      [HEADER_CART, MINI_CART, "span.elementor-menu-cart__subtotal", "span.elementor-button-icon-qty"].sort(),
    );
    // Elementor Pro's Menu Cart widget (W-MISC-22) takes its count and subtotal from fragments too.
    expect(reply.fragments["span.elementor-button-icon-qty"]).toMatch(
      /^<span class="elementor-button-icon-qty" data-counter="1">1</,
    );
    expect(reply.fragments["span.elementor-menu-cart__subtotal"]).toContain("€");
    expect(reply.fragments[MINI_CART]).toMatch(
      /^<div class="widget_shopping_cart_content" data-qty-nonce="[0-9a-f]{10}">/,
    );
    expect(reply.fragments[MINI_CART]).toContain('class="woocommerce-mini-cart-item mini_cart_item"');
    expect(reply.fragments[MINI_CART]).toMatch(
      /class="remove remove_from_cart_button"[^>]*data-cart_item_key="[0-9a-f]{32}"/,
    );
    expect(reply.fragments[HEADER_CART]).toContain('<span class="count">1</span>');
    expect(reply.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("wp_woocommerce_session_vitrine="))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect(cookies).toContain("woocommerce_items_in_cart=1; Path=/; SameSite=Lax");
    expect(cookies).toContain(`woocommerce_cart_hash=${reply.cart_hash}; Path=/; SameSite=Lax`);
  });

  it("reads a session with its cart lines in one statement, as the two reads it replaces give them (decision 040)", async () => {
    const client = cookieClient(server.origin);
    await addToCart(client, { product_id: "127", quantity: "2" });
    await addToCart(client, { product_id: "117" });
    const token = client.cookies.get("wp_woocommerce_session_vitrine") ?? "";
    const { db } = server.services;
    const now = server.services.now();
    const id = sessionIdFromToken(token);
    const both = await findSessionRecordWithCartLines(db, id, now);
    expect(both?.record).toEqual(await findSessionRecord(db, id, now));
    expect(both?.lines).toEqual(await readCartLines(db, id));
    expect(both?.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [127, 2],
      [116, 1],
    ]);
    // A session without a cart has no lines; an unknown or expired one is not found.
    const bare = await createSession(db, now);
    expect(await findSessionRecordWithCartLines(db, sessionIdFromToken(bare.token), now)).toEqual({
      record: { id: bare.id, customerId: null, noticesWaiting: false },
      lines: [],
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    expect(await findSessionRecordWithCartLines(db, sessionIdFromToken("unknown-token"), now)).toBeNull();
    const later = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await findSessionRecordWithCartLines(db, sessionIdFromToken(bare.token), later)).toBeNull();
  });

  it("a new visitor's first add stores session, cart and line at once and answers the cart it stored (issue 18)", async () => {
    const client = cookieClient(server.origin);
    const added = (await (await addToCart(client, { product_id: "117", quantity: "2" })).json()) as CartReply;
    const token = client.cookies.get("wp_woocommerce_session_vitrine") ?? "";
    const lines = await readCartLines(server.services.db, sessionIdFromToken(token));
    expect(lines.map((line) => [line.key, line.productId, line.variationId, line.quantity])).toEqual([
      [added.cart.items[0]?.key, 116, 117, 2],
    ]);
    expect(lines[0]?.variation).toEqual({ Colour: "Charcoal" });
    // The reply built from the line it wrote is the one a read of the stored cart gives.
    const refreshed = (await (
      await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" })
    ).json()) as CartReply;
    expect(refreshed).toEqual(added);
  });

  it("adding the same product again raises one line's quantity and changes the hash", async () => {
    const client = cookieClient(server.origin);
    const first = (await (await addToCart(client, { product_id: "127" })).json()) as CartReply;
    const second = (await (
      await addToCart(client, { product_id: "127", quantity: "2" })
    ).json()) as CartReply;
    expect(second.cart.items).toEqual([{ key: first.cart.items[0]?.key, product_id: 127, quantity: 3 }]);
    expect(second.cart_hash).not.toBe(first.cart_hash);
  });

  it("a refused add answers error with product_url and leaves the reason as a notice for that page (S-ATC-12)", async () => {
    const client = cookieClient(server.origin);
    const outOfStock = await (await addToCart(client, { product_id: "141" })).json();
    expect(outOfStock).toMatchObject({
      error: true,
      product_url: expect.stringMatching(/^\/product\/[a-z0-9-]+\/$/),
    });
    expect(outOfStock.message).toContain("out of stock");
    const variableWithoutChoice = await (await addToCart(client, { product_id: "116" })).json();
    expect(variableWithoutChoice).toMatchObject({ error: true, product_url: "/product/organic-hoodie/" });
    const token = client.cookies.get("wp_woocommerce_session_vitrine") ?? "";
    const notices = await takeNotices(server.services.db, sessionIdFromToken(token));
    expect(notices.map((notice) => notice.type)).toEqual(["error", "error"]);
    // A refused first add stores the notice's session but no cart.
    expect(await readCartLines(server.services.db, sessionIdFromToken(token))).toEqual([]);
    expect(client.cookies.has("woocommerce_items_in_cart")).toBe(false);
  });

  it("add_to_cart accepts a variation id as product_id", async () => {
    const client = cookieClient(server.origin);
    const reply = (await (await addToCart(client, { product_id: "117" })).json()) as CartReply;
    expect(reply.cart.items).toMatchObject([{ product_id: 116, quantity: 1 }]);
    expect(reply.fragments[MINI_CART]).toContain("Organic Hoodie - Charcoal");
  });

  it("validates stock, sold-individually and min/max/step quantities", async () => {
    const client = cookieClient(server.origin);
    const error = async (fields: Record<string, string>) =>
      ((await (await addToCart(client, fields)).json()) as { message?: string }).message ?? null;
    expect(await error({ product_id: "166", quantity: "11" })).toContain("not enough stock (10 remaining)");
    expect(await error({ product_id: "166", quantity: "10" })).toBeNull();
    expect(await error({ product_id: "181" })).toBeNull();
    expect(await error({ product_id: "181" })).toContain("You cannot add another");
    expect(await error({ product_id: "164", quantity: "1" })).toContain("minimum quantity");
    expect(await error({ product_id: "164", quantity: "2" })).toBeNull();
    expect(await error({ product_id: "153", quantity: "3" })).toContain("minimum quantity");
    expect(await error({ product_id: "153", quantity: "7" })).toContain("multiples of 6");
    expect(await error({ product_id: "153", quantity: "12" })).toBeNull();
    expect(await error({ product_id: "153", quantity: "5" })).toContain("multiples of 6");
    expect(await error({ product_id: "153", quantity: "18" })).toContain("maximum quantity");
    expect(await error({ product_id: "195" })).toContain("Please choose");
  });

  it("answers bad add_to_cart input with 400 in the failure shape", async () => {
    const client = cookieClient(server.origin);
    const malformed: Record<string, string>[] = [
      {},
      { product_id: "abc" },
      { product_id: "127", quantity: "-1" },
      { product_id: "0" },
    ];
    for (const fields of malformed) {
      const response = await addToCart(client, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: true });
    }
    const unknown = await addToCart(client, { product_id: "999999" });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ error: true, product_url: "" });
  });

  it("remove_from_cart answers fragments and cart_hash; the last removal expires the cart cookies (S-CALL-02, S-MINI-02, S-MINI-03)", async () => {
    const client = cookieClient(server.origin);
    const added = (await (await addToCart(client, { product_id: "127" })).json()) as CartReply;
    const key = added.cart.items[0]?.key ?? "";
    const response = await client("/?wc-ajax=remove_from_cart", form({ cart_item_key: key }));
    const reply = (await response.json()) as CartReply;
    expect(reply.cart_hash).toBe("");
    expect(reply.fragments[MINI_CART]).toContain("No products in the cart.");
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^woocommerce_items_in_cart=; .*Expires=Thu, 01 Jan 1970/),
      ]),
    );
    const again = await client("/?wc-ajax=remove_from_cart", form({ cart_item_key: key }));
    expect(await again.json()).toEqual({ success: false });
    const malformed = await client("/?wc-ajax=remove_from_cart", form({ cart_item_key: "x" }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false });
  });

  it("get_refreshed_fragments answers the current cart, empty for a new visitor", async () => {
    const stranger = cookieClient(server.origin);
    const empty = (await (
      await stranger("/?wc-ajax=get_refreshed_fragments", { method: "POST" })
    ).json()) as CartReply;
    expect(empty.cart_hash).toBe("");
    expect(empty.fragments[MINI_CART]).toContain("No products in the cart.");
    expect(stranger.cookies.has("wp_woocommerce_session_vitrine")).toBe(false);
  });

  it("astra_add_cart_single_product adds simple, variable and grouped products from a multipart form (S-CALL-03, S-CALL-04, S-PROD-05, S-PROD-06)", async () => {
    const client = cookieClient(server.origin);
    const call = (fields: Record<string, string>) =>
      client("/wp-admin/admin-ajax.php", multipart({ action: "astra_add_cart_single_product", ...fields }));
    const simple = (await (await call({ "add-to-cart": "127", quantity: "2" })).json()) as CartReply;
    expect(simple.cart.item_count).toBe(2);
    expect(Object.keys(simple.fragments)).toContain(MINI_CART);
    const variable = (await (
      await call({ "add-to-cart": "116", variation_id: "118", attribute_colour: "Sand", quantity: "1" })
    ).json()) as CartReply;
    expect(variable.cart.item_count).toBe(3);
    const grouped = (await (await call({ "add-to-cart": "192", "quantity[999]": "0" })).json()) as {
      error?: string;
    };
    expect(grouped.error).toContain("Please choose the quantity");
    const failure = (await (
      await call({ "add-to-cart": "116", variation_id: "119", quantity: "1" })
    ).json()) as {
      error: string;
    };
    expect(failure.error).toContain("out of stock");
    const malformed = await call({ quantity: "1" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.any(String) });
  });

  it("astra_add_cart_single_product adds each chosen child of a grouped product", async () => {
    const client = cookieClient(server.origin);
    const reply = await client(
      "/wp-admin/admin-ajax.php",
      multipart({
        action: "astra_add_cart_single_product",
        "add-to-cart": "192",
        "quantity[135]": "1",
        "quantity[134]": "2",
      }),
    );
    const body = (await reply.json()) as CartReply;
    expect(body.cart.items.map((item) => [item.product_id, item.quantity]).sort()).toEqual([
      [134, 2],
      [135, 1],
    ]);
  });

  it("astra_add_cart_single_product_quantity sets a line's quantity with a valid qtyNonce, and refuses without (S-CALL-05, S-QTY-10, S-QTY-12)", async () => {
    const client = cookieClient(server.origin);
    const added = (await (await addToCart(client, { product_id: "127" })).json()) as CartReply;
    const hash = added.cart.items[0]?.key ?? "";
    const sessionId = sessionIdFromToken(client.cookies.get("wp_woocommerce_session_vitrine") ?? "");
    const qtyNonce = createNonce(
      server.services.nonceSecret,
      CART_QUANTITY_NONCE_ACTION,
      sessionId,
      new Date(),
    );
    const call = (fields: Record<string, string>) =>
      client(
        "/wp-admin/admin-ajax.php",
        form({ action: "astra_add_cart_single_product_quantity", ...fields }),
      );

    const missingNonce = await call({ hash, quantity: "3" });
    expect(missingNonce.status).toBe(403);
    expect(await missingNonce.text()).toBe("-1");
    const forged = await call({ hash, quantity: "3", qtyNonce: "0123456789" });
    expect(forged.status).toBe(403);

    const updated = await call({ hash, quantity: "3", qtyNonce });
    expect(updated.status).toBe(200);
    expect(await updated.text()).toBe("");
    const refreshed = (await (
      await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" })
    ).json()) as CartReply;
    expect(refreshed.cart.items[0]?.quantity).toBe(3);

    expect((await call({ hash: "f".repeat(32), quantity: "1", qtyNonce })).status).toBe(404);
    expect((await call({ hash, quantity: "abc", qtyNonce })).status).toBe(400);
    expect((await call({ hash, quantity: "1.5", qtyNonce })).status).toBe(422);
    expect((await call({ hash, quantity: "0", qtyNonce })).status).toBe(200);
    const emptied = (await (
      await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" })
    ).json()) as CartReply;
    expect(emptied.cart_hash).toBe("");
  });

  it("without script, ?add-to-cart links add and redirect back with a notice; remove links need a valid nonce", async () => {
    const client = cookieClient(server.origin);
    const added = await client("/shop/?add-to-cart=127&orderby=price");
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/shop/?orderby=price");
    expect(client.cookies.get("woocommerce_items_in_cart")).toBe("1");
    const sessionId = sessionIdFromToken(client.cookies.get("wp_woocommerce_session_vitrine") ?? "");
    expect(await takeNotices(server.services.db, sessionId)).toEqual([
      expect.objectContaining({ type: "success", link: { href: "/cart/", text: "View cart" } }),
    ]);
    const fragments = (await (
      await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" })
    ).json()) as CartReply;
    const removeHref =
      /href="([^"]*remove_item=[^"]+)"/.exec(fragments.fragments[MINI_CART] ?? "")?.[1] ?? "";
    const forged = await client(
      removeHref.replace(/_wpnonce=\w+/, "_wpnonce=0000000000").replaceAll("&amp;", "&"),
    );
    expect(forged.status).toBe(303);
    expect((await takeNotices(server.services.db, sessionId))[0]?.type).toBe("error");
    const removed = await client(removeHref.replaceAll("&amp;", "&"), {
      headers: { referer: `${server.origin}/shop/` },
    });
    expect(removed.headers.get("location")).toBe("/shop/");
    expect(client.cookies.has("woocommerce_items_in_cart")).toBe(false);
    expect(await takeNotices(server.services.db, sessionId)).toEqual([
      expect.objectContaining({ type: "success" }),
    ]);
  });

  it("ignores ?add-to-cart links followed by crawlers", async () => {
    const crawler = cookieClient(server.origin);
    const response = await crawler("/no-such-page/?add-to-cart=127", {
      headers: { "user-agent": "Googlebot/2.1" },
    });
    expect(crawler.cookies.size).toBe(0);
    expect(response.status).not.toBe(303);
  });

  it("never answers junk input with a 500", async () => {
    const client = cookieClient(server.origin);
    const junk: RequestInit[] = [
      { method: "POST", headers: { "content-type": "application/json" }, body: '{"product_id": {"$gt": 1}}' },
      { method: "POST", headers: { "content-type": "application/json" }, body: "[1,2,3]" },
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "product_id[]=1&quantity[a]=b",
      },
      {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "--x\r\nbroken",
      },
      { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" },
    ];
    for (const init of junk) {
      for (const path of [
        "/?wc-ajax=add_to_cart",
        "/?wc-ajax=remove_from_cart",
        "/?wc-ajax=get_refreshed_fragments",
        "/wp-admin/admin-ajax.php?action=astra_add_cart_single_product",
        "/wp-admin/admin-ajax.php?action=astra_add_cart_single_product_quantity",
      ]) {
        const response = await client(path, init);
        expect(response.status, `${path} ${String(init.body)}`).toBeLessThan(500);
      }
    }
  });
});
