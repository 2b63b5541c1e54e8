/** The rating kept within its scale (0 to 5, or 0 to 10). */
export function clampRating(rating: number, scale: number): number {
  return Math.min(scale, Math.max(0, rating));
}

/**
 * Elementor's class for each star: `elementor-star-full`, `elementor-star-empty`, or `elementor-star-<tenths>`
 * for the one partly filled (4.5 of 5 → four full, `elementor-star-5`).
 */
export function starClasses(rating: number, scale: number): string[] {
  const value = clampRating(rating, scale);
  return Array.from({ length: scale }, (_, index) => {
    if (value >= index + 1) return "elementor-star-full";
    const tenths = Math.round((value - index) * 10);
    if (tenths <= 0) return "elementor-star-empty";
    return tenths >= 10 ? "elementor-star-full" : `elementor-star-${tenths}`;
  });
}

/** The text alternative of the stars: "Rated 4.5 out of 5". */
export function ratingLabel(rating: number, scale: number): string {
  const value = Math.round(clampRating(rating, scale) * 10) / 10;
  return `Rated ${value} out of ${scale}`;
}
