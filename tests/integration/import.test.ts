import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDecimalToMinor } from "../../app/lib/money.ts";
import { activeKit } from "../../server/content/documents/documents.server.ts";
import type { Database, DatabaseHandle } from "../../server/db/client.server.ts";
import {
  attributes,
  attributeTerms,
  categories,
  media,
  productAttributes,
  productCategories,
  productImages,
  productLinks,
  products,
  productTags,
  tags,
} from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { applyCategoryDetails } from "../../server/shop/import/category-details.server.ts";
import { seedDemoCatalogueIfEmpty } from "../../server/shop/import/demo-seed.server.ts";
import { ImportError, type ImportOptions, importWooCsv } from "../../server/shop/import/import.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { rejectionOf, rowCounts } from "../support/imports.ts";

const DEMO_DIR = path.resolve("content/demo");
const FIXTURES = path.resolve("tests/fixtures/import");
const settings = parseSettings({ shop: { timezone: "Europe/Paris" } });
const importOptions = (baseDir: string): ImportOptions => ({
  baseDir,
  currency: settings.currency,
  timeZone: settings.shop.timezone,
  fetchTimeoutMs: 5_000,
});

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

const CATALOGUE_TABLES = {
  products,
  media,
  productImages,
  categories,
  productCategories,
  tags,
  productTags,
  attributes,
  attributeTerms,
  productAttributes,
  productLinks,
};

async function product(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

async function categoryPathsOf(db: Database, productId: number): Promise<string[]> {
  const all = await db.select().from(categories);
  const byId = new Map(all.map((category) => [category.id, category]));
  const pathOf = (id: number): string => {
    const category = byId.get(id);
    if (!category) return "?";
    return category.parentId === null ? category.name : `${pathOf(category.parentId)} > ${category.name}`;
  };
  const links = await db.select().from(productCategories).where(eq(productCategories.productId, productId));
  return links.map((link) => pathOf(link.categoryId)).sort();
}

async function tagNamesOf(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId));
  return rows.map((row) => row.name).sort();
}

async function imagesOf(db: Database, productId: number) {
  return db
    .select({
      position: productImages.position,
      alt: productImages.alt,
      source: media.source,
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

async function linksOf(db: Database, productId: number, kind: "upsell" | "cross_sell" | "grouped_child") {
  const rows = await db
    .select({ id: productLinks.linkedProductId })
    .from(productLinks)
    .where(and(eq(productLinks.productId, productId), eq(productLinks.kind, kind)))
    .orderBy(asc(productLinks.position));
  return rows.map((row) => row.id);
}

/** The intrinsic size of an SVG the way a browser reads it: width/height, else the viewBox. */
function svgSize(file: string): { width: number; height: number } {
  const text = readFileSync(file, "utf8");
  const width = /<svg[^>]*\swidth="(\d+)"/.exec(text)?.[1];
  const height = /<svg[^>]*\sheight="(\d+)"/.exec(text)?.[1];
  if (width && height) return { width: Number(width), height: Number(height) };
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(text);
  return { width: Number(viewBox?.[1]), height: Number(viewBox?.[2]) };
}

/** A valid RGB PNG of the given size, built by hand so the test needs no image files. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const scanline = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => scanline));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type DemoRow = Record<string, string>;

describe.each(testDatabaseKinds)("WooCommerce CSV import on %s", (kind) => {
  describe("the demo catalogue", () => {
    let handle: DatabaseHandle;
    let db: Database;
    const demoRows: DemoRow[] = parse(readFileSync(path.join(DEMO_DIR, "products.csv")), {
      columns: true,
      bom: true,
    });
    const demo = (predicate: (row: DemoRow) => boolean, what: string): DemoRow => {
      const row = demoRows.find(predicate);
      if (!row) throw new Error(`the demo catalogue has no ${what}`);
      return row;
    };
    const idOf = (row: DemoRow) => Number(row.ID);
    const minor = (text: string | undefined) => (text ? parseDecimalToMinor(text, 2) : null);
    const list = (text: string | undefined) =>
      (text ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
    const referencedIds = (text: string | undefined) =>
      list(text).map((item) => Number(item.replace(/^id:/, "")));

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      db = handle.db;
      expect(await seedDemoCatalogueIfEmpty(db, settings, { demoDir: DEMO_DIR })).toBe(true);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("imports one product per row, keeping IDs, types (with their virtual flag), names and SKUs", async () => {
      const rows = await db
        .select({
          id: products.id,
          type: products.type,
          virtual: products.virtual,
          name: products.name,
          sku: products.sku,
        })
        .from(products)
        .orderBy(asc(products.id));
      expect(rows).toHaveLength(demoRows.length);
      expect(rows).toEqual(
        demoRows
          .map((row) => {
            const [type, ...flags] = (row.Type ?? "").split(",").map((word) => word.trim());
            return {
              id: idOf(row),
              type,
              virtual: flags.includes("virtual"),
              name: row.Name,
              sku: row.SKU || null,
            };
          })
          .sort((a, b) => a.id - b.id),
      );
      expect(await seedDemoCatalogueIfEmpty(db, settings, { demoDir: DEMO_DIR })).toBe(false);
    });

    it("imports the demo's site content (content/demo/site/*.xml) with the catalogue: the demo kit is active", async () => {
      const kit = await activeKit(db);
      expect(kit?.colors.slice(0, 2)).toEqual([
        { id: "primary", title: "Primary", color: "#0B5D5A" },
        { id: "secondary", title: "Secondary", color: "#084542" },
      ]);
    });

    it("round-trips a simple product with gallery, categories, tags, upsells and cross-sells", async () => {
      const row = demo(
        (candidate) =>
          candidate.Type === "simple" &&
          candidate.Stock !== "" &&
          list(candidate.Images).length > 1 &&
          candidate.Upsells !== "" &&
          candidate["Cross-sells"] !== "",
        "simple product with stock, a gallery, upsells and cross-sells",
      );
      const stored = await product(db, idOf(row));
      expect(stored).toMatchObject({
        type: "simple",
        parentId: null,
        status: "publish",
        regularPrice: minor(row["Regular price"]),
        salePrice: minor(row["Sale price"]),
        manageStock: true,
        stockQuantity: Number(row.Stock),
        shortDescription: row["Short description"],
        description: row.Description,
        variationAttributes: null,
      });
      expect(stored.slug).toMatch(/^[a-z0-9-]+$/);
      expect(await categoryPathsOf(db, stored.id)).toEqual(list(row.Categories).sort());
      expect(await tagNamesOf(db, stored.id)).toEqual(list(row.Tags).sort());
      expect(await linksOf(db, stored.id, "upsell")).toEqual(referencedIds(row.Upsells));
      expect(await linksOf(db, stored.id, "cross_sell")).toEqual(referencedIds(row["Cross-sells"]));

      const images = await imagesOf(db, stored.id);
      expect(images).toEqual(
        list(row.Images).map((image, position) => ({
          position,
          alt: position === 0 ? row.Name : `${row.Name} – image ${position + 1}`,
          source: image,
          mimeType: "image/svg+xml",
          ...svgSize(path.join(DEMO_DIR, image)),
        })),
      );
    });

    it("round-trips a variable product, its attributes and its variations", async () => {
      const parentRow = demo(
        (candidate) =>
          candidate.Type === "variable" &&
          candidate["Attribute 1 default"] !== "" &&
          candidate["Attribute 2 name"] !== "",
        "variable product with two attributes and a default",
      );
      const parent = await product(db, idOf(parentRow));
      expect(parent).toMatchObject({ type: "variable", name: parentRow.Name });
      const declared = await db
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.productId, parent.id))
        .orderBy(asc(productAttributes.position));
      expect(declared).toMatchObject(
        [1, 2].map((n) => ({
          name: parentRow[`Attribute ${n} name`],
          options: list(parentRow[`Attribute ${n} value(s)`]),
          visible: parentRow[`Attribute ${n} visible`] !== "0",
          usedForVariations: true,
          defaultOption: parentRow[`Attribute ${n} default`] || null,
        })),
      );
      if (parentRow["Attribute 1 global"] === "1") {
        const [global] = await db
          .select()
          .from(attributes)
          .where(eq(attributes.name, parentRow["Attribute 1 name"] ?? ""));
        expect(declared[0]?.attributeId).toBe(global?.id);
        const terms = await db
          .select({ name: attributeTerms.name })
          .from(attributeTerms)
          .where(eq(attributeTerms.attributeId, global?.id ?? -1));
        expect(terms.map((term) => term.name)).toEqual(expect.arrayContaining(declared[0]?.options ?? []));
      }

      const variationRows = demoRows.filter((candidate) => candidate.Parent === `id:${parent.id}`);
      expect(variationRows.length).toBeGreaterThan(1);
      const variations = await db
        .select()
        .from(products)
        .where(eq(products.parentId, parent.id))
        .orderBy(asc(products.id));
      expect(variations).toHaveLength(variationRows.length);
      for (const variationRow of variationRows) {
        const variation = await product(db, idOf(variationRow));
        expect(variation).toMatchObject({
          type: "variation",
          parentId: parent.id,
          slug: null,
          name: variationRow.Name,
          sku: variationRow.SKU,
          regularPrice: minor(variationRow["Regular price"]),
          salePrice: minor(variationRow["Sale price"]),
          manageStock: variationRow.Stock !== "",
          stockQuantity: variationRow.Stock === "" ? null : Number(variationRow.Stock),
          stockStatus: variationRow["In stock?"] === "0" ? "outofstock" : "instock",
          variationAttributes: {
            [parentRow["Attribute 1 name"] ?? ""]: variationRow["Attribute 1 value(s)"],
            [parentRow["Attribute 2 name"] ?? ""]: variationRow["Attribute 2 value(s)"],
          },
        });
        const images = await imagesOf(db, variation.id);
        expect(images.map((image) => image.source)).toEqual(list(variationRow.Images));
      }
    });

    it("round-trips grouped children in order and external products", async () => {
      const groupedRow = demo((candidate) => candidate.Type === "grouped", "grouped product");
      expect(await linksOf(db, idOf(groupedRow), "grouped_child")).toEqual(
        referencedIds(groupedRow["Grouped products"]),
      );
      const externalRow = demo((candidate) => candidate.Type === "external", "external product");
      expect(await product(db, idOf(externalRow))).toMatchObject({
        type: "external",
        externalUrl: externalRow["External URL"],
        buttonText: externalRow["Button text"],
        regularPrice: minor(externalRow["Regular price"]),
      });
    });

    it("reads sale dates in the shop's time zone", async () => {
      const row = demo((candidate) => candidate["Date sale price starts"] !== "", "scheduled sale");
      const stored = await product(db, idOf(row));
      const expectedInstant = (text: string | undefined, endOfDay: boolean) => {
        // Europe/Paris in the demo's months: UTC+1 in winter, UTC+2 in summer.
        const [date = "", time] = (text ?? "").split(" ");
        const local = new Date(`${date}T${time ?? (endOfDay ? "23:59:59" : "00:00:00")}Z`);
        const offsetHours = Number(
          new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" })
            .formatToParts(local)
            .find((part) => part.type === "timeZoneName")
            ?.value.replace("GMT", "") || "0",
        );
        return new Date(local.getTime() - offsetHours * 3_600_000).toISOString();
      };
      expect(stored.saleStartsAt?.toISOString()).toBe(expectedInstant(row["Date sale price starts"], false));
      expect(stored.saleEndsAt?.toISOString()).toBe(expectedInstant(row["Date sale price ends"], true));
      expect(stored.salePrice).toBe(minor(row["Sale price"]));
    });

    it("keeps stock, backorders, visibility, status, sold-individually and quantity rules", async () => {
      const backorder = demo((candidate) => candidate["In stock?"] === "backorder", "backorder item");
      expect(await product(db, idOf(backorder))).toMatchObject({
        stockStatus: "onbackorder",
        backorders: { "0": "no", "1": "yes", notify: "notify" }[backorder["Backorders allowed?"] ?? "0"],
      });
      const outOfStock = demo((candidate) => candidate["In stock?"] === "0", "out-of-stock item");
      expect((await product(db, idOf(outOfStock))).stockStatus).toBe("outofstock");
      const single = demo((candidate) => candidate["Sold individually?"] === "1", "sold-individually item");
      expect((await product(db, idOf(single))).soldIndividually).toBe(true);
      const draft = demo((candidate) => candidate.Published === "0", "draft");
      expect((await product(db, idOf(draft))).status).toBe("draft");
      const hidden = demo((candidate) => candidate["Visibility in catalog"] === "hidden", "hidden product");
      expect((await product(db, idOf(hidden))).catalogVisibility).toBe("hidden");
      const quantities = demo(
        (candidate) =>
          candidate["Meta: minimum_allowed_quantity"] !== "" &&
          candidate["Meta: maximum_allowed_quantity"] !== "" &&
          candidate["Meta: group_of_quantity"] !== "",
        "product with min/max/step quantities",
      );
      expect(await product(db, idOf(quantities))).toMatchObject({
        quantityMin: Number(quantities["Meta: minimum_allowed_quantity"]),
        quantityMax: Number(quantities["Meta: maximum_allowed_quantity"]),
        quantityStep: Number(quantities["Meta: group_of_quantity"]),
      });
      const rated = demo((candidate) => Number(candidate["Meta: _wc_review_count"]) > 0, "reviewed product");
      const storedRated = await product(db, idOf(rated));
      expect(Number(storedRated.averageRating)).toBeCloseTo(Number(rated["Meta: _wc_average_rating"]), 2);
      expect(storedRated.reviewCount).toBe(Number(rated["Meta: _wc_review_count"]));
      expect(storedRated.totalSales).toBe(Number(rated["Meta: total_sales"]));
      expect(storedRated.menuOrder).toBe(Number(rated.Position || 0));
    });

    it("builds the category tree and applies categories.json", async () => {
      const details: { path: string; description: string; image: string }[] = JSON.parse(
        readFileSync(path.join(DEMO_DIR, "categories.json"), "utf8"),
      );
      const all = await db.select().from(categories);
      const byId = new Map(all.map((category) => [category.id, category]));
      const pathOf = (id: number): string => {
        const category = byId.get(id);
        if (!category) return "?";
        return category.parentId === null ? category.name : `${pathOf(category.parentId)} > ${category.name}`;
      };
      const usedPaths = new Set(demoRows.flatMap((row) => list(row.Categories)));
      const storedPaths = all.map((category) => pathOf(category.id));
      expect(new Set(storedPaths)).toEqual(new Set([...usedPaths, ...details.map((detail) => detail.path)]));
      expect(new Set(all.map((category) => category.slug)).size).toBe(all.length);
      for (const detail of details) {
        const category = all.find((candidate) => pathOf(candidate.id) === detail.path);
        expect(category?.description).toBe(detail.description);
        const [image] = await db
          .select()
          .from(media)
          .where(eq(media.id, category?.mediaId ?? -1));
        expect(image).toMatchObject({ source: detail.image, ...svgSize(path.join(DEMO_DIR, detail.image)) });
      }
    });
  });

  describe("fixtures", () => {
    let handle: DatabaseHandle;
    let db: Database;
    let server: Server;
    let baseUrl = "";

    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === "/img/photo.png") {
          response.writeHead(200, { "content-type": "image/png" });
          response.end(png(7, 5));
        } else {
          response.writeHead(404, { "content-type": "text/plain" });
          response.end("not found");
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await handle?.close();
    });

    // Each test starts from an empty catalogue (and fresh id sequences).
    const fresh = async () => {
      if (!handle) {
        handle = await createTestDatabase(kind);
        db = handle.db;
        return;
      }
      await db.execute(
        sql.raw(
          "truncate table product_links, product_attributes, attribute_terms, attributes, product_tags, tags, " +
            "product_categories, categories, product_images, products, media restart identity cascade",
        ),
      );
    };

    it("imports every product type of a small file, resolving references within the file", async () => {
      await fresh();
      const summary = await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      expect(summary).toEqual({ created: 7, updated: 0, variations: 2 });

      const mug = await product(db, 501);
      expect(mug).toMatchObject({
        slug: "fixture-mug",
        featured: true,
        description: "Holds tea.\nOr coffee, if you must.",
        regularPrice: 1000,
        salePrice: 800,
        saleStartsAt: new Date("2024-02-29T23:00:00.000Z"),
        saleEndsAt: new Date("2024-03-31T21:59:59.000Z"),
        manageStock: true,
        stockQuantity: 12,
        backorders: "notify",
        weightKg: "0.35",
        quantityMin: 2,
        quantityMax: 10,
        quantityStep: 2,
        averageRating: "4.50",
        reviewCount: 8,
        totalSales: 31,
        menuOrder: 1,
      });
      const [bowl] = await db.select().from(products).where(eq(products.sku, "FX-BOWL"));
      expect(bowl).toMatchObject({
        slug: "fixture-bowl",
        catalogVisibility: "catalog",
        stockStatus: "onbackorder",
        manageStock: false,
        backorders: "yes",
        soldIndividually: true,
      });
      expect(bowl?.id).toBeGreaterThan(530);
      expect(await linksOf(db, 501, "upsell")).toEqual([bowl?.id]);
      expect(await linksOf(db, 501, "cross_sell")).toEqual([520]);
      expect(await linksOf(db, 520, "grouped_child")).toEqual([bowl?.id, 501]);
      expect(await categoryPathsOf(db, 501)).toEqual(["Gifts", "Kitchen > Mugs"]);
      expect(await categoryPathsOf(db, bowl?.id ?? -1)).toEqual(["Kitchen"]);
      expect(await tagNamesOf(db, 501)).toEqual(["ceramic", "gift"]);
      expect(await imagesOf(db, 501)).toEqual([
        {
          position: 0,
          alt: "Fixture Mug",
          source: "images/mug.svg",
          mimeType: "image/svg+xml",
          width: 40,
          height: 30,
        },
        {
          position: 1,
          alt: "Fixture Mug – image 2",
          source: "images/mug-side.svg",
          mimeType: "image/svg+xml",
          width: 30,
          height: 40,
        },
      ]);
      // The same file used twice is stored once.
      const [mugMedia] = await imagesOf(db, bowl?.id ?? -1);
      expect(mugMedia?.source).toBe("images/mug.svg");
      expect((await db.select().from(media)).length).toBe(5);
      expect((await imagesOf(db, 510))[0]).toMatchObject({ width: 80, height: 60 });

      const [blue] = await db.select().from(products).where(eq(products.sku, "FX-TEE-BLUE"));
      expect(blue).toMatchObject({
        parentId: 510,
        name: "Fixture Tee - Blue, M",
        variationAttributes: { Colour: "Blue", Size: "M" },
        stockStatus: "outofstock",
      });
      expect(await product(db, 511)).toMatchObject({ variationAttributes: { Colour: "Red", Size: "" } });
      const teeAttributes = await db
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.productId, 510))
        .orderBy(asc(productAttributes.position));
      const [colour] = await db.select().from(attributes).where(eq(attributes.slug, "colour"));
      expect(teeAttributes).toMatchObject([
        { name: "Colour", attributeId: colour?.id, options: ["Red", "Blue"], defaultOption: "Blue" },
        {
          name: "Size",
          attributeId: null,
          options: ["S", "M"],
          defaultOption: null,
          usedForVariations: true,
        },
      ]);
      expect(teeAttributes[0]?.usedForVariations).toBe(true);
      expect(await product(db, 530)).toMatchObject({
        externalUrl: "https://example.com/print",
        buttonText: "Buy from the maker",
      });
    });

    it("updates products in place on re-import, by ID or else by SKU", async () => {
      await fresh();
      await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      const before = await rowCounts(db, CATALOGUE_TABLES);
      const [bowlBefore] = await db.select().from(products).where(eq(products.sku, "FX-BOWL"));

      const summary = await importWooCsv(db, fixture("small-update.csv"), importOptions(FIXTURES));
      expect(summary).toEqual({ created: 0, updated: 2, variations: 0 });
      const after = await rowCounts(db, CATALOGUE_TABLES);
      expect(after.products).toBe(before.products);

      expect(await product(db, 501)).toMatchObject({
        name: "Fixture Mug XL",
        slug: "fixture-mug",
        regularPrice: 1100,
        salePrice: 800, // no Sale price column: kept
        stockQuantity: 12,
      });
      expect(await categoryPathsOf(db, 501)).toEqual(["Gifts"]);
      expect(await tagNamesOf(db, 501)).toEqual(["ceramic", "gift"]);
      expect(await imagesOf(db, 501)).toHaveLength(2);
      const [bowlAfter] = await db.select().from(products).where(eq(products.sku, "FX-BOWL"));
      expect(bowlAfter).toMatchObject({ id: bowlBefore?.id, regularPrice: 1300, soldIndividually: true });

      // Importing the full file again replaces relations with the file's, still creating nothing.
      const again = await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      expect(again).toEqual({ created: 0, updated: 7, variations: 2 });
      expect(await rowCounts(db, CATALOGUE_TABLES)).toEqual(before);
      expect(await categoryPathsOf(db, 501)).toEqual(["Gifts", "Kitchen > Mugs"]);
      expect(await product(db, 501)).toMatchObject({ name: "Fixture Mug", regularPrice: 1000 });
    });

    it("rejects a malformed file with every problem's line and writes nothing", async () => {
      await fresh();
      const before = await rowCounts(db, CATALOGUE_TABLES);
      const error = await rejectionOf(
        importWooCsv(db, fixture("malformed.csv"), importOptions(FIXTURES)),
        ImportError,
      );
      expect(error.problems).toEqual([
        { line: 5, message: 'Type "bundle" is not one of simple, variable, variation, grouped, external' },
        { line: 6, message: "Name is required" },
        { line: 7, message: 'Parent "id:999" does not match any product in the file or the shop' },
        { line: 8, message: 'Regular price "12.5x" is not a valid price' },
      ]);
      expect(error.message).toContain("line 6: Name is required");
      expect(await rowCounts(db, CATALOGUE_TABLES)).toEqual(before);
      expect(Object.values(before).every((count) => count === 0)).toBe(true);
    });

    it("reports references to products that are neither in the file nor in the shop", async () => {
      await fresh();
      const text =
        'ID,Type,SKU,Name,Upsells,Cross-sells,Grouped products\n1,grouped,G,Set,NOPE,id:77,"id:1, X"\n';
      const error = await rejectionOf(importWooCsv(db, text, importOptions(FIXTURES)), ImportError);
      expect(error.problems).toEqual([
        { line: 2, message: 'Grouped products "X" does not match any product in the file or the shop' },
        { line: 2, message: 'Upsells "NOPE" does not match any product in the file or the shop' },
        { line: 2, message: 'Cross-sells "id:77" does not match any product in the file or the shop' },
      ]);
    });

    it("resolves references against products already in the shop", async () => {
      await fresh();
      await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      const text = [
        "ID,Type,SKU,Name,Parent,Regular price,Upsells,Attribute 1 name,Attribute 1 value(s)",
        '540,simple,FX-CUP,Fixture Cup,,4.00,"FX-SET, id:530",,',
        "541,variation,FX-TEE-RED-2,,id:510,21.00,,Colour,red",
        "542,variation,FX-TEE-PINK,,FX-TEE,21.00,,Colour,Pink",
        "543,variation,FX-MUG-VAR,,FX-MUG,21.00,,,",
      ].join("\n");
      const error = await rejectionOf(importWooCsv(db, text, importOptions(FIXTURES)), ImportError);
      expect(error.problems).toEqual([
        {
          line: 4,
          message: `Attribute "Colour" value "Pink" is not one of the parent's options (Red, Blue)`,
        },
        { line: 5, message: 'Parent "FX-MUG" is a simple product in the shop, not a variable product' },
      ]);
      const fixed = text.split("\n").slice(0, 3).join("\n");
      expect(await importWooCsv(db, fixed, importOptions(FIXTURES))).toEqual({
        created: 2,
        updated: 0,
        variations: 1,
      });
      expect(await linksOf(db, 540, "upsell")).toEqual([520, 530]);
      expect(await product(db, 541)).toMatchObject({
        parentId: 510,
        name: "Fixture Tee - Red",
        variationAttributes: { Colour: "Red" },
      });
    });

    it("checks a variation against a shop parent that the same file updates by SKU", async () => {
      await fresh();
      await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      const lines = [
        "ID,Type,SKU,Name,Parent,Regular price,Attribute 1 name,Attribute 1 value(s),Attribute 1 global",
        ',variable,FX-TEE,Fixture Tee,,,Colour,"Red, Blue, Green",1',
        "550,variation,FX-TEE-GREEN,,id:510,20.00,Colour,green,",
        "551,simple,FX-X,Thing,,3.00,,,",
        "552,variation,FX-Y,,id:551,3.00,,,",
      ];
      const error = await rejectionOf(
        importWooCsv(db, lines.join("\n"), importOptions(FIXTURES)),
        ImportError,
      );
      expect(error.problems).toEqual([
        { line: 5, message: 'Parent "id:551" is a simple product (line 4), not a variable product' },
      ]);

      const summary = await importWooCsv(db, lines.slice(0, 4).join("\n"), importOptions(FIXTURES));
      expect(summary).toEqual({ created: 2, updated: 1, variations: 1 });
      expect(await product(db, 550)).toMatchObject({
        parentId: 510,
        name: "Fixture Tee - Green",
        variationAttributes: { Colour: "Green" },
      });
      const [colour] = await db.select().from(productAttributes).where(eq(productAttributes.productId, 510));
      expect(colour).toMatchObject({ options: ["Red", "Blue", "Green"], usedForVariations: true });
    });

    it("rolls everything back when an image cannot be loaded", async () => {
      await fresh();
      const before = await rowCounts(db, CATALOGUE_TABLES);
      const error = await rejectionOf(
        importWooCsv(db, fixture("missing-image.csv"), importOptions(FIXTURES)),
        ImportError,
      );
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]?.line).toBe(3);
      expect(error.problems[0]?.message).toContain(path.join(FIXTURES, "images/not-there.svg"));
      expect(await rowCounts(db, CATALOGUE_TABLES)).toEqual(before);
    });

    it("rejects a file that is not an image in a supported format", async () => {
      await fresh();
      const error = await rejectionOf(
        importWooCsv(db, "Type,Name,Images\nsimple,Frame,images/fake.png\n", importOptions(FIXTURES)),
        ImportError,
      );
      expect(error.problems).toEqual([
        { line: 2, message: expect.stringMatching(/^Images "images\/fake.png": fake.png is not an image/) },
      ]);
      expect((await rowCounts(db, CATALOGUE_TABLES)).media).toBe(0);
    });

    it("downloads http images and stores their type and size; a failing download names the status", async () => {
      await fresh();
      const text = `Type,Name,Images\nsimple,Photo frame,"${baseUrl}/img/photo.png"\n`;
      await importWooCsv(db, text, importOptions(FIXTURES));
      const [frame] = await db.select().from(products).where(eq(products.name, "Photo frame"));
      expect(await imagesOf(db, frame?.id ?? -1)).toEqual([
        {
          position: 0,
          alt: "Photo frame",
          source: `${baseUrl}/img/photo.png`,
          mimeType: "image/png",
          width: 7,
          height: 5,
        },
      ]);
      const [stored] = await db.select().from(media).where(eq(media.mimeType, "image/png"));
      expect(stored?.filename).toBe("photo.png");
      expect(stored?.data.equals(png(7, 5))).toBe(true);

      const broken = `Type,Name,Images\nsimple,Lamp,"${baseUrl}/img/gone.png"\n`;
      const error = await rejectionOf(importWooCsv(db, broken, importOptions(FIXTURES)), ImportError);
      expect(error.problems).toEqual([{ line: 2, message: expect.stringContaining("404") }]);
    });

    it("moves the id sequence past imported IDs", async () => {
      await fresh();
      await importWooCsv(db, "ID,Type,Name\n900,simple,Only explicit IDs\n", importOptions(FIXTURES));
      const [next] = await db
        .insert(products)
        .values({ type: "simple", name: "Next", slug: "next" })
        .returning({ id: products.id });
      expect(next?.id).toBe(901);

      await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      const [maxRow] = await db.select({ max: sql<number>`max(${products.id})::int` }).from(products);
      const [inserted] = await db
        .insert(products)
        .values({ type: "simple", name: "Added later", slug: "added-later" })
        .returning({ id: products.id });
      expect(inserted?.id).toBeGreaterThan(maxRow?.max ?? Number.POSITIVE_INFINITY);
      const ids = await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [501, 510, 520]));
      expect(ids).toHaveLength(3);
    });

    it("gives clashing names distinct slugs and rejects a SKU used by another product", async () => {
      await fresh();
      await importWooCsv(db, "ID,Type,SKU,Name\n1,simple,A,Mug\n2,simple,B,Mug\n", importOptions(FIXTURES));
      const slugs = await db.select({ slug: products.slug }).from(products).orderBy(asc(products.id));
      expect(slugs.map((row) => row.slug)).toEqual(["mug", "mug-2"]);
      const error = await rejectionOf(
        importWooCsv(db, "ID,Type,SKU,Name\n3,simple,A,Mug\n", importOptions(FIXTURES)),
        ImportError,
      );
      expect(error.problems).toEqual([
        { line: 2, message: 'SKU "A" is already used by product 1 ("Mug") in the shop' },
      ]);
    });

    it("applies category details by path, creating missing categories", async () => {
      await fresh();
      await importWooCsv(db, fixture("small.csv"), importOptions(FIXTURES));
      await applyCategoryDetails(
        db,
        [
          { path: "Kitchen > Mugs", description: "All the mugs.", image: "images/mug.svg" },
          { path: "Garden > Tools", description: "New." },
        ],
        FIXTURES,
      );
      const all = await db.select().from(categories);
      const mugs = all.find((category) => category.name === "Mugs");
      const kitchen = all.find((category) => category.name === "Kitchen");
      expect(mugs).toMatchObject({ parentId: kitchen?.id, description: "All the mugs." });
      const [image] = await db
        .select()
        .from(media)
        .where(eq(media.id, mugs?.mediaId ?? -1));
      expect(image?.source).toBe("images/mug.svg");
      const tools = all.find((category) => category.name === "Tools");
      const garden = all.find((category) => category.name === "Garden");
      expect(tools).toMatchObject({ parentId: garden?.id, description: "New.", slug: "tools" });
      await expect(applyCategoryDetails(db, [{ path: "A > > B" }], FIXTURES)).rejects.toThrow(/empty level/);
    });
  });
});
