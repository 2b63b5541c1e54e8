import { StarRating } from "./star-rating.tsx";

/** A review as the product page shows it (the loader formats the date in the shop's time zone). */
export interface ProductPageReview {
  id: number;
  author: string;
  rating: number | null;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  verified: boolean;
  /** ISO 8601, for `<time datetime>`. */
  date: string;
  dateText: string;
}

/**
 * The Reviews tab of a product page with WooCommerce's class contract (`woocommerce-Reviews`, `commentlist`,
 * `woocommerce-review__author`…): the average, then the approved reviews, newest first.
 */
export function ProductReviews({
  productName,
  averageRating,
  reviewCount,
  reviews,
}: {
  productName: string;
  averageRating: number;
  reviewCount: number;
  reviews: readonly ProductPageReview[];
}) {
  return (
    <div className="woocommerce-Reviews" id="reviews">
      <div id="comments">
        <h2 className="woocommerce-Reviews-title">
          {reviewCount} {reviewCount === 1 ? "review" : "reviews"} for <span>{productName}</span>
        </h2>
        <StarRating rating={averageRating} count={reviewCount} />
        <p>
          Rated {averageRating.toFixed(2)} out of 5 by {reviewCount}{" "}
          {reviewCount === 1 ? "customer" : "customers"}.
        </p>
        {reviews.length > 0 ? (
          <ol className="commentlist">
            {reviews.map((review) => (
              <li key={review.id} className="review" id={`li-comment-${review.id}`}>
                <div id={`comment-${review.id}`} className="comment_container">
                  <div className="comment-text">
                    {review.rating === null ? null : <StarRating rating={review.rating} count={1} />}
                    <p className="meta">
                      <strong className="woocommerce-review__author">{review.author}</strong>{" "}
                      {review.verified ? (
                        <em className="woocommerce-review__verified verified">(verified owner)</em>
                      ) : null}{" "}
                      <span className="woocommerce-review__dash">–</span>{" "}
                      <time className="woocommerce-review__published-date" dateTime={review.date}>
                        {review.dateText}
                      </time>
                    </p>
                    <div className="description">
                      {review.paragraphs.map((paragraph, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
                        <p key={index}>{paragraph}</p>
                      ))}
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
