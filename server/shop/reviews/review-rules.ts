/**
 * Pure rules of product reviews: how WooCommerce's stored comments read, and the figures a product shows.
 * WooCommerce keeps a review as a comment of type `review` on the product, its stars in the comment meta
 * `rating` (1–5) and `verified` ("1" when the reviewer bought the product); replies to a review are comments
 * with a parent and are not reviews.
 */

export type ReviewStatus = "approved" | "hold" | "spam" | "trash";

/** A review as the shop shows it: approved ones only, never the reviewer's e-mail address. */
export interface ProductReviewView {
  id: number;
  author: string;
  /** 1–5, or null when the reviewer gave no stars. */
  rating: number | null;
  /** Plain text; paragraphs parted by blank lines. */
  content: string;
  verified: boolean;
  /** ISO 8601 (UTC). */
  date: string;
}

/** `wp:comment_approved` as WordPress writes it: "1", "0", "spam", "trash" (and "post-trashed"). */
export function reviewStatusOf(approved: string): ReviewStatus {
  switch (approved.trim()) {
    case "1":
    case "approve":
      return "approved";
    case "spam":
      return "spam";
    case "trash":
    case "post-trashed":
      return "trash";
    default:
      return "hold";
  }
}

/** The `rating` meta as stars: a whole number from 1 to 5, or null (none, 0, or unreadable). */
export function reviewStars(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const stars = Number(text);
  return stars >= 1 && stars <= 5 ? stars : null;
}

/** Comment types WooCommerce has used for product reviews: `review` since 4.x, plain comments before. */
const REVIEW_COMMENT_TYPES = new Set(["review", "", "comment"]);

/** Whether a comment on a product is a review (not a reply, an order note or a pingback). */
export function isProductReview(comment: { type: string; parentId: number }): boolean {
  return comment.parentId === 0 && REVIEW_COMMENT_TYPES.has(comment.type.trim());
}

export interface RatingFigures {
  /** Approved reviews, with or without stars (WooCommerce's `_wc_review_count`). */
  reviewCount: number;
  /** Mean stars of the approved reviews that have some, to two places (`_wc_average_rating`); 0 when none. */
  averageRating: number;
}

/** A product's figures from its reviews: only approved ones count, the average over those with stars. */
export function ratingFigures(
  reviews: readonly { status: ReviewStatus; rating: number | null }[],
): RatingFigures {
  const approved = reviews.filter((review) => review.status === "approved");
  const rated = approved.flatMap((review) => (review.rating === null ? [] : [review.rating]));
  const sum = rated.reduce((total, stars) => total + stars, 0);
  return {
    reviewCount: approved.length,
    averageRating: rated.length === 0 ? 0 : Math.round((sum / rated.length) * 100) / 100,
  };
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * A comment's content as plain text: WordPress stores what the reviewer typed, with the few tags comments
 * allow. Line and paragraph breaks are kept as newlines; every tag is dropped (reviews are shown as text).
 */
export function reviewText(content: string): string {
  return content
    .replace(/\r\n?/g, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p\s*>/gi, "\n\n")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>?/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
      if (name[0] !== "#") return NAMED_ENTITIES[name.toLowerCase()] ?? match;
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A review's date as visitors read it ("2 October 2026"), in the shop's time zone. */
export function reviewDateText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** Paragraphs of a review's text (blank lines part them). */
export function reviewParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
