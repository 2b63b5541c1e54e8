import { and, eq, inArray, or, sql } from "drizzle-orm";
import { formatMoney } from "../../../app/lib/money.ts";
import type { Executor } from "../../db/client.server.ts";
import type { EdgeStatement } from "../../db/final-statement.server.ts";
import {
  type CartDestination,
  carts,
  categories,
  coupons,
  orderCoupons,
  productCategories,
} from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";
import {
  type CartLineRow,
  type CartProductSource,
  type CartView,
  cartProductsFromDatabase,
  cartViewOf,
  readCart,
  rememberingSource,
} from "../cart/cart.server.ts";
import { productIdsOfLines } from "../cart/line-products.ts";
import { isSaleActive } from "../catalogue/pricing.ts";
import { writingSession } from "../session/session-writes.server.ts";
import { type CouponRejection, type CouponRules, checkCoupon } from "./coupons.ts";
import type { ShippingDestination } from "./shipping.ts";
import {
  type CartTotals,
  computeTotals,
  type DisplayedTotals,
  displayedTotals,
  type TotalsLine,
} from "./totals.ts";

/** Who is buying, as far as coupons and taxes care. */
export interface ShopperFacts {
  customerId: number | null;
  /** Account email and, at checkout, the billing email; lower-cased. */
  emails: string[];
  /** At checkout: the billing address (taxes based on billing) and the shipping address. */
  billing?: CartDestination;
  shipping?: CartDestination;
  /** At checkout: the posted shipping choice. */
  chosenShippingRate?: string | null;
}

export interface PricedCart {
  cart: CartView;
  lines: TotalsLine[];
  totals: CartTotals;
  shown: DisplayedTotals;
  /** Coupons in the cart that no longer apply, with why; the caller removes them and tells the shopper. */
  rejectedCoupons: { code: string; rejection: CouponRejection }[];
  destination: CartDestination;
  /** True when the destination is only the shop's default (the shopper has not given one). */
  destinationIsDefault: boolean;
}

export interface CartState {
  couponCodes: string[];
  shippingMethod: string | null;
  destination: CartDestination | null;
}

export const NO_CART_STATE: CartState = { couponCodes: [], shippingMethod: null, destination: null };

/** The cart row's columns that make its CartState. */
const cartStateColumns = {
  couponCodes: carts.couponCodes,
  shippingMethod: carts.shippingMethod,
  destination: carts.destination,
};

export async function cartState(db: Executor, sessionId: string | null): Promise<CartState> {
  if (!sessionId) return NO_CART_STATE;
  const [row] = await db.select(cartStateColumns).from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
  return row ?? NO_CART_STATE;
}

/** The session's cart row as the checkout's opening statement answers it (`lockCartStatement`). */
export interface LockedCartRow {
  cart_id: number;
  coupon_codes: string[];
  shipping_method: string | null;
  destination: CartDestination | null;
}

/**
 * Locks the session's cart row until the transaction ends (a second checkout of the same cart waits) and reads
 * its state with the same statement: an order's first statement, sent with its begin (decision 058).
 */
export function lockCartStatement(sessionId: string): EdgeStatement {
  return {
    name: "vitrine_lock_cart_state",
    build: () => sql`select ${carts.id} as cart_id, ${carts.couponCodes} as coupon_codes,
        ${carts.shippingMethod} as shipping_method, ${carts.destination} as destination
      from ${carts} where ${carts.sessionId} = ${sql.placeholder("sessionId")}
      for update`,
    values: { sessionId },
  };
}

/** The locked cart's id and state; null when the session has no cart. */
export function lockedCartOf(rows: readonly LockedCartRow[]): { cartId: number; state: CartState } | null {
  const [row] = rows;
  if (!row) return null;
  return {
    cartId: row.cart_id,
    state: {
      couponCodes: row.coupon_codes,
      shippingMethod: row.shipping_method,
      destination: row.destination,
    },
  };
}

export async function updateCartState(
  db: Executor,
  sessionId: string,
  change: Partial<CartState>,
): Promise<void> {
  await writingSession(sessionId, () =>
    db
      .insert(carts)
      .values({ sessionId, ...change })
      .onConflictDoUpdate({ target: carts.sessionId, set: { ...change, updatedAt: sql`now()` } }),
  );
}

/** The tax and shipping facts of the products in a cart. */
async function totalsLinesOf(
  db: Executor,
  cart: CartView,
  now: Date,
  productSource: CartProductSource,
  /** Categories matter only to coupons' category rules: a cart without coupons skips reading them. */
  withCategories: boolean,
): Promise<TotalsLine[]> {
  if (cart.lines.length === 0) return [];
  const ids = productIdsOfLines(cart.lines);
  const [{ rows: byId }, categoryRows] = await Promise.all([
    productSource(ids),
    withCategories
      ? db
          .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
          .from(productCategories)
          .where(inArray(productCategories.productId, ids))
      : [],
  ]);
  return cart.lines.map((line) => {
    const product = byId.get(line.productId);
    const item = (line.variationId ? byId.get(line.variationId) : product) ?? product;
    const taxClass = item?.taxClass === "parent" ? (product?.taxClass ?? "") : (item?.taxClass ?? "");
    return {
      key: line.key,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      categoryIds: categoryRows
        .filter((row) => row.productId === line.productId)
        .map((row) => row.categoryId),
      onSale: item ? isSaleActive(item, now) : false,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxStatus: product?.taxStatus ?? "taxable",
      taxClass,
      needsShipping: !(item?.virtual || product?.virtual),
    };
  });
}

export async function couponsByCode(db: Executor, codes: string[]): Promise<Map<string, CouponRules>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select().from(coupons).where(inArray(coupons.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

/** Orders that used the coupon by this customer's account or any of their emails. */
export async function couponUsesByShopper(
  db: Executor,
  couponId: number,
  shopper: ShopperFacts,
): Promise<number> {
  const matches = [
    ...(shopper.customerId !== null ? [eq(orderCoupons.customerId, shopper.customerId)] : []),
    ...(shopper.emails.length > 0 ? [inArray(orderCoupons.email, shopper.emails)] : []),
  ];
  if (matches.length === 0) return 0;
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orderCoupons)
    .where(and(eq(orderCoupons.couponId, couponId), or(...matches)));
  return row?.uses ?? 0;
}

async function categoryNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Checks each coupon against the cart in the order applied; returns the valid ones and the refused ones. */
export async function checkCoupons(
  db: Executor,
  candidates: CouponRules[],
  lines: TotalsLine[],
  shopper: ShopperFacts,
  settings: Settings,
  now: Date,
): Promise<{ valid: CouponRules[]; rejected: { code: string; rejection: CouponRejection }[] }> {
  const valid: CouponRules[] = [];
  const rejected: { code: string; rejection: CouponRejection }[] = [];
  const names = await categoryNames(db, [
    ...new Set(candidates.flatMap((coupon) => [...coupon.excludedCategoryIds, ...coupon.categoryIds])),
  ]);
  for (const coupon of candidates) {
    const rejection = checkCoupon(coupon, {
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
      now,
      otherCoupons: valid,
      usesByShopper:
        coupon.usageLimitPerUser !== null ? await couponUsesByShopper(db, coupon.id, shopper) : 0,
      shopperEmails: shopper.emails,
      formatMoney: (minor) => formatMoney(minor, settings.currency),
      categoryName: (id) => names.get(id) ?? `category ${id}`,
    });
    if (rejection) rejected.push({ code: coupon.code, rejection });
    else valid.push(coupon);
  }
  return { valid, rejected };
}

function shopDefaultDestination(settings: Settings): CartDestination {
  return {
    country: settings.shop.baseCountry,
    state: settings.shop.baseState,
    postcode: settings.shop.basePostcode,
    city: "",
  };
}

/**
 * The session's cart with discounts, shipping and taxes worked out. Its products come from the database, or
 * for a cart only shown (the cart and checkout pages) from the kept catalogue reads (`productSource`); placing
 * an order prices from the database.
 */
export async function priceCart(
  db: Executor,
  sessionId: string | null,
  settings: Settings,
  now: Date,
  shopper: ShopperFacts = { customerId: null, emails: [] },
  source: CartProductSource = cartProductsFromDatabase(db),
  /** The session's cart lines, when the caller has a read of them (the shopper's, shared by the page). */
  cartLines?: () => Promise<readonly CartLineRow[]>,
): Promise<PricedCart> {
  const productSource = rememberingSource(source);
  const [cart, state] = await Promise.all([
    cartLines
      ? cartLines().then((lines) => cartViewOf(lines, now, productSource))
      : readCart(db, sessionId, now, productSource),
    cartState(db, sessionId),
  ]);
  return priceReadCart(db, { cart, state }, settings, now, shopper, productSource);
}

/**
 * priceCart for a cart already read: placing an order prices the same cart twice (once to check the form, once
 * with the address it gives), reading it once. `productSource` should be the one the cart was read with
 * (rememberingSource), so that its products are not asked for again.
 */
export async function priceReadCart(
  db: Executor,
  { cart, state }: { cart: CartView; state: CartState },
  settings: Settings,
  now: Date,
  shopper: ShopperFacts,
  productSource: CartProductSource,
): Promise<PricedCart> {
  const lines = await totalsLinesOf(db, cart, now, productSource, state.couponCodes.length > 0);
  const stored = await couponsByCode(db, state.couponCodes);
  const missing = state.couponCodes.filter((code) => !stored.has(code));
  const { valid, rejected } = await checkCoupons(
    db,
    state.couponCodes.flatMap((code) => stored.get(code) ?? []),
    lines,
    shopper,
    settings,
    now,
  );
  for (const code of missing)
    rejected.push({ code, rejection: { code: "not_found", message: `Coupon “${code}” no longer exists.` } });

  const destinationIsDefault = !shopper.shipping && !state.destination;
  const destination = shopper.shipping ?? state.destination ?? shopDefaultDestination(settings);
  const shipping: ShippingDestination = destination;
  const taxLocation =
    settings.tax.basedOn === "base"
      ? shopDefaultDestination(settings)
      : settings.tax.basedOn === "billing"
        ? (shopper.billing ?? destination)
        : destination;
  const totals = computeTotals({
    lines,
    coupons: valid,
    settings,
    taxLocation,
    shippingDestination: shipping,
    chosenShippingRate: shopper.chosenShippingRate ?? state.shippingMethod,
  });
  return {
    cart,
    lines,
    totals,
    shown: displayedTotals(totals, settings),
    rejectedCoupons: rejected,
    destination,
    destinationIsDefault,
  };
}

export class CouponError extends Error {
  override name = "CouponError";
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * Adds a coupon to the cart after checking every rule; an individual-use coupon replaces the others.
 * Throws CouponError with the shopper-facing reason.
 */
export async function applyCoupon(
  db: Executor,
  sessionId: string,
  rawCode: string,
  settings: Settings,
  now: Date,
  shopper: ShopperFacts,
): Promise<void> {
  const code = normaliseCouponCode(rawCode);
  if (!code) throw new CouponError("Please enter a coupon code.");
  await db.transaction(async (tx) => {
    const productSource = rememberingSource(cartProductsFromDatabase(tx));
    const [cart, state] = await Promise.all([
      readCart(tx, sessionId, now, productSource),
      cartState(tx, sessionId),
    ]);
    const coupon = (await couponsByCode(tx, [code])).get(code);
    if (!coupon) throw new CouponError(`Coupon “${code}” does not exist.`);
    if (state.couponCodes.includes(code)) throw new CouponError(`Coupon “${code}” is already applied.`);
    const lines = await totalsLinesOf(tx, cart, now, productSource, true);
    const others = coupon.individualUse ? [] : [...(await couponsByCode(tx, state.couponCodes)).values()];
    const [rejection] = (
      await checkCoupons(tx, [...others, coupon], lines, shopper, settings, now)
    ).rejected.filter((entry) => entry.code === code);
    if (rejection) throw new CouponError(rejection.rejection.message);
    await updateCartState(tx, sessionId, {
      couponCodes: coupon.individualUse ? [code] : [...state.couponCodes, code],
    });
  });
}

/** Removes a coupon; false when the cart did not have it. */
export async function removeCoupon(db: Executor, sessionId: string, rawCode: string): Promise<boolean> {
  const code = normaliseCouponCode(rawCode);
  const state = await cartState(db, sessionId);
  if (!state.couponCodes.includes(code)) return false;
  await updateCartState(db, sessionId, {
    couponCodes: state.couponCodes.filter((existing) => existing !== code),
  });
  return true;
}

/** Drops coupons that stopped applying (the cart changed); returns the messages to show. */
export async function dropRejectedCoupons(
  db: Executor,
  sessionId: string | null,
  priced: PricedCart,
): Promise<string[]> {
  if (!sessionId || priced.rejectedCoupons.length === 0) return [];
  const refused = new Set(priced.rejectedCoupons.map((entry) => entry.code));
  const state = await cartState(db, sessionId);
  await updateCartState(db, sessionId, {
    couponCodes: state.couponCodes.filter((code) => !refused.has(code)),
  });
  return priced.rejectedCoupons.map(
    (entry) => `${entry.rejection.message} It has been removed from your cart.`,
  );
}
