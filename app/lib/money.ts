import type { CurrencySettings } from "../../server/settings/settings.ts";

/**
 * Money is an integer count of minor units (cents for EUR). These helpers are
 * the only place decimal strings are turned into or out of that form.
 */

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** "24.90" with 2 decimals → 2490. Returns null for anything that is not a plain non-negative decimal
 * or that has more decimal places than the currency allows. */
export function parseDecimalToMinor(text: string, decimals: number): number | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) return null;
  const minor =
    Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 2490 → "24.90" (a machine-readable amount, dot decimal, no grouping). */
export function minorToDecimal(minor: number, decimals: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (decimals === 0) return `${sign}${abs}`;
  const unit = 10 ** decimals;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(decimals, "0")}`;
}

/** 123456 → "1 234,56 €" per the shop's currency settings. */
export function formatMoney(minor: number, currency: CurrencySettings): string {
  const [whole = "0", fraction] = minorToDecimal(Math.abs(minor), currency.decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const amount = `${minor < 0 ? "-" : ""}${grouped}${fraction ? currency.decimalSeparator + fraction : ""}`;
  switch (currency.position) {
    case "left":
      return `${currency.symbol}${amount}`;
    case "left_space":
      return `${currency.symbol}\u00a0${amount}`;
    case "right":
      return `${amount}${currency.symbol}`;
    case "right_space":
      return `${amount}\u00a0${currency.symbol}`;
  }
}
