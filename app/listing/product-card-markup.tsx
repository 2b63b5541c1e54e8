import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductCardView } from "../../server/shop/catalogue/views.ts";
import { Price } from "../product/price.tsx";
import { ProductImage } from "../product/product-image.tsx";
import { StarRating } from "../product/star-rating.tsx";
import { LoopAddToCartButton } from "./loop-add-to-cart-button.tsx";

/** `first`: eager with high priority; `eager`; `lazy`. */
export type ListingImageLoading = "first" | "eager" | "lazy";

/** Listing cards whose image loads eagerly, like WordPress's first content images (`wp_omit_loading_attr_threshold`). */
const EAGER_CARDS = 3;

/**
 * How the image of the card at `index` of a page's main listing loads: the first eagerly with high priority (on a
 * phone it is the largest paint), the next two eagerly, the rest lazily (decision 035).
 */
export function listingImageLoading(index: number): ListingImageLoading {
  if (index === 0) return "first";
  return index < EAGER_CARDS ? "eager" : "lazy";
}

/**
 * WooCommerce's `li.product` card: link, image, title, rating, price and the loop add-to-cart button. The shop's
 * listings add the quick view (`children`); page-builder documents render it outside the router and without
 * browser code (`plainLinks`), since their HTML is built once and shared by every visitor.
 */
export function ProductCardMarkup({
  product,
  currency,
  plainLinks = false,
  imageLoading = "lazy",
  children,
}: {
  product: ProductCardView;
  currency: CurrencySettings;
  /** Plain `<a>` instead of router links: for markup rendered outside the app (builder documents). */
  plainLinks?: boolean;
  /** How the card's image loads: the first cards of a listing are above the fold (`listingImageLoading`). */
  imageLoading?: ListingImageLoading;
  /** Rendered after the add-to-cart button (the quick view in listings). */
  children?: ReactNode;
}) {
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
  const linkClass = "woocommerce-LoopProduct-link woocommerce-loop-product__link";
  const body = (
    <>
      {product.price?.onSale ? <span className="onsale">Sale!</span> : null}
      {/* The title inside the same link names it; repeating the name as alt text would be read twice. */}
      <ProductImage
        image={product.image && { ...product.image, alt: "" }}
        className="attachment-woocommerce_thumbnail"
        loading={imageLoading === "lazy" ? "lazy" : "eager"}
        fetchPriority={imageLoading === "first" ? "high" : undefined}
      />
      <h2 className="woocommerce-loop-product__title">{product.name}</h2>
    </>
  );
  return (
    <li className={classes}>
      {plainLinks ? (
        <a href={`/product/${product.slug}`} className={linkClass}>
          {body}
        </a>
      ) : (
        <Link to={`/product/${product.slug}`} className={linkClass}>
          {body}
        </Link>
      )}
      {product.reviewCount > 0 ? (
        <StarRating rating={product.averageRating} count={product.reviewCount} />
      ) : null}
      <Price price={product.price} currency={currency} />
      <LoopAddToCartButton product={product} plainLinks={plainLinks} />
      {children}
      {product.stockStatus === "outofstock" ? <p className="stock out-of-stock">Out of stock</p> : null}
    </li>
  );
}
