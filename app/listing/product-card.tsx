import { Link } from "react-router";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { Price } from "../product/price.tsx";
import { ProductImage } from "../product/product-image.tsx";
import { QuickView } from "../product/quick-view.tsx";
import { StarRating } from "../product/star-rating.tsx";
import { LoopAddToCartButton } from "./loop-add-to-cart-button.tsx";

export function ProductCard({ product, currency }: { product: ProductCardView; currency: CurrencySettings }) {
  const classes = [
    "product",
    `type-product`,
    `product-type-${product.type}`,
    product.stockStatus,
    product.price?.onSale ? "sale" : "",
    product.featured ? "featured" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={classes}>
      <Link
        to={`/product/${product.slug}`}
        className="woocommerce-LoopProduct-link woocommerce-loop-product__link"
      >
        {product.price?.onSale ? <span className="onsale">Sale!</span> : null}
        {/* The title inside the same link names it; repeating the name as alt text would be read twice. */}
        <ProductImage
          image={product.image && { ...product.image, alt: "" }}
          className="attachment-woocommerce_thumbnail"
        />
        <h2 className="woocommerce-loop-product__title">{product.name}</h2>
      </Link>
      {product.reviewCount > 0 ? (
        <StarRating rating={product.averageRating} count={product.reviewCount} />
      ) : null}
      <Price price={product.price} currency={currency} />
      <LoopAddToCartButton product={product} />
      {product.type === "simple" || product.type === "variable" ? (
        <QuickView slug={product.slug} name={product.name} />
      ) : null}
      {product.stockStatus === "outofstock" ? <p className="stock out-of-stock">Out of stock</p> : null}
    </li>
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
