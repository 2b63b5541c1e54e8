import { type ElementorElement, walkElements } from "./elementor-data.ts";

/**
 * WooCommerce's own pages in an export (its page options are not exported): found by their shortcodes or
 * blocks, wherever they sit (post content, an Elementor shortcode or text widget), else by WooCommerce's
 * default slugs. Vitrine serves its own cart, checkout, account and shop there, with the page's Elementor
 * content around them.
 */

export type WooCommercePageRole = "shop" | "cart" | "checkout" | "myaccount";
export const WOOCOMMERCE_PAGE_ROLES: readonly WooCommercePageRole[] = [
  "shop",
  "cart",
  "checkout",
  "myaccount",
];

const SHORTCODES: Record<Exclude<WooCommercePageRole, "shop">, RegExp> = {
  cart: /\[woocommerce_cart(?:\s[^\]]*)?\]|<!--\s*wp:woocommerce\/cart[\s>]|<!--\s*wp:woocommerce\/classic-shortcode\s*(?:\/?-->|\{(?![^}]*"shortcode"\s*:\s*"checkout")[^}]*\})/,
  checkout:
    /\[woocommerce_checkout(?:\s[^\]]*)?\]|<!--\s*wp:woocommerce\/checkout[\s>]|<!--\s*wp:woocommerce\/classic-shortcode\s*\{[^}]*"shortcode"\s*:\s*"checkout"/,
  myaccount: /\[woocommerce_my_account(?:\s[^\]]*)?\]/,
};

const DEFAULT_SLUGS: Record<WooCommercePageRole, string> = {
  shop: "shop",
  cart: "cart",
  checkout: "checkout",
  myaccount: "my-account",
};

function strings(value: unknown, into: string[]) {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const entry of value) strings(entry, into);
  else if (value && typeof value === "object") for (const entry of Object.values(value)) strings(entry, into);
}

/** The role a page's shortcodes or blocks give it, or null. */
export function wooCommerceRoleByContent(page: {
  content: string;
  elements: readonly ElementorElement[] | null;
}): WooCommercePageRole | null {
  const texts = [page.content];
  walkElements(page.elements ?? [], (element) => strings(element.settings, texts));
  for (const role of ["checkout", "cart", "myaccount"] as const) {
    if (texts.some((text) => SHORTCODES[role].test(text))) return role;
  }
  return null;
}

/**
 * One page per role: pages whose content says so first, then WooCommerce's default slugs among top-level
 * pages. `pages` are the export's published pages.
 */
export function mapWooCommercePages(
  pages: readonly {
    id: number;
    slug: string;
    parentId: number;
    content: string;
    elements: ElementorElement[] | null;
  }[],
): Partial<Record<WooCommercePageRole, number>> {
  const mapping: Partial<Record<WooCommercePageRole, number>> = {};
  for (const page of pages) {
    const role = wooCommerceRoleByContent(page);
    if (role && mapping[role] === undefined) mapping[role] = page.id;
  }
  const claimed = new Set(Object.values(mapping));
  for (const role of WOOCOMMERCE_PAGE_ROLES) {
    if (mapping[role] !== undefined) continue;
    const page = pages.find(
      (candidate) =>
        candidate.parentId === 0 && candidate.slug === DEFAULT_SLUGS[role] && !claimed.has(candidate.id),
    );
    if (page) mapping[role] = page.id;
  }
  return mapping;
}
