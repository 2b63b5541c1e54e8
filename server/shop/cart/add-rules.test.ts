import { describe, expect, it } from "vitest";
import { checkLineQuantity, type PurchasableFacts } from "./add-rules.ts";

const facts = (over: Partial<PurchasableFacts> = {}): PurchasableFacts => ({
  name: "Mug",
  purchasable: true,
  stockStatus: "instock",
  manageStock: false,
  stockQuantity: null,
  backorders: "no",
  soldIndividually: false,
  quantity: { min: 1, max: null, step: 1 },
  ...over,
});

const codeOf = (rejection: ReturnType<typeof checkLineQuantity>) => rejection?.code ?? null;

describe("cart line quantity rules", () => {
  it("accepts an ordinary add", () => {
    expect(checkLineQuantity(facts(), 3, 0)).toBeNull();
  });

  it("rejects zero, negative and fractional quantities", () => {
    expect(codeOf(checkLineQuantity(facts(), 0, 0))).toBe("invalid_quantity");
    expect(codeOf(checkLineQuantity(facts(), -1, 0))).toBe("invalid_quantity");
    expect(codeOf(checkLineQuantity(facts(), 1.5, 0))).toBe("invalid_quantity");
  });

  it("rejects unpurchasable and out-of-stock items with their own messages", () => {
    expect(checkLineQuantity(facts({ purchasable: false }), 1, 0)).toEqual({
      code: "not_purchasable",
      message: "Sorry, “Mug” cannot be purchased.",
    });
    expect(checkLineQuantity(facts({ stockStatus: "outofstock" }), 1, 0)?.message).toBe(
      "You cannot add “Mug” to the cart because the product is out of stock.",
    );
  });

  it("counts what is already in the cart against managed stock, unless backorders are allowed", () => {
    const managed = facts({ manageStock: true, stockQuantity: 5 });
    expect(checkLineQuantity(managed, 5, 0)).toBeNull();
    expect(checkLineQuantity(managed, 6, 0)?.message).toContain("not enough stock (5 remaining)");
    expect(checkLineQuantity(managed, 2, 4)?.message).toContain("you already have 4 in your cart");
    expect(checkLineQuantity({ ...managed, backorders: "notify" }, 9, 0)).toBeNull();
    expect(checkLineQuantity({ ...managed, backorders: "yes", stockStatus: "onbackorder" }, 9, 0)).toBeNull();
  });

  it("allows one of a sold-individually item", () => {
    const single = facts({ soldIndividually: true });
    expect(checkLineQuantity(single, 1, 0)).toBeNull();
    expect(codeOf(checkLineQuantity(single, 2, 0))).toBe("sold_individually");
    expect(checkLineQuantity(single, 1, 1)?.message).toBe("You cannot add another “Mug” to your cart.");
  });

  it("enforces minimum, maximum and multiples on the resulting line", () => {
    const rules = facts({ quantity: { min: 6, max: 24, step: 6 } });
    expect(codeOf(checkLineQuantity(rules, 3, 0))).toBe("below_minimum");
    expect(checkLineQuantity(rules, 6, 0)).toBeNull();
    expect(codeOf(checkLineQuantity(rules, 7, 0))).toBe("not_a_multiple");
    expect(checkLineQuantity(rules, 6, 18)).toBeNull();
    expect(codeOf(checkLineQuantity(rules, 6, 24))).toBe("above_maximum");
    expect(checkLineQuantity(rules, 1, 0)?.message).toBe("The minimum quantity of “Mug” is 6.");
  });
});
