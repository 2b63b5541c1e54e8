/**
 * Several Lighthouse runs of one page summed up as one row. Simulated figures of single runs vary a lot on a
 * shared machine (a page's score moved by 12 points between two runs minutes apart), so the bench audits each
 * page several times and reports the median run with the spread of its score and blocking time.
 */

/** What the summary needs of one run: its performance score (0–100) and total blocking time in ms. */
export interface RunFigures {
  score: number | null;
  blockingMs: number | null;
}

/**
 * The index of the median run: runs ordered by score (a failed run, with no score, counts as the lowest), then
 * by blocking time (more is worse); of an even count, the lower of the two middle runs.
 */
export function medianRunIndex(runs: readonly RunFigures[]): number {
  if (runs.length === 0) throw new Error("no Lighthouse runs to summarise");
  const order = runs
    .map((run, index) => ({ run, index }))
    .sort(
      (a, b) =>
        (a.run.score ?? -1) - (b.run.score ?? -1) ||
        (b.run.blockingMs ?? Number.POSITIVE_INFINITY) - (a.run.blockingMs ?? Number.POSITIVE_INFINITY),
    );
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

/** `min–max` of the values that exist, or "" when fewer than two runs have one. */
export function spread(values: readonly (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return "";
  return `${Math.min(...known)}–${Math.max(...known)}`;
}
