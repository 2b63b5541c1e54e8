import type { Services } from "../../services.server.ts";
import { cartViewOf } from "../../shop/cart/cart.server.ts";
import { cachedCartProducts } from "../../shop/catalogue/catalogue-reads.server.ts";
import { loadShopperParts } from "../../shop/page/page-shell.server.ts";
import { requestShopper } from "../shopper.server.ts";
import type { ShopperSplicer } from "./page-cache.server.ts";

/**
 * The shopper's parts for splicing into stored pages (decision 030): a shopper who is not logged in
 * and has no notice waiting sees the guest's page but for their cart markup and nonces. Those are the
 * fragments `get_refreshed_fragments` renders, from the render kept per cart (`sharedCartFragments`).
 */
export function createShopperSplicer(services: Services): ShopperSplicer {
  const cartProducts = cachedCartProducts(services);
  return {
    async partsFor(req, res) {
      const shopper = requestShopper(req, res, services);
      // First, so the session and its cart lines come in one statement.
      const lines = await shopper.cartLines();
      if ((await shopper.customerId()) !== null) return null;
      if (await shopper.noticesWaiting()) return null;
      const cart = await cartViewOf(lines, services.now(), cartProducts);
      return loadShopperParts(services, shopper, cart);
    },
  };
}
