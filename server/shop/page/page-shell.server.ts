import { createHash } from "node:crypto";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { readCart } from "../cart/cart.server.ts";
import {
  cartLinksFor,
  HEADER_CART_SELECTOR,
  MINI_CART_SELECTOR,
  renderCartFragments,
} from "../cart/fragments.server.tsx";
import { type Notice, takeNotices } from "../session/sessions.server.ts";
import { buildPageConfig, pageConfigScript } from "./page-config.ts";

export interface PageShell {
  /** Inline script defining the WooCommerce/Astra page configuration globals. */
  configScript: string;
  miniCartHtml: string;
  headerCartHtml: string;
  cartItemCount: number;
  notices: Notice[];
}

/**
 * What every page's frame shows: the cart in the header, waiting notices, and
 * the page configuration. A visitor without a session costs no database query.
 */
export async function loadPageShell(
  services: Services,
  shopper: Shopper,
  options: { isCart: boolean; isSingleProduct: boolean },
): Promise<PageShell> {
  const sessionId = await shopper.sessionId();
  const [cart, notices, links] = await Promise.all([
    readCart(services.db, sessionId, services.now()),
    sessionId ? takeNotices(services.db, sessionId) : Promise.resolve([]),
    cartLinksFor(shopper),
  ]);
  const fragments = renderCartFragments(cart, services.settings.currency, links);
  const siteKey = createHash("md5").update(services.settings.shop.name).digest("hex");
  return {
    configScript: pageConfigScript(
      buildPageConfig(services.settings, { ...options, qtyNonce: links.qtyNonce, siteKey }),
    ),
    miniCartHtml: fragments[MINI_CART_SELECTOR] ?? "",
    headerCartHtml: fragments[HEADER_CART_SELECTOR] ?? "",
    cartItemCount: cart.itemCount,
    notices,
  };
}
