import { SINGLE_PRODUCT_ADD_ACTION } from "../../protocol/admin-ajax.ts";
import type { SingleProductAddBehaviour } from "../../protocol/page-config.ts";
import { type CartFragments, readCartUpdate } from "../cart/cart-update.ts";
import { ADD_TO_CART_FIELD, SINGLE_PRODUCT_ADD_FAILED_MESSAGE } from "./single-product-add.ts";

/** The rules of sending the single product's add and of reading the shop's reply (loaded with the first add). */

/**
 * The multipart form of the add (S-PROD-05, S-PROD-06, S-CALL-03): the action, `add-to-cart` set to the
 * product id once, then every other field of the product form as it is (variation_id, quantity or
 * quantity[<id>] for grouped products, add-on fields, files).
 */
export function buildSingleProductForm<V>(
  entries: Iterable<readonly [string, V]>,
  productId: string,
): Array<[string, V | string]> {
  const form: Array<[string, V | string]> = [
    ["action", SINGLE_PRODUCT_ADD_ACTION],
    [ADD_TO_CART_FIELD, productId],
  ];
  for (const [name, value] of entries) {
    if (name !== ADD_TO_CART_FIELD && name !== "action") form.push([name, value]);
  }
  return form;
}

export type SingleProductReply =
  /** An empty body: the page is reloaded (S-PROD-14). */
  | { kind: "reload" }
  /** Refresh the cart from these (S-PROD-13); the button becomes added (S-PROD-07). */
  | { kind: "added"; fragments: CartFragments; cartHash: string }
  /** Alert the message; the loading state is removed (S-PROD-15..17). */
  | { kind: "failed"; message: string };

function errorText(json: unknown): string | null | undefined {
  if (typeof json !== "object" || json === null || !("error" in json)) return undefined;
  const { error } = json;
  if (!error) return undefined;
  return typeof error === "string" && error.trim() !== "" ? error : null;
}

/** Reads the reply of astra_add_cart_single_product (S-PROD-13..16, S-CALL-04). */
export function interpretSingleProductReply(status: number, bodyText: string): SingleProductReply {
  if (bodyText.trim() === "") return { kind: "reload" };
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return { kind: "failed", message: SINGLE_PRODUCT_ADD_FAILED_MESSAGE };
  }
  const error = errorText(json);
  if (error !== undefined) return { kind: "failed", message: error ?? SINGLE_PRODUCT_ADD_FAILED_MESSAGE };
  const update = status >= 200 && status < 300 ? readCartUpdate(json) : null;
  if (update === null) return { kind: "failed", message: SINGLE_PRODUCT_ADD_FAILED_MESSAGE };
  return { kind: "added", ...update };
}

export type AfterSingleProductAdd = "open-drawer" | { navigate: string } | "stay";

/**
 * What follows a successful add (S-PROD-09..12): slide_in_cart opens the mobile cart drawer;
 * redirect_cart_page and redirect_checkout_page go to the cart or checkout; default goes to the cart
 * only when the shop's redirect-after-add setting is "yes" (null: the shop's settings are not on the page).
 */
export function afterSingleProductAdd(options: {
  behaviour: SingleProductAddBehaviour;
  cartRedirectAfterAdd: "yes" | "no" | null;
  cartUrl: string;
  checkoutUrl: string;
}): AfterSingleProductAdd {
  switch (options.behaviour) {
    case "slide_in_cart":
      return "open-drawer";
    case "redirect_cart_page":
      return { navigate: options.cartUrl };
    case "redirect_checkout_page":
      return { navigate: options.checkoutUrl };
    case "default":
      return options.cartRedirectAfterAdd === "yes" ? { navigate: options.cartUrl } : "stay";
  }
}
