import type { Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import type { Services } from "../../services.server.ts";
import { cartViewOf } from "../../shop/cart/cart.server.ts";
import { type CartFragments, renderCartFragments } from "../../shop/cart/fragments.server.tsx";
import { cachedCartProducts } from "../../shop/catalogue/catalogue-reads.server.ts";
import { loadShopperParts } from "../../shop/page/page-shell.server.ts";
import { shopperOf } from "../shopper.server.ts";
import type { ShopperSplicer } from "./page-cache.server.ts";

/** Rendered cart fragments kept per session, cart and nonces; small, so a count bounds them. */
const FRAGMENT_RENDERS_KEPT = 5_000;

/**
 * The shopper's parts for splicing into stored pages (decision 030): a shopper who is not logged in
 * and has no notice waiting sees the guest's page but for their cart markup and nonces. Those are the
 * fragments `get_refreshed_fragments` renders, kept per session, cart hash and nonces, and forgotten
 * whenever a write announces a change (a renamed product keeps the cart hash).
 */
export function createShopperSplicer(services: Services): ShopperSplicer & { forget(): void } {
  const renders = new LRUCache<string, CartFragments>({ max: FRAGMENT_RENDERS_KEPT });
  const cartProducts = cachedCartProducts(services);
  return {
    async partsFor(_req, res: ExpressResponse) {
      const shopper = shopperOf(res);
      // First, so the session and its cart lines come in one statement.
      const lines = await shopper.cartLines();
      if ((await shopper.customerId()) !== null) return null;
      if (await shopper.noticesWaiting()) return null;
      const sessionId = await shopper.sessionId();
      const cart = await cartViewOf(lines, services.now(), cartProducts);
      return loadShopperParts(services, shopper, cart, (cartView, links) => {
        const key = `${sessionId ?? ""}\u0000${cartView.hash}\u0000${links.removeNonce}\u0000${links.qtyNonce}`;
        let fragments = renders.get(key);
        if (!fragments) {
          fragments = renderCartFragments(cartView, services.settings.currency, links);
          renders.set(key, fragments);
        }
        return fragments;
      });
    },
    forget: () => renders.clear(),
  };
}
