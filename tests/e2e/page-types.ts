import type { Page } from "@playwright/test";

/**
 * Every page type of the demo shop, with who looks at it and the state worth seeing: the accessibility spec
 * runs axe on each, scripts/screenshots.ts photographs each. A new page type gets a line here.
 */
export type Visitor = "guest" | "guest with a cart" | "customer";

/** The order the customer placed (the order pages show it). */
export interface PlacedOrder {
  id: string;
  receivedPath: string;
}

export interface PageType {
  name: string;
  /** File-name form of the name (screenshots, `--only`). */
  slug: string;
  visitor: Visitor;
  path: string | ((order: PlacedOrder) => string);
  /** Brings the loaded page (its script running) into the state to look at. */
  prepare?: (page: Page) => Promise<void>;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: "home", slug: "home", visitor: "guest", path: "/" },
  { name: "shop", slug: "shop", visitor: "guest", path: "/shop/" },
  { name: "category archive", slug: "category", visitor: "guest", path: "/product-category/home/" },
  { name: "tag archive", slug: "tag", visitor: "guest", path: "/product-tag/organic/" },
  {
    name: "simple product",
    slug: "product-simple",
    visitor: "guest",
    path: "/product/speckled-stoneware-mug/",
  },
  { name: "variable product", slug: "product-variable", visitor: "guest", path: "/product/organic-hoodie/" },
  { name: "search results", slug: "search", visitor: "guest", path: "/?s=mug&post_type=product" },
  {
    name: "empty search results",
    slug: "search-empty",
    visitor: "guest",
    path: "/?s=zeppelin&post_type=product",
  },
  { name: "not found", slug: "not-found", visitor: "guest", path: "/no-such-page/" },
  { name: "empty cart", slug: "cart-empty", visitor: "guest", path: "/cart/" },
  { name: "account login", slug: "account-login", visitor: "guest", path: "/my-account/" },
  { name: "lost password", slug: "lost-password", visitor: "guest", path: "/my-account/lost-password/" },
  {
    // Last of the guest's pages: it fills the guest's cart.
    name: "cart drawer",
    slug: "cart-drawer",
    visitor: "guest",
    path: "/product/speckled-stoneware-mug/",
    prepare: async (page) => {
      await page.locator(".summary .single_add_to_cart_button").click();
      await page.locator("#astra-mobile-cart-drawer[open] .woocommerce-mini-cart-item").waitFor();
    },
  },
  { name: "cart", slug: "cart", visitor: "guest with a cart", path: "/cart/" },
  { name: "checkout", slug: "checkout", visitor: "guest with a cart", path: "/checkout/" },
  {
    name: "checkout with errors",
    slug: "checkout-errors",
    visitor: "guest with a cart",
    path: "/checkout/",
    prepare: async (page) => {
      await page.fill("#billing_email", "not-an-email");
      await page.click("#place_order");
      await page.locator(".woocommerce-NoticeGroup-checkout").waitFor();
    },
  },
  {
    name: "order received",
    slug: "order-received",
    visitor: "customer",
    path: (order) => order.receivedPath,
  },
  { name: "account dashboard", slug: "account-dashboard", visitor: "customer", path: "/my-account/" },
  { name: "account orders", slug: "account-orders", visitor: "customer", path: "/my-account/orders/" },
  {
    name: "account order view",
    slug: "account-order",
    visitor: "customer",
    path: (order) => `/my-account/view-order/${order.id}/`,
  },
  {
    name: "account addresses",
    slug: "account-addresses",
    visitor: "customer",
    path: "/my-account/edit-address/",
  },
  {
    name: "account address form",
    slug: "account-edit-address",
    visitor: "customer",
    path: "/my-account/edit-address/billing/",
  },
  {
    name: "account details",
    slug: "account-details",
    visitor: "customer",
    path: "/my-account/edit-account/",
  },
];

export function pageTypePath(pageType: PageType, order: PlacedOrder): string {
  return typeof pageType.path === "string" ? pageType.path : pageType.path(order);
}
