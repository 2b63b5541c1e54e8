import type { Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { z } from "zod";
import { REMOVE_ITEM_NONCE_ACTION } from "../../protocol/cart-nonces.ts";
import { CART_PATH } from "../../protocol/shop-urls.ts";
import { databaseId } from "../db/ids.ts";
import type { Services } from "../services.server.ts";
import {
  addedToCartMessage,
  addToCart,
  CartError,
  productLookupFrom,
  readCart,
  removeFromCart,
} from "../shop/cart/cart.server.ts";
import { cachedCartProducts } from "../shop/catalogue/catalogue-reads.server.ts";
import { addNotice } from "../shop/session/sessions.server.ts";
import { sameSitePath, sameSiteReferrerPath } from "./same-site.ts";
import { shopperOf } from "./shopper.server.ts";

/** Query parameters consumed by these links, removed from the address shoppers are sent back to. */
const CART_LINK_PARAMS = ["add-to-cart", "quantity", "remove_item", "_wpnonce", "variation_id"];

const addLink = z.object({
  "add-to-cart": databaseId,
  quantity: z.coerce.number().finite().min(0).max(1_000_000).optional(),
});
const removeLink = z.object({ remove_item: z.string().regex(/^[0-9a-f]{32}$/), _wpnonce: z.string() });

function withoutCartParams(req: Request): string {
  const url = new URL(req.originalUrl, "http://placeholder");
  for (const name of CART_LINK_PARAMS) url.searchParams.delete(name);
  return sameSitePath(`${url.pathname}${url.search}`) ?? "/";
}

/** A same-site referring page to go back to, as WooCommerce does after removing an item. */
function sameSiteReferrer(req: Request): string | null {
  return sameSiteReferrerPath(req.get("referer"), req.get("host"), { withoutParams: CART_LINK_PARAMS });
}

/**
 * Without script, list buttons are links `?add-to-cart=<id>` and mini-cart
 * remove buttons are links `?remove_item=<key>&_wpnonce=<nonce>`, on any page.
 * The change is made, a notice is left for the next page, and the shopper is
 * redirected (so a reload does not add again).
 */
export function cartLinks(services: Services): RequestHandler {
  return async (req: Request, res: Response, next) => {
    if (req.method !== "GET") return next();
    if (req.query["add-to-cart"] !== undefined) return handleAdd(req, res, services, next);
    if (req.query.remove_item !== undefined) return handleRemove(req, res, services);
    next();
  };
}

async function handleAdd(req: Request, res: Response, services: Services, next: () => void): Promise<void> {
  // Crawlers follow links: they must not fill carts (the links are rel="nofollow" too).
  if (isbot(req.get("user-agent") ?? "")) return next();
  const input = addLink.safeParse(req.query);
  const back = withoutCartParams(req);
  if (!input.success) {
    res.redirect(303, back);
    return;
  }
  const shopper = shopperOf(res);
  const sessionId = await shopper.ensureSession();
  let destination = back;
  try {
    const key = await addToCart(
      services.db,
      sessionId,
      { productId: input.data["add-to-cart"], quantity: input.data.quantity },
      services.now(),
      productLookupFrom(cachedCartProducts(services)),
    );
    const cart = await readCart(services.db, sessionId, services.now(), cachedCartProducts(services));
    shopper.setCartCookies(cart);
    const line = cart.lines.find((candidate) => candidate.key === key);
    await addNotice(services.db, sessionId, {
      type: "success",
      message: addedToCartMessage(line ? [line.name] : []),
      link: { href: CART_PATH, text: "View cart" },
    });
    if (services.settings.cart.redirectAfterAdd) destination = CART_PATH;
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    await addNotice(services.db, sessionId, { type: "error", message: error.message });
  }
  res.redirect(303, destination);
}

async function handleRemove(req: Request, res: Response, services: Services): Promise<void> {
  const back = sameSiteReferrer(req) ?? CART_PATH;
  const input = removeLink.safeParse(req.query);
  const shopper = shopperOf(res);
  const sessionId = await shopper.sessionId();
  if (!input.success || !sessionId) {
    res.redirect(303, back);
    return;
  }
  if (!(await shopper.checkNonce(input.data._wpnonce, REMOVE_ITEM_NONCE_ACTION))) {
    await addNotice(services.db, sessionId, {
      type: "error",
      message: "That link has expired. Please try removing the item again.",
    });
    res.redirect(303, back);
    return;
  }
  const removed = await removeFromCart(services.db, sessionId, input.data.remove_item, services.now());
  shopper.setCartCookies(
    await readCart(services.db, sessionId, services.now(), cachedCartProducts(services)),
  );
  if (removed) await addNotice(services.db, sessionId, { type: "success", message: `“${removed}” removed.` });
  res.redirect(303, back);
}
