import { type OrderAttributionConfig, orderAttributionConfig } from "../../../protocol/order-attribution.ts";
import {
  ADMIN_AJAX_PATH,
  CART_PATH,
  CHECKOUT_PATH,
  WC_AJAX_URL_TEMPLATE,
} from "../../../protocol/shop-urls.ts";
import type { Settings } from "../../settings/settings.ts";

/** How long the fragments script waits for a refresh before giving up (reference.md). */
export const FRAGMENTS_REQUEST_TIMEOUT_MS = 5000;

/**
 * The configuration objects WooCommerce and Astra put on every page, under
 * their global names, so existing scripts (and ours) read the same values.
 */
export interface PageConfig {
  wc_add_to_cart_params: {
    ajax_url: string;
    wc_ajax_url: string;
    i18n_view_cart: string;
    cart_url: string;
    is_cart: "" | "1";
    cart_redirect_after_add: "yes" | "no";
  };
  wc_cart_fragments_params: {
    ajax_url: string;
    wc_ajax_url: string;
    cart_hash_key: string;
    fragment_name: string;
    request_timeout: string;
  };
  astra: {
    ajax_url: string;
    cart_url: string;
    checkout_url: string;
    is_cart: "" | "1";
    is_single_product: "" | "1";
    /** Product forms add through admin-ajax when script runs. */
    single_product_ajax_add_to_cart: "1";
    view_cart: string;
    /** The header break point: at or below it the mobile header shows. */
    break_point: number;
    add_to_cart_options_single: Settings["cart"]["singleProductAddBehaviour"];
    cart_redirect_after_add: "yes" | "no";
    shop_style: Settings["catalogue"]["shopStyle"];
    mobile_breakpoint: number;
    tablet_breakpoint: number;
    header_break_point: number;
    /** Nonce for astra_add_cart_single_product_quantity. */
    qtyNonce: string;
  };
  /**
   * WooCommerce's cart script settings, the part widgets use on any page: the coupon widget applies its code
   * through `apply_coupon` with this nonce (bound to the shopper's session, the guest one for visitors without).
   */
  wc_cart_params: {
    ajax_url: string;
    wc_ajax_url: string;
    apply_coupon_nonce: string;
  };
  /** WooCommerce's order attribution settings: the tracking script reads them on every page. */
  wc_order_attribution: OrderAttributionConfig;
}

export interface PageConfigOptions {
  isCart: boolean;
  isSingleProduct: boolean;
  qtyNonce: string;
  siteKey: string;
  /** Nonce of `?wc-ajax=apply_coupon` for `wc_cart_params`. */
  applyCouponNonce?: string;
}

export function buildPageConfig(settings: Settings, options: PageConfigOptions): PageConfig {
  const isCart = options.isCart ? "1" : "";
  const redirect = settings.cart.redirectAfterAdd ? "yes" : "no";
  return {
    wc_add_to_cart_params: {
      ajax_url: ADMIN_AJAX_PATH,
      wc_ajax_url: WC_AJAX_URL_TEMPLATE,
      i18n_view_cart: "View cart",
      cart_url: CART_PATH,
      is_cart: isCart,
      cart_redirect_after_add: redirect,
    },
    wc_cart_fragments_params: {
      ajax_url: ADMIN_AJAX_PATH,
      wc_ajax_url: WC_AJAX_URL_TEMPLATE,
      cart_hash_key: `wc_cart_hash_${options.siteKey}`,
      fragment_name: `wc_fragments_${options.siteKey}`,
      request_timeout: String(FRAGMENTS_REQUEST_TIMEOUT_MS),
    },
    astra: {
      ajax_url: ADMIN_AJAX_PATH,
      cart_url: CART_PATH,
      checkout_url: CHECKOUT_PATH,
      is_cart: isCart,
      is_single_product: options.isSingleProduct ? "1" : "",
      single_product_ajax_add_to_cart: "1",
      view_cart: "View cart",
      break_point: settings.breakpoints.header,
      add_to_cart_options_single: settings.cart.singleProductAddBehaviour,
      cart_redirect_after_add: redirect,
      shop_style: settings.catalogue.shopStyle,
      mobile_breakpoint: settings.breakpoints.mobile,
      tablet_breakpoint: settings.breakpoints.tablet,
      header_break_point: settings.breakpoints.header,
      qtyNonce: options.qtyNonce,
    },
    wc_cart_params: {
      ajax_url: ADMIN_AJAX_PATH,
      wc_ajax_url: WC_AJAX_URL_TEMPLATE,
      apply_coupon_nonce: options.applyCouponNonce ?? "",
    },
    wc_order_attribution: orderAttributionConfig(settings.tracking),
  };
}

/** JSON that is safe inside an inline <script>: nothing in it can close the tag or break the line. */
export function inlineScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function pageConfigScript(config: PageConfig): string {
  return Object.entries(config)
    .map(([name, value]) => `window.${name}=${inlineScriptJson(value)};`)
    .join("");
}
