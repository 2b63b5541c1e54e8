import { describe, expect, it } from "vitest";
import { CART_QUANTITY_ACTION } from "../../protocol/admin-ajax.ts";

import { cartQuantityRequest } from "./cart-quantity-call.ts";

describe("mini-cart quantity call", () => {
  it("posts the action with hash (the cart item key), quantity and qtyNonce (S-QTY-10, S-QTY-12, S-CALL-05)", () => {
    expect(
      cartQuantityRequest("/wp-admin/admin-ajax.php", {
        cartItemKey: "a".repeat(32),
        quantity: "3",
        qtyNonce: "n",
      }),
    ).toEqual({
      url: "/wp-admin/admin-ajax.php",
      fields: { action: CART_QUANTITY_ACTION, hash: "a".repeat(32), quantity: "3", qtyNonce: "n" },
    });
    expect(CART_QUANTITY_ACTION).toBe("astra_add_cart_single_product_quantity");
  });
});
