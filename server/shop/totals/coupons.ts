import type { coupons } from "../../db/schema.ts";
import { productIdsOfLine } from "../cart/line-products.ts";

/** A coupon's rules as stored. */
export type CouponRules = typeof coupons.$inferSelect;

/** What a coupon looks at in one cart line. Amounts are minor units as entered (with tax when prices include it). */
export interface DiscountableLine {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  categoryIds: number[];
  onSale: boolean;
  quantity: number;
  unitPrice: number;
}

export type CouponRejectionCode =
  | "empty_code"
  | "not_found"
  | "already_applied"
  | "expired"
  | "minimum_spend"
  | "maximum_spend"
  | "usage_limit"
  | "usage_limit_per_user"
  | "individual_use"
  | "other_individual_use"
  | "not_applicable_products"
  | "not_applicable_categories"
  | "excluded_products"
  | "excluded_categories"
  | "sale_items"
  | "not_your_coupon"
  | "empty_cart";

export interface CouponRejection {
  code: CouponRejectionCode;
  message: string;
}

export interface CouponCheckContext {
  lines: DiscountableLine[];
  /** Cart subtotal as entered (before discounts), compared with minimum and maximum spend. */
  subtotal: number;
  now: Date;
  /** Coupons already in the cart, other than the one checked. */
  otherCoupons: CouponRules[];
  /** How often the coupon was used by this shopper: by their account and by their billing email. */
  usesByShopper: number;
  /** Emails that identify the shopper (account email, billing email), lower-cased; empty when unknown yet. */
  shopperEmails: string[];
  formatMoney: (minor: number) => string;
  /** Category id → name, for messages. */
  categoryName: (id: number) => string;
}

const reject = (code: CouponRejectionCode, message: string): CouponRejection => ({ code, message });

/** `*@example.com` style patterns from the "allowed emails" restriction. */
export function emailAllowed(patterns: string[], email: string): boolean {
  return patterns.some((pattern) => {
    const expression = new RegExp(
      `^${pattern
        .toLowerCase()
        .split("*")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    return expression.test(email.toLowerCase());
  });
}

function inRestrictions(coupon: CouponRules, line: DiscountableLine): boolean {
  const ids = productIdsOfLine(line);
  if (coupon.productIds.length > 0 && !ids.some((id) => coupon.productIds.includes(id))) return false;
  if (coupon.categoryIds.length > 0 && !line.categoryIds.some((id) => coupon.categoryIds.includes(id)))
    return false;
  return true;
}

function excluded(coupon: CouponRules, line: DiscountableLine): boolean {
  const ids = productIdsOfLine(line);
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return true;
  if (line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id))) return true;
  return coupon.excludeSaleItems && line.onSale;
}

/** Lines a product-level discount (percent, fixed product) applies to. */
export function eligibleLines(coupon: CouponRules, lines: DiscountableLine[]): DiscountableLine[] {
  return lines.filter((line) => inRestrictions(coupon, line) && !excluded(coupon, line));
}

function quoted(code: string): string {
  return `“${code}”`;
}

/**
 * Whether a coupon may be used on this cart now; null when it may. Checks in WooCommerce's order, each with
 * its own message, so the shopper learns exactly why a code is refused.
 */
export function checkCoupon(coupon: CouponRules, context: CouponCheckContext): CouponRejection | null {
  if (context.lines.length === 0)
    return reject("empty_cart", "Please add something to your cart before applying a coupon.");
  if (coupon.expiresAt && context.now >= coupon.expiresAt)
    return reject("expired", `Coupon ${quoted(coupon.code)} has expired.`);
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit)
    return reject("usage_limit", `Coupon ${quoted(coupon.code)} has reached its usage limit.`);
  if (coupon.usageLimitPerUser !== null && context.usesByShopper >= coupon.usageLimitPerUser)
    return reject(
      "usage_limit_per_user",
      `You have already used coupon ${quoted(coupon.code)} the maximum number of times.`,
    );
  if (coupon.allowedEmails.length > 0 && context.shopperEmails.length > 0) {
    if (!context.shopperEmails.some((email) => emailAllowed(coupon.allowedEmails, email)))
      return reject(
        "not_your_coupon",
        `Sorry, coupon ${quoted(coupon.code)} is not available for your email address.`,
      );
  }
  if (coupon.minimumSpend !== null && context.subtotal < coupon.minimumSpend)
    return reject(
      "minimum_spend",
      `The minimum spend for coupon ${quoted(coupon.code)} is ${context.formatMoney(coupon.minimumSpend)}.`,
    );
  if (coupon.maximumSpend !== null && context.subtotal > coupon.maximumSpend)
    return reject(
      "maximum_spend",
      `The maximum spend for coupon ${quoted(coupon.code)} is ${context.formatMoney(coupon.maximumSpend)}.`,
    );
  const individual = context.otherCoupons.find((other) => other.individualUse);
  if (individual)
    return reject(
      "other_individual_use",
      `Sorry, coupon ${quoted(individual.code)} is already applied and cannot be combined with other coupons.`,
    );
  return checkProducts(coupon, context);
}

function checkProducts(coupon: CouponRules, context: CouponCheckContext): CouponRejection | null {
  const { lines } = context;
  if (coupon.productIds.length > 0) {
    const ids = lines.flatMap(productIdsOfLine);
    if (!ids.some((id) => coupon.productIds.includes(id)))
      return reject(
        "not_applicable_products",
        `Sorry, coupon ${quoted(coupon.code)} does not apply to the products in your cart.`,
      );
  }
  if (
    coupon.categoryIds.length > 0 &&
    !lines.some((line) => line.categoryIds.some((id) => coupon.categoryIds.includes(id)))
  )
    return reject(
      "not_applicable_categories",
      `Sorry, coupon ${quoted(coupon.code)} does not apply to the categories of the products in your cart.`,
    );
  const cartWide = coupon.discountType === "fixed_cart";
  // A cart-wide coupon is refused when the cart holds anything excluded; a product coupon only when nothing is left.
  const excludedProducts = lines.filter((line) =>
    productIdsOfLine(line).some((id) => coupon.excludedProductIds.includes(id)),
  );
  if (excludedProducts.length > 0 && (cartWide || excludedProducts.length === lines.length))
    return reject(
      "excluded_products",
      `Sorry, coupon ${quoted(coupon.code)} cannot be used with: ${excludedProducts.map((line) => line.name).join(", ")}.`,
    );
  const excludedCategories = [
    ...new Set(
      lines.flatMap((line) => line.categoryIds.filter((id) => coupon.excludedCategoryIds.includes(id))),
    ),
  ];
  const linesInExcludedCategories = lines.filter((line) =>
    line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id)),
  );
  if (excludedCategories.length > 0 && (cartWide || linesInExcludedCategories.length === lines.length))
    return reject(
      "excluded_categories",
      `Sorry, coupon ${quoted(coupon.code)} cannot be used with products in: ${excludedCategories.map(context.categoryName).join(", ")}.`,
    );
  if (coupon.excludeSaleItems) {
    const onSale = lines.filter((line) => line.onSale);
    if (onSale.length > 0 && (cartWide || onSale.length === lines.length))
      return reject("sale_items", `Sorry, coupon ${quoted(coupon.code)} is not valid for items on sale.`);
  }
  if (!cartWide && eligibleLines(coupon, lines).length === 0)
    return reject(
      "not_applicable_products",
      `Sorry, coupon ${quoted(coupon.code)} does not apply to the products in your cart.`,
    );
  return null;
}

/** Discount per line key, minor units, as entered. */
export type LineDiscounts = Map<string, number>;

interface Unit {
  key: string;
  price: number;
}

/** Items one by one, dearest first (a limited coupon discounts the dearest items). */
function unitsOf(lines: DiscountableLine[], remaining: Map<string, number>): Unit[] {
  return lines
    .flatMap((line) => {
      const left = remaining.get(line.key) ?? 0;
      const perUnit = line.quantity > 0 ? left / line.quantity : 0;
      return Array.from({ length: line.quantity }, () => ({ key: line.key, price: perUnit }));
    })
    .sort((a, b) => b.price - a.price);
}

/**
 * Works out each coupon's discount per line, coupons in the order they were applied, every discount capped by
 * what is left to pay on the line. Percentages are of the line price (not of what earlier coupons left).
 */
export function computeDiscounts(
  lines: DiscountableLine[],
  applied: CouponRules[],
): Map<string, LineDiscounts> {
  const remaining = new Map(lines.map((line) => [line.key, line.unitPrice * line.quantity]));
  const result = new Map<string, LineDiscounts>();
  for (const coupon of applied) {
    const discounts: LineDiscounts = new Map();
    const give = (key: string, wanted: number) => {
      const left = remaining.get(key) ?? 0;
      const amount = Math.max(0, Math.min(left, wanted));
      if (amount === 0) return 0;
      remaining.set(key, left - amount);
      discounts.set(key, (discounts.get(key) ?? 0) + amount);
      return amount;
    };
    const eligible =
      coupon.discountType === "fixed_cart"
        ? lines.filter((line) => !excluded(coupon, line) && inRestrictions(coupon, line))
        : eligibleLines(coupon, lines);
    if (coupon.discountType === "fixed_cart") {
      distributeFixedCart(coupon.amount, eligible, remaining, give);
    } else {
      const limit = coupon.limitUsageToItems ?? Number.POSITIVE_INFINITY;
      const units = unitsOf(
        eligible,
        new Map(eligible.map((line) => [line.key, line.unitPrice * line.quantity])),
      ).slice(0, limit);
      const perLine = new Map<string, number>();
      for (const unit of units) {
        const wanted =
          coupon.discountType === "percent"
            ? (unit.price * coupon.amount) / 10_000
            : Math.min(coupon.amount, unit.price);
        perLine.set(unit.key, (perLine.get(unit.key) ?? 0) + wanted);
      }
      for (const [key, wanted] of perLine) give(key, Math.round(wanted));
    }
    result.set(coupon.code, discounts);
  }
  return result;
}

/** A fixed cart amount shared in proportion to what is left on each line; leftover cents go one by one. */
function distributeFixedCart(
  amount: number,
  lines: DiscountableLine[],
  remaining: Map<string, number>,
  give: (key: string, wanted: number) => number,
): void {
  const base = lines.reduce((sum, line) => sum + (remaining.get(line.key) ?? 0), 0);
  if (base === 0) return;
  const target = Math.min(amount, base);
  let given = 0;
  for (const line of lines) {
    const share = Math.floor((target * (remaining.get(line.key) ?? 0)) / base);
    given += give(line.key, share);
  }
  for (const line of lines) {
    if (given >= target) break;
    given += give(line.key, Math.min(target - given, remaining.get(line.key) ?? 0));
  }
}
