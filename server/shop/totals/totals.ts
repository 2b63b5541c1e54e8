import type { Settings } from "../../settings/settings.ts";
import { type CouponRules, computeDiscounts, type DiscountableLine } from "./coupons.ts";
import { chooseRate, ratesFor, type ShippingDestination, type ShippingRate, zoneFor } from "./shipping.ts";
import {
  addTaxes,
  exclusiveTaxes,
  inclusiveTaxes,
  matchingRates,
  sameRates,
  sumTaxes,
  type TaxAmounts,
  type TaxLocation,
  type TaxRate,
} from "./tax.ts";

/**
 * Cart totals as WooCommerce works them out: coupon discounts on the prices as entered, taxes per line on the
 * discounted amounts, shipping from the destination's zone, taxed with the shipping rates. Pure: the caller
 * gathers the cart, coupons and addresses.
 */

export interface TotalsLine extends DiscountableLine {
  taxStatus: "taxable" | "shipping" | "none";
  taxClass: string;
  needsShipping: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** Valid coupons, in the order applied. */
  coupons: CouponRules[];
  settings: Pick<Settings, "tax" | "shipping" | "shop">;
  /** Where taxes are charged (per settings.tax.basedOn; the caller picks). */
  taxLocation: TaxLocation;
  /** Null until an address is known: then no shipping rates (shipping "calculated at checkout"). */
  shippingDestination: ShippingDestination | null;
  chosenShippingRate: string | null;
}

export interface LineTotals {
  key: string;
  /** Minor units excluding tax, before and after discounts, and the tax on each. */
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  taxes: TaxAmounts;
}

export interface CouponTotals {
  code: string;
  /** Excluding tax, and the tax it removed. */
  discount: number;
  discountTax: number;
  freeShipping: boolean;
}

export interface ShippingRateView extends ShippingRate {
  tax: number;
}

export interface TaxLineTotals {
  rateId: string;
  label: string;
  rate: number;
  itemsTax: number;
  shippingTax: number;
}

export interface CartTotals {
  lines: LineTotals[];
  coupons: CouponTotals[];
  needsShipping: boolean;
  /** Offered rates; empty when nothing ships or no address is known yet. */
  shippingRates: ShippingRateView[];
  chosenShipping: ShippingRateView | null;
  taxLines: TaxLineTotals[];
  subtotal: number;
  subtotalTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  cartTax: number;
  totalTax: number;
  total: number;
  pricesIncludeTax: boolean;
}

/** What the lines' prices mean for tax: the rates of this location and, for prices with tax, the shop's own. */
function lineTaxer(input: TotalsInput) {
  const { tax, shop } = input.settings;
  const base: TaxLocation = { country: shop.baseCountry, state: shop.baseState, postcode: shop.basePostcode };
  return (line: TotalsLine, enteredAmount: number): { net: number; taxes: TaxAmounts } => {
    if (!tax.enabled || line.taxStatus !== "taxable") return { net: enteredAmount, taxes: new Map() };
    const rates = matchingRates(tax.rates, input.taxLocation, line.taxClass);
    if (!tax.pricesIncludeTax) return { net: enteredAmount, taxes: exclusiveTaxes(enteredAmount, rates) };
    const baseRates = matchingRates(tax.rates, base, line.taxClass);
    if (sameRates(rates, baseRates)) {
      const taxes = inclusiveTaxes(enteredAmount, rates);
      return { net: enteredAmount - sumTaxes(taxes), taxes };
    }
    // Prices include the shop's own tax: take it out, then charge the customer's rates on the net price.
    const net = enteredAmount - sumTaxes(inclusiveTaxes(enteredAmount, baseRates));
    return { net, taxes: exclusiveTaxes(net, rates) };
  };
}

function shippingTaxes(input: TotalsInput, rate: ShippingRate): TaxAmounts {
  const { tax } = input.settings;
  if (!tax.enabled || !rate.taxable || rate.cost === 0) return new Map();
  const rates: TaxRate[] = matchingRates(tax.rates, input.taxLocation, "").filter(
    (candidate) => candidate.shipping,
  );
  return exclusiveTaxes(rate.cost, rates);
}

export function computeTotals(input: TotalsInput): CartTotals {
  const taxLine = lineTaxer(input);
  const discounts = computeDiscounts(input.lines, input.coupons);
  const discountOf = (key: string) => {
    let total = 0;
    for (const perLine of discounts.values()) total += perLine.get(key) ?? 0;
    return total;
  };

  const itemTaxes: TaxAmounts = new Map();
  const lines: LineTotals[] = input.lines.map((line) => {
    const entered = line.unitPrice * line.quantity;
    const before = taxLine(line, entered);
    const after = taxLine(line, entered - discountOf(line.key));
    addTaxes(itemTaxes, after.taxes);
    return {
      key: line.key,
      subtotal: before.net,
      subtotalTax: sumTaxes(before.taxes),
      total: after.net,
      totalTax: sumTaxes(after.taxes),
      taxes: after.taxes,
    };
  });

  // Each coupon's share of the net discount and of the tax it removed, line by line.
  const coupons: CouponTotals[] = input.coupons.map((coupon) => {
    let discount = 0;
    let discountTax = 0;
    for (const [key, amount] of discounts.get(coupon.code) ?? []) {
      const line = input.lines.find((candidate) => candidate.key === key);
      if (!line) continue;
      const { net, taxes } = taxLine(line, amount);
      discount += net;
      discountTax += sumTaxes(taxes);
    }
    return { code: coupon.code, discount, discountTax, freeShipping: coupon.freeShipping };
  });

  const subtotal = sum(lines.map((line) => line.subtotal));
  const subtotalTax = sum(lines.map((line) => line.subtotalTax));
  const itemsTotal = sum(lines.map((line) => line.total));
  const cartTax = sumTaxes(itemTaxes);

  const shippable = input.lines.filter((line) => line.needsShipping);
  const needsShipping = shippable.length > 0;
  let shippingRates: ShippingRateView[] = [];
  if (needsShipping && input.shippingDestination) {
    const showWithTax = input.settings.tax.enabled && input.settings.tax.displayCart === "incl";
    const rates = ratesFor(zoneFor(input.settings.shipping, input.shippingDestination), {
      itemCount: sum(shippable.map((line) => line.quantity)),
      amountBeforeDiscounts: showWithTax ? subtotal + subtotalTax : subtotal,
      amountAfterDiscounts: showWithTax ? itemsTotal + cartTax : itemsTotal,
      freeShippingCoupon: input.coupons.some((coupon) => coupon.freeShipping),
    });
    shippingRates = rates.map((rate) => ({ ...rate, tax: sumTaxes(shippingTaxes(input, rate)) }));
  }
  const chosen = chooseRate(shippingRates, input.chosenShippingRate);
  const chosenShipping = chosen ? (shippingRates.find((rate) => rate.id === chosen.id) ?? null) : null;
  const shippingTaxAmounts = chosen ? shippingTaxes(input, chosen) : new Map<string, number>();

  const taxLines = taxLinesOf(input, itemTaxes, shippingTaxAmounts);
  const shippingTotal = chosenShipping?.cost ?? 0;
  const shippingTax = sumTaxes(shippingTaxAmounts);
  return {
    lines,
    coupons,
    needsShipping,
    shippingRates,
    chosenShipping,
    taxLines,
    subtotal,
    subtotalTax,
    discountTotal: subtotal - itemsTotal,
    discountTax: subtotalTax - cartTax,
    shippingTotal,
    shippingTax,
    cartTax,
    totalTax: cartTax + shippingTax,
    total: itemsTotal + cartTax + shippingTotal + shippingTax,
    pricesIncludeTax: input.settings.tax.pricesIncludeTax,
  };
}

function taxLinesOf(input: TotalsInput, items: TaxAmounts, shipping: TaxAmounts): TaxLineTotals[] {
  const ids = [...new Set([...items.keys(), ...shipping.keys()])];
  return ids
    .map((rateId) => {
      const index = Number(rateId.replace("tax-", "")) - 1;
      const rate = input.settings.tax.rates[index];
      return {
        rateId,
        label: rate?.name ?? "Tax",
        rate: rate?.rate ?? 0,
        itemsTax: items.get(rateId) ?? 0,
        shippingTax: shipping.get(rateId) ?? 0,
      };
    })
    .filter((line) => line.itemsTax + line.shippingTax !== 0);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Amounts the cart and checkout show, with or without tax per settings.tax.displayCart. */
export interface DisplayedTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  /** With tax shown separately: one row per rate (or one in all); with tax included: "includes X tax". */
  taxRows: { label: string; amount: number }[];
  taxIncluded: boolean;
}

export function displayedTotals(totals: CartTotals, settings: Pick<Settings, "tax">): DisplayedTotals {
  const included = settings.tax.enabled && settings.tax.displayCart === "incl";
  const rows =
    settings.tax.totalDisplay === "single"
      ? totals.totalTax > 0
        ? [{ label: "Tax", amount: totals.totalTax }]
        : []
      : totals.taxLines.map((line) => ({ label: line.label, amount: line.itemsTax + line.shippingTax }));
  return {
    subtotal: included ? totals.subtotal + totals.subtotalTax : totals.subtotal,
    discount: included ? totals.discountTotal + totals.discountTax : totals.discountTotal,
    shipping: included ? totals.shippingTotal + totals.shippingTax : totals.shippingTotal,
    total: totals.total,
    taxRows: settings.tax.enabled ? rows : [],
    taxIncluded: included,
  };
}
