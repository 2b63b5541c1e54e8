import { createHash } from "node:crypto";
import { LOGIN_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import {
  APPLY_COUPON_NONCE_ACTION,
  CART_QUANTITY_NONCE_ACTION,
  REMOVE_ITEM_NONCE_ACTION,
} from "../../../protocol/cart-nonces.ts";
import type { PageParts } from "../../http/page-cache/page-parts.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { type CartView, cartViewOf } from "../cart/cart.server.ts";
import {
  cartLinksFor,
  HEADER_CART_SELECTOR,
  MINI_CART_SELECTOR,
  sharedCartFragments,
} from "../cart/fragments.server.tsx";
import { cachedCartProducts } from "../catalogue/catalogue-reads.server.ts";
import { type Notice, takeNotices } from "../session/sessions.server.ts";
import { buildPageConfig, pageConfigScript } from "./page-config.ts";

export interface PageShell {
  /** Inline script defining the WooCommerce/Astra page configuration globals. */
  configScript: string;
  miniCartHtml: string;
  headerCartHtml: string;
  notices: Notice[];
}

/** Names of the page frame's fragments among a shopper's page parts. */
export const MINI_CART_PART = "miniCart";
export const HEADER_CART_PART = "headerCart";

/**
 * What of the page frame belongs to this shopper (decision 030): the cart markup and the nonces of
 * their session, the same markup `get_refreshed_fragments` answers, from the render kept per cart.
 */
export async function loadShopperParts(
  services: Services,
  shopper: Shopper,
  cart: CartView,
): Promise<PageParts> {
  const [links, loginNonce, applyCouponNonce] = await Promise.all([
    cartLinksFor(shopper),
    shopper.nonce(LOGIN_NONCE_ACTION),
    shopper.nonce(APPLY_COUPON_NONCE_ACTION),
  ]);
  const fragments = await sharedCartFragments(
    services.fragmentRenders,
    cart,
    services.settings.currency,
    links,
  );
  return {
    fragments: {
      [MINI_CART_PART]: fragments[MINI_CART_SELECTOR] ?? "",
      [HEADER_CART_PART]: fragments[HEADER_CART_SELECTOR] ?? "",
    },
    nonces: {
      [CART_QUANTITY_NONCE_ACTION]: links.qtyNonce,
      [REMOVE_ITEM_NONCE_ACTION]: links.removeNonce,
      [LOGIN_NONCE_ACTION]: loginNonce,
      [APPLY_COUPON_NONCE_ACTION]: applyCouponNonce,
    },
  };
}

/**
 * What every page's frame shows: the cart in the header, waiting notices, and
 * the page configuration. A visitor without a session costs no database query, a shopper whose session
 * was read without notices none for them.
 * `recordParts` learns the shopper's parts of the page (the page cache keeps a guest's with the page).
 */
export async function loadPageShell(
  services: Services,
  shopper: Shopper,
  options: { isCart: boolean; isSingleProduct: boolean },
  recordParts?: (parts: PageParts) => void,
): Promise<PageShell> {
  // First, so the session and its cart lines come in one statement; the cart and checkout pages share the read.
  const lines = await shopper.cartLines();
  const sessionId = await shopper.sessionId();
  const noticesToTake = sessionId !== null && (await shopper.noticesMayWait());
  const [cart, notices] = await Promise.all([
    cartViewOf(lines, services.now(), cachedCartProducts(services)),
    noticesToTake ? takeNotices(services.db, sessionId, { request: shopper.requestId }) : Promise.resolve([]),
  ]);
  const parts = await loadShopperParts(services, shopper, cart);
  recordParts?.(parts);
  const siteKey = createHash("md5").update(services.settings.shop.name).digest("hex");
  const qtyNonce = parts.nonces[CART_QUANTITY_NONCE_ACTION] ?? "";
  const applyCouponNonce = parts.nonces[APPLY_COUPON_NONCE_ACTION] ?? "";
  return {
    configScript: pageConfigScript(
      buildPageConfig(services.settings, { ...options, qtyNonce, siteKey, applyCouponNonce }),
    ),
    miniCartHtml: parts.fragments[MINI_CART_PART] ?? "",
    headerCartHtml: parts.fragments[HEADER_CART_PART] ?? "",
    notices,
  };
}
