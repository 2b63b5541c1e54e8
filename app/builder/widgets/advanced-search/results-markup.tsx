import type { CurrencySettings } from "../../../../server/settings/settings.ts";
import type { ProductCardView } from "../../../../server/shop/catalogue/views.ts";
import { Price } from "../../../product/price.tsx";
import { foundMessage } from "./advanced-search.rules.ts";

export interface AdvancedSearchPost {
  id: number;
  title: string;
  path: string;
  excerpt: string;
}

/**
 * The advanced search call's answer (W-SEARCH-06): a root carrying `data-posts-count` (results here) and
 * `data-search-found` (results in all), the count message and one list item per result. Rendered on the server;
 * the browser module inserts the items (a "load more" answer's items are appended).
 */
export function AdvancedSearchResults({
  terms,
  found,
  products,
  posts,
  showImage,
  showPrice,
  currency,
}: {
  terms: string;
  found: number;
  products: ProductCardView[];
  posts: AdvancedSearchPost[];
  showImage: boolean;
  showPrice: boolean;
  currency: CurrencySettings;
}) {
  return (
    <div
      className="ekit-search-results"
      data-posts-count={products.length + posts.length}
      data-search-found={found}
    >
      <p className="ekit-search-results__count">{foundMessage(found, terms)}</p>
      <ul className="ekit-search-results__list">
        {products.map((product) => (
          <li key={`product-${product.id}`} className="ekit-search-result ekit-search-result--product">
            <a href={`/product/${product.slug}`} className="ekit-search-result__link">
              {showImage && product.image ? (
                <img
                  className="ekit-search-result__image"
                  src={product.image.src}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : null}
              <span className="ekit-search-result__title">{product.name}</span>
              <span className="ekit-search-result__kind">Product</span>
            </a>
            {showPrice && product.price ? <Price price={product.price} currency={currency} /> : null}
          </li>
        ))}
        {posts.map((post) => (
          <li key={`post-${post.id}`} className="ekit-search-result ekit-search-result--post">
            <a href={post.path} className="ekit-search-result__link">
              <span className="ekit-search-result__title">{post.title}</span>
              <span className="ekit-search-result__kind">Article</span>
            </a>
            {post.excerpt ? <p className="ekit-search-result__excerpt">{post.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
