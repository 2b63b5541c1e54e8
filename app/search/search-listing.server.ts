import { searchPosts } from "../../server/content/post-search.server.ts";
import type { Services } from "../../server/services.server.ts";
import { parseSearchOrder, SEARCH_ORDERS } from "../../server/shop/catalogue/ordering.ts";
import { searchProducts } from "../../server/shop/catalogue/search.server.ts";
import type { ProductCardView, ProductPage } from "../../server/shop/catalogue/views.ts";
import { notFound } from "../listing/listing.server.ts";
import { carriedQuery, parseListingAddress, sortFormFields } from "../listing/listing-address.ts";
import {
  POST_POST_TYPE,
  PRODUCT_POST_TYPE,
  SEARCH_POST_TYPE_PARAM,
  SEARCH_TERMS_PARAM,
  type SiteSearch,
} from "./search-address.ts";
import { type SearchResultsView, searchResultsTitle } from "./search-results.tsx";

/** Search results live at the site's root: `/?s=…`, `/page/2/?s=…`. */
const SEARCH_BASE_PATH = "/";

/** How many matching posts the first results page lists beside the products… */
export const SEARCH_POSTS_SHOWN = 5;
/** …and how many a search of posts alone (`post_type=post`) lists. */
export const SEARCH_POSTS_ONLY_SHOWN = 50;

/**
 * The loader of the search results page: reads the page and sort order, searches each kind of content the
 * search covers (products, and posts on the first page) and answers 404 for a page past the end.
 * `pagePath` is what follows `/page/` in the path, if the address has it.
 */
export async function loadSiteSearch(
  search: SiteSearch,
  pagePath: string | undefined,
  url: URL,
  services: Services,
): Promise<SearchResultsView> {
  const { db, settings, now } = services;
  const address = parseListingAddress(
    pagePath === undefined ? undefined : `page/${pagePath}`,
    url.searchParams,
  );
  if (!address || address.segments.length > 0) throw notFound();

  const orderBy = parseSearchOrder(url.searchParams.get("orderby") ?? undefined);
  const perPage = settings.catalogue.productsPerPage;
  const products: ProductPage<ProductCardView> = search.content.includes(PRODUCT_POST_TYPE)
    ? await searchProducts(db, { terms: search.terms, page: address.page, perPage, now: now(), orderBy })
    : { items: [], total: 0, page: address.page, perPage, pageCount: 1 };
  if (address.page > products.pageCount) throw notFound();
  const found =
    search.content.includes(POST_POST_TYPE) && address.page === 1
      ? await searchPosts(db, {
          terms: search.terms,
          limit: search.content.includes(PRODUCT_POST_TYPE) ? SEARCH_POSTS_SHOWN : SEARCH_POSTS_ONLY_SHOWN,
          offset: 0,
        })
      : { posts: [], total: 0 };

  // Links and the sort form repeat the terms as searched (cleaned and cut), not as typed.
  const query = new URLSearchParams(url.searchParams);
  query.set(SEARCH_TERMS_PARAM, search.terms);
  if (search.postType === null) query.delete(SEARCH_POST_TYPE_PARAM);
  else query.set(SEARCH_POST_TYPE_PARAM, search.postType);

  return {
    terms: search.terms,
    postType: search.postType,
    posts: {
      items: found.posts.map((post) => ({
        id: post.id,
        title: post.title,
        path: post.path,
        excerpt: post.excerpt,
        publishedAt: post.publishedAt?.toISOString() ?? null,
      })),
      total: found.total,
    },
    listing: {
      shopName: settings.shop.name,
      title: searchResultsTitle(search.terms),
      descriptionHtml: "",
      basePath: SEARCH_BASE_PATH,
      bodyClasses: [],
      products,
      orderBy,
      orderOptions: SEARCH_ORDERS,
      carriedQuery: carriedQuery(query),
      sortFormFields: sortFormFields(query),
      toolbar: { style: settings.catalogue.shopStyle, mobileBreakpoint: settings.breakpoints.mobile },
      currency: settings.currency,
    },
  };
}
