import { z } from "zod";
import { WC_AJAX_ENDPOINT_PLACEHOLDER } from "./wc-ajax.ts";

/**
 * The configuration objects the server renders into the page as globals (S-CONST-01, S-CONST-02), with
 * their WordPress wire names. `wp_localize_script` turns top-level scalars into strings (true → "1",
 * false → "", 5000 → "5000"), so the schemas accept both forms where our server and WordPress differ.
 */

const wcAjaxUrlSchema = z.string().refine((value) => value.includes(WC_AJAX_ENDPOINT_PLACEHOLDER), {
  message: `must hold the ${WC_AJAX_ENDPOINT_PLACEHOLDER} placeholder`,
});

/** true / false, or WordPress's "1" / "" / "0". */
const wpBooleanSchema = z
  .union([z.boolean(), z.enum(["1", "", "0"])])
  .transform((value) => value === true || value === "1");

/** A whole number, or its decimal string. */
const wpIntegerSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .transform((value) => Number(value));

/** `window.wc_add_to_cart_params` (WooCommerce's add-to-cart script). */
export const addToCartParamsSchema = z.object({
  ajax_url: z.string(),
  wc_ajax_url: wcAjaxUrlSchema,
  i18n_view_cart: z.string(),
  cart_url: z.string(),
  is_cart: z.enum(["", "1"]),
  cart_redirect_after_add: z.enum(["yes", "no"]),
});
export type AddToCartParams = z.output<typeof addToCartParamsSchema>;

/** `window.wc_cart_fragments_params` (WooCommerce's cart-fragments script). */
export const cartFragmentsParamsSchema = z.object({
  ajax_url: z.string(),
  wc_ajax_url: wcAjaxUrlSchema,
  cart_hash_key: z.string().min(1),
  fragment_name: z.string().min(1),
  request_timeout: wpIntegerSchema,
});
export type CartFragmentsParams = z.output<typeof cartFragmentsParamsSchema>;

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
export const astraParamsSchema = z.object({
  ajax_url: z.string(),
  break_point: wpIntegerSchema,
  is_cart: wpBooleanSchema.default(false),
  is_single_product: wpBooleanSchema.default(false),
  single_product_ajax_add_to_cart: wpBooleanSchema.default(false),
  add_to_cart_options_single: z.enum(SINGLE_PRODUCT_ADD_BEHAVIOURS).default("default"),
  cart_url: z.string(),
  checkout_url: z.string(),
  view_cart: z.string().optional(),
  /** Nonce of astra_add_cart_single_product_quantity (the mini cart's steppers). */
  qtyNonce: z.string().optional(),
  /** The shop toolbar's mobile break point (Astra's mobile break point). */
  mobile_breakpoint: wpIntegerSchema.optional(),
  user_validation_msgs: z
    .object({
      error_msg: z.string(),
      success_msg: z.string(),
    })
    .optional(),
});
export type AstraParams = z.output<typeof astraParamsSchema>;

/** Each object is null when the page does not carry it (not every page loads every script). */
export interface PageConfig {
  addToCart: AddToCartParams | null;
  cartFragments: CartFragmentsParams | null;
  astra: AstraParams | null;
}

export type PageConfigResult = { ok: true; config: PageConfig } | { ok: false; error: string };

const pageConfigSchema = z.object({
  wc_add_to_cart_params: addToCartParamsSchema.nullish(),
  wc_cart_fragments_params: cartFragmentsParamsSchema.nullish(),
  astra: astraParamsSchema.nullish(),
});

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join(".") || "(page configuration)"}: ${issue.message}`)
    .join("; ");
}

/**
 * Validates the configuration globals on `source` (normally `window`). An object that is present but
 * malformed is an error naming each bad field, e.g.
 * `Invalid page configuration: wc_add_to_cart_params.is_cart: Invalid option: expected one of ""|"1"`.
 */
export function readPageConfig(source: unknown): PageConfigResult {
  const parsed = pageConfigSchema.safeParse(source);
  if (!parsed.success)
    return { ok: false, error: `Invalid page configuration: ${describeIssues(parsed.error)}` };
  return {
    ok: true,
    config: {
      addToCart: parsed.data.wc_add_to_cart_params ?? null,
      cartFragments: parsed.data.wc_cart_fragments_params ?? null,
      astra: parsed.data.astra ?? null,
    },
  };
}
