/** A progress bar's value as a whole-number percentage from 0 to 100 (Elementor's percent slider may hold anything). */
export function clampPercent(size: number | ""): number {
  if (size === "" || !Number.isFinite(size)) return 0;
  return Math.round(Math.min(100, Math.max(0, size)));
}

/** What screen readers hear for the bar: `50% (Web Designer)`, or just `50%` without inner text. */
export function progressValueText(percent: number, innerText: string): string {
  return innerText ? `${percent}% (${innerText})` : `${percent}%`;
}
