import type { Request, Response } from "express";
import { z } from "zod";
import { CART_QUANTITY_ACTION, SINGLE_PRODUCT_ADD_ACTION } from "../../../protocol/admin-ajax.ts";
import { CART_QUANTITY_NONCE_ACTION } from "../../../protocol/cart-nonces.ts";
import {
  ADD_TO_CART_ENDPOINT,
  GET_REFRESHED_FRAGMENTS_ENDPOINT,
  REMOVE_FROM_CART_ENDPOINT,
} from "../../../protocol/wc-ajax.ts";

import { databaseId } from "../../db/ids.ts";
import type { Services } from "../../services.server.ts";
import {
  addToCart,
  CartError,
  type CartLineRow,
  type CartView,
  cartViewOf,
  productLookupFrom,
  readCart,
  removeFromCart,
  setLineQuantity,
  startCartSession,
  submitProductForm,
} from "../../shop/cart/cart.server.ts";

import { cartLinksFor, sharedCartFragments } from "../../shop/cart/fragments.server.tsx";

import { attributeFields, parseProductForm, quantityField } from "../../shop/cart/product-form.ts";
import { cachedCartProducts } from "../../shop/catalogue/catalogue-reads.server.ts";
import { addNotice } from "../../shop/session/sessions.server.ts";
import { type Shopper, shopperOf } from "../shopper.server.ts";
import type { CompatRegistries } from "./registry.ts";

const fieldsOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};

function cartSummary(cart: CartView) {
  return {
    item_count: cart.itemCount,
    subtotal: cart.subtotal,
    items: cart.lines.map((line) => ({ key: line.key, product_id: line.productId, quantity: line.quantity })),
  };
}

/**
 * `{fragments, cart_hash}` plus the cart as JSON, with the cart cookies brought up to date. `lines`: the cart's
 * stored lines when the caller already has them (a cart it just made), read otherwise.
 */
export async function cartReply(services: Services, shopper: Shopper, lines?: readonly CartLineRow[]) {
  // The shopper's own read: a guest's session kept in memory answers it without a statement (decision 042).
  const cart = await cartViewOf(
    lines ?? (await shopper.cartLines()),
    services.now(),
    cachedCartProducts(services),
  );
  shopper.setCartCookies(cart);
  return {
    fragments: await sharedCartFragments(
      services.fragmentRenders,
      cart,
      services.settings.currency,
      await cartLinksFor(shopper),
    ),
    cart_hash: cart.hash,
    cart: cartSummary(cart),
  };
}

const addToCartInput = z.object({
  product_id: databaseId,
  quantity: quantityField.default(1),
  variation_id: databaseId.optional(),
});

/** A call's answer before it is written: its status and JSON body. */
export interface CallReply {
  status: number;
  body: unknown;
}

/**
 * A list add-to-cart (`POST /?wc-ajax=add_to_cart`) of the posted fields by this shopper: the cart's fragments,
 * or WooCommerce's `{error, product_url}` for a refusal. Answered through Express below, and before Express for
 * a new visitor's urlencoded add (early-add-to-cart.server.ts, decision 054).
 */
export async function listAddToCart(
  body: Record<string, unknown>,
  shopper: Shopper,
  services: Services,
): Promise<CallReply> {
  const input = addToCartInput.safeParse(body);
  if (!input.success)
    return {
      status: 400,
      body: { error: true, product_url: "", message: "A product and a valid quantity are required." },
    };
  const request = {
    productId: input.data.product_id,
    variationId: input.data.variation_id ?? null,
    attributes: attributeFields(body),
    quantity: input.data.quantity,
  };
  const lookup = productLookupFrom(cachedCartProducts(services));
  try {
    const existing = await shopper.sessionId();
    if (existing === null) {
      // A new visitor (most list adds): session, cart and line in one statement, and the reply without a read.
      const started = await startCartSession(services.db, request, services.now(), lookup);
      shopper.beginSession(started.session);
      return { status: 200, body: await cartReply(services, shopper, started.lines) };
    }
    await addToCart(services.db, existing, request, services.now(), lookup);
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    // The shopper is sent to the product page, which shows why (WooCommerce's behaviour).
    await addNotice(services.db, await shopper.ensureSession(), { type: "error", message: error.message });
    return {
      status: 200,
      body: { error: true, product_url: error.productUrl ?? "", message: error.message },
    };
  }
  return { status: 200, body: await cartReply(services, shopper) };
}

async function wcAddToCart(req: Request, res: Response, services: Services): Promise<void> {
  const reply = await listAddToCart(fieldsOf(req), shopperOf(res), services);
  res.status(reply.status).json(reply.body);
}

/** POST /?wc-ajax=remove_from_cart */
async function wcRemoveFromCart(req: Request, res: Response, services: Services): Promise<void> {
  const key = z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .safeParse(fieldsOf(req).cart_item_key);
  if (!key.success) {
    res.status(400).json({ success: false });
    return;
  }
  const shopper = shopperOf(res);
  const sessionId = await shopper.sessionId();
  const removed = sessionId ? await removeFromCart(services.db, sessionId, key.data, services.now()) : null;
  if (removed === null) {
    res.json({ success: false });
    return;
  }
  res.json(await cartReply(services, shopper));
}

/** POST /?wc-ajax=get_refreshed_fragments */
async function wcRefreshedFragments(_req: Request, res: Response, services: Services): Promise<void> {
  res.json(await cartReply(services, shopperOf(res)));
}

/** POST /wp-admin/admin-ajax.php action=astra_add_cart_single_product (the product page form, multipart). */
async function astraAddSingleProduct(req: Request, res: Response, services: Services): Promise<void> {
  const request = parseProductForm(fieldsOf(req));
  if (!request) {
    res.status(400).json({ error: "The product form is incomplete. Please reload the page and try again." });
    return;
  }
  const shopper = shopperOf(res);
  const sessionId = await shopper.ensureSession();
  try {
    await submitProductForm(
      services.db,
      sessionId,
      request,
      services.now(),
      productLookupFrom(cachedCartProducts(services)),
    );
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    res.json({ error: error.message, product_url: error.productUrl ?? "" });
    return;
  }
  res.json(await cartReply(services, shopper));
}

const quantityUpdateInput = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  quantity: quantityField,
});

/** POST /wp-admin/admin-ajax.php action=astra_add_cart_single_product_quantity (mini-cart steppers). */
async function astraSetLineQuantity(req: Request, res: Response, services: Services): Promise<void> {
  const body = fieldsOf(req);
  const shopper = shopperOf(res);
  // WordPress answers a failed nonce check with -1 and 403.
  if (!(await shopper.checkNonce(body.qtyNonce, CART_QUANTITY_NONCE_ACTION))) {
    res.status(403).type("text/plain").send("-1");
    return;
  }
  const input = quantityUpdateInput.safeParse(body);
  const sessionId = await shopper.sessionId();
  if (!input.success || !sessionId) {
    res
      .status(400)
      .json({ success: false, data: { message: "A cart item and a valid quantity are required." } });
    return;
  }
  try {
    await setLineQuantity(services.db, sessionId, input.data.hash, input.data.quantity, services.now());
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    res
      .status(error.code === "unknown_line" ? 404 : 422)
      .json({ success: false, data: { message: error.message } });
    return;
  }
  const cart = await readCart(services.db, sessionId, services.now(), cachedCartProducts(services));
  shopper.setCartCookies(cart);
  res.status(200).end();
}

export function registerCartCalls({ wcAjax, adminAjax }: CompatRegistries): void {
  wcAjax
    .register(ADD_TO_CART_ENDPOINT, wcAddToCart)
    .register(REMOVE_FROM_CART_ENDPOINT, wcRemoveFromCart)
    .register(GET_REFRESHED_FRAGMENTS_ENDPOINT, wcRefreshedFragments);
  adminAjax
    .register(SINGLE_PRODUCT_ADD_ACTION, astraAddSingleProduct)
    .register(CART_QUANTITY_ACTION, astraSetLineQuantity);
}
