/**
 * ElementsKit's pie chart (progress circle) as pure rules (W-MISC-14..16): a ring of 110 px with a 3 px line that
 * fills to its percentage over 1000 ms once it scrolls into view.
 */
export const PIE_CHART_DEFAULTS = { size: 110, lineWidth: 3, duration: 1000 } as const;
const START = -Math.PI / 2;

export interface PieChartOptions {
  percent: number;
  size: number;
  lineWidth: number;
  barColor: string;
  trackColor: string;
  lineCap: "round" | "butt" | "square";
}

export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The arc for a percentage: from 12 o'clock, clockwise. */
export function pieArc(percent: number): { start: number; end: number } {
  return { start: START, end: START + (Math.PI * 2 * clampPercent(percent)) / 100 };
}

/** Ease-out (cubic) progress of the fill, 0–1, after `elapsed` of `duration` ms. */
export function fillProgress(elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 1;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  return 1 - (1 - t) ** 3;
}

/** The percentage drawn `elapsed` ms into the animation. */
export function percentAt(target: number, elapsed: number, duration: number): number {
  return Number((clampPercent(target) * fillProgress(elapsed, duration)).toFixed(2));
}

/** The radius of the ring's centre line inside the canvas. */
export function ringRadius(size: number, lineWidth: number): number {
  return Math.max(0, (size - lineWidth) / 2);
}
