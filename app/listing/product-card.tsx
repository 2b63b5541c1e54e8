import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { QuickView } from "../product/quick-view.tsx";
import { ProductCardMarkup } from "./product-card-markup.tsx";

export function ProductCard({ product, currency }: { product: ProductCardView; currency: CurrencySettings }) {
  return (
    <ProductCardMarkup product={product} currency={currency}>
      {product.type === "simple" || product.type === "variable" ? (
        <QuickView slug={product.slug} name={product.name} />
      ) : null}
    </ProductCardMarkup>
  );
}

export function ProductGrid({
  products,
  currency,
}: {
  products: ProductCardView[];
  currency: CurrencySettings;
}) {
  return (
    <ul className="products columns-4">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} currency={currency} />
      ))}
    </ul>
  );
}
