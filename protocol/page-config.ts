import { FieldReader, isRecord, kindOf } from "./plain-guards.ts";
import { WC_AJAX_ENDPOINT_PLACEHOLDER } from "./wc-ajax.ts";

/**
 * The configuration objects the server renders into the page as globals (S-CONST-01, S-CONST-02), with
 * their WordPress wire names. `wp_localize_script` turns top-level scalars into strings (true → "1",
 * false → "", 5000 → "5000"), so the readers accept both forms where our server and WordPress differ.
 * Read in the browser, so checked by hand rather than with Zod (decision 031).
 */

/** `window.wc_add_to_cart_params` (WooCommerce's add-to-cart script). */
export interface AddToCartParams {
  ajax_url: string;
  wc_ajax_url: string;
  i18n_view_cart: string;
  cart_url: string;
  is_cart: "" | "1";
  cart_redirect_after_add: "yes" | "no";
}

/** `window.wc_cart_fragments_params` (WooCommerce's cart-fragments script). */
export interface CartFragmentsParams {
  ajax_url: string;
  wc_ajax_url: string;
  cart_hash_key: string;
  fragment_name: string;
  request_timeout: number;
}

/** What a successful single-product ajax add does next (S-PROD-09..12). */
export const SINGLE_PRODUCT_ADD_BEHAVIOURS = [
  "default",
  "slide_in_cart",
  "redirect_cart_page",
  "redirect_checkout_page",
] as const;
export type SingleProductAddBehaviour = (typeof SINGLE_PRODUCT_ADD_BEHAVIOURS)[number];

/**
 * `window.astra` (the theme's script settings), the parts the shop uses: single-product ajax add,
 * cart and checkout addresses, the header break point, and the checkout's email-check messages.
 */
export interface AstraParams {
  ajax_url: string;
  break_point: number;
  is_cart: boolean;
  is_single_product: boolean;
  single_product_ajax_add_to_cart: boolean;
  add_to_cart_options_single: SingleProductAddBehaviour;
  cart_url: string;
  checkout_url: string;
  view_cart?: string;
  /** Nonce of astra_add_cart_single_product_quantity (the mini cart's steppers). */
  qtyNonce?: string;
  /** The shop toolbar's mobile break point (Astra's mobile break point). */
  mobile_breakpoint?: number;
  user_validation_msgs?: { error_msg: string; success_msg: string };
}

/** Each object is null when the page does not carry it (not every page loads every script). */
export interface PageConfig {
  addToCart: AddToCartParams | null;
  cartFragments: CartFragmentsParams | null;
  astra: AstraParams | null;
}

export type PageConfigResult = { ok: true; config: PageConfig } | { ok: false; error: string };

const placeholderCheck = (value: string) =>
  value.includes(WC_AJAX_ENDPOINT_PLACEHOLDER)
    ? null
    : `must hold the ${WC_AJAX_ENDPOINT_PLACEHOLDER} placeholder`;

function readAddToCart(read: FieldReader): AddToCartParams {
  return {
    ajax_url: read.string("ajax_url"),
    wc_ajax_url: read.string("wc_ajax_url", placeholderCheck),
    i18n_view_cart: read.string("i18n_view_cart"),
    cart_url: read.string("cart_url"),
    is_cart: read.oneOf("is_cart", ["", "1"] as const),
    cart_redirect_after_add: read.oneOf("cart_redirect_after_add", ["yes", "no"] as const),
  };
}

function readCartFragments(read: FieldReader): CartFragmentsParams {
  const nonEmpty = (value: string) => (value === "" ? "must not be empty" : null);
  return {
    ajax_url: read.string("ajax_url"),
    wc_ajax_url: read.string("wc_ajax_url", placeholderCheck),
    cart_hash_key: read.string("cart_hash_key", nonEmpty),
    fragment_name: read.string("fragment_name", nonEmpty),
    request_timeout: read.integer("request_timeout"),
  };
}

function readAstra(read: FieldReader): AstraParams {
  const params: AstraParams = {
    ajax_url: read.string("ajax_url"),
    break_point: read.integer("break_point"),
    is_cart: read.boolean("is_cart", false),
    is_single_product: read.boolean("is_single_product", false),
    single_product_ajax_add_to_cart: read.boolean("single_product_ajax_add_to_cart", false),
    add_to_cart_options_single: read.oneOf(
      "add_to_cart_options_single",
      SINGLE_PRODUCT_ADD_BEHAVIOURS,
      "default",
    ),
    cart_url: read.string("cart_url"),
    checkout_url: read.string("checkout_url"),
  };
  const viewCart = read.optionalString("view_cart");
  if (viewCart !== undefined) params.view_cart = viewCart;
  const qtyNonce = read.optionalString("qtyNonce");
  if (qtyNonce !== undefined) params.qtyNonce = qtyNonce;
  const mobileBreakpoint = read.optionalInteger("mobile_breakpoint");
  if (mobileBreakpoint !== undefined) params.mobile_breakpoint = mobileBreakpoint;
  const messages = read.optionalObject("user_validation_msgs");
  if (messages)
    params.user_validation_msgs = {
      error_msg: messages.string("error_msg"),
      success_msg: messages.string("success_msg"),
    };
  return params;
}

/**
 * Validates the configuration globals on `source` (normally `window`). An object that is present but
 * malformed is an error naming each bad field, e.g.
 * `Invalid page configuration: wc_add_to_cart_params.is_cart: invalid option: expected one of ""|"1"`.
 */
export function readPageConfig(source: unknown): PageConfigResult {
  if (!isRecord(source) && typeof source !== "function")
    return {
      ok: false,
      error: `Invalid page configuration: (page configuration): expected object, received ${kindOf(source)}`,
    };
  const issues: string[] = [];
  const root = new FieldReader(source as Record<string, unknown>, "", issues);
  const addToCart = root.optionalObject("wc_add_to_cart_params");
  const cartFragments = root.optionalObject("wc_cart_fragments_params");
  const astra = root.optionalObject("astra");
  const config: PageConfig = {
    addToCart: addToCart ? readAddToCart(addToCart) : null,
    cartFragments: cartFragments ? readCartFragments(cartFragments) : null,
    astra: astra ? readAstra(astra) : null,
  };
  if (issues.length > 0) return { ok: false, error: `Invalid page configuration: ${issues.join("; ")}` };
  return { ok: true, config };
}
