import type { z } from "zod";
import type { taxSettingsSchema } from "../../settings/commerce-settings.ts";

type TaxSettings = z.infer<typeof taxSettingsSchema>;
export type TaxRateSettings = TaxSettings["rates"][number];

/** Where tax is charged: the customer's (or the shop's) address. */
export interface TaxLocation {
  country: string;
  state: string;
  postcode: string;
}

export interface TaxRate {
  /** Stable within one settings file: position in settings.tax.rates, 1-based (`tax-3`). */
  id: string;
  label: string;
  /** Percent. */
  rate: number;
  priority: number;
  compound: boolean;
  shipping: boolean;
}

/** Minor units of tax per rate id. */
export type TaxAmounts = Map<string, number>;

/** `75011`, `750*` (prefix) or `10000...19999` (numeric range), compared without spaces, case-insensitively. */
export function postcodeMatches(pattern: string, postcode: string): boolean {
  const wanted = pattern.replace(/\s+/g, "").toUpperCase();
  const actual = postcode.replace(/\s+/g, "").toUpperCase();
  if (wanted.endsWith("*")) return actual.startsWith(wanted.slice(0, -1));
  const range = /^(\d+)\.\.\.(\d+)$/.exec(wanted);
  if (range) {
    if (!/^\d+$/.test(actual)) return false;
    const value = Number(actual);
    return value >= Number(range[1]) && value <= Number(range[2]);
  }
  return wanted === actual;
}

/**
 * The rates that apply at a location for a tax class: of each priority the first matching rate (in settings
 * order), as WooCommerce does, ordered by priority.
 */
export function matchingRates(rates: TaxRateSettings[], location: TaxLocation, taxClass: string): TaxRate[] {
  const byPriority = new Map<number, TaxRate>();
  rates.forEach((rate, index) => {
    if (rate.class !== taxClass) return;
    if (rate.country && rate.country !== location.country) return;
    if (rate.state && rate.state.toUpperCase() !== location.state.toUpperCase()) return;
    if (
      rate.postcodes.length > 0 &&
      !rate.postcodes.some((pattern) => postcodeMatches(pattern, location.postcode))
    )
      return;
    if (byPriority.has(rate.priority)) return;
    byPriority.set(rate.priority, {
      id: `tax-${index + 1}`,
      label: rate.name,
      rate: rate.rate,
      priority: rate.priority,
      compound: rate.compound,
      shipping: rate.shipping,
    });
  });
  return [...byPriority.values()].sort((a, b) => a.priority - b.priority);
}

/** Tax on a net amount: simple rates on the amount, compound rates on the amount plus the taxes before them. */
export function exclusiveTaxes(net: number, rates: TaxRate[]): TaxAmounts {
  const taxes: TaxAmounts = new Map();
  let simpleTotal = 0;
  for (const rate of rates.filter((candidate) => !candidate.compound)) {
    const tax = Math.round((net * rate.rate) / 100);
    taxes.set(rate.id, tax);
    simpleTotal += tax;
  }
  let base = net + simpleTotal;
  for (const rate of rates.filter((candidate) => candidate.compound)) {
    const tax = Math.round((base * rate.rate) / 100);
    taxes.set(rate.id, tax);
    base += tax;
  }
  return taxes;
}

/**
 * The taxes contained in a gross amount. The net is found from the combined factor, the taxes are worked out
 * on it, and any rounding cent goes to the largest tax, so that net + taxes is exactly the gross.
 */
export function inclusiveTaxes(gross: number, rates: TaxRate[]): TaxAmounts {
  if (rates.length === 0) return new Map();
  const simpleFactor =
    1 + rates.filter((rate) => !rate.compound).reduce((sum, rate) => sum + rate.rate / 100, 0);
  const compoundFactor = rates
    .filter((rate) => rate.compound)
    .reduce((product, rate) => product * (1 + rate.rate / 100), 1);
  const net = Math.round(gross / (simpleFactor * compoundFactor));
  const taxes = exclusiveTaxes(net, rates);
  const difference = gross - net - sumTaxes(taxes);
  if (difference !== 0) {
    const [largestId] = [...taxes.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (largestId !== undefined) taxes.set(largestId, (taxes.get(largestId) ?? 0) + difference);
  }
  return taxes;
}

export function sumTaxes(taxes: TaxAmounts): number {
  let total = 0;
  for (const amount of taxes.values()) total += amount;
  return total;
}

export function addTaxes(into: TaxAmounts, taxes: TaxAmounts): void {
  for (const [id, amount] of taxes) into.set(id, (into.get(id) ?? 0) + amount);
}

export function sameRates(a: TaxRate[], b: TaxRate[]): boolean {
  return a.length === b.length && a.every((rate, index) => rate.id === b[index]?.id);
}
