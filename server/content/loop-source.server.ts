import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { TaxonomyFilters } from "../../app/builder/loop/filter-state.ts";
import type { LoopEntry, LoopQuery, LoopResult, LoopTerm } from "../../app/builder/loop/loop-services.ts";
import type { MediaInfo } from "../../app/builder/widget.ts";
import type { Executor } from "../db/client.server.ts";
import {
  categories,
  contentDocuments,
  contentDocumentTerms,
  contentTerms,
  productCategories,
  products,
  productTags,
  tags,
} from "../db/schema.ts";
import type { CurrencySettings } from "../settings/settings.ts";
import { orderByClauses, pageOfProductCards } from "../shop/catalogue/catalogue.server.ts";
import { termSlugPaths } from "./documents/paths.ts";

/**
 * The loop widgets' queries over the content store (posts) and the catalogue (products): entries matching the
 * query settings and the visitor's taxonomy filter (AND / OR / NOT per taxonomy), paged in SQL, and the terms
 * a filter offers. Published entries only.
 */

export interface LoopStore {
  query(query: LoopQuery): Promise<LoopResult>;
  terms(taxonomy: string): Promise<LoopTerm[]>;
}

type MediaLookup = (ids: readonly number[]) => Promise<Map<number, MediaInfo>>;

export function createLoopStore(
  db: Executor,
  options: { media: MediaLookup; currency: CurrencySettings; now: () => Date },
): LoopStore {
  return {
    query: (query) =>
      query.postType === "product" ? queryProducts(db, query, options) : queryPosts(db, query, options.media),
    terms: (taxonomy) => termsOf(db, taxonomy),
  };
}

/** Slug conditions of one taxonomy: `exists (… slug in (…))` over the given term table. */
type HasTerms = (taxonomy: string, slugs: string[]) => SQL;

/** Query settings and visitor filters as SQL conditions (positive terms joined AND or OR, `!` terms excluded). */
function termConditions(query: LoopQuery, hasTerms: HasTerms): SQL[] {
  const conditions: SQL[] = [];
  for (const [taxonomy, slugs] of Object.entries(query.includeTerms))
    if (slugs.length > 0) conditions.push(hasTerms(taxonomy, slugs));
  for (const [taxonomy, slugs] of Object.entries(query.excludeTerms))
    if (slugs.length > 0) conditions.push(sql`not ${hasTerms(taxonomy, slugs)}`);
  conditions.push(...filterConditions(query.filters, hasTerms));
  return conditions;
}

export function filterConditions(filters: TaxonomyFilters, hasTerms: HasTerms): SQL[] {
  const conditions: SQL[] = [];
  for (const [taxonomy, filter] of Object.entries(filters)) {
    const positive = filter.terms.filter((term) => !term.startsWith("!"));
    const negative = filter.terms.filter((term) => term.startsWith("!")).map((term) => term.slice(1));
    if (positive.length > 0) {
      if (filter.logicalJoin === "OR") conditions.push(hasTerms(taxonomy, positive));
      else for (const term of positive) conditions.push(hasTerms(taxonomy, [term]));
    }
    if (negative.length > 0) conditions.push(sql`not ${hasTerms(taxonomy, negative)}`);
  }
  return conditions;
}

const publishedPost = and(
  eq(contentDocuments.type, "post"),
  eq(contentDocuments.status, "publish"),
  isNotNull(contentDocuments.path),
);

function postHasTerms(taxonomy: string, slugs: string[]): SQL {
  return sql`exists (
    select 1 from ${contentDocumentTerms}
    inner join ${contentTerms} on ${contentTerms.id} = ${contentDocumentTerms.termId}
    where ${contentDocumentTerms.documentId} = ${contentDocuments.id}
      and ${contentTerms.taxonomy} = ${taxonomy} and ${inArray(contentTerms.slug, slugs)}
  )`;
}

async function queryPosts(db: Executor, query: LoopQuery, media: MediaLookup): Promise<LoopResult> {
  const where = and(
    publishedPost,
    query.excludeIds.length > 0 ? notInArray(contentDocuments.id, query.excludeIds) : undefined,
    ...termConditions(query, postHasTerms),
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contentDocuments)
    .where(where);
  const total = Math.max(0, (counted?.total ?? 0) - query.offset);
  const direction = query.order === "asc" ? asc : desc;
  const orderColumn = {
    date: contentDocuments.publishedAt,
    modified: contentDocuments.modifiedAt,
    title: contentDocuments.title,
    menu_order: contentDocuments.menuOrder,
    price: contentDocuments.publishedAt,
    rand: contentDocuments.publishedAt,
  }[query.orderBy];
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: contentDocuments.id,
            title: contentDocuments.title,
            path: contentDocuments.path,
            excerpt: contentDocuments.excerpt,
            content: contentDocuments.content,
            publishedAt: contentDocuments.publishedAt,
            authorName: contentDocuments.authorName,
            featuredMediaId: contentDocuments.featuredMediaId,
          })
          .from(contentDocuments)
          .where(where)
          .orderBy(direction(orderColumn), direction(contentDocuments.id))
          .limit(query.perPage)
          .offset(query.offset + (query.page - 1) * query.perPage);
  const ids = rows.map((row) => row.id);
  const [images, terms] = await Promise.all([
    media(rows.flatMap((row) => (row.featuredMediaId === null ? [] : [row.featuredMediaId]))),
    postTermsOf(db, ids),
  ]);
  const entries: LoopEntry[] = rows.map((row) => ({
    postType: "post",
    id: row.id,
    title: row.title,
    url: row.path ?? "/",
    excerpt: row.excerpt || excerptOf(row.content),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: row.authorName,
    image: row.featuredMediaId === null ? null : (images.get(row.featuredMediaId) ?? null),
    terms: terms.get(row.id) ?? [],
    product: null,
  }));
  return { entries, total, pageCount: Math.max(1, Math.ceil(total / query.perPage)) };
}

/** WordPress's automatic excerpt: the content's text, first 55 words. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  const words = text.split(" ");
  return words.length > 55 ? `${words.slice(0, 55).join(" ")}…` : text;
}

async function postTermsOf(db: Executor, ids: number[]): Promise<Map<number, LoopTerm[]>> {
  const result = new Map<number, LoopTerm[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ documentId: contentDocumentTerms.documentId, term: contentTerms })
    .from(contentDocumentTerms)
    .innerJoin(contentTerms, eq(contentTerms.id, contentDocumentTerms.termId))
    .where(inArray(contentDocumentTerms.documentId, ids))
    .orderBy(asc(contentTerms.name));
  const paths = await postTermPaths(db);
  for (const { documentId, term } of rows) {
    const list = result.get(documentId) ?? [];
    list.push({
      taxonomy: term.taxonomy,
      slug: term.slug,
      name: term.name,
      url: postTermUrl(term.taxonomy, paths.get(term.id) ?? term.slug),
      count: 0,
    });
    result.set(documentId, list);
  }
  return result;
}

function postTermUrl(taxonomy: string, slugPath: string): string {
  return taxonomy === "post_tag" ? `/tag/${slugPath}/` : `/category/${slugPath}/`;
}

async function postTermPaths(db: Executor): Promise<Map<number, string>> {
  const all = await db
    .select({ id: contentTerms.id, slug: contentTerms.slug, parentId: contentTerms.parentId })
    .from(contentTerms)
    .where(eq(contentTerms.taxonomy, "category"));
  return termSlugPaths(all);
}

const listedProduct = and(
  eq(products.status, "publish"),
  isNull(products.parentId),
  ne(products.type, "variation"),
  inArray(products.catalogVisibility, ["visible", "catalog"]),
);

function productHasTerms(taxonomy: string, slugs: string[]): SQL {
  if (taxonomy === "product_cat")
    return sql`exists (
      select 1 from ${productCategories}
      inner join ${categories} on ${categories.id} = ${productCategories.categoryId}
      where ${productCategories.productId} = ${products.id} and ${inArray(categories.slug, slugs)}
    )`;
  if (taxonomy === "product_tag")
    return sql`exists (
      select 1 from ${productTags}
      inner join ${tags} on ${tags.id} = ${productTags.tagId}
      where ${productTags.productId} = ${products.id} and ${inArray(tags.slug, slugs)}
    )`;
  return sql`false`;
}

async function queryProducts(
  db: Executor,
  query: LoopQuery,
  options: { currency: CurrencySettings; now: () => Date; media: MediaLookup },
): Promise<LoopResult> {
  const now = options.now();
  const where = and(
    listedProduct,
    query.excludeIds.length > 0 ? notInArray(products.id, query.excludeIds) : undefined,
    ...termConditions(query, productHasTerms),
  );
  const order =
    query.orderBy === "price"
      ? orderByClauses(query.order === "desc" ? "price-desc" : "price", now)
      : query.orderBy === "date"
        ? [query.order === "asc" ? sql`${products.createdAt} asc` : sql`${products.createdAt} desc`]
        : query.orderBy === "title"
          ? [query.order === "desc" ? sql`${products.name} desc` : sql`${products.name} asc`]
          : orderByClauses("menu_order", now);
  const page = await pageOfProductCards(db, where, [...order, sql`${products.id} asc`], {
    page: query.page,
    perPage: query.perPage,
    now,
  });
  const ids = page.items.map((item) => item.id);
  const terms = await productTermsOf(db, ids);
  const entries: LoopEntry[] = page.items.map((card) => ({
    postType: "product",
    id: card.id,
    title: card.name,
    url: `/product/${card.slug}`,
    excerpt: "",
    publishedAt: null,
    authorName: "",
    image: card.image
      ? {
          id: 0,
          url: card.image.src,
          width: card.image.width,
          height: card.image.height,
          alt: card.image.alt,
          caption: "",
          mimeType: "",
          variants: [],
        }
      : null,
    terms: terms.get(card.id) ?? [],
    product: { card, currency: options.currency },
  }));
  return { entries, total: page.total, pageCount: page.pageCount };
}

async function productTermsOf(db: Executor, ids: number[]): Promise<Map<number, LoopTerm[]>> {
  const result = new Map<number, LoopTerm[]>();
  if (ids.length === 0) return result;
  const [cats, tagRows] = await Promise.all([
    db
      .select({ productId: productCategories.productId, slug: categories.slug, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.name)),
    db
      .select({ productId: productTags.productId, slug: tags.slug, name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(inArray(productTags.productId, ids))
      .orderBy(asc(tags.name)),
  ]);
  const add = (productId: number, term: LoopTerm) =>
    result.set(productId, [...(result.get(productId) ?? []), term]);
  for (const row of cats)
    add(row.productId, {
      taxonomy: "product_cat",
      slug: row.slug,
      name: row.name,
      url: `/product-category/${row.slug}/`,
      count: 0,
    });
  for (const row of tagRows)
    add(row.productId, {
      taxonomy: "product_tag",
      slug: row.slug,
      name: row.name,
      url: `/product-tag/${row.slug}/`,
      count: 0,
    });
  return result;
}

/** A taxonomy's terms in name order, with how many published entries carry each. */
async function termsOf(db: Executor, taxonomy: string): Promise<LoopTerm[]> {
  if (taxonomy === "product_cat") {
    const [rows, counts] = await Promise.all([
      db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.menuOrder), asc(categories.name)),
      db
        .select({ id: productCategories.categoryId, count: sql<number>`count(*)::int` })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .where(listedProduct)
        .groupBy(productCategories.categoryId),
    ]);
    const byId = new Map(counts.map((row) => [row.id, row.count]));
    return rows.map((row) => ({
      taxonomy,
      slug: row.slug,
      name: row.name,
      count: byId.get(row.id) ?? 0,
      url: `/product-category/${row.slug}/`,
    }));
  }
  if (taxonomy === "product_tag") {
    const [rows, counts] = await Promise.all([
      db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.name)),
      db
        .select({ id: productTags.tagId, count: sql<number>`count(*)::int` })
        .from(productTags)
        .innerJoin(products, eq(products.id, productTags.productId))
        .where(listedProduct)
        .groupBy(productTags.tagId),
    ]);
    const byId = new Map(counts.map((row) => [row.id, row.count]));
    return rows.map((row) => ({
      taxonomy,
      slug: row.slug,
      name: row.name,
      count: byId.get(row.id) ?? 0,
      url: `/product-tag/${row.slug}/`,
    }));
  }
  const [rows, counts] = await Promise.all([
    db
      .select({ id: contentTerms.id, slug: contentTerms.slug, name: contentTerms.name })
      .from(contentTerms)
      .where(eq(contentTerms.taxonomy, taxonomy))
      .orderBy(asc(contentTerms.name)),
    db
      .select({ id: contentDocumentTerms.termId, count: sql<number>`count(*)::int` })
      .from(contentDocumentTerms)
      .innerJoin(contentDocuments, eq(contentDocuments.id, contentDocumentTerms.documentId))
      .where(publishedPost)
      .groupBy(contentDocumentTerms.termId),
  ]);
  const byId = new Map(counts.map((row) => [row.id, row.count]));
  const paths = taxonomy === "category" ? await postTermPaths(db) : new Map<number, string>();
  return rows.map((row) => ({
    taxonomy,
    slug: row.slug,
    name: row.name,
    count: byId.get(row.id) ?? 0,
    url: postTermUrl(taxonomy, paths.get(row.id) ?? row.slug),
  }));
}
