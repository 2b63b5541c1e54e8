import { data } from "react-router";
import { SHOP_PATH } from "../../protocol/shop-urls.ts";
import { sanitizeRichText } from "../../server/content/sanitize.server.ts";
import type { Services } from "../../server/services.server.ts";
import { shopProducts } from "../../server/shop/catalogue/catalogue-reads.server.ts";
import { CATALOGUE_ORDERS, parseCatalogueOrder } from "../../server/shop/catalogue/ordering.ts";
import { findProductCategory, findProductTag } from "../../server/shop/catalogue/terms.server.ts";
import {
  carriedQuery,
  categoryArchivePath,
  parseListingAddress,
  sortFormFields,
  tagArchivePath,
} from "./listing-address.ts";
import type { ShopListingView } from "./shop-listing.tsx";

/** Which listing a route shows: the whole shop, a category archive or a tag archive. */
export type ListingKind = "shop" | "category" | "tag";

interface Term {
  id: number;
  name: string;
  slug: string;
  description: string;
}

/**
 * The loader of every listing page: reads the address (page and sort order), finds the archive's term,
 * lists one page of products and answers 404 for an unknown term or a page past the end.
 */
export async function loadShopListing(
  kind: ListingKind,
  request: Request,
  splat: string | undefined,
  services: Services,
): Promise<ShopListingView> {
  const { db, settings } = services;
  const url = new URL(request.url);
  const address = parseListingAddress(splat, url.searchParams);
  if (!address) throw notFound();

  let title = "Shop";
  let basePath = SHOP_PATH;
  let term: Term | null = null;
  let filter: { categoryId?: number; tagId?: number } = {};
  if (kind === "shop") {
    if (address.segments.length > 0) throw notFound();
  } else if (kind === "category") {
    const category = await findProductCategory(db, address.segments);
    if (!category) throw notFound();
    term = category;
    basePath = categoryArchivePath(category.path);
    filter = { categoryId: category.id };
  } else {
    const [slug, ...rest] = address.segments;
    const tag = slug !== undefined && rest.length === 0 ? await findProductTag(db, slug) : null;
    if (!tag) throw notFound();
    term = tag;
    basePath = tagArchivePath(tag.slug);
    filter = { tagId: tag.id };
  }
  if (term) title = term.name;

  const orderBy = parseCatalogueOrder(
    url.searchParams.get("orderby") ?? undefined,
    settings.catalogue.defaultOrderBy,
  );
  const products = await shopProducts(services, {
    page: address.page,
    perPage: settings.catalogue.productsPerPage,
    orderBy,
    ...filter,
  });
  if (address.page > products.pageCount) throw notFound();

  return {
    shopName: settings.shop.name,
    title,
    descriptionHtml: term ? termDescriptionHtml(term.description) : "",
    basePath,
    // WordPress marks a term archive with the term's slug and id.
    bodyClasses: term ? [`term-${term.slug}`, `term-${term.id}`] : [],
    products,
    orderBy,
    orderOptions: CATALOGUE_ORDERS,
    carriedQuery: carriedQuery(url.searchParams),
    sortFormFields: sortFormFields(url.searchParams),
    toolbar: { style: settings.catalogue.shopStyle, mobileBreakpoint: settings.breakpoints.mobile },
    currency: settings.currency,
  };
}

/** The 404 answer of a listing address that names no page (a page past the end, an unknown term). */
export function notFound() {
  return data("Unknown page", { status: 404 });
}

const BLOCK_ELEMENT = /<(p|div|ul|ol|h[1-6]|table|blockquote|figure|section)\b/i;

/** Term descriptions are staff HTML; plain text becomes a paragraph, as WordPress's wpautop would make it. */
function termDescriptionHtml(description: string): string {
  const trimmed = description.trim();
  if (!trimmed) return "";
  return sanitizeRichText(BLOCK_ELEMENT.test(trimmed) ? trimmed : `<p>${trimmed}</p>`);
}
