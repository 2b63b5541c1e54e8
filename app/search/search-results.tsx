import { Link } from "react-router";
import { SearchForm } from "~/search/search-form.tsx";
import { SHOP_PATH } from "../../protocol/shop-urls.ts";
import { ShopListing, type ShopListingView } from "../listing/shop-listing.tsx";
import {
  POST_POST_TYPE,
  PRODUCT_POST_TYPE,
  SEARCH_POST_TYPE_PARAM,
  SEARCH_TERMS_PARAM,
} from "./search-address.ts";

/** A blog post that matched the search. */
export interface FoundPostView {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  publishedAt: string | null;
}

/** What the search results page renders. Plain data from the loader. */
export interface SearchResultsView {
  terms: string;
  postType: string | null;
  /** The matches as a shop listing: sort form, result count, grid and pagination. */
  listing: ShopListingView;
  /** Matching blog posts (first page of results only): those shown, and how many matched in all. */
  posts: { items: FoundPostView[]; total: number };
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
  const found = results.listing.products.total > 0 || results.posts.total > 0;
  return [
    "search",
    found ? "search-results" : "search-no-results",
    "woocommerce woocommerce-page archive",
    results.postType === PRODUCT_POST_TYPE ? "post-type-archive post-type-archive-product" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The posts that matched, below the products (or alone when no product matched). */
export function PostResults({
  results,
  headingLevel,
}: {
  results: SearchResultsView;
  headingLevel: "h1" | "h2";
}) {
  const { items, total } = results.posts;
  if (items.length === 0) return null;
  const Heading = headingLevel;
  const PostHeading = headingLevel === "h1" ? "h2" : "h3";
  const allPosts = new URLSearchParams({
    [SEARCH_TERMS_PARAM]: results.terms,
    [SEARCH_POST_TYPE_PARAM]: POST_POST_TYPE,
  });
  return (
    <section className="vitrine-search-posts" aria-labelledby="vitrine-search-posts-title">
      <Heading id="vitrine-search-posts-title" className="vitrine-search-posts__title">
        {headingLevel === "h1" ? results.listing.title : "From the journal"}
      </Heading>
      <ul className="vitrine-search-posts__list">
        {items.map((post) => (
          <li key={post.id}>
            <article className={`post-${post.id} post type-post status-publish`}>
              <PostHeading className="entry-title">
                <Link to={post.path}>{post.title}</Link>
              </PostHeading>
              {post.excerpt ? <p className="entry-summary">{post.excerpt}</p> : null}
            </article>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p>
          <Link to={`/?${allPosts}`}>
            See all {total} posts about “{results.terms}”
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function SearchResults({ results }: { results: SearchResultsView }) {
  if (results.listing.products.total > 0)
    return (
      <>
        <ShopListing listing={results.listing} />
        <PostResults results={results} headingLevel="h2" />
      </>
    );
  if (results.posts.total > 0) return <PostResults results={results} headingLevel="h1" />;
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
