import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.server.ts";
import {
  categories,
  productCategories,
  productSearchDocument,
  products,
  productTags,
  SEARCH_TEXT_CONFIG,
  tags,
} from "../../db/schema.ts";
import { orderByClauses, pageOfProductCards } from "./catalogue.server.ts";
import { type ListingOrder, RELEVANCE_ORDER } from "./ordering.ts";
import type { ProductCardView, ProductPage } from "./views.ts";

/**
 * Product search (the shop's `?s=` page). Full-text search in PostgreSQL, the same on PGlite and a server:
 * a product matches when its name, SKU, descriptions, category names or tag names hold every word of the
 * terms (stemmed: "mugs" finds "mug"), or when a SKU (its own or one of its variations') is or starts with
 * the terms, or when a word of its name starts with them. See docs/decisions/013-site-search.md.
 */

export interface ProductSearchOptions {
  /** What the shopper typed; blank terms find nothing. */
  terms: string;
  page: number;
  perPage: number;
  now: Date;
  /** Relevance (best match first), or any catalogue order. */
  orderBy: ListingOrder;
}

/**
 * Shorter terms only match whole words and whole SKUs: as a substring or prefix, "a" would be in nearly
 * every name and SKU.
 */
export const MIN_PARTIAL_MATCH_LENGTH = 3;

/**
 * Added to the text rank (PostgreSQL's `ts_rank`, which stays well below 2 here) so the strongest signals
 * win outright: the SKU typed in full, then a SKU prefix, then a name match; the text rank orders within.
 */
export const RELEVANCE_BONUS = { exactSku: 8, skuPrefix: 4, name: 2 } as const;

/** `ts_rank` weights for D, C, B, A: description, short description, categories and tags, name and SKU. */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/**
 * Found by search: published, not a variation, catalogue visibility "visible" or "search" (WooCommerce's
 * "Search results only"); "catalog" ("Shop only") and "hidden" products are left out.
 */
const foundBySearch = and(
  eq(products.status, "publish"),
  isNull(products.parentId),
  ne(products.type, "variation"),
  inArray(products.catalogVisibility, ["visible", "search"]),
);

const textConfig = sql.raw(`'${SEARCH_TEXT_CONFIG}'::regconfig`);

/** One page of products matching the terms, in the chosen order; counting and paging happen in SQL. */
export async function searchProducts(
  db: Executor,
  options: ProductSearchOptions,
): Promise<ProductPage<ProductCardView>> {
  const terms = options.terms.trim();
  const empty = { items: [], total: 0, page: options.page, perPage: options.perPage, pageCount: 1 };
  if (terms === "") return empty;

  const query = sql`websearch_to_tsquery(${textConfig}, ${terms})`;
  const where = and(foundBySearch, sql`${products.id} in (${matchingProductIds(query, terms)})`);
  const order =
    options.orderBy === RELEVANCE_ORDER
      ? [sql`${relevance(query, terms)} desc`, asc(products.name), asc(products.id)]
      : orderByClauses(options.orderBy, options.now);
  return pageOfProductCards(db, where, order, options);
}

/**
 * Ids of every product the terms find, visibility not yet checked. A union of narrow lookups rather than
 * one big OR, so the text match can use the GIN index on the product document (schema.ts) and only the
 * short texts (names, SKUs, term names) are scanned.
 */
function matchingProductIds(query: SQL, terms: string): SQL {
  const branches = [
    sql`select ${products.id} from ${products} where ${productSearchDocument(products)} @@ ${query}`,
    sql`select ${productCategories.productId} from ${productCategories}
      inner join ${categories} on ${categories.id} = ${productCategories.categoryId}
      where to_tsvector(${textConfig}, ${categories.name}) @@ ${query}`,
    sql`select ${productTags.productId} from ${productTags}
      inner join ${tags} on ${tags.id} = ${productTags.tagId}
      where to_tsvector(${textConfig}, ${tags.name}) @@ ${query}`,
    // A variation's SKU finds its parent product.
    sql`select coalesce(${products.parentId}, ${products.id}) from ${products}
      where ${products.status} = 'publish' and ${skuMatches(products.sku, terms)}`,
  ];
  if (terms.length >= MIN_PARTIAL_MATCH_LENGTH) {
    branches.push(sql`select ${products.id} from ${products} where ${nameHasWordStarting(terms)}`);
  }
  return sql.join(branches, sql` union `);
}

/** The terms are the whole SKU, or (long enough) its beginning; case does not matter. */
function skuMatches(sku: SQL | typeof products.sku, terms: string): SQL {
  const exact = sql`lower(${sku}) = lower(${terms})`;
  return terms.length >= MIN_PARTIAL_MATCH_LENGTH
    ? sql`(${exact} or ${sku} ilike ${startsWith(terms)})`
    : exact;
}

/** How well a matching product fits the terms; higher is better. */
function relevance(query: SQL, terms: string): SQL {
  const variation = alias(products, "variation");
  // In a raw SQL template an alias renders as its bare name, so the table it stands for is spelt out.
  const variationSku = (condition: SQL) => sql`exists (
    select 1 from ${products} as ${variation}
    where ${variation.parentId} = ${products.id} and ${variation.status} = 'publish' and ${condition}
  )`;
  const exactSku = sql`(lower(${products.sku}) = lower(${terms})
    or ${variationSku(sql`lower(${variation.sku}) = lower(${terms})`)})`;
  const skuBonus =
    terms.length >= MIN_PARTIAL_MATCH_LENGTH
      ? sql`case when ${exactSku} then ${RELEVANCE_BONUS.exactSku}
          when ${products.sku} ilike ${startsWith(terms)}
            or ${variationSku(sql`${variation.sku} ilike ${startsWith(terms)}`)} then ${RELEVANCE_BONUS.skuPrefix}
          else 0 end`
      : sql`case when ${exactSku} then ${RELEVANCE_BONUS.exactSku} else 0 end`;
  const nameMatches =
    terms.length >= MIN_PARTIAL_MATCH_LENGTH
      ? sql`(to_tsvector(${textConfig}, ${products.name}) @@ ${query} or ${nameHasWordStarting(terms)})`
      : sql`to_tsvector(${textConfig}, ${products.name}) @@ ${query}`;
  const document = sql`${productSearchDocument(products)}
    || ${termNamesVector(sql`select ${categories.name} from ${productCategories}
      inner join ${categories} on ${categories.id} = ${productCategories.categoryId}
      where ${productCategories.productId} = ${products.id}`)}
    || ${termNamesVector(sql`select ${tags.name} from ${productTags}
      inner join ${tags} on ${tags.id} = ${productTags.tagId}
      where ${productTags.productId} = ${products.id}`)}`;
  return sql`(ts_rank(${RANK_WEIGHTS}::float4[], ${document}, ${query})
    + ${skuBonus}
    + case when ${nameMatches} then ${RELEVANCE_BONUS.name} else 0 end)`;
}

/** The names a subquery lists (a product's categories or tags) as one vector at weight B. */
function termNamesVector(names: SQL): SQL {
  return sql`setweight(to_tsvector(${textConfig}, coalesce((select string_agg(name, ' ') from (${names}) as term_names), '')), 'B')`;
}

/** A LIKE pattern matching the text literally: `%`, `_` and `\` typed by a shopper are not wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A word of the name (after a space, or the name's start) begins with the terms: "jigs" finds "Jigsaw",
 * "tea tow" finds "Linen Tea Towel", but "the" does not find "Leather".
 */
function nameHasWordStarting(terms: string): SQL {
  return sql`(' ' || ${products.name}) ilike ${`% ${likeLiteral(terms)}%`}`;
}

function startsWith(terms: string): string {
  return `${likeLiteral(terms)}%`;
}
