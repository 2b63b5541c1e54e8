import type { StockStatus } from "../catalogue/views.ts";

/** What the rules need to know about the item being added (a simple product or a variation). */
export interface PurchasableFacts {
  name: string;
  purchasable: boolean;
  stockStatus: StockStatus;
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: "no" | "notify" | "yes";
  soldIndividually: boolean;
  quantity: { min: number; max: number | null; step: number };
}

export type CartRejectionCode =
  | "invalid_quantity"
  | "not_purchasable"
  | "out_of_stock"
  | "insufficient_stock"
  | "sold_individually"
  | "below_minimum"
  | "above_maximum"
  | "not_a_multiple";

export interface CartRejection {
  code: CartRejectionCode;
  message: string;
}

/**
 * May the line hold `inCart + requested` of this item? Returns the first rule
 * broken, with a message a shopper understands, or null when the add is fine.
 */
export function checkLineQuantity(
  facts: PurchasableFacts,
  requested: number,
  inCart: number,
): CartRejection | null {
  const name = `“${facts.name}”`;
  if (!Number.isInteger(requested) || requested < 1) {
    return { code: "invalid_quantity", message: "Please enter a quantity of 1 or more." };
  }
  if (!facts.purchasable) {
    return { code: "not_purchasable", message: `Sorry, ${name} cannot be purchased.` };
  }
  if (facts.stockStatus === "outofstock") {
    return {
      code: "out_of_stock",
      message: `You cannot add ${name} to the cart because the product is out of stock.`,
    };
  }
  if (facts.soldIndividually && inCart + requested > 1) {
    return {
      code: "sold_individually",
      message:
        inCart > 0
          ? `You cannot add another ${name} to your cart.`
          : `Only one ${name} can be bought per order.`,
    };
  }
  const total = inCart + requested;
  if (
    facts.manageStock &&
    facts.backorders === "no" &&
    facts.stockQuantity !== null &&
    total > facts.stockQuantity
  ) {
    const remaining = Math.max(0, facts.stockQuantity);
    return {
      code: "insufficient_stock",
      message:
        inCart > 0
          ? `You cannot add that amount to the cart: we have ${remaining} of ${name} in stock and you already have ${inCart} in your cart.`
          : `You cannot add that amount of ${name} to the cart because there is not enough stock (${remaining} remaining).`,
    };
  }
  const { min, max, step } = facts.quantity;
  if (total < min) {
    return { code: "below_minimum", message: `The minimum quantity of ${name} is ${min}.` };
  }
  if (max !== null && total > max) {
    return {
      code: "above_maximum",
      message:
        inCart > 0
          ? `The maximum quantity of ${name} is ${max}, and you already have ${inCart} in your cart.`
          : `The maximum quantity of ${name} is ${max}.`,
    };
  }
  if (step > 1 && total % step !== 0) {
    return { code: "not_a_multiple", message: `${name} can only be bought in multiples of ${step}.` };
  }
  return null;
}
