/**
 * The counter's arithmetic, shared by the server (the final number in the HTML) and the browser module (the
 * count-up): decimals follow the ending number, thousands get the chosen separator, and the count eases out.
 */
export interface CounterFormat {
  decimals: number;
  /** Thousands separator, "" for none. */
  delimiter: string;
}

/** Decimals shown: as many as the ending number was written with (`99.5` → 1). */
export function decimalsOf(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return Math.min(fraction.length, 10);
}

/** `12345.5` → `12,345.5` (with `,`); the decimal point stays a point, as Elementor writes it. */
export function formatCounter(value: number, format: CounterFormat): string {
  const fixed = Math.abs(value).toFixed(format.decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = format.delimiter ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.delimiter) : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ""}`;
}

/** The number shown `elapsed` ms into a count of `duration` ms from `from` to `to` (ease-out, exact at the end). */
export function counterValueAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  const progress = elapsed / duration;
  const eased = 1 - (1 - progress) ** 3;
  return from + (to - from) * eased;
}

/** The separator Elementor's `thousand_separator_char` means (`""` is the default comma). */
export function delimiterOf(enabled: boolean, char: string): string {
  return enabled ? char || "," : "";
}
