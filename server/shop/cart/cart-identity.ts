import { createHash } from "node:crypto";

/**
 * WooCommerce's cart_item_key: a stable 32-hex hash of what makes a line
 * distinct (product, variation, chosen attributes), so adding the same thing
 * twice raises the quantity of one line and the key can address it later.
 */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  variation: Record<string, string>,
): string {
  const attributes = Object.keys(variation)
    .sort()
    .map((name) => `${name}=${variation[name]}`)
    .join("&");
  return createHash("md5")
    .update(`${productId}_${variationId ?? 0}_${attributes}`)
    .digest("hex");
}

export interface HashedLine {
  key: string;
  quantity: number;
  lineTotal: number;
}

/**
 * cart_hash: changes whenever contents or total change; empty for an empty
 * cart. Clients compare it with the `woocommerce_cart_hash` cookie to know
 * whether their cached fragments are current.
 */
export function cartHash(lines: HashedLine[], total: number): string {
  if (lines.length === 0) return "";
  const contents = [...lines]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((line) => `${line.key}:${line.quantity}:${line.lineTotal}`)
    .join("|");
  return createHash("md5").update(`${contents}#${total}`).digest("hex");
}
