import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { findProductDetail, queryProductCards } from "../../server/shop/catalogue/product-query.server.ts";
import type { ProductQuery } from "../../server/shop/catalogue/product-query.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

/** The demo's Mushroom Table Lamp sale runs until 2030; the Canvas Tote Bag's ended in 2025. */
const NOW = new Date("2027-06-01T12:00:00Z");

describe.each(testDatabaseKinds)("page-builder product queries on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoCatalogueIfEmpty(handle.db, parseSettings({}));
  });
  afterAll(() => handle.close());

  const ids = async (query: Partial<ProductQuery>) =>
    (await queryProductCards(handle.db, { orderBy: "date", order: "desc", limit: 100, ...query }, NOW)).map(
      (card) => card.id,
    );

  it("lists featured products, products on sale now, and limits the count", async () => {
    const featured = await ids({ only: "featured", orderBy: "id", order: "asc" });
    expect(featured).toEqual([101, 116, 127, 139, 163, 192]);
    const onSale = await ids({ only: "on_sale" });
    expect(onSale).toContain(139);
    expect(onSale).not.toContain(176); // its sale ended
    expect(await ids({ limit: 3 })).toHaveLength(3);
  });

  it("keeps the order ids were written in, and finds products by SKU", async () => {
    expect(await ids({ ids: [152, 127, 139], orderBy: "include" })).toEqual([152, 127, 139]);
    expect(await ids({ skus: ["VT-LAMP-02", "VT-MUG-01"], orderBy: "id", order: "asc" })).toEqual([127, 140]);
    expect(await ids({ ids: [] })).toEqual([]);
  });

  it("lists a category with the categories below it, by slug or id, and orders by title and price", async () => {
    const home = await ids({ categories: ["home"], orderBy: "title", order: "asc" });
    expect(home).toContain(139); // Home > Lighting
    expect(home).toContain(127); // Home > Kitchen
    expect(home).not.toContain(163);
    expect(await ids({ categories: ["no-such-category"] })).toEqual([]);
    const byPrice = await queryProductCards(
      handle.db,
      { categories: ["lighting"], orderBy: "price", order: "asc", limit: 10 },
      NOW,
    );
    const prices = byPrice.map((card) => card.price?.min ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("finds one product by id or SKU for the add-to-cart widgets", async () => {
    expect((await findProductDetail(handle.db, { id: 127 }, NOW))?.name).toBe("Speckled Stoneware Mug");
    expect((await findProductDetail(handle.db, { sku: "VT-TEE" }, NOW))?.variations.length).toBeGreaterThan(
      0,
    );
    expect(await findProductDetail(handle.db, { sku: "nope" }, NOW)).toBeNull();
  });
});
