import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { productReviews, products } from "../../db/schema.ts";
import { type ProductReviewView, type ReviewStatus, ratingFigures } from "./review-rules.ts";

/** How many reviews a product page or a reviews widget shows at most. */
export const REVIEWS_SHOWN_LIMIT = 50;

/** The product's approved reviews, newest first. */
export async function approvedReviews(
  db: Executor,
  productId: number,
  limit = REVIEWS_SHOWN_LIMIT,
): Promise<ProductReviewView[]> {
  const rows = await db
    .select({
      id: productReviews.id,
      author: productReviews.authorName,
      rating: productReviews.rating,
      content: productReviews.content,
      verified: productReviews.verified,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, "approved")))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, date: createdAt.toISOString() }));
}

/** Recomputes the figures of every product that has stored reviews (after a catalogue import rewrote them). */
export async function recountReviewedProducts(db: Executor): Promise<void> {
  const rows = await db.selectDistinct({ productId: productReviews.productId }).from(productReviews);
  await recountProductRatings(
    db,
    rows.map((row) => row.productId),
  );
}

/**
 * Recomputes `average_rating` and `review_count` of these products from their stored reviews (approved only).
 * Called in the same transaction as every change to reviews, so the figures never disagree with the list.
 */
export async function recountProductRatings(db: Executor, productIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows = await db
    .select({
      productId: productReviews.productId,
      status: productReviews.status,
      rating: productReviews.rating,
    })
    .from(productReviews)
    .where(inArray(productReviews.productId, ids));
  const byProduct = new Map<number, { status: ReviewStatus; rating: number | null }[]>(
    ids.map((id) => [id, []]),
  );
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  for (const [productId, reviews] of byProduct) {
    const figures = ratingFigures(reviews);
    await db
      .update(products)
      .set({ averageRating: figures.averageRating.toFixed(2), reviewCount: figures.reviewCount })
      .where(eq(products.id, productId));
  }
}
