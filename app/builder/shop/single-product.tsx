import type { CurrencySettings } from "../../../server/settings/settings.ts";
import type { ProductDetailView } from "../../../server/shop/catalogue/views.ts";
import { LoopAddToCartButton } from "../../listing/loop-add-to-cart-button.tsx";
import { AddToCartForm } from "../../product/add-to-cart-form.tsx";
import { Price } from "../../product/price.tsx";
import { ProductImage } from "../../product/product-image.tsx";
import { RawHtml } from "../render/raw-html.tsx";

/**
 * `[product_page]`: a product's image, name, price, short description and add-to-cart form inside a document.
 * The form posts to the product's page, as it does there, so it works without script; the document's HTML is
 * shared by every visitor, so nothing in it depends on the shopper.
 */
export function BuilderSingleProduct({
  product,
  currency,
  sanitizeHtml,
}: {
  product: ProductDetailView;
  currency: CurrencySettings;
  sanitizeHtml: (html: string) => string;
}) {
  const productPath = `/product/${product.slug}/`;
  return (
    <div className="single-product vitrine-product-page" data-product-page-preselected-id="0">
      <div
        id={`product-${product.id}`}
        className={`product type-product product-type-${product.type} ${product.stockStatus}`}
      >
        <div className="vitrine-product-page__image">
          <ProductImage
            image={product.images[0] ?? product.image}
            className="wp-post-image"
            sizes="(max-width: 767px) 100vw, 480px"
          />
        </div>
        <div className="summary entry-summary">
          <h2 className="product_title entry-title">
            <a href={productPath}>{product.name}</a>
          </h2>
          <Price price={product.price} currency={currency} />
          {product.shortDescription ? (
            <div className="woocommerce-product-details__short-description">
              <RawHtml html={sanitizeHtml(product.shortDescription)} />
            </div>
          ) : null}
          {product.type === "external" ? (
            <LoopAddToCartButton product={product} plainLinks />
          ) : (
            <AddToCartForm product={product} currency={currency} action={productPath} />
          )}
          {product.stockStatus === "outofstock" ? <p className="stock out-of-stock">Out of stock</p> : null}
        </div>
      </div>
    </div>
  );
}

/** `[add_to_cart]`: the price and the list's add-to-cart button in a bordered line (WooCommerce's inline look). */
export function BuilderAddToCartInline({
  product,
  currency,
  showPrice,
}: {
  product: ProductDetailView;
  currency: CurrencySettings;
  showPrice: boolean;
}) {
  return (
    <p className={`product woocommerce add_to_cart_inline product-type-${product.type}`}>
      {showPrice ? <Price price={product.price} currency={currency} /> : null}
      <LoopAddToCartButton product={product} plainLinks />
    </p>
  );
}
