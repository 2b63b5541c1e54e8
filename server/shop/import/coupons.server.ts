import { sql } from "drizzle-orm";
import { z } from "zod";
import { parseDecimalToMinor } from "../../../app/lib/money.ts";
import type { Executor } from "../../db/client.server.ts";
import { coupons } from "../../db/schema.ts";
import type { CurrencySettings } from "../../settings/settings.ts";

/**
 * Coupons come as a JSON list whose keys follow WooCommerce's coupon fields (REST API names in camel case):
 * amounts are decimal strings as the shop owner types them ("10" is 10 % or 10.00 per the type).
 */

const decimalText = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const ids = z.array(z.number().int().positive()).default([]);

const couponFileSchema = z.array(
  z.strictObject({
    code: z.string().trim().min(1).max(100),
    description: z.string().max(500).default(""),
    discountType: z.enum(["percent", "fixed_cart", "fixed_product"]),
    amount: decimalText,
    freeShipping: z.boolean().default(false),
    /** ISO date or date-time; the coupon stops working at that instant. */
    expiresAt: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().default(null),
    minimumSpend: decimalText.nullable().default(null),
    maximumSpend: decimalText.nullable().default(null),
    individualUse: z.boolean().default(false),
    excludeSaleItems: z.boolean().default(false),
    productIds: ids,
    excludedProductIds: ids,
    categoryIds: ids,
    excludedCategoryIds: ids,
    allowedEmails: z.array(z.string().trim().toLowerCase().min(3)).default([]),
    usageLimit: z.number().int().positive().nullable().default(null),
    usageLimitPerUser: z.number().int().positive().nullable().default(null),
    limitUsageToItems: z.number().int().positive().nullable().default(null),
  }),
);

export class CouponImportError extends Error {
  override name = "CouponImportError";
}

function money(text: string | null, currency: CurrencySettings, where: string): number | null {
  if (text === null || text === "") return null;
  const minor = parseDecimalToMinor(text, currency.decimals);
  if (minor === null) throw new CouponImportError(`${where}: "${text}" is not an amount`);
  return minor;
}

/** Creates or updates (by code) every coupon of the file, all or nothing; returns how many. */
export async function importCoupons(db: Executor, raw: unknown, currency: CurrencySettings): Promise<number> {
  const parsed = couponFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CouponImportError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; "),
    );
  }
  const rows = parsed.data.map((coupon, index) => {
    const where = `coupon ${index + 1} (${coupon.code})`;
    const amount =
      coupon.discountType === "percent"
        ? Math.round(Number(coupon.amount) * 100)
        : money(coupon.amount, currency, `${where} amount`);
    if (
      amount === null ||
      !Number.isFinite(amount) ||
      amount < 0 ||
      (coupon.discountType === "percent" && amount > 10_000)
    )
      throw new CouponImportError(
        `${where}: amount "${coupon.amount}" is not valid for ${coupon.discountType}`,
      );
    return {
      ...coupon,
      code: coupon.code.toLowerCase(),
      amount,
      expiresAt: coupon.expiresAt ? new Date(coupon.expiresAt) : null,
      minimumSpend: money(coupon.minimumSpend, currency, `${where} minimumSpend`),
      maximumSpend: money(coupon.maximumSpend, currency, `${where} maximumSpend`),
    };
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const { code, ...rest } = row;
      await tx
        .insert(coupons)
        .values(row)
        .onConflictDoUpdate({ target: coupons.code, set: { ...rest, updatedAt: sql`now()` } });
    }
  });
  return rows.length;
}
