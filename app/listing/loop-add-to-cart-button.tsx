import { Link } from "react-router";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { loopAddToCart } from "./loop-add-to-cart.ts";

/**
 * The add-to-cart (or "Select options", "Read more"…) link under a product in a list. The ajax add and the
 * `?add-to-cart=` address without script are served by the cart; this only renders WooCommerce's markup.
 */
export function LoopAddToCartButton({
  product,
  plainLinks = false,
}: {
  product: ProductCardView;
  /** Plain `<a>` only (markup rendered outside the router, e.g. builder documents). */
  plainLinks?: boolean;
}) {
  const button = loopAddToCart(product);
  const attributes = {
    className: button.className,
    "aria-label": button.ariaLabel,
    rel: button.rel,
    "data-quantity": button.quantity,
    "data-product_id": button.productId,
    "data-product_sku": button.productSku,
  };
  // `?add-to-cart=` is a request the server acts on (then redirects), so it must be a real page load,
  // never a client-side navigation; links to product pages may navigate in the app.
  const isCartAction = button.href.startsWith("?");
  return button.internal && !isCartAction && !plainLinks ? (
    <Link to={button.href} {...attributes}>
      {button.text}
    </Link>
  ) : (
    <a href={button.href} {...attributes}>
      {button.text}
    </a>
  );
}
