import { describe, expect, it } from "vitest";
import type { CartLinks } from "../../../app/cart/mini-cart.tsx";
import { productTag } from "../../cache/page-tags.ts";
import { createReadCache } from "../../cache/read-cache.server.ts";
import { parseSettings } from "../../settings/settings.ts";
import type { CartView } from "./cart.server.ts";
import { MINI_CART_SELECTOR, renderCartFragments, sharedCartFragments } from "./fragments.server.tsx";

const currency = parseSettings({}).currency;

const cart: CartView = {
  lines: [
    {
      key: "d947a2ba7878b95eb2bcf2bab81e857d",
      productId: 127,
      variationId: null,
      variation: {},
      name: "Speckled Stoneware Mug",
      productName: "Speckled Stoneware Mug",
      sku: "VT-MUG-01",
      permalink: "/product/speckled-stoneware-mug/",
      image: null,
      quantity: 2,
      unitPrice: 1800,
      lineTotal: 3600,
      quantityRules: { min: 1, max: null, step: 1 },
    },
  ],
  itemCount: 2,
  subtotal: 3600,
  hash: "124e1610aeef270f1c2835fd8aeb0b2a",
};

function linksWith(removeNonce: string, qtyNonce: string): CartLinks {
  return { cartUrl: "/cart/", checkoutUrl: "/checkout/", removeNonce, qtyNonce };
}

function readCache() {
  return createReadCache({ maxEntries: 100, maxAgeMs: 60_000, freeze: true });
}

describe("cart fragments rendered once per cart, each shopper's nonces put in (S-CALL-01)", () => {
  it("answer exactly what a render for that shopper answers", async () => {
    const renders = readCache();
    for (const [remove, quantity] of [
      ["a1b2c3d4e5", "0f9e8d7c6b"],
      ["5e4d3c2b1a", "b6c7d8e9f0"],
    ] as const) {
      const links = linksWith(remove, quantity);
      expect(await sharedCartFragments(renders, cart, currency, links)).toEqual(
        renderCartFragments(cart, currency, links),
      );
    }
  });

  it("render a cart once: the second shopper's fragments come from the kept render, with only their nonces", async () => {
    const renders = readCache();
    await sharedCartFragments(renders, cart, currency, linksWith("a1b2c3d4e5", "0f9e8d7c6b"));
    expect(renders.size).toBe(1);
    const second = await sharedCartFragments(renders, cart, currency, linksWith("5e4d3c2b1a", "b6c7d8e9f0"));
    expect(renders.size).toBe(1);
    const miniCart = second[MINI_CART_SELECTOR] ?? "";
    expect(miniCart).toContain("_wpnonce=5e4d3c2b1a");
    expect(miniCart).toContain('data-qty-nonce="b6c7d8e9f0"');
    expect(miniCart).not.toContain("a1b2c3d4e5");
    expect(miniCart).not.toMatch(/vitrine(?:Remove|Quantity)Nonce/);
  });

  it("render again once a product in the cart is announced changed (a new name keeps the cart hash)", async () => {
    const renders = readCache();
    const links = linksWith("a1b2c3d4e5", "0f9e8d7c6b");
    await sharedCartFragments(renders, cart, currency, links);
    renders.invalidate([productTag(999)]);
    expect(renders.size).toBe(1);
    renders.invalidate([productTag(127)]);
    expect(renders.size).toBe(0);
    const renamed: CartView = {
      ...cart,
      lines: cart.lines.map((line) => ({ ...line, name: "Speckled Mug, Large" })),
    };
    expect((await sharedCartFragments(renders, renamed, currency, links))[MINI_CART_SELECTOR]).toContain(
      "Speckled Mug, Large",
    );
  });
});
