import type { CurrencySettings } from "../../../server/settings/settings.ts";
import type { ProductCardView } from "../../../server/shop/catalogue/views.ts";
import { ProductCardMarkup } from "../../listing/product-card-markup.tsx";

/**
 * Vitrine's own product cards in WooCommerce's list markup (`div.woocommerce.columns-N > ul.products`), for the
 * Products widget and the `[products]` shortcode. Plain links: document HTML is rendered once, outside the router,
 * and shared by every visitor; the add-to-cart buttons are `?add-to-cart=` links the page's cart script enhances.
 */
export function BuilderProductGrid({
  products,
  currency,
  columns,
  extraListClass = "",
}: {
  products: readonly ProductCardView[];
  currency: CurrencySettings;
  columns: number;
  extraListClass?: string;
}) {
  return (
    <div className={`woocommerce columns-${columns}`}>
      <ul className={["products", extraListClass, `columns-${columns}`].filter(Boolean).join(" ")}>
        {products.map((product) => (
          <ProductCardMarkup key={product.id} product={product} currency={currency} plainLinks />
        ))}
      </ul>
    </div>
  );
}
