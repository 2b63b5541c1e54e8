import { memo } from "react";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { QuickView } from "../product/quick-view.tsx";
import { type ListingImageLoading, listingImageLoading, ProductCardMarkup } from "./product-card-markup.tsx";

export function ProductCard({
  product,
  currency,
  imageLoading,
}: {
  product: ProductCardView;
  currency: CurrencySettings;
  imageLoading?: ListingImageLoading;
}) {
  return (
    <ProductCardMarkup product={product} currency={currency} imageLoading={imageLoading}>
      {product.type === "simple" || product.type === "variable" ? (
        <QuickView slug={product.slug} name={product.name} />
      ) : null}
    </ProductCardMarkup>
  );
}

/**
 * The grid renders again only when its products or currency change. The listing around it renders again after
 * hydration (the toolbar reads the media query, the result count hides and shows again) and when the router's
 * state changes (routes discovered once the page has loaded); two dozen cards have no reason to follow.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  currency,
  mainListing = false,
}: {
  products: ProductCardView[];
  currency: CurrencySettings;
  /** The page's main listing, at the top of the page: its first images load at once (decision 035). */
  mainListing?: boolean;
}) {
  return (
    <ul className="products columns-4">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          currency={currency}
          imageLoading={mainListing ? listingImageLoading(index) : "lazy"}
        />
      ))}
    </ul>
  );
});
