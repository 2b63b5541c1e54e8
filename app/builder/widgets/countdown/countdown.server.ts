import { type CountdownUnit, pad, secondsLeft, unitValues } from "./countdown.rules.ts";

/**
 * Sets every countdown's digits in a document's cached HTML to the time left now, so each response paints the
 * right numbers before (and without) script. The digits spans describe themselves (`data-unit`, `data-due`,
 * `data-units`, written by `countdown.tsx`), so this is a replacement over known markup, not HTML parsing.
 */
const DIGITS =
  /(<span class="[^"]*" data-unit="(\w+)" data-due="(\d+)" data-units="([\w,]+)">)\d+(<\/span>)/g;

export function refreshCountdowns(html: string, now: number): string {
  if (!html.includes('data-due="')) return html;
  return html.replace(
    DIGITS,
    (_match, open: string, unit: string, due: string, units: string, close: string) => {
      const values = unitValues(secondsLeft(new Date(Number(due)), now), units.split(",") as CountdownUnit[]);
      return `${open}${pad(values[unit as CountdownUnit] ?? 0)}${close}`;
    },
  );
}
