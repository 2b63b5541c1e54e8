/** A cart line, as far as the products it names: the product, and the variation chosen of it if any. */
export interface LineProducts {
  productId: number;
  variationId: number | null;
}

/** The product ids a cart line stands for: its product, then its variation when it has one. */
export function productIdsOfLine(line: LineProducts): number[] {
  return line.variationId ? [line.productId, line.variationId] : [line.productId];
}

/** Every product id the lines stand for, each once, in the order the lines name them. */
export function productIdsOfLines(lines: readonly LineProducts[]): number[] {
  return [...new Set(lines.flatMap(productIdsOfLine))];
}
