import { data, Link } from "react-router";
import documentPageStylesheet from "~/builder/page/document-page.css?url";
import { type DocumentView, loadDocumentPage, loadPopupPage } from "~/builder/page/document-page.server.ts";
import { DocumentArticle, documentBodyClass } from "~/builder/page/document-page.tsx";
import type { PageHandle } from "~/lib/page-handle.ts";
import listingStylesheet from "~/listing/listing.css?url";
import { ProductGrid } from "~/listing/product-card.tsx";
import { listingDocumentTitle } from "~/listing/shop-listing.tsx";
import { parseSiteSearch } from "~/search/search-address.ts";
import { loadSiteSearch } from "~/search/search-listing.server.ts";
import { SearchResults, type SearchResultsView, searchBodyClass } from "~/search/search-results.tsx";
import { TEMPLATE_PAGE_PARAM } from "../../protocol/shop-urls.ts";
import { addListingTags, MISSING_TAG } from "../../server/cache/page-tags.ts";
import { documentSourceOf } from "../../server/content/document-source.server.ts";
import { featuredProducts } from "../../server/shop/catalogue/catalogue-reads.server.ts";
import type { Route } from "./+types/home";

const FEATURED_COUNT = 8;
const HOME_BODY_CLASS = "home page-template-default";

/**
 * The home page: the site's front page document when it has one (imported, or chosen in the content settings),
 * else the shop's own home with its featured products; or the site search results when the address has `?s=`
 * (WordPress answers all of them at `/`).
 */
export const handle: PageHandle = {
  bodyClass: (loaded) => {
    // No data: the loader answered an error (a results page past the end), which is not the home page.
    if (loaded === undefined) return "";
    const search = searchOf(loaded);
    if (search) return searchBodyClass(search);
    const popup = popupPageOf(loaded);
    if (popup) return `single single-elementor_library postid-${popup.id} elementor-default`;
    const front = frontPageOf(loaded);
    return front ? `home ${documentBodyClass({ kind: "document", document: front })}` : HOME_BODY_CLASS;
  },
};

// Search results are a product listing (toolbar, sort form, pagination), and the front page a document. Links
// cannot depend on the loader's data, so the home page loads both small stylesheets.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: listingStylesheet },
  { rel: "stylesheet", href: documentPageStylesheet },
];

export function meta({ data: loaded }: Route.MetaArgs) {
  if (loaded?.search) {
    // WordPress keeps search results out of search engines' indexes.
    return [
      { title: listingDocumentTitle(loaded.search.listing, "Search") },
      { name: "robots", content: "noindex, follow" },
    ];
  }
  if (loaded?.popupPage)
    // The popup's own address exists for visitors without script; search engines index the pages it opens on.
    return [
      { title: `${loaded.popupPage.title} – ${loaded.shopName}` },
      { name: "robots", content: "noindex, follow" },
    ];
  return [{ title: loaded?.shopName ?? "Vitrine" }, { name: "description", content: loaded?.tagline ?? "" }];
}

/** `/`, `/?s=<terms>[&post_type=product]`, and for results `/page/<n>/?s=…` or `?paged=<n>`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { settings } = context.services;
  const url = new URL(request.url);
  const pagePath = "*" in params ? params["*"] : undefined;
  const search = parseSiteSearch(url.searchParams);
  const base = {
    shopName: settings.shop.name,
    tagline: settings.shop.tagline,
    currency: settings.currency,
    locale: settings.shop.language,
    timeZone: settings.shop.timezone,
  };
  // A popup's content as a page (`?elementor_library=<slug|id>`): where popup links lead without script.
  const popupKey = url.searchParams.get(TEMPLATE_PAGE_PARAM);
  if (popupKey !== null && pagePath === undefined) {
    const popup = await loadPopupPage(
      documentSourceOf(context.services),
      context.documentSlots,
      popupKey,
      context.pageTags,
    );
    if (!popup) throw data("Not found", { status: 404 });
    return { ...base, search: null, frontPage: null, popupPage: popup, featured: [] };
  }
  if (search) {
    const results = await loadSiteSearch(search, pagePath, url, context.services);
    addListingTags(context.pageTags, results.listing);
    return { ...base, search: results, frontPage: null, popupPage: null, featured: [] };
  }
  // Without a search there is nothing to page through (no blog here).
  if (pagePath !== undefined) throw data("Unknown page", { status: 404 });
  const front = await loadDocumentPage(
    documentSourceOf(context.services),
    context.documentSlots,
    "/",
    undefined,
    context.pageTags,
  );
  if (front?.kind === "document")
    return { ...base, search: null, frontPage: front.document, popupPage: null, featured: [] };
  const featured = await featuredProducts(context.services, FEATURED_COUNT);
  addListingTags(context.pageTags, { products: { items: featured }, orderBy: "featured" });
  // No front page yet: an import that creates one changes this page.
  context.pageTags.add(MISSING_TAG);
  return { ...base, search: null, frontPage: null, popupPage: null, featured };
}

function frontPageOf(loaded: unknown): DocumentView | null {
  if (typeof loaded !== "object" || loaded === null || !("frontPage" in loaded)) return null;
  return (loaded.frontPage as DocumentView | null) ?? null;
}

function popupPageOf(loaded: unknown): DocumentView | null {
  if (typeof loaded !== "object" || loaded === null || !("popupPage" in loaded)) return null;
  return (loaded.popupPage as DocumentView | null) ?? null;
}

function searchOf(loaded: unknown): SearchResultsView | null {
  if (typeof loaded !== "object" || loaded === null || !("search" in loaded)) return null;
  return (loaded.search as SearchResultsView | null) ?? null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.search) return <SearchResults results={loaderData.search} />;
  if (loaderData.popupPage)
    return (
      <DocumentArticle
        document={loaderData.popupPage}
        locale={loaderData.locale}
        timeZone={loaderData.timeZone}
      />
    );
  if (loaderData.frontPage)
    return (
      <DocumentArticle
        document={loaderData.frontPage}
        locale={loaderData.locale}
        timeZone={loaderData.timeZone}
      />
    );
  return (
    <>
      <section className="home-hero">
        <h1>{loaderData.shopName}</h1>
        {loaderData.tagline ? <p className="home-hero__tagline">{loaderData.tagline}</p> : null}
        <p>
          <Link to="/shop" className="button">
            Visit the shop
          </Link>
        </p>
      </section>
      {loaderData.featured.length > 0 ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading">Featured products</h2>
          <ProductGrid products={loaderData.featured} currency={loaderData.currency} />
        </section>
      ) : null}
    </>
  );
}
