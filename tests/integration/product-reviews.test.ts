import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentSource } from "../../app/builder/page/document-source.ts";
import { batchedLoadServices } from "../../app/builder/page/render-cache.server.ts";
import { DEMO_REVIEWS, type DemoReview, MUG_ID } from "../../content/demo/site/reviews/demo-reviews.ts";
import { reviewsExport } from "../../content/demo/site/reviews/reviews-export.ts";
import { contentImportTags } from "../../server/cache/page-tags.ts";
import { formatWxrReport } from "../../server/content/import-report.ts";
import { importWxr } from "../../server/content/wxr/wxr-import.server.ts";
import type { Database, DatabaseHandle } from "../../server/db/client.server.ts";
import { productReviews, products } from "../../server/db/schema.ts";
import { parseSettings } from "../../server/settings/settings.ts";
import { importWooCsv } from "../../server/shop/import/import.server.ts";
import { approvedReviews } from "../../server/shop/reviews/reviews.server.ts";
import { createTestDatabase, testDatabaseKinds } from "../support/databases.ts";

const SITE = "https://old-shop.example";
const options = { baseDir: ".", source: "reviews.xml" };

const review = (overrides: Partial<DemoReview> & Pick<DemoReview, "id">): DemoReview => ({
  productId: 501,
  author: "Ada Byron",
  email: "ada@example.com",
  date: "2026-03-01 10:00:00",
  content: "Lovely.",
  rating: 5,
  verified: true,
  approved: "1",
  ...overrides,
});

const REVIEWS: DemoReview[] = [
  review({
    id: 11,
    rating: 5,
    date: "2026-03-01 10:00:00",
    content: "<p>Great &amp; sturdy.</p><p>Buying two.</p>",
  }),
  review({ id: 12, author: "Ben", rating: 4, date: "2026-03-05 10:00:00", verified: false }),
  review({ id: 13, author: "Cleo", rating: 4, date: "2026-02-01 10:00:00" }),
  review({ id: 14, author: "No Stars", rating: null, date: "2026-01-01 10:00:00" }),
  review({ id: 15, author: "Held", rating: 1, approved: "0", date: "2026-03-09 10:00:00" }),
  review({ id: 16, author: "Spammer", rating: 1, approved: "spam" }),
  review({ id: 17, author: "Shop", rating: null, parent: 12, content: "Thanks Ben!" }),
  review({ id: 18, author: "Note", type: "order_note", content: "not a review" }),
  review({ id: 21, productId: 502, author: "Dan", rating: 2 }),
  review({ id: 31, productId: 999, author: "Ghost", rating: 5 }),
];

const PRODUCTS = [
  { id: 501, title: "Oak Tray", slug: "oak-tray" },
  { id: 502, title: "Clay Jug", slug: "clay-jug" },
  { id: 999, title: "Gone Product", slug: "gone-product" },
];

async function figures(db: Database, id: number) {
  const [row] = await db
    .select({ averageRating: products.averageRating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

describe.each(testDatabaseKinds)("product reviews on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    await db.insert(products).values([
      { id: 501, type: "simple", name: "Oak Tray", slug: "oak-tray", averageRating: "1.00", reviewCount: 99 },
      { id: 502, type: "simple", name: "Clay Jug", slug: "clay-jug" },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("W-MISC-27 imports WooCommerce reviews from a WordPress export: approved, held and spam kept apart, replies and notes left out, figures recomputed", async () => {
    const report = await importWxr(db, reviewsExport(SITE, PRODUCTS, REVIEWS), options);
    expect(report.reviews).toEqual({ written: 7, productIds: [501, 502] });
    const rows = await db.select().from(productReviews).orderBy(asc(productReviews.id));
    expect(rows.map((row) => [row.id, row.productId, row.status, row.rating, row.verified])).toEqual([
      [11, 501, "approved", 5, true],
      [12, 501, "approved", 4, false],
      [13, 501, "approved", 4, true],
      [14, 501, "approved", null, true],
      [15, 501, "hold", 1, true],
      [16, 501, "spam", 1, true],
      [21, 502, "approved", 2, true],
    ]);
    expect(rows[0]?.content).toBe("Great & sturdy.\n\nBuying two.");
    expect(rows[0]?.createdAt.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(rows[0]?.authorEmail).toBe("ada@example.com");
    // Four approved (one without stars): average of 5, 4, 4 to two places; the CSV's 1.00 from 99 is replaced.
    expect(await figures(db, 501)).toEqual({ averageRating: "4.33", reviewCount: 4 });
    expect(await figures(db, 502)).toEqual({ averageRating: "2.00", reviewCount: 1 });
    expect(report.skipped).toContainEqual({
      id: 31,
      postType: "review",
      title: 'Ghost on "Gone Product"',
      reason:
        "product 999 is not in the catalogue (import the WooCommerce CSV first, then this export again)",
    });
    expect(formatWxrReport(report)).toContain("  product reviews: 7 (for 2 products)");
    // The pages of both products (and documents whose review widgets show them) are dropped from the cache.
    expect(contentImportTags(report)).toEqual(expect.arrayContaining(["product-501", "product-502"]));
  });

  it("W-MISC-27 only approved reviews are shown, newest first, without the reviewer's address", async () => {
    const shown = await approvedReviews(db, 501);
    expect(shown.map((entry) => entry.author)).toEqual(["Ben", "Ada Byron", "Cleo", "No Stars"]);
    expect(shown[0]).toEqual({
      id: 12,
      author: "Ben",
      rating: 4,
      content: "Lovely.",
      verified: false,
      date: "2026-03-05T10:00:00.000Z",
    });
    expect(JSON.stringify(shown)).not.toContain("ada@example.com");
    expect(await approvedReviews(db, 501, 2)).toHaveLength(2);
  });

  it("W-MISC-27 importing the export again with a review moderated updates it and the figures, creating nothing twice", async () => {
    const moderated = REVIEWS.map((entry) =>
      entry.id === 12
        ? { ...entry, approved: "spam" as const }
        : entry.id === 15
          ? { ...entry, approved: "1" as const }
          : entry,
    );
    await importWxr(db, reviewsExport(SITE, PRODUCTS, moderated), options);
    expect(await db.$count(productReviews)).toBe(7);
    // Approved now: 5, 4 (Cleo), none, 1 (Held) → (5 + 4 + 1) / 3.
    expect(await figures(db, 501)).toEqual({ averageRating: "3.33", reviewCount: 4 });
    expect((await approvedReviews(db, 501)).map((entry) => entry.author)).toEqual([
      "Held",
      "Ada Byron",
      "Cleo",
      "No Stars",
    ]);
  });

  it("W-MISC-27 the demo mug's reviews import over its catalogue row: 23 approved at 4.61", async () => {
    await db
      .insert(products)
      .values({ id: MUG_ID, type: "simple", name: "Speckled Stoneware Mug", slug: "speckled-stoneware-mug" });
    await importWxr(
      db,
      reviewsExport(SITE, [{ id: MUG_ID, title: "Mug", slug: "mug" }], DEMO_REVIEWS),
      options,
    );
    expect(await figures(db, MUG_ID)).toEqual({ averageRating: "4.61", reviewCount: 23 });
    const shown = await approvedReviews(db, MUG_ID, 50);
    expect(shown).toHaveLength(23);
    expect(shown.map((entry) => entry.author)).not.toContain("Waiting Reviewer");
    expect(shown.map((entry) => entry.author)).not.toContain("Cheap Pills");
  });

  it("W-MISC-27 a catalogue CSV imported later keeps the figures of products whose reviews are stored", async () => {
    const csv = [
      "ID,Type,SKU,Name,Published,Meta: _wc_average_rating,Meta: _wc_review_count",
      "502,simple,JUG,Clay Jug,1,4.90,40",
      "503,simple,CUP,Clay Cup,1,4.20,7",
    ].join("\n");
    const settings = parseSettings({});
    await importWooCsv(db, csv, { baseDir: ".", currency: settings.currency, timeZone: "UTC" });
    expect(await figures(db, 502)).toEqual({ averageRating: "2.00", reviewCount: 1 });
    expect(await figures(db, 503)).toEqual({ averageRating: "4.20", reviewCount: 7 });
  });

  it("W-MISC-27 a render reading a product's reviews is tagged with that product, so a review change drops it", async () => {
    const reads = new Set<string>();
    const source = {
      catalogue: {
        products: async () => [],
        product: async () => null,
        currency: () => ({ code: "EUR" }),
        reviews: (productId: number, limit: number) => approvedReviews(db, productId, limit),
      },
    } as unknown as DocumentSource; // only the catalogue part is used here
    const services = batchedLoadServices(source, new URLSearchParams(), reads);
    expect(await services.catalogue.reviews(502, 6)).toHaveLength(1);
    expect([...reads]).toEqual(["product-502"]);
  });
});
