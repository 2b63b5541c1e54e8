import { z } from "zod";
import { databaseId, databaseIdFromText } from "../../db/ids.ts";

/**
 * The single-product form as WooCommerce names its fields: `add-to-cart`
 * (product id), optional `variation_id` and `attribute_*`, and `quantity`, or
 * `quantity[<child id>]` for grouped products. Posted by script
 * (astra_add_cart_single_product) or as a plain form without script.
 */
export type ProductFormRequest =
  | {
      kind: "single";
      productId: number;
      variationId: number | null;
      attributes: Record<string, string>;
      quantity: number;
    }
  | { kind: "grouped"; productId: number; quantities: Map<number, number> };

export const quantityField = z.coerce.number().finite().min(0).max(1_000_000);

const productFormSchema = z.object({
  "add-to-cart": databaseId,
  variation_id: z.union([databaseId, z.literal("0"), z.literal("")]).optional(),
  quantity: z.union([quantityField, z.record(z.string().regex(/^[1-9]\d{0,9}$/), quantityField)]).optional(),
});

/** Chosen variation attributes posted as `attribute_<name>` fields. */
export function attributeFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => entry[0].startsWith("attribute_") && typeof entry[1] === "string",
    ),
  );
}

/** Null when the form is malformed (a client error, not a shopper's choice). */
export function parseProductForm(fields: Record<string, unknown>): ProductFormRequest | null {
  const parsed = productFormSchema.safeParse(fields);
  if (!parsed.success) return null;
  const { quantity } = parsed.data;
  const productId = parsed.data["add-to-cart"];
  if (quantity !== undefined && typeof quantity === "object") {
    if (Object.keys(quantity).some((id) => databaseIdFromText(id) === null)) return null;
    return {
      kind: "grouped",
      productId,
      quantities: new Map(Object.entries(quantity).map(([id, amount]) => [Number(id), amount])),
    };
  }
  return {
    kind: "single",
    productId,
    variationId: Number(parsed.data.variation_id ?? 0) || null,
    attributes: attributeFields(fields),
    quantity: quantity ?? 1,
  };
}
