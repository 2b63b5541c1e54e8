/** The "Showing 1–12 of 57 results" line above a product listing. */

export interface ResultCountInput {
  total: number;
  page: number;
  perPage: number;
}

/** WooCommerce's wording: one result, all results on one page, or the range shown (with an en dash). */
export function resultCountText({ total, page, perPage }: ResultCountInput): string {
  if (total === 1) return "Showing the single result";
  if (total <= perPage) return `Showing all ${total} results`;
  const first = perPage * (page - 1) + 1;
  const last = Math.min(total, perPage * page);
  return `Showing ${first}–${last} of ${total} results`;
}
