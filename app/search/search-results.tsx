import { Link } from "react-router";
import { SearchForm } from "~/search/search-form.tsx";
import { SHOP_PATH } from "../../protocol/shop-urls.ts";
import { ShopListing, type ShopListingView } from "../listing/shop-listing.tsx";
import { PRODUCT_POST_TYPE } from "./search-address.ts";

/** What the search results page renders. Plain data from the loader. */
export interface SearchResultsView {
  terms: string;
  postType: string | null;
  /** The matches as a shop listing: sort form, result count, grid and pagination. */
  listing: ShopListingView;
}

/** The page heading (and the document title's first part). React escapes the terms wherever they appear. */
export function searchResultsTitle(terms: string): string {
  return `Search results for: “${terms}”`;
}

/**
 * WordPress's search body classes, plus the WooCommerce archive classes the shop listing has, so the
 * listing's styles and scripts apply to results too. A product search (`post_type=product`) is a product
 * archive in WordPress's eyes.
 */
export function searchBodyClass(results: SearchResultsView): string {
  const found = results.listing.products.total > 0;
  return [
    "search",
    found ? "search-results" : "search-no-results",
    "woocommerce woocommerce-page archive",
    results.postType === PRODUCT_POST_TYPE ? "post-type-archive post-type-archive-product" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function SearchResults({ results }: { results: SearchResultsView }) {
  if (results.listing.products.total > 0) return <ShopListing listing={results.listing} />;
  return (
    <section className="no-results not-found">
      <header className="woocommerce-products-header">
        <h1 className="woocommerce-products-header__title page-title">{results.listing.title}</h1>
      </header>
      <div className="page-content search-no-results-content">
        <p className="woocommerce-info woocommerce-no-products-found">
          No products matched your search. Check the spelling, try fewer or more general words, or browse the
          shop.
        </p>
        <SearchForm
          defaultValue={results.terms}
          postType={results.postType}
          label="Search again"
          labelVisible
        />
        <p>
          <Link to={SHOP_PATH} className="button">
            Browse the shop
          </Link>
        </p>
      </div>
    </section>
  );
}
