import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { productReviews, products } from "../../db/schema.ts";
import { recountProductRatings } from "../../shop/reviews/reviews.server.ts";
import type { PlannedReview, SkippedItem } from "./wxr-plan.ts";

/**
 * Writes an export's product reviews (by their WordPress comment id, so importing the file again updates them)
 * and recomputes the rating figures of every product they belong to. A review of a product that is not in the
 * catalogue is reported, not written: products come from the CSV export, which is imported first.
 */
export async function writeImportedReviews(
  db: Executor,
  reviews: readonly PlannedReview[],
  skipped: SkippedItem[],
): Promise<{ written: number; productIds: number[] }> {
  if (reviews.length === 0) return { written: 0, productIds: [] };
  const productIds = [...new Set(reviews.map((review) => review.productId))];
  const present = new Set(
    (await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map(
      (row) => row.id,
    ),
  );
  const writable = reviews.filter((review) => {
    if (present.has(review.productId)) return true;
    skipped.push({
      id: review.id,
      postType: "review",
      title: `${review.authorName} on "${review.productTitle}"`,
      reason: `product ${review.productId} is not in the catalogue (import the WooCommerce CSV first, then this export again)`,
    });
    return false;
  });
  // Reviews of one product in chunks keep each statement's parameter count well under PostgreSQL's limit.
  for (let start = 0; start < writable.length; start += 500) {
    const rows = writable.slice(start, start + 500).map((review) => ({
      id: review.id,
      productId: review.productId,
      status: review.status,
      authorName: review.authorName,
      authorEmail: review.authorEmail,
      rating: review.rating,
      content: review.content,
      verified: review.verified,
      createdAt: review.createdAt,
      updatedAt: new Date(),
    }));
    await db
      .insert(productReviews)
      .values(rows)
      .onConflictDoUpdate({
        target: productReviews.id,
        set: {
          productId: sql`excluded.product_id`,
          status: sql`excluded.status`,
          authorName: sql`excluded.author_name`,
          authorEmail: sql`excluded.author_email`,
          rating: sql`excluded.rating`,
          content: sql`excluded.content`,
          verified: sql`excluded.verified`,
          createdAt: sql`excluded.created_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  await db.execute(
    sql.raw(
      "select setval(pg_get_serial_sequence('product_reviews', 'id'), greatest((select coalesce(max(id), 0) from product_reviews), 1))",
    ),
  );
  const changed = [...new Set(writable.map((review) => review.productId))].sort((a, b) => a - b);
  await recountProductRatings(db, changed);
  return { written: writable.length, productIds: changed };
}
