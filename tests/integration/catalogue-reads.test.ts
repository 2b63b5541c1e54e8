import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresPageChanges } from "../../server/cache/page-changes.server.ts";
import { CATALOGUE_IMPORT_TAGS } from "../../server/cache/page-tags.ts";
import { createServiceReadCache } from "../../server/cache/read-cache.server.ts";
import { countQueries } from "../../server/db/query-counter.server.ts";
import { products } from "../../server/db/schema.ts";
import {
  cachedCartProducts,
  cartCrossSells,
  productBySlug,
  shopProducts,
} from "../../server/shop/catalogue/catalogue-reads.server.ts";
import { sessionIdFromToken } from "../../server/shop/session/sessions.server.ts";
import { priceCart } from "../../server/shop/totals/cart-totals.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, postCheckout, startDemoShop, type TestServer } from "../support/http.ts";

/**
 * Issue 18: catalogue reads are kept in memory (server/cache/read-cache.server.ts) and dropped by the
 * page-change announcements, so a render that misses the page cache costs fewer queries and is never
 * stale: a write shows in the very next read, in this process and (PostgreSQL) in another instance.
 */
describe.each(testDatabaseKinds)("catalogue reads kept in memory on %s", (kind) => {
  let server: TestServer;
  let slug = "";
  let productId = 0;
  beforeAll(async () => {
    server = await startDemoShop(kind);
    productId = 166;
    await server.services.db
      .update(products)
      .set({ stockQuantity: 7, stockStatus: "instock", manageStock: true, backorders: "no" })
      .where(eq(products.id, productId));
    const [row] = await server.services.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, productId));
    slug = row?.slug ?? "";
  });
  afterAll(() => server.close());

  async function placeOrderFor(id: number): Promise<void> {
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: String(id), quantity: "2" }));
    const response = await postCheckout(server, client);
    expect(((await response.json()) as { result: string }).result).toBe("success");
  }

  it("a second read of a product costs no query; an order's stock shows in the next read", async () => {
    const first = await countQueries(() => productBySlug(server.services, slug));
    expect(first.queries).toBeGreaterThan(0);
    expect(first.result?.stockQuantity).toBe(7);
    const again = await countQueries(() => productBySlug(server.services, slug));
    expect(again.queries).toBe(0);
    expect(again.result).toBe(first.result);

    await placeOrderFor(productId);
    const after = await countQueries(() => productBySlug(server.services, slug));
    expect(after.queries).toBeGreaterThan(0);
    expect(after.result?.stockQuantity).toBe(5);
  });

  it("an order that sells the last ones takes the product's stock status out of the kept listing", async () => {
    const listing = () => shopProducts(server.services, { page: 1, perPage: 100 });
    const before = await listing();
    expect(before.items.find((item) => item.id === productId)?.stockStatus).toBe("instock");
    expect((await countQueries(listing)).queries).toBe(0);
    await server.services.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, productId));
    await placeOrderFor(productId);
    const after = await listing();
    expect(after.items.find((item) => item.id === productId)?.stockStatus).toBe("outofstock");
  });

  it("a price change announced as a catalogue import does (tags listing, catalogue…) shows in the next read", async () => {
    const before = await productBySlug(server.services, slug);
    const newPrice = (before?.price?.min ?? 1000) + 1234;
    await server.services.db
      .update(products)
      .set({ regularPrice: newPrice, salePrice: null })
      .where(eq(products.id, productId));
    // Without an announcement the kept read stands (what the tags are for)…
    expect((await productBySlug(server.services, slug))?.price?.min).toBe(before?.price?.min);
    await server.services.pageChanges.publish(CATALOGUE_IMPORT_TAGS);
    expect((await productBySlug(server.services, slug))?.price?.min).toBe(newPrice);
  });

  it("cart fragments read their products from the kept reads and show a price change once it is announced", async () => {
    const mug = 127;
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: String(mug), quantity: "1" }));
    const fragments = async () => {
      const response = await client("/?wc-ajax=get_refreshed_fragments", { method: "POST" });
      return JSON.stringify(await response.json());
    };
    const before = await fragments();
    const [row] = await server.services.db
      .select({ price: products.regularPrice })
      .from(products)
      .where(eq(products.id, mug));
    const newPrice = (row?.price ?? 1490) + 100;
    const shown = `${Math.floor(newPrice / 100)},${String(newPrice % 100).padStart(2, "0")}`;
    await server.services.db
      .update(products)
      .set({ regularPrice: newPrice, salePrice: null })
      .where(eq(products.id, mug));
    expect(before).not.toContain(shown);
    // Without an announcement the kept product stands: the fragments did not read it from the database.
    expect(await fragments()).not.toContain(shown);
    await server.services.pageChanges.publish([`product-${mug}`]);
    expect(await fragments()).toContain(shown);
  });

  it("a cart shown (cart and checkout pages) is priced from the kept reads; its cross-sells are kept too", async () => {
    const mug = 127;
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: String(mug), quantity: "1" }));
    const sessionId = sessionIdFromToken(client.cookies.get("wp_woocommerce_session_vitrine") ?? "");
    const { db, settings } = server.services;
    const shown = () =>
      priceCart(db, sessionId, settings, new Date(), undefined, cachedCartProducts(server.services));
    const before = (await shown()).cart.lines[0]?.unitPrice ?? 0;
    expect(before).toBeGreaterThan(0);
    await db
      .update(products)
      .set({ regularPrice: before + 300, salePrice: null })
      .where(eq(products.id, mug));
    // Without an announcement the kept product stands; an order is priced from the database.
    expect((await shown()).cart.lines[0]?.unitPrice).toBe(before);
    expect((await priceCart(db, sessionId, settings, new Date())).cart.lines[0]?.unitPrice).toBe(
      before + 300,
    );
    await server.services.pageChanges.publish([`product-${mug}`]);
    expect((await shown()).cart.lines[0]?.unitPrice).toBe(before + 300);

    const crossSells = () => cartCrossSells(server.services, [mug], 2);
    const first = await countQueries(crossSells);
    expect((await countQueries(crossSells)).queries).toBe(0);
    await server.services.pageChanges.publish([`product-${mug}`]);
    const after = await countQueries(crossSells);
    expect(after.queries).toBe(first.queries);
    expect(after.result).toEqual(first.result);
  });

  it("add_to_cart checks stock against the kept read, which a stock change drops once announced", async () => {
    const candle = 128;
    const add = async () => {
      const response = await cookieClient(server.origin)(
        "/?wc-ajax=add_to_cart",
        form({ product_id: String(candle), quantity: "1" }),
      );
      return (await response.json()) as { error?: boolean; message?: string; cart_hash?: string };
    };
    await server.services.db
      .update(products)
      .set({ stockQuantity: 5, stockStatus: "instock", manageStock: true, backorders: "no" })
      .where(eq(products.id, candle));
    await server.services.pageChanges.publish([`product-${candle}`]);
    expect((await add()).cart_hash).toBeTruthy();
    await server.services.db
      .update(products)
      .set({ stockQuantity: 0, stockStatus: "outofstock" })
      .where(eq(products.id, candle));
    // Without an announcement the kept product stands: the add did not read it from the database.
    expect((await add()).error).toBeUndefined();
    await server.services.pageChanges.publish([`product-${candle}`]);
    const refused = await add();
    expect(refused.error).toBe(true);
    expect(refused.message).toContain("out of stock");
  });

  it("values are frozen outside production, so a caller cannot change what other requests read", async () => {
    const product = await productBySlug(server.services, slug);
    expect(Object.isFrozen(product)).toBe(true);
    expect(Object.isFrozen(product?.categories)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("catalogue reads across two instances on PostgreSQL", () => {
  let server: TestServer;
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    server = await startDemoShop("postgres");
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await server.close();
  });

  it("an order placed on one instance drops the other instance's kept read within a second", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    // The test server's database: the admin URL with the test database's name.
    const [{ name } = { name: "" }] = (
      (await server.services.db.execute("select current_database() as name")) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const logger = pino({ level: "silent" });
    const writer = await postgresPageChanges(server.services.db, databaseUrl.toString(), logger);
    const reader = await postgresPageChanges(server.services.db, databaseUrl.toString(), logger);
    closers.push(
      () => writer.close(),
      () => reader.close(),
    );
    const other = { ...server.services, reads: createServiceReadCache(true, reader) };
    const [row] = await server.services.db
      .select({ slug: products.slug, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, 127));
    const slug = row?.slug ?? "";
    const before = await productBySlug(other, slug);
    await server.services.db
      .update(products)
      .set({ stockQuantity: 42, manageStock: true, stockStatus: "instock" })
      .where(eq(products.id, 127));
    expect((await productBySlug(other, slug))?.stockQuantity).toBe(before?.stockQuantity);
    await writer.publish(["product-127", "sales", "catalogue"]);
    const started = Date.now();
    while ((await productBySlug(other, slug))?.stockQuantity !== 42) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
