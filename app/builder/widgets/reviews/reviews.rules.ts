/** Pure rules of the review cards (ElementsKit `elementskit-review`, Elementor Pro `reviews`). */

/** Review text longer than this is cut, with "Read more" (W-MISC-27). */
export const REVIEW_TRUNCATE_AT = 120;

/**
 * A review's text split for the card: the first 120 characters (cut back to a word boundary when one is near)
 * and the rest; `rest` is "" when the text fits.
 */
export function truncateReview(text: string, limit = REVIEW_TRUNCATE_AT): { short: string; rest: string } {
  const clean = text.replace(/\s+/g, " ").trim();
  const characters = [...clean];
  if (characters.length <= limit) return { short: clean, rest: "" };
  let cut = characters.slice(0, limit).join("");
  const space = cut.lastIndexOf(" ");
  if (space >= limit * 0.6) cut = cut.slice(0, space);
  return { short: cut.trimEnd(), rest: clean.slice(cut.length) };
}

/** A rating as a number of stars from 0 to 5 in half steps; anything unreadable is 0. */
export function reviewRating(value: unknown, scale = 5): number {
  const number = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : 0;
  if (!Number.isFinite(number)) return 0;
  return Math.round(Math.min(scale, Math.max(0, number)) * 2) / 2;
}

/** Five stars for the eye: full, half or empty. */
export function stars(rating: number): ("full" | "half" | "empty")[] {
  return Array.from({ length: 5 }, (_v, index) =>
    rating >= index + 1 ? "full" : rating >= index + 0.5 ? "half" : "empty",
  );
}

/** "Rated 4.5 out of 5". */
export function ratingText(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** "4.6 out of 5, from 23 reviews". */
export function summaryText(average: number, count: number): string {
  const rounded = Math.round(average * 10) / 10;
  return `${rounded} out of 5, from ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** Initials for a reviewer without a photograph. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
