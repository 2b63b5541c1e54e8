import { type FormEvent, lazy, useState } from "react";
import { data, Link, redirect } from "react-router";
import type { AddToCartButtonState } from "~/cart/add-to-cart-button.ts";
import { hydratedLater } from "~/lib/hydrated-later.tsx";
import { RichText } from "~/lib/rich-text.tsx";
import { ProductGrid as ProductGridOnServer } from "~/listing/product-card.tsx";
import { AddToCartForm } from "~/product/add-to-cart-form.tsx";
import { Price } from "~/product/price.tsx";
import { ProductGallery } from "~/product/product-gallery.tsx";
import { type ProductPageReview, ProductReviews } from "~/product/product-reviews.tsx";
import { type ProductTab, ProductTabs } from "~/product/product-tabs.tsx";
import { saleBadgeText } from "~/product/sale-badge.ts";
import { submitSingleProductForm } from "~/product/single-product.client.ts";
import { viewCartLink } from "~/product/single-product-add.ts";
import { StarRating } from "~/product/star-rating.tsx";
import { StickyAddToCart as StickyAddToCartOnServer } from "~/product/sticky-add-to-cart-bar.tsx";
import { pageScript } from "~/theme/page-script-state.ts";
import { addListingTags, productTag, termTag } from "../../server/cache/page-tags.ts";
import { sanitizeRichText } from "../../server/content/sanitize.server.ts";
import { postedFields } from "../../server/http/input/posted-fields.server.ts";
import { handleProductFormPost } from "../../server/shop/cart/product-form-post.server.ts";
import {
  productBySlug,
  productReviews,
  relatedProducts,
} from "../../server/shop/catalogue/catalogue-reads.server.ts";
import type { ProductDetailView, StockStatus, VariationView } from "../../server/shop/catalogue/views.ts";
import { reviewDateText, reviewParagraphs } from "../../server/shop/reviews/review-rules.ts";
import type { Route } from "./+types/product";

// Up-sells and related products sit below the fold: their cards' code loads when the page hydrates.
const ProductGrid = hydratedLater(
  import.meta.env.SSR
    ? ProductGridOnServer
    : lazy(() => import("~/listing/product-card.tsx").then((cards) => ({ default: cards.ProductGrid }))),
);
// The sticky bar shows only once the page's own form has scrolled away.
const StickyAddToCart = hydratedLater(
  import.meta.env.SSR
    ? StickyAddToCartOnServer
    : lazy(() =>
        import("~/product/sticky-add-to-cart-bar.tsx").then((bar) => ({ default: bar.StickyAddToCart })),
      ),
);

/** WooCommerce shows four related products by default. */
const RELATED_PRODUCTS_COUNT = 4;

export const handle = {
  bodyClass: "product-template-default single single-product woocommerce woocommerce-page",
};

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Product not found" }];
  return [
    { title: `${loaderData.product.name} – ${loaderData.shopName}` },
    { name: "description", content: loaderData.metaDescription },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const product = await productBySlug(context.services, params.slug);
  if (!product) throw data("Product not found", { status: 404 });
  const related = await relatedProducts(
    context.services,
    {
      id: product.id,
      categoryIds: product.categories.map((category) => category.id),
      excludeIds: product.upsells.map((upsell) => upsell.id),
    },
    RELATED_PRODUCTS_COUNT,
  );
  const reviews =
    product.reviewsAllowed && product.reviewCount > 0
      ? await productReviews(context.services, product.id)
      : [];
  context.pageTags.add(productTag(product.id));
  for (const category of product.categories) context.pageTags.add(termTag(category.id));
  addListingTags(context.pageTags, {
    products: { items: [...related, ...product.upsells] },
    orderBy: "related",
  });
  return {
    shopName: settings.shop.name,
    currency: settings.currency,
    product: {
      ...product,
      shortDescription: sanitizeRichText(product.shortDescription),
      description: sanitizeRichText(product.description),
    },
    saleBadge: settings.catalogue.saleBadge,
    reviews: reviews.map(
      (review): ProductPageReview => ({
        id: review.id,
        author: review.author,
        rating: review.rating,
        paragraphs: reviewParagraphs(review.content),
        verified: review.verified,
        date: review.date,
        dateText: reviewDateText(review.date, settings.shop.timezone),
      }),
    ),
    related,
    metaDescription: product.shortDescription.replace(/<[^>]*>/g, "").slice(0, 160),
  };
}

/** The add-to-cart form posted without script (with script it goes to admin-ajax instead). */
export async function action({ params, context }: Route.ActionArgs) {
  const productUrl = `/product/${params.slug}/`;
  const destination = await handleProductFormPost(
    context.services,
    context.shopper,
    postedFields(context),
    productUrl,
  );
  return redirect(destination, 303);
}

const STOCK_TEXT: Record<StockStatus, string> = {
  instock: "In stock",
  outofstock: "Out of stock",
  onbackorder: "Available on backorder",
};

function stockText(status: StockStatus, quantity: number | null): string {
  if (status === "instock" && quantity !== null) return `${quantity} in stock`;
  return STOCK_TEXT[status];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, currency, saleBadge } = loaderData;
  const [variation, setVariation] = useState<VariationView | null>(null);
  const [buttonState, setButtonState] = useState<AddToCartButtonState>("idle");
  const badgeText = saleBadgeLabel(saleBadge, product, variation);
  const ajaxSubmit = (form: HTMLFormElement, event: FormEvent<HTMLFormElement>) => {
    const script = pageScript();
    if (!script) return; // not live yet: the plain post works
    submitSingleProductForm(form, event, {
      config: script.config,
      cart: script.cart,
      productType: product.type,
      setButtonState,
    });
  };
  return (
    <article className={`product type-product product-type-${product.type} ${product.stockStatus}`}>
      <Breadcrumb product={product} />
      {product.type !== "external" ? (
        <StickyAddToCart
          product={product}
          currency={currency}
          action={`/product/${product.slug}/`}
          onAjaxSubmit={ajaxSubmit}
        />
      ) : null}
      <div className="product-layout">
        <ProductGallery
          images={product.images}
          override={variation?.image ?? null}
          badge={badgeText ? <span className="onsale">{badgeText}</span> : null}
        />
        <div className="summary entry-summary">
          <h1 className="product_title entry-title">{product.name}</h1>
          {product.reviewCount > 0 ? (
            <StarRating rating={product.averageRating} count={product.reviewCount} />
          ) : null}
          <p className="price-wrapper">
            <Price price={product.price} currency={currency} />
          </p>
          <RichText
            className="woocommerce-product-details__short-description"
            html={product.shortDescription}
          />
          {product.type === "simple" ? (
            <p
              className={`stock ${product.stockStatus.replace("instock", "in-stock").replace("outofstock", "out-of-stock")}`}
            >
              {stockText(product.stockStatus, product.manageStock ? product.stockQuantity : null)}
            </p>
          ) : null}
          {product.type === "external" && product.externalUrl ? (
            <p className="cart">
              <a
                href={product.externalUrl}
                className="single_add_to_cart_button button alt"
                rel="nofollow noopener"
              >
                {product.buttonText || "Buy product"}
              </a>
            </p>
          ) : (
            <AddToCartForm
              product={product}
              currency={currency}
              action={`/product/${product.slug}/`}
              onVariationChange={setVariation}
              buttonState={buttonState}
              onAjaxSubmit={ajaxSubmit}
              afterButton={buttonState === "added" ? <ViewCartLink /> : null}
            />
          )}
          <ProductMeta product={product} />
        </div>
      </div>
      <ProductTabs tabs={productTabs(product, loaderData.reviews)} />
      {product.upsells.length > 0 ? (
        <section className="up-sells upsells products" aria-labelledby="upsells-heading">
          <h2 id="upsells-heading">You may also like…</h2>
          <ProductGrid products={product.upsells} currency={currency} />
        </section>
      ) : null}
      {loaderData.related.length > 0 ? (
        <section className="related products" aria-labelledby="related-heading">
          <h2 id="related-heading">Related products</h2>
          <ProductGrid products={loaderData.related} currency={currency} />
        </section>
      ) : null}
    </article>
  );
}

/** Inserted after the button once added, except on the cart page (S-PROD-08). */
function ViewCartLink() {
  const config = pageScript()?.config.addToCart;
  if (!config || config.is_cart === "1") return null;
  const link = viewCartLink(config);
  return (
    <a href={link.href} className={link.classes.join(" ")} title={link.text}>
      {link.text}
    </a>
  );
}

type SaleBadgeSettings = Route.ComponentProps["loaderData"]["saleBadge"];

/**
 * The badge text: fixed text, or the percentage saved. For variable products the
 * chosen variation's percentage (S-PROD-18/19); before a choice, the largest one.
 */
function saleBadgeLabel(
  badge: SaleBadgeSettings,
  product: ProductDetailView,
  variation: VariationView | null,
): string | null {
  if (!product.price?.onSale) return null;
  if (badge.style === "text") return badge.text;
  const percentages: Record<number, number> = {};
  for (const candidate of product.variations) {
    if (candidate.salePercentage !== null) percentages[candidate.id] = candidate.salePercentage;
  }
  if (product.type === "variable") {
    if (variation) return saleBadgeText(badge.percentageTemplate, percentages, variation.id);
    const largest = Math.max(...Object.values(percentages));
    return Number.isFinite(largest)
      ? badge.percentageTemplate.replace("[value]", String(largest))
      : badge.text;
  }
  const { regular, min } = product.price;
  if (regular === null || regular === 0) return badge.text;
  return badge.percentageTemplate.replace("[value]", String(Math.round(((regular - min) / regular) * 100)));
}

function Breadcrumb({ product }: { product: ProductDetailView }) {
  const category = product.categories[0];
  return (
    <nav className="woocommerce-breadcrumb" aria-label="Breadcrumb">
      <Link to="/">Home</Link> <span aria-hidden="true">/</span> <Link to="/shop">Shop</Link>
      {category ? (
        <>
          {" "}
          <span aria-hidden="true">/</span> <span>{category.name}</span>
        </>
      ) : null}{" "}
      <span aria-hidden="true">/</span> <span aria-current="page">{product.name}</span>
    </nav>
  );
}

function ProductMeta({ product }: { product: ProductDetailView }) {
  return (
    <div className="product_meta">
      {product.sku ? (
        <span className="sku_wrapper">
          SKU: <span className="sku">{product.sku}</span>
        </span>
      ) : null}
      {product.categories.length > 0 ? (
        <span className="posted_in">
          {product.categories.length === 1 ? "Category" : "Categories"}:{" "}
          {product.categories.map((category) => category.name).join(", ")}
        </span>
      ) : null}
      {product.tags.length > 0 ? (
        <span className="tagged_as">
          {product.tags.length === 1 ? "Tag" : "Tags"}: {product.tags.map((tag) => tag.name).join(", ")}
        </span>
      ) : null}
    </div>
  );
}

function productTabs(product: ProductDetailView, reviews: readonly ProductPageReview[]): ProductTab[] {
  const tabs: ProductTab[] = [];
  if (product.description) {
    tabs.push({
      id: "description",
      title: "Description",
      content: (
        <>
          <h2>Description</h2>
          <RichText className="woocommerce-product-details__description" html={product.description} />
        </>
      ),
    });
  }
  const information = <AdditionalInformation product={product} />;
  if (hasAdditionalInformation(product))
    tabs.push({ id: "additional_information", title: "Additional information", content: information });
  if (product.reviewsAllowed && product.reviewCount > 0) {
    tabs.push({
      id: "reviews",
      title: `Reviews (${product.reviewCount})`,
      content: (
        <ProductReviews
          productName={product.name}
          averageRating={product.averageRating}
          reviewCount={product.reviewCount}
          reviews={reviews}
        />
      ),
    });
  }
  return tabs;
}

function hasAdditionalInformation(product: ProductDetailView): boolean {
  const { length, width, height } = product.dimensionsCm;
  return Boolean(
    product.weightKg ||
      length ||
      width ||
      height ||
      product.attributes.some((attribute) => attribute.visible),
  );
}

function AdditionalInformation({ product }: { product: ProductDetailView }) {
  const dimensions = [product.dimensionsCm.length, product.dimensionsCm.width, product.dimensionsCm.height];
  const rows: [string, string][] = [];
  if (product.weightKg) rows.push(["Weight", `${Number(product.weightKg)} kg`]);
  if (dimensions.some(Boolean))
    rows.push(["Dimensions", `${dimensions.map((d) => (d ? Number(d) : "–")).join(" × ")} cm`]);
  for (const attribute of product.attributes) {
    if (attribute.visible) rows.push([attribute.name, attribute.options.join(", ")]);
  }
  if (rows.length === 0) return null;
  return (
    <>
      <h2>Additional information</h2>
      <table className="woocommerce-product-attributes shop_attributes">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
