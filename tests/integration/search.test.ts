import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.server.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { type ProductSearchOptions, searchProducts } from "../../server/shop/catalogue/search.server.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const NOW = new Date("2027-06-01T12:00:00Z");

describe.each(testDatabaseKinds)("product search on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoCatalogueIfEmpty(handle.db, parseSettings({}));
  });
  afterAll(() => handle.close());

  const search = (terms: string, options: Partial<Omit<ProductSearchOptions, "terms">> = {}) =>
    searchProducts(handle.db, { terms, page: 1, perPage: 100, now: NOW, orderBy: "relevance", ...options });
  const ids = async (terms: string, options: Partial<Omit<ProductSearchOptions, "terms">> = {}) =>
    (await search(terms, options)).items.map((card) => card.id);

  it("finds a product by a word of its name, stemmed (mugs finds every mug)", async () => {
    expect((await ids("teapot"))[0]).toBe(135); // Cast Iron Teapot
    const mugs = await ids("mugs");
    expect(mugs).toEqual(expect.arrayContaining([127, 128, 129]));
  });

  it("needs every word: two words find only products holding both", async () => {
    const found = await ids("linen tea");
    expect(found[0]).toBe(137); // Linen Tea Towel
    expect(found).not.toContain(134); // Loose Leaf Tea Tin: tea, no linen
    expect(found).not.toContain(144); // Linen Cushion Cover: linen, no tea
  });

  it("finds a product by its whole SKU, in any case, before anything else", async () => {
    expect((await ids("VT-BOARD-01"))[0]).toBe(133);
    expect((await ids("vt-board-01"))[0]).toBe(133);
  });

  it("finds products whose SKU starts with the terms, which full-text search alone misses", async () => {
    const found = await ids("VT-LAMP");
    expect(found.slice(0, 3).sort()).toEqual([139, 140, 141]);
    expect(found).not.toContain(142); // Rechargeable Lantern is a draft
  });

  it("finds a variable product by the SKU of one of its variations", async () => {
    expect((await ids("VT-TEE-RED-M"))[0]).toBe(101); // Classic Tee
    expect((await ids("vt-scarf-gr"))[0]).toBe(182); // Merino Scarf, by a variation's SKU prefix
  });

  it("finds products by the name of their category", async () => {
    // The Brass Ballpoint Pen says nothing of stationery: only its category does.
    expect(await ids("stationery")).toContain(171);
  });

  it("finds products by the name of a tag", async () => {
    // Only the Cedar Bird House's tag says "wildlife".
    expect(await ids("wildlife")).toEqual([166]);
  });

  it("finds products by words of their description and short description", async () => {
    expect(await ids("celadon")).toEqual([136]); // Hand-thrown Serving Bowl, description
    expect(await ids("kangaroo")).toEqual([116]); // Organic Hoodie, short description
    expect(await ids("Portugal")).toEqual([116]); // in a list item of the description's HTML
  });

  it("ranks name matches first, then products that only mention the terms elsewhere", async () => {
    const found = await ids("lamp");
    // Mushroom Table Lamp and Brass Reading Lamp by name; Paper Pendant Shade only by its "lamp" tag.
    expect(found.slice(0, 2).sort()).toEqual([139, 140]);
    expect(found).toContain(141);
    expect(found.indexOf(141)).toBeGreaterThan(1);
    // Cast Iron Teapot by name before the Tea Time Set, whose short description mentions a teapot.
    const teapots = await ids("teapot");
    expect(teapots.indexOf(135)).toBeLessThan(teapots.indexOf(192));
  });

  it("finds a name by the start of its words, once the terms are long enough", async () => {
    expect(await ids("jigs")).toEqual([189]); // 1000-Piece Jigsaw Puzzle
    expect(await ids("tea tow")).toEqual([137]); // Linen Tea Towel
    expect(await ids("ji")).toEqual([]);
    expect(await ids("eather")).toEqual([]); // inside a word: not the Leather Card Wallet
  });

  it("finds nothing for empty or blank terms, or for stop words only", async () => {
    for (const terms of ["", "   ", "\t\n", "the", "and or"]) {
      const page = await search(terms);
      expect(page).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
    }
  });

  it("treats LIKE wildcards and tsquery syntax as plain text", async () => {
    expect(await ids("%%%")).toEqual([]);
    expect(await ids("___")).toEqual([]);
    expect(await ids("'mug' & !")).toEqual(expect.arrayContaining([127, 128, 129]));
    expect(await ids('"linen tea towel"')).toEqual([137]);
  });

  it("leaves out drafts, hidden and shop-only products, and finds search-only ones", async () => {
    expect(await ids("Rechargeable Lantern")).toEqual([]); // draft
    expect(await ids("VT-LAMP-04")).toEqual([]); // the draft's SKU
    expect(await ids("wrapping")).not.toContain(187); // Gift Wrapping is hidden
    expect(await ids("twine")).toEqual([]); // Garden Twine is "Shop only"
    expect(await ids("carafe")).toEqual([138]); // Glass Carafe is "Search results only"
  });

  it("never lists variations themselves", async () => {
    const found = (await search("Classic Tee")).items;
    expect(found.map((card) => card.type)).not.toContain("variation");
    expect(found[0]?.id).toBe(101);
  });

  it("pages through the matches: counts, page count and no product twice", async () => {
    const all = await search("cotton");
    expect(all.total).toBeGreaterThan(7);
    const perPage = 3;
    const pageCount = Math.ceil(all.total / perPage);
    const seen: number[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const one = await search("cotton", { page, perPage });
      expect(one).toMatchObject({ total: all.total, page, perPage, pageCount });
      expect(one.items.length).toBe(page < pageCount ? perPage : all.total - perPage * (pageCount - 1));
      seen.push(...one.items.map((card) => card.id));
    }
    expect(seen).toEqual(all.items.map((card) => card.id));
    expect((await search("cotton", { page: pageCount + 1, perPage })).items).toEqual([]);
  });

  it("sorts the matches by a catalogue order when one is chosen", async () => {
    const byPrice = (await search("cotton", { orderBy: "price" })).items;
    const prices = byPrice.map((card) => card.price?.min ?? Number.POSITIVE_INFINITY);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const relevance = await ids("cotton");
    expect(byPrice.map((card) => card.id).sort()).toEqual([...relevance].sort());
  });
});
