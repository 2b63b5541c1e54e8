/** Average rating out of 5, readable by assistive tech as a sentence. */
export function StarRating({ rating, count }: { rating: number; count: number }) {
  const label = `Rated ${rating.toFixed(2)} out of 5 based on ${count} customer rating${count === 1 ? "" : "s"}`;
  return (
    <div className="star-rating" role="img" aria-label={label}>
      <span style={{ width: `${(rating / 5) * 100}%` }} />
    </div>
  );
}
