import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { products } from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { type ListOptions, listShopProducts } from "../../server/shop/catalogue/catalogue.server.ts";
import { CATALOGUE_ORDERS, type CatalogueOrder } from "../../server/shop/catalogue/ordering.ts";
import { findProductCategory, findProductTag } from "../../server/shop/catalogue/terms.server.ts";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

/**
 * A fixed clock: the demo's Canvas Tote Bag sale ended in 2025, the Mushroom Table Lamp's runs until
 * 2030 and the Roll-top Backpack's starts in 2030.
 */
const NOW = new Date("2027-06-01T12:00:00Z");
const LISTED_DEMO_PRODUCTS = 57;
/** Draft (Rechargeable Lantern), search-only (Glass Carafe) and hidden (Gift Wrapping). */
const UNLISTED_IDS = [142, 138, 187];

describe.each(testDatabaseKinds)("shop listing on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoCatalogueIfEmpty(handle.db, parseSettings({}));
  });
  afterAll(() => handle.close());

  const all = async (options: Partial<ListOptions> = {}) =>
    (await listShopProducts(handle.db, { page: 1, perPage: 100, now: NOW, ...options })).items;
  const ids = (cards: ProductCardView[]) => cards.map((card) => card.id);
  const minPrice = (card: ProductCardView) => card.price?.min ?? Number.POSITIVE_INFINITY;
  const maxPrice = (card: ProductCardView) => card.price?.max ?? Number.NEGATIVE_INFINITY;

  it("lists every visible and catalogue-only product, never drafts, search-only or hidden ones (S-LIST-03)", async () => {
    const listed = await all();
    expect(listed).toHaveLength(LISTED_DEMO_PRODUCTS);
    for (const id of UNLISTED_IDS) expect(ids(listed)).not.toContain(id);
    expect(ids(listed)).toContain(167); // Garden Twine: "catalog" visibility is shown in the shop
    expect(listed.every((card) => card.type !== "variation")).toBe(true);
  });

  it("sorts by menu order then name by default (S-LIST-05)", async () => {
    const names = (await all()).map((card) => card.name);
    expect(names.slice(0, 4)).toEqual([
      "1000-Piece Jigsaw Puzzle",
      "Beeswax Taper Candles",
      "Bouclé Floor Cushion",
      "Brass Ballpoint Pen",
    ]);
    expect(names.slice(-2)).toEqual(["Wooden Toy Train", "Wool Throw Blanket"]);
  });

  it("sorts by popularity: total sales, most first (S-LIST-05)", async () => {
    // 1320, 960, 845, 780 sales; Gift Wrapping (640) is hidden, then the Classic Tee (612).
    expect(ids(await all({ orderBy: "popularity" })).slice(0, 5)).toEqual([153, 168, 120, 164, 101]);
  });

  it("sorts by average rating, then by review count (S-LIST-05)", async () => {
    const rated = await all({ orderBy: "rating" });
    // 4.90 with 31, 19, 16 and 12 reviews, then the 4.80s from 52 reviews down.
    expect(ids(rated).slice(0, 6)).toEqual([156, 133, 153, 181, 168, 139]);
    for (let index = 1; index < rated.length; index++) {
      const before = rated[index - 1];
      const after = rated[index];
      if (!before || !after) continue;
      expect(before.averageRating).toBeGreaterThanOrEqual(after.averageRating);
      if (before.averageRating === after.averageRating) {
        expect(before.reviewCount).toBeGreaterThanOrEqual(after.reviewCount);
      }
    }
  });

  it("sorts by price, low to high, on the price a shopper pays now (S-LIST-05)", async () => {
    const sorted = await all({ orderBy: "price" });
    const prices = sorted.map(minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(sorted).slice(0, 3)).toEqual([153, 167, 164]); // 2.50, 4.50, 4.90
  });

  it("sorts a variable product by its cheapest current variation", async () => {
    const sorted = ids(await all({ orderBy: "price" }));
    // Enamel Camping Mug: variations at 12.00, 12.00 and 9.60 on sale: it sits between 9.00 and 11.00.
    const mug = sorted.indexOf(129);
    expect(mug).toBe(sorted.indexOf(169) + 1); // Pocket Notebook Trio, 9.00
    expect(sorted[mug + 1]).toBe(174); // Greeting Card Set, 11.00
  });

  it("sorts a product whose sale has ended by its regular price", async () => {
    const sorted = await all({ orderBy: "price" });
    const tote = sorted.findIndex((card) => card.id === 176);
    expect(sorted[tote]?.price).toMatchObject({ min: 1900, onSale: false });
    // At its ended sale price (15.00) it would sit by the gloves; at 19.00 it follows the 18.50 kite.
    expect(sorted[tote - 1]?.id).toBe(190);
    expect(sorted[tote + 1]).toMatchObject({ id: 162, price: { min: 2100 } });
  });

  it("uses a sale that runs now and ignores one that has not started", async () => {
    const sorted = await all({ orderBy: "price" });
    expect(sorted.find((card) => card.id === 139)?.price?.min).toBe(6320); // lamp, sale running
    expect(sorted.find((card) => card.id === 177)?.price?.min).toBe(9500); // backpack, sale from 2030
    const later = await all({ orderBy: "price", now: new Date("2030-01-15T12:00:00Z") });
    const laterPrices = later.map(minPrice);
    expect(laterPrices).toEqual([...laterPrices].sort((a, b) => a - b));
    expect(later.find((card) => card.id === 177)?.price?.min).toBe(7600);
  });

  it("sorts by price, high to low, on the highest current price (S-LIST-05)", async () => {
    const sorted = await all({ orderBy: "price-desc" });
    const prices = sorted.map(maxPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(ids(sorted).slice(0, 3)).toEqual([181, 140, 177]); // 149.00, 119.00, 95.00
    // A grouped product by its dearest child: the Tea Time Set's teapot at 54.00.
    expect(sorted.find((card) => card.id === 192)?.price?.max).toBe(5400);
  });

  it("sorts by latest: newest first, then the highest id (S-LIST-05)", async () => {
    const imported = ids(await all({ orderBy: "date" }));
    expect(imported).toEqual([...imported].sort((a, b) => b - a)); // one import: same date, so by id
    await handle.db
      .update(products)
      .set({ createdAt: new Date(NOW.getTime() - 1000) })
      .where(eq(products.id, 127));
    try {
      expect(ids(await all({ orderBy: "date" })).slice(0, 3)).toEqual([127, 197, 196]);
    } finally {
      await handle.db
        .update(products)
        .set({ createdAt: new Date("2020-01-01") })
        .where(eq(products.id, 127));
    }
    expect(ids(await all({ orderBy: "date" })).at(-1)).toBe(127);
  });

  it("pages every order without repeating or skipping a product", async () => {
    for (const orderBy of CATALOGUE_ORDERS) {
      const whole = ids(await all({ orderBy }));
      const paged: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const result = await listShopProducts(handle.db, { page, perPage: 12, now: NOW, orderBy });
        expect(result).toMatchObject({ total: LISTED_DEMO_PRODUCTS, pageCount: 5, page, perPage: 12 });
        paged.push(...ids(result.items));
      }
      expect(paged, orderBy).toEqual(whole);
    }
    const last = await listShopProducts(handle.db, { page: 5, perPage: 12, now: NOW });
    expect(last.items).toHaveLength(9);
    const beyond = await listShopProducts(handle.db, { page: 6, perPage: 12, now: NOW });
    expect(beyond.items).toEqual([]);
  });

  it("finds categories by slug or by their full WooCommerce path, and nothing else", async () => {
    const tees = await findProductCategory(handle.db, ["clothing", "t-shirts"]);
    expect(tees).toMatchObject({ name: "T-shirts", slug: "t-shirts", path: ["clothing", "t-shirts"] });
    expect(tees?.description).toContain("tees");
    expect(await findProductCategory(handle.db, ["t-shirts"])).toEqual(tees);
    expect(await findProductCategory(handle.db, ["home", "t-shirts"])).toBeNull();
    expect(await findProductCategory(handle.db, ["t-shirts", "clothing"])).toBeNull();
    expect(await findProductCategory(handle.db, ["no-such-category"])).toBeNull();
    expect(await findProductCategory(handle.db, [])).toBeNull();
  });

  it("lists a parent category's own products and its child categories' products, each once", async () => {
    const clothing = await findProductCategory(handle.db, ["clothing"]);
    if (!clothing) throw new Error("the demo has a Clothing category");
    const listed = ids(await all({ categoryId: clothing.id }));
    // Tees and the Breton top (T-shirts), the hoodie, socks, and the beanie filed under Clothing itself.
    expect([...listed].sort()).toEqual([101, 111, 116, 120, 179]);
    const page = await listShopProducts(handle.db, {
      page: 1,
      perPage: 2,
      now: NOW,
      categoryId: clothing.id,
    });
    expect(page).toMatchObject({ total: 5, pageCount: 3 });

    const home = await findProductCategory(handle.db, ["home"]);
    const kitchen = await findProductCategory(handle.db, ["home", "kitchen"]);
    if (!home || !kitchen) throw new Error("the demo has Home > Kitchen");
    const homeIds = ids(await all({ categoryId: home.id }));
    const kitchenIds = ids(await all({ categoryId: kitchen.id, orderBy: "price" }));
    expect(kitchenIds.length).toBeGreaterThan(0);
    for (const id of kitchenIds) expect(homeIds).toContain(id);
    expect(homeIds).toContain(162); // Hanging Planter: in Garden > Plant Pots and Home > Decor, listed once
    expect(new Set(homeIds).size).toBe(homeIds.length);
    expect(homeIds).not.toContain(138); // search-only carafe in Kitchen
    expect(homeIds).not.toContain(142); // draft lantern in Lighting
  });

  it("lists a tag archive, leaving out products the shop does not list", async () => {
    const giftIdea = await findProductTag(handle.db, "gift-idea");
    expect(giftIdea).toMatchObject({ name: "gift idea", slug: "gift-idea" });
    if (!giftIdea) return;
    const gifts = ids(await all({ tagId: giftIdea.id, orderBy: "popularity" }));
    expect([...gifts].sort()).toEqual([127, 151, 152, 163, 170, 171, 181, 182, 186, 192, 193, 194]);
    expect(gifts[0]).toBe(152); // the most sold gift idea: the Soy Wax Candle

    const glass = await findProductTag(handle.db, "glass");
    if (!glass) throw new Error("the demo has a glass tag");
    expect(ids(await all({ tagId: glass.id }))).toEqual([151]); // the carafe is search-only

    const wrapping = await findProductTag(handle.db, "wrapping");
    if (!wrapping) throw new Error("the demo has a wrapping tag");
    const empty = await listShopProducts(handle.db, { page: 1, perPage: 12, now: NOW, tagId: wrapping.id });
    expect(empty).toMatchObject({ items: [], total: 0, pageCount: 1 });
    expect(await findProductTag(handle.db, "no-such-tag")).toBeNull();
  });

  it("puts the shop's minimum quantity on cards for the add-to-cart button (S-ATC-01)", async () => {
    const listed = await all();
    expect(listed.find((card) => card.id === 153)?.minQuantity).toBe(6);
    expect(listed.find((card) => card.id === 127)?.minQuantity).toBe(1);
  });

  it.each(CATALOGUE_ORDERS)("accepts the %s order with a category and a tag together", async (orderBy) => {
    const decor = await findProductCategory(handle.db, ["home", "decor"]);
    const textiles = await findProductTag(handle.db, "textiles");
    if (!decor || !textiles) throw new Error("the demo has Home > Decor and a textiles tag");
    const order: CatalogueOrder = orderBy;
    const both = ids(await all({ orderBy: order, categoryId: decor.id, tagId: textiles.id }));
    expect([...both].sort()).toEqual([143, 144, 156]);
  });
});
