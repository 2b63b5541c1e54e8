import type { ProductCardView } from "../../server/shop/catalogue/views.ts";

/**
 * The button under a product in a list (WooCommerce's loop add-to-cart link): which address, words,
 * classes and data attributes it carries. Only a simple product that can be bought now gets the ajax
 * add (`?add-to-cart=<id>` without script); the others lead to the product page or the external shop.
 */

export type LoopProduct = Pick<
  ProductCardView,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "sku"
  | "price"
  | "stockStatus"
  | "externalUrl"
  | "buttonText"
  | "minQuantity"
>;

export interface LoopAddToCart {
  href: string;
  /** The address is on this site (a product page): the link may navigate inside the app. */
  internal: boolean;
  text: string;
  ariaLabel: string;
  className: string;
  rel: string;
  /** data-quantity, data-product_id and data-product_sku, which the ajax add posts. */
  quantity: number;
  productId: number;
  productSku: string;
}

export const DEFAULT_EXTERNAL_BUTTON_TEXT = "Buy product";

/** WooCommerce's purchasable: published products with a price (free is a price); in stock includes backorders. */
function canBuyNow(product: LoopProduct): boolean {
  return product.price !== null && product.stockStatus !== "outofstock";
}

export function loopAddToCart(product: LoopProduct): LoopAddToCart {
  const productPage = `/product/${product.slug}`;
  const common = {
    quantity: Math.max(1, product.minQuantity),
    productId: product.id,
    productSku: product.sku ?? "",
    rel: "nofollow",
  };
  const classes = (...extra: string[]) => ["button", `product_type_${product.type}`, ...extra].join(" ");
  const readMore = (): LoopAddToCart => ({
    ...common,
    href: productPage,
    internal: true,
    text: "Read more",
    ariaLabel: `Read more about “${product.name}”`,
    className: classes(),
  });

  switch (product.type) {
    case "simple":
      if (!canBuyNow(product)) return readMore();
      return {
        ...common,
        href: `?add-to-cart=${product.id}`,
        internal: false,
        text: "Add to cart",
        ariaLabel: `Add “${product.name}” to your cart`,
        className: classes("add_to_cart_button", "ajax_add_to_cart"),
      };
    case "variable":
      if (!canBuyNow(product)) return readMore();
      // Purchasable but needs a choice first: WooCommerce keeps add_to_cart_button (styling) but not the ajax class.
      return {
        ...common,
        href: productPage,
        internal: true,
        text: "Select options",
        ariaLabel: `Select options for “${product.name}”`,
        className: classes("add_to_cart_button"),
      };
    case "grouped":
      return {
        ...common,
        href: productPage,
        internal: true,
        text: "View products",
        ariaLabel: `View products in the “${product.name}” group`,
        className: classes(),
      };
    case "external": {
      if (!product.externalUrl) return readMore();
      const text = product.buttonText?.trim() || DEFAULT_EXTERNAL_BUTTON_TEXT;
      return {
        ...common,
        href: product.externalUrl,
        internal: false,
        text,
        ariaLabel: text,
        className: classes(),
        rel: "nofollow noopener",
      };
    }
    case "variation":
      return readMore();
  }
}
