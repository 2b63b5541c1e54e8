import { z } from "zod";
import {
  APPLY_COUPON_NONCE_ACTION,
  CART_FORM_NONCE_ACTION,
  REMOVE_COUPON_NONCE_ACTION,
  SHIPPING_NONCE_ACTION,
} from "../../../protocol/cart-nonces.ts";
import { CART_PATH } from "../../../protocol/shop-urls.ts";
import { escapeHtml } from "../../content/sanitize.server.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { cachedCartProducts, cartCrossSells } from "../catalogue/catalogue-reads.server.ts";
import type { ProductCardView } from "../catalogue/views.ts";
import { addNotice } from "../session/sessions.server.ts";
import {
  applyCoupon,
  CouponError,
  dropRejectedCoupons,
  type PricedCart,
  priceCart,
  removeCoupon,
  type ShopperFacts,
  updateCartState,
} from "../totals/cart-totals.server.ts";
import { CartError, setLineQuantity } from "./cart.server.ts";
import { cartLinksFor } from "./fragments.server.tsx";

/** WooCommerce shows two cross-sells under the cart by default. */
const CROSS_SELLS_COUNT = 2;

/** What the shopper is known by, for coupon limits and restrictions. */
export async function shopperFactsOf(shopper: Shopper): Promise<ShopperFacts> {
  const customer = await shopper.customer();
  return { customerId: customer?.id ?? null, emails: customer ? [customer.email] : [] };
}

/**
 * The shopper's session id, asked for after their cart lines: the first of the page's loaders to ask reads the
 * session and its lines in one statement, which the other then shares (Shopper.cartLines).
 */
export async function sessionIdWithCartLines(shopper: Shopper): Promise<string | null> {
  await shopper.cartLines();
  return shopper.sessionId();
}

export interface CartPageData {
  priced: PricedCart;
  crossSells: ProductCardView[];
  /** Coupons dropped because the cart no longer meets their rules. */
  messages: string[];
  nonces: { cart: string; applyCoupon: string; removeCoupon: string; shipping: string; removeItem: string };
}

export async function loadCartPage(services: Services, shopper: Shopper): Promise<CartPageData> {
  const sessionId = await sessionIdWithCartLines(shopper);
  const facts = await shopperFactsOf(shopper);
  // Shown, not charged: the products come from the kept catalogue reads (placing an order reads the database).
  const shownProducts = cachedCartProducts(services);
  const price = () =>
    priceCart(services.db, sessionId, services.settings, services.now(), facts, shownProducts, () =>
      shopper.cartLines(),
    );
  let priced = await price();
  const messages = await dropRejectedCoupons(services.db, sessionId, priced);
  if (messages.length > 0) priced = await price();
  const [crossSells, links, cart, applyNonce, removeNonce, shipping] = await Promise.all([
    cartCrossSells(
      services,
      [...new Set(priced.cart.lines.map((line) => line.productId))],
      CROSS_SELLS_COUNT,
    ),
    cartLinksFor(shopper),
    shopper.nonce(CART_FORM_NONCE_ACTION),
    shopper.nonce(APPLY_COUPON_NONCE_ACTION),
    shopper.nonce(REMOVE_COUPON_NONCE_ACTION),
    shopper.nonce(SHIPPING_NONCE_ACTION),
  ]);
  return {
    priced,
    crossSells,
    messages,
    nonces: {
      cart,
      applyCoupon: applyNonce,
      removeCoupon: removeNonce,
      shipping,
      removeItem: links.removeNonce,
    },
  };
}

const quantityText = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, "must be a whole number");

const cartFormSchema = z.object({
  "woocommerce-cart-nonce": z.string().optional(),
  cart: z.record(z.string().regex(/^[0-9a-f]{32}$/), z.object({ qty: quantityText })).optional(),
  coupon_code: z.string().max(100).optional(),
  apply_coupon: z.string().optional(),
  remove_coupon: z.string().max(100).optional(),
  update_cart: z.string().optional(),
  calc_shipping: z.string().optional(),
  calc_shipping_country: z.string().max(2).optional(),
  calc_shipping_state: z.string().max(10).optional(),
  calc_shipping_city: z.string().max(100).optional(),
  calc_shipping_postcode: z.string().max(20).optional(),
  shipping_method: z
    .union([z.array(z.string().max(60)), z.record(z.string(), z.string().max(60))])
    .optional(),
});

function firstShippingChoice(value: z.infer<typeof cartFormSchema>["shipping_method"]): string | undefined {
  if (!value) return undefined;
  return Array.isArray(value) ? value[0] : Object.values(value)[0];
}

/**
 * The cart form posted without script (or by the enhanced form): quantities, coupon, shipping destination and
 * method. Leaves notices and returns where to go (the cart page).
 */
export async function handleCartPost(
  services: Services,
  shopper: Shopper,
  fields: Record<string, unknown>,
): Promise<string> {
  const sessionId = await shopper.ensureSession();
  const notify = (type: "success" | "error", message: string) =>
    addNotice(services.db, sessionId, { type, message });
  const parsed = cartFormSchema.safeParse(fields);
  if (!parsed.success) {
    await notify(
      "error",
      "The cart could not be updated: some quantities are not valid. Please check them and try again.",
    );
    return CART_PATH;
  }
  const form = parsed.data;
  if (!(await shopper.checkNonce(form["woocommerce-cart-nonce"], CART_FORM_NONCE_ACTION))) {
    await notify("error", "Your session has expired. Please check your cart and try again.");
    return CART_PATH;
  }
  const now = services.now();

  if (form.remove_coupon !== undefined) {
    const removed = await removeCoupon(services.db, sessionId, form.remove_coupon);
    await notify(
      removed ? "success" : "error",
      removed ? "Coupon has been removed." : "That coupon is not in your cart.",
    );
    return CART_PATH;
  }

  const problems: string[] = [];
  let changed = false;
  for (const [key, { qty }] of Object.entries(form.cart ?? {})) {
    try {
      await setLineQuantity(services.db, sessionId, key, Number(qty), now);
      changed = true;
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      problems.push(error.message);
    }
  }

  const shippingChoice = firstShippingChoice(form.shipping_method);
  if (shippingChoice) await updateCartState(services.db, sessionId, { shippingMethod: shippingChoice });

  if (form.calc_shipping !== undefined) {
    const country = (form.calc_shipping_country ?? "").toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) {
      problems.push("Please choose a country to calculate shipping.");
    } else {
      await updateCartState(services.db, sessionId, {
        destination: {
          country,
          state: (form.calc_shipping_state ?? "").trim().toUpperCase(),
          postcode: (form.calc_shipping_postcode ?? "").trim().toUpperCase(),
          city: (form.calc_shipping_city ?? "").trim(),
        },
      });
      await notify("success", "Shipping costs updated.");
    }
  }

  if (form.apply_coupon !== undefined || (form.coupon_code ?? "").trim() !== "") {
    try {
      await applyCoupon(
        services.db,
        sessionId,
        form.coupon_code ?? "",
        services.settings,
        now,
        await shopperFactsOf(shopper),
      );
      await notify("success", "Coupon code applied successfully.");
    } catch (error) {
      if (!(error instanceof CouponError)) throw error;
      problems.push(error.message);
    }
  }

  for (const problem of problems) await notify("error", problem);
  if (form.update_cart !== undefined && changed && problems.length === 0)
    await notify("success", "Cart updated.");
  return CART_PATH;
}

/** WooCommerce's notice markup, answered by the coupon calls (the client moves it where it belongs). */
export function noticeHtml(type: "success" | "error", message: string): string {
  const text = escapeHtml(message);
  return type === "error"
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;
}
