import { data, Link } from "react-router";
import { Price } from "~/shop/price.tsx";
import { ProductGrid } from "~/shop/product-card.tsx";
import { ProductImage } from "~/shop/product-image.tsx";
import { RichText } from "~/shop/rich-text.tsx";
import { StarRating } from "~/shop/star-rating.tsx";
import { sanitizeRichText } from "../../server/content/sanitize.server.ts";
import { getProductBySlug } from "../../server/shop/catalogue/catalogue.server.ts";
import type { ProductDetailView, StockStatus } from "../../server/shop/catalogue/views.ts";
import type { Route } from "./+types/product";

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
  const { db, settings, now } = context.services;
  const product = await getProductBySlug(db, params.slug, now());
  if (!product) throw data("Product not found", { status: 404 });
  return {
    shopName: settings.shop.name,
    currency: settings.currency,
    product: {
      ...product,
      shortDescription: sanitizeRichText(product.shortDescription),
      description: sanitizeRichText(product.description),
    },
    metaDescription: product.shortDescription.replace(/<[^>]*>/g, "").slice(0, 160),
  };
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
  const { product, currency } = loaderData;
  const [mainImage, ...gallery] = product.images;
  return (
    <article className={`product type-product product-type-${product.type} ${product.stockStatus}`}>
      <Breadcrumb product={product} />
      <div className="product-layout">
        <div className="woocommerce-product-gallery">
          {product.price?.onSale ? <span className="onsale">Sale!</span> : null}
          <ProductImage image={mainImage ?? null} loading="eager" className="wp-post-image" />
          {gallery.length > 0 ? (
            <ul className="flex-control-nav flex-control-thumbs">
              {product.images.map((image) => (
                <li key={image.src}>
                  <ProductImage image={image} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
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
          ) : null}
          {product.type === "variable" ? <VariationTable product={product} currency={currency} /> : null}
          {product.type === "grouped" ? (
            <section aria-labelledby="grouped-heading" className="grouped-products">
              <h2 id="grouped-heading" className="screen-reader-text">
                Products in this set
              </h2>
              <ProductGrid products={product.groupedChildren} currency={currency} />
            </section>
          ) : null}
          <ProductMeta product={product} />
        </div>
      </div>
      <section className="woocommerce-tabs" aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <RichText className="woocommerce-product-details__description" html={product.description} />
        <AdditionalInformation product={product} />
      </section>
      {product.upsells.length > 0 ? (
        <section className="up-sells upsells products" aria-labelledby="upsells-heading">
          <h2 id="upsells-heading">You may also like…</h2>
          <ProductGrid products={product.upsells} currency={currency} />
        </section>
      ) : null}
    </article>
  );
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

function VariationTable({
  product,
  currency,
}: {
  product: ProductDetailView;
  currency: Route.ComponentProps["loaderData"]["currency"];
}) {
  const attributeNames = product.attributes
    .filter((attribute) => attribute.usedForVariations)
    .map((a) => a.name);
  return (
    <table className="variations-overview">
      <caption>Available options</caption>
      <thead>
        <tr>
          {attributeNames.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
          <th scope="col">Price</th>
          <th scope="col">Availability</th>
        </tr>
      </thead>
      <tbody>
        {product.variations.map((variation) => (
          <tr key={variation.id}>
            {attributeNames.map((name) => (
              <td key={name}>{variation.attributes[name] || `Any ${name.toLowerCase()}`}</td>
            ))}
            <td>
              <Price price={variation.price} currency={currency} />
            </td>
            <td>{stockText(variation.stockStatus, variation.stockQuantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
