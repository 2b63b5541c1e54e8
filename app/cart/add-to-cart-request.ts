import type { AddToCartParams } from "../../protocol/page-config.ts";
import { isRecord } from "../../protocol/plain-guards.ts";
import { ADD_TO_CART_ENDPOINT, endpointUrl } from "../../protocol/wc-ajax.ts";
import { type CartFragments, readCartUpdate } from "./cart-update.ts";

/** The class that marks a list add-to-cart button for the script (S-ATC-01). */
export const AJAX_ADD_TO_CART_CLASS = "ajax_add_to_cart";
/** Quantity sent when the button carries none. */
export const DEFAULT_ADD_QUANTITY = "1";

/** What a click handler needs to know of the clicked element; `dataset` as the DOM gives it. */
export interface AddToCartButton {
  classList: readonly string[];
  dataset: Readonly<Record<string, string | undefined>>;
  disabled: boolean;
}

/**
 * How a click on a list button is handled: "ignore" when it is disabled (S-ATC-02), "script" when it has
 * the ajax class and a product_id (S-ATC-01), otherwise "follow-link" (its address works without script).
 */
export function shouldHandleWithScript(button: AddToCartButton): "script" | "follow-link" | "ignore" {
  if (button.disabled) return "ignore";
  const productId = button.dataset.product_id;
  if (button.classList.includes(AJAX_ADD_TO_CART_CLASS) && productId !== undefined && productId !== "") {
    return "script";
  }
  return "follow-link";
}

/**
 * The form fields of the add request: every data attribute of the button under its dataset name
 * (data-product_id → product_id, data-product_sku → product_sku…), quantity defaulting to 1
 * (S-ATC-06). Null without a product_id, which is required.
 */
export function requestPayload(
  dataset: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(dataset)) {
    if (value !== undefined) fields[name] = value;
  }
  if (!fields.product_id) return null;
  if (!fields.quantity) fields.quantity = DEFAULT_ADD_QUANTITY;
  return fields;
}

/** The POST of a list add: form-encoded fields to the add_to_cart endpoint (S-ATC-06, S-ATC-08). */
export function addToCartRequest(
  wcAjaxUrl: string,
  dataset: Readonly<Record<string, string | undefined>>,
): { url: string; fields: Record<string, string> } | null {
  const fields = requestPayload(dataset);
  return fields === null ? null : { url: endpointUrl(wcAjaxUrl, ADD_TO_CART_ENDPOINT), fields };
}

export type AddToCartOutcome =
  /** The shop could not add it here (it needs options, say): go to the product page (S-ATC-12). */
  | { kind: "redirect"; url: string }
  /** Nothing usable came back: the button returns to idle (S-ATC-05). */
  | { kind: "failed" }
  /** Replace the cart areas with the fragments (S-ATC-10), then go to the cart if asked to (S-ATC-11). */
  | { kind: "added"; fragments: CartFragments; cartHash: string; redirectTo: string | null };

/** Reads the add_to_cart reply: only error, product_url, fragments and cart_hash count (S-ATC-09). */
export function interpretAddToCartReply(
  json: unknown,
  config: Pick<AddToCartParams, "cart_redirect_after_add" | "cart_url">,
): AddToCartOutcome {
  if (isRecord(json) && json.error) {
    const url = json.product_url;
    return typeof url === "string" && url !== "" ? { kind: "redirect", url } : { kind: "failed" };
  }
  const update = readCartUpdate(json);
  if (update === null) return { kind: "failed" };
  return {
    kind: "added",
    fragments: update.fragments,
    cartHash: update.cartHash,
    redirectTo: config.cart_redirect_after_add === "yes" ? config.cart_url : null,
  };
}
