import { type ProductReviewView, reviewDateText } from "../../../../server/shop/reviews/review-rules.ts";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { initials, ratingText, reviewRating, stars, summaryText, truncateReview } from "./reviews.rules.ts";
import type { ReviewsSettings } from "./settings.ts";

/** What `load` found: the bound product, its approved reviews, and the reviewers' photographs. */
export interface ReviewsData {
  product: { name: string; path: string; averageRating: number; reviewCount: number } | null;
  /** The bound product's approved reviews, newest first (null when the widget is bound to none). */
  reviews: ProductReviewView[] | null;
  media: Record<string, MediaInfo>;
}

interface Review {
  key: string;
  name: string;
  title: string;
  text: string;
  rating: number;
  date: string;
  /** Shown as "Verified owner" (the reviewer bought the product). */
  verified: boolean;
  image: MediaInfo | null;
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="vitrine-review-stars elementor-star-rating" aria-label={ratingText(rating)} role="img">
      {stars(rating).map((kind, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
        <span key={index} className={`vitrine-star vitrine-star--${kind}`} aria-hidden="true">
          ★
        </span>
      ))}
    </p>
  );
}

/**
 * Review cards: reviewer, rating (stars for the eye, text for screen readers), and the text cut at 120
 * characters with "Read more" (W-MISC-27). Without script the whole text is there; the browser module hides the
 * rest behind the button. Bound to a product, the cards are headed by the product's real rating and count.
 */
export function Reviews({ element, settings, data, context }: WidgetProps<ReviewsSettings, ReviewsData>) {
  const imageOf = (id: number | string) => data.media[String(id)] ?? null;
  const reviews: Review[] = data.reviews
    ? data.reviews.map((review) => ({
        key: `review-${review.id}`,
        name: review.author,
        title: "",
        text: review.content,
        rating: review.rating ?? 0,
        date: reviewDateText(review.date, context.timeZone),
        verified: review.verified,
        image: null,
      }))
    : context.widgetType === "elementskit-review"
      ? settings.ekit_review_items.map((item, index) => ({
          key: item._id || String(index),
          name: String(item.ekit_review_name),
          title: String(item.ekit_review_designation),
          text: String(item.ekit_review_text),
          rating: reviewRating(item.ekit_review_rating),
          date: String(item.ekit_review_date),
          verified: false,
          image: imageOf(item.ekit_review_image.id),
        }))
      : settings.slides.map((slide, index) => ({
          key: slide._id || String(index),
          name: String(slide.name),
          title: String(slide.title),
          text: String(slide.content),
          rating: reviewRating(slide.rating),
          date: "",
          verified: false,
          image: imageOf(slide.image.id),
        }));
  const product = data.product;
  if (reviews.length === 0 && !product) return null;
  const columns = `vitrine-reviews--columns-${settings.columns} vitrine-reviews--tablet-${settings.columns_tablet ?? (Number(settings.columns) > 2 ? "2" : settings.columns)} vitrine-reviews--mobile-${settings.columns_mobile ?? "1"}`;
  return (
    <div
      className={`ekit-wid-con vitrine-reviews ${columns}`}
      data-reviews={JSON.stringify({
        more: String(settings.read_more_text),
        less: String(settings.read_less_text),
      })}
    >
      {product ? (
        <div className="vitrine-reviews-summary">
          {product.reviewCount > 0 ? <Stars rating={reviewRating(product.averageRating)} /> : null}
          <p className="vitrine-reviews-summary-text">
            {product.reviewCount > 0 ? (
              <strong>{summaryText(product.averageRating, product.reviewCount)}</strong>
            ) : (
              <strong>No reviews yet</strong>
            )}
            {" for "}
            <a href={product.path}>{product.name}</a>
          </p>
        </div>
      ) : null}
      {reviews.length === 0 ? null : (
        <ul className="vitrine-review-list elementor-reviews">
          {reviews.map((review, index) => {
            const { short, rest } = truncateReview(review.text);
            const textId = `vitrine-review-${context.documentId}-${element.id}-${index}`;
            return (
              <li key={review.key} className="vitrine-review-card elementor-testimonial">
                <div className="vitrine-review-head">
                  {review.image ? (
                    <img
                      className="vitrine-review-photo"
                      src={review.image.url}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="vitrine-review-photo vitrine-review-initials" aria-hidden="true">
                      {initials(review.name)}
                    </span>
                  )}
                  <div className="vitrine-review-who">
                    <p className="vitrine-review-name elementor-testimonial__name">{review.name}</p>
                    {review.title || review.date || review.verified ? (
                      <p className="vitrine-review-title elementor-testimonial__title">
                        {[review.title, review.date].filter(Boolean).join(" · ")}
                        {review.verified ? (
                          <span className="vitrine-review-verified">
                            {review.title || review.date ? " · " : ""}Verified owner
                          </span>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                </div>
                {review.rating > 0 || !data.reviews ? <Stars rating={review.rating} /> : null}
                <p className="vitrine-review-text elementor-testimonial__text" id={textId}>
                  <span className="vitrine-review-short">{short}</span>
                  {rest ? <span className="vitrine-review-rest">{rest}</span> : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
