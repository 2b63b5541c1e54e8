import { writeWxr } from "../../../wxr-writer.ts";
import { DEMO_AUTHOR } from "../demo-wxr.ts";
import type { DemoReview } from "./demo-reviews.ts";

/**
 * A WordPress export (WXR 1.2) of product items carrying their reviews as `wp:comment`s, the way WooCommerce's
 * shops export them: comment type `review`, the stars in the comment meta `rating`, `verified` "1" or "0".
 * Vitrine takes the products themselves from the CSV; from these items it imports only the reviews.
 */
export function reviewsExport(
  site: string,
  products: readonly { id: number; title: string; slug: string }[],
  reviews: readonly DemoReview[],
): string {
  return writeWxr({
    comments: ["Product reviews exported from WooCommerce (Tools → Export → Products), comments included."],
    site,
    title: "Maison Vitrine",
    description: "Objects for a slower home",
    author: DEMO_AUTHOR,
    items: products.map((product) => ({
      id: product.id,
      title: product.title,
      slug: product.slug,
      type: "product",
      link: `${site}/product/${product.slug}/`,
      guid: `${site}/?post_type=product&amp;p=${product.id}`,
      date: "2025-06-01 09:00:00",
      commentStatus: "open",
      meta: {},
      comments: reviews
        .filter((review) => review.productId === product.id)
        .map((review) => ({
          id: review.id,
          author: review.author,
          email: review.email,
          date: review.date,
          content: review.content,
          approved: review.approved,
          type: review.type ?? "review",
          parent: review.parent,
          meta: {
            ...(review.rating === null ? {} : { rating: String(review.rating) }),
            verified: review.verified ? "1" : "0",
          },
        })),
    })),
  });
}
