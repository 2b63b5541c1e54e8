import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { useBodyClasses } from "~/lib/body-classes.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import { LISTING_ORDER_LABELS, type ListingOrder } from "../../server/shop/catalogue/ordering.ts";
import type { ProductCardView, ProductPage } from "../../server/shop/catalogue/views.ts";
import { RichText } from "../lib/rich-text.tsx";
import { listingPageHref, paginationItems } from "./listing-address.ts";
import { pageMobileBreakpoint, useMediaQuery, useResultCountHidden, useShopView } from "./listing-hooks.ts";
import { ProductGrid } from "./product-card.tsx";
import { resultCountText } from "./result-count.ts";
import {
  BY_WIDTH_ATTRIBUTE,
  mobileToolbarQuery,
  type ShopStyle,
  STICKY_FILTER_CLASS,
  toolbarLayout,
  toolbarWidthCss,
} from "./toolbar-layout.ts";
import { SHOP_VIEW_LABELS, SHOP_VIEWS, type ShopView, shopViewBodyClasses } from "./view-mode.ts";

/** What a listing page (the shop, a category or tag archive) hands to the listing. Plain data from the loader. */
export interface ShopListingView {
  shopName: string;
  title: string;
  /** Sanitised HTML of the term's description; empty for the shop. */
  descriptionHtml: string;
  /** Address of the listing's first page, e.g. `/product-category/clothing/`. */
  basePath: string;
  /** Body classes only known from the data (`term-<slug>`); the route's handle gives the fixed ones. */
  bodyClasses: string[];
  products: ProductPage<ProductCardView>;
  orderBy: ListingOrder;
  /** The orders the sort select offers, in select order (search results add relevance first). */
  orderOptions: readonly ListingOrder[];
  /** Query pairs links to other pages keep (the sort order among them). */
  carriedQuery: [string, string][];
  /** Query pairs the sort form repeats as hidden fields. */
  sortFormFields: [string, string][];
  /** The mobile break point rendered with; in the browser the page configuration's value wins (S-LIST-09). */
  toolbar: { style: ShopStyle; mobileBreakpoint: number };
  currency: CurrencySettings;
}

export function listingDocumentTitle(listing: ShopListingView | undefined, fallback: string): string {
  if (!listing) return fallback;
  const page = listing.products.page > 1 ? ` – Page ${listing.products.page}` : "";
  return `${listing.title}${page} – ${listing.shopName}`;
}

export function ShopListing({ listing }: { listing: ShopListingView }) {
  const location = useLocation();
  const [view, setView] = useShopView();
  const viewClasses = shopViewBodyClasses(view);
  useBodyClasses([...listing.bodyClasses, viewClasses.add], viewClasses.remove);
  const mobileBreakpoint = pageMobileBreakpoint(listing.toolbar.mobileBreakpoint);
  const atOrBelowMobile = useMediaQuery(mobileToolbarQuery(mobileBreakpoint));
  const layout = toolbarLayout(listing.toolbar.style, atOrBelowMobile);
  const resultCountHidden = useResultCountHidden(location.key);
  const { products } = listing;

  /** `belowByWidth`: the copy below the toolbar that the style sheet shows at or below the break point. */
  const resultCount = (belowByWidth = false) => (
    <p
      className="woocommerce-result-count"
      aria-hidden={resultCountHidden ? "true" : undefined}
      {...(belowByWidth ? { [BY_WIDTH_ATTRIBUTE]: "" } : {})}
    >
      {resultCountText(products)}
    </p>
  );
  const byWidth = "byWidth" in layout;
  const sticky = !byWidth && layout.sticky;
  const countPlace = byWidth ? "both" : layout.resultCount;

  return (
    <>
      <header className="woocommerce-products-header">
        <h1 className="woocommerce-products-header__title page-title">{listing.title}</h1>
        {listing.descriptionHtml ? (
          <RichText className="term-description" html={listing.descriptionHtml} />
        ) : null}
      </header>
      {products.total === 0 ? (
        <div className="woocommerce-no-products-found">
          <p className="woocommerce-info">No products were found matching your selection.</p>
        </div>
      ) : (
        <>
          {listing.toolbar.style === "modern" ? (
            <style>{toolbarWidthCss(listing.toolbar.mobileBreakpoint)}</style>
          ) : null}
          <div
            className={["ast-shop-toolbar-container", sticky ? STICKY_FILTER_CLASS : ""].join(" ").trim()}
            {...(byWidth ? { [BY_WIDTH_ATTRIBUTE]: "" } : {})}
          >
            {countPlace === "in-toolbar" || countPlace === "both" ? resultCount() : null}
            <div className="ast-shop-toolbar-aside-wrap">
              <ViewTriggers view={view} onChange={setView} />
              <SortForm listing={listing} />
            </div>
          </div>
          {countPlace === "below-toolbar" ? resultCount() : countPlace === "both" ? resultCount(true) : null}
          <ProductGrid products={products.items} currency={listing.currency} mainListing />
          <Pagination listing={listing} />
        </>
      )}
    </>
  );
}

function ViewTriggers({ view, onChange }: { view: ShopView; onChange: (view: ShopView) => void }) {
  return (
    <fieldset className="ast-view-trigger-wrap">
      <legend className="screen-reader-text">Product layout</legend>
      {SHOP_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className={`ast-view-trigger${option === view ? " active" : ""}`}
          data-view={option}
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          <ViewIcon view={option} />
          <span className="screen-reader-text">{SHOP_VIEW_LABELS[option]}</span>
        </button>
      ))}
    </fieldset>
  );
}

function ViewIcon({ view }: { view: ShopView }) {
  const shapes: ReactNode =
    view === "grid" ? (
      <>
        <rect x="2" y="2" width="7" height="7" />
        <rect x="11" y="2" width="7" height="7" />
        <rect x="2" y="11" width="7" height="7" />
        <rect x="11" y="11" width="7" height="7" />
      </>
    ) : (
      <>
        <rect x="2" y="3" width="4" height="4" />
        <rect x="8" y="4" width="10" height="2" />
        <rect x="2" y="13" width="4" height="4" />
        <rect x="8" y="14" width="10" height="2" />
      </>
    );
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      {shapes}
    </svg>
  );
}

/**
 * WooCommerce's sort form: a GET form on the listing's first page (sorting starts over at page 1) that keeps
 * the other query parameters. Changing the select submits it; without script, the button under <noscript> does.
 */
function SortForm({ listing }: { listing: ShopListingView }) {
  const fields = uniquePairs(listing.sortFormFields);
  return (
    <Form method="get" action={listing.basePath} className="woocommerce-ordering">
      <select
        key={listing.orderBy}
        name="orderby"
        className="orderby"
        aria-label="Shop order"
        defaultValue={listing.orderBy}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {listing.orderOptions.map((order) => (
          <option key={order} value={order}>
            {LISTING_ORDER_LABELS[order]}
          </option>
        ))}
      </select>
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit" className="button">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

/** The same name=value twice says nothing more, and would give two inputs one React key. */
function uniquePairs(pairs: readonly [string, string][]): [string, string][] {
  const seen = new Set<string>();
  return pairs.filter(([name, value]) => {
    const key = `${name}=${value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function Pagination({ listing }: { listing: ShopListingView }) {
  const { page, pageCount } = listing.products;
  if (pageCount <= 1) return null;
  const href = (target: number) => listingPageHref(listing.basePath, target, listing.carriedQuery);
  return (
    <nav className="woocommerce-pagination" aria-label="Product Pagination">
      <ul className="page-numbers">
        {page > 1 ? (
          <li>
            <Link className="prev page-numbers" to={href(page - 1)}>
              <span aria-hidden="true">←</span>
              <span className="screen-reader-text">Previous page</span>
            </Link>
          </li>
        ) : null}
        {paginationItems(page, pageCount).map((item) =>
          item.kind === "dots" ? (
            <li key={item.key}>
              <span className="page-numbers dots">…</span>
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span aria-current="page" className="page-numbers current">
                  <span className="screen-reader-text">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link className="page-numbers" to={href(item.page)}>
                  <span className="screen-reader-text">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link className="next page-numbers" to={href(page + 1)}>
              <span aria-hidden="true">→</span>
              <span className="screen-reader-text">Next page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
