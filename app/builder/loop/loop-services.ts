import type { CurrencySettings } from "../../../server/settings/settings.ts";
import type { ProductCardView } from "../../../server/shop/catalogue/views.ts";
import type { MediaInfo } from "../widget.ts";
import type { TaxonomyFilters } from "./filter-state.ts";

/**
 * What loop widgets (loop grid, posts, taxonomy filter) read while a document renders: entries of a query, the
 * terms of a taxonomy, the loop-item template rendered for one entry, and the address's loop state. The page
 * layer implements it over the content store and the catalogue (`server/content/loop-source.server.ts`); it is
 * part of `LoadServices` as `loop`, absent where no store is at hand (then loop widgets render empty).
 */

export type LoopPostType = "post" | "product";

export interface LoopTerm {
  taxonomy: string;
  slug: string;
  name: string;
  /** The term's archive address (`/category/news/`, `/product-category/home/`). */
  url: string;
  /** Published entries carrying the term. */
  count: number;
}

/** One product's shop data, as the loop's price and add-to-cart parts need it. */
export interface LoopProduct {
  card: ProductCardView;
  currency: CurrencySettings;
}

/** One entry of a loop: a post or a product, with what dynamic tags show of it. */
export interface LoopEntry {
  postType: LoopPostType;
  id: number;
  title: string;
  url: string;
  /** Plain text. */
  excerpt: string;
  /** ISO date-time, or null. */
  publishedAt: string | null;
  authorName: string;
  image: MediaInfo | null;
  terms: LoopTerm[];
  product: LoopProduct | null;
}

export type LoopOrderBy = "date" | "title" | "menu_order" | "price" | "rand" | "modified";

export interface LoopQuery {
  postType: LoopPostType;
  page: number;
  perPage: number;
  offset: number;
  orderBy: LoopOrderBy;
  order: "asc" | "desc";
  /** Term slugs by taxonomy the entries must carry one of (query settings). */
  includeTerms: Record<string, string[]>;
  /** Term slugs by taxonomy the entries must not carry. */
  excludeTerms: Record<string, string[]>;
  /** Entry ids left out (the current post when "exclude current" is set). */
  excludeIds: number[];
  /** The visitor's taxonomy filter (AND/OR/NOT per taxonomy). */
  filters: TaxonomyFilters;
}

export interface LoopResult {
  entries: LoopEntry[];
  total: number;
  pageCount: number;
}

/** A loop-item template rendered for one entry: its markup, and (the same for every entry) its CSS. */
export interface RenderedLoopItem {
  html: string;
  css: string;
  stylesheets: string[];
}

export interface LoopServices {
  /**
   * The address's loop parameters (`e-filter-*`, `e-page-*`; nothing else, so renders stay shareable). Links
   * loops write are query-only (`?e-page-a1=2`), relative to the page they are on.
   */
  params: URLSearchParams;
  query(query: LoopQuery): Promise<LoopResult>;
  /** Terms of a taxonomy (`category`, `post_tag`, `product_cat`, `product_tag`) in name order. */
  terms(taxonomy: string): Promise<LoopTerm[]>;
  /** The loop-item template rendered for an entry, or null when the template is not a published loop item. */
  renderItem(templateId: number, entry: LoopEntry): Promise<RenderedLoopItem | null>;
}

export const PRODUCT_TAXONOMIES = ["product_cat", "product_tag"] as const;
export const POST_TAXONOMIES = ["category", "post_tag"] as const;
