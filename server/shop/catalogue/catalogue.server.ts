import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { mediaUrl } from "../../content/media-url.ts";
import type { Executor } from "../../db/client.server.ts";
import {
  categories,
  media,
  productAttributes,
  productCategories,
  productImages,
  productLinks,
  products,
  productTags,
  tags,
} from "../../db/schema.ts";
import { sqlTimestamp } from "../../db/sql-timestamp.ts";
import { type CatalogueOrder, type SortKey, sortTerms } from "./ordering.ts";
import { type PricedItem, priceDisplay, salePercentage } from "./pricing.ts";
import type {
  CategoryView,
  ImageView,
  ProductCardView,
  ProductDetailView,
  ProductPage,
  VariationView,
} from "./views.ts";

type ProductRow = typeof products.$inferSelect;

/** Published, not a variation, and visible in the shop listing (visibility "visible" or "catalog"). */
const listedInShop = and(
  eq(products.status, "publish"),
  isNull(products.parentId),
  ne(products.type, "variation"),
  inArray(products.catalogVisibility, ["visible", "catalog"]),
);

export interface ListOptions {
  page: number;
  perPage: number;
  now: Date;
  /** Default: menu order, then name. */
  orderBy?: CatalogueOrder;
  /** Only products in this category or any category below it (a parent archive lists its children's products). */
  categoryId?: number;
  /** Only products carrying this tag. */
  tagId?: number;
}

/**
 * One page of the shop listing (the shop, a category or a tag archive) in the chosen order. Filtering,
 * sorting (prices included) and paging all happen in SQL, so totals and page boundaries stay exact.
 */
export async function listShopProducts(
  db: Executor,
  options: ListOptions,
): Promise<ProductPage<ProductCardView>> {
  const where = and(
    listedInShop,
    options.categoryId === undefined ? undefined : inCategoryTree(options.categoryId),
    options.tagId === undefined ? undefined : hasTag(options.tagId),
  );
  return pageOfProductCards(db, where, orderByClauses(options.orderBy ?? "menu_order", options.now), options);
}

/**
 * One page of product cards matching `where` in `order` (the listings' and search's common tail):
 * counted, sorted and paged in SQL; no second query when nothing matches.
 */
export async function pageOfProductCards(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; perPage: number; now: Date },
): Promise<ProductPage<ProductCardView>> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const total = counted?.total ?? 0;
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage);
  return {
    items: await toCards(db, rows, paging.now),
    total,
    page: paging.page,
    perPage: paging.perPage,
    pageCount: Math.max(1, Math.ceil(total / paging.perPage)),
  };
}

/** SQL sort clauses of a catalogue order (shared with search, which sorts its matches the same way). */
export function orderByClauses(order: CatalogueOrder, now: Date): SQL[] {
  // Unpriced products (nothing to pay yet) go last in both price orders.
  return sortTerms(order).map(({ key, direction }) =>
    direction === "asc"
      ? sql`${sortExpression(key, now)} asc nulls last`
      : sql`${sortExpression(key, now)} desc nulls last`,
  );
}

function sortExpression(key: SortKey, now: Date): SQL | AnyColumn {
  switch (key) {
    case "menuOrder":
      return products.menuOrder;
    case "name":
      return products.name;
    case "totalSales":
      return products.totalSales;
    case "averageRating":
      return products.averageRating;
    case "reviewCount":
      return products.reviewCount;
    case "createdAt":
      return products.createdAt;
    case "minPrice":
      return listingPriceSql("min", now);
    case "maxPrice":
      return listingPriceSql("max", now);
    case "id":
      return products.id;
  }
}

interface PriceColumns {
  regularPrice: AnyColumn;
  salePrice: AnyColumn;
  saleStartsAt: AnyColumn;
  saleEndsAt: AnyColumn;
}

/** `activePrice` (pricing.ts) as SQL: the sale price while its dates allow and it undercuts, else the regular price. */
function currentPriceSql(item: PriceColumns, now: SQL): SQL {
  return sql`case when ${item.salePrice} is not null
    and (${item.saleStartsAt} is null or ${item.saleStartsAt} <= ${now})
    and (${item.saleEndsAt} is null or ${item.saleEndsAt} >= ${now})
    and (${item.regularPrice} is null or ${item.salePrice} < ${item.regularPrice})
    then ${item.salePrice} else ${item.regularPrice} end`;
}

/**
 * The lowest (`min`) or highest (`max`) price a shopper pays now for a listed product: its own price, or
 * over its published variations (variable) or grouped children (grouped), as the card's price range shows.
 */
function listingPriceSql(aggregate: "min" | "max", now: Date): SQL {
  const at = sqlTimestamp(now);
  const variation = alias(products, "variation");
  const child = alias(products, "grouped_child");
  // In a raw SQL template an alias renders as its bare name, so the table it stands for is spelt out.
  const fn = sql.raw(aggregate);
  return sql`case ${products.type}
    when 'variable' then (
      select ${fn}(${currentPriceSql(variation, at)}) from ${products} as ${variation}
      where ${variation.parentId} = ${products.id} and ${variation.status} = 'publish'
    )
    when 'grouped' then (
      select ${fn}(${currentPriceSql(child, at)}) from ${productLinks}
      inner join ${products} as ${child} on ${child.id} = ${productLinks.linkedProductId}
      where ${productLinks.productId} = ${products.id} and ${productLinks.kind} = 'grouped_child'
        and ${child.status} = 'publish'
    )
    else ${currentPriceSql(products, at)} end`;
}

/** The product sits in the category or in any of its descendants (walked in SQL; `union` stops at cycles). */
function inCategoryTree(categoryId: number): SQL {
  const below = alias(categories, "below");
  return sql`exists (
    select 1 from ${productCategories}
    where ${productCategories.productId} = ${products.id}
      and ${productCategories.categoryId} in (
        with recursive tree(id) as (
          select ${categoryId}::int
          union
          select ${below.id} from ${categories} as ${below} inner join tree on ${below.parentId} = tree.id
        )
        select id from tree
      )
  )`;
}

function hasTag(tagId: number): SQL {
  return sql`exists (
    select 1 from ${productTags}
    where ${productTags.productId} = ${products.id} and ${productTags.tagId} = ${tagId}
  )`;
}

export async function listFeaturedProducts(
  db: Executor,
  limit: number,
  now: Date,
): Promise<ProductCardView[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(listedInShop, eq(products.featured, true)))
    .orderBy(asc(products.menuOrder), asc(products.name))
    .limit(limit);
  return toCards(db, rows, now);
}

/**
 * Products sharing a category with this one, best sellers first, for "Related products". Only what the
 * shop lists (published, visible in the shop), never the product itself or its upsells.
 */
export async function listRelatedProducts(
  db: Executor,
  product: { id: number; categoryIds: number[]; excludeIds: number[] },
  limit: number,
  now: Date,
): Promise<ProductCardView[]> {
  if (product.categoryIds.length === 0) return [];
  const sharing = db
    .select({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, product.categoryIds));
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        listedInShop,
        inArray(products.id, sharing),
        notInArray(products.id, [product.id, ...product.excludeIds]),
      ),
    )
    .orderBy(desc(products.totalSales), asc(products.id))
    .limit(limit);
  return toCards(db, rows, now);
}

/** Cross-sells of the products in a cart ("You may be interested in…"), leaving out what is already in it. */
export async function listCrossSells(
  db: Executor,
  cartProductIds: number[],
  limit: number,
  now: Date,
): Promise<ProductCardView[]> {
  if (cartProductIds.length === 0) return [];
  const linked = db
    .select({ id: productLinks.linkedProductId })
    .from(productLinks)
    .where(and(inArray(productLinks.productId, cartProductIds), eq(productLinks.kind, "cross_sell")));
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.status, "publish"),
        inArray(products.id, linked),
        notInArray(products.id, cartProductIds),
      ),
    )
    .orderBy(desc(products.totalSales), asc(products.id))
    .limit(limit);
  return toCards(db, rows, now);
}

/** A published product by its address, whatever its catalogue visibility (hidden products stay reachable by link). */
export async function getProductBySlug(
  db: Executor,
  slug: string,
  now: Date,
): Promise<ProductDetailView | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, "publish"), isNull(products.parentId)))
    .limit(1);
  if (!row) return null;

  const [card] = await toCards(db, [row], now);
  if (!card) return null;
  const [images, categoryRows, tagRows, attributeRows, variations, groupedChildren, upsells] =
    await Promise.all([
      imagesOf(db, [row.id]),
      db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
        })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, row.id))
        .orderBy(asc(categories.name)),
      db
        .select({ name: tags.name, slug: tags.slug })
        .from(productTags)
        .innerJoin(tags, eq(tags.id, productTags.tagId))
        .where(eq(productTags.productId, row.id))
        .orderBy(asc(tags.name)),
      db
        .select()
        .from(productAttributes)
        .where(eq(productAttributes.productId, row.id))
        .orderBy(asc(productAttributes.position)),
      row.type === "variable" ? variationsOf(db, row.id, now) : Promise.resolve([]),
      linkedCards(db, row.id, "grouped_child", now),
      linkedCards(db, row.id, "upsell", now),
    ]);

  return {
    ...card,
    shortDescription: row.shortDescription,
    description: row.description,
    images: images.get(row.id) ?? [],
    categories: categoryRows satisfies CategoryView[],
    tags: tagRows,
    attributes: attributeRows.map((attribute) => ({
      name: attribute.name,
      options: attribute.options,
      visible: attribute.visible,
      usedForVariations: attribute.usedForVariations,
      defaultOption: attribute.defaultOption,
    })),
    variations,
    groupedChildren,
    upsells,
    manageStock: row.manageStock,
    stockQuantity: row.stockQuantity,
    backorders: row.backorders,
    soldIndividually: row.soldIndividually,
    quantity: quantityRules(row),
    weightKg: row.weightKg,
    dimensionsCm: { length: row.lengthCm, width: row.widthCm, height: row.heightCm },
    reviewsAllowed: row.reviewsAllowed,
  };
}

/** Quantity bounds a shopper may choose: sold-individually products are exactly one. */
export function quantityRules(
  row: Pick<ProductRow, "soldIndividually" | "quantityMin" | "quantityMax" | "quantityStep">,
) {
  if (row.soldIndividually) return { min: 1, max: 1, step: 1 };
  return { min: row.quantityMin ?? 1, max: row.quantityMax, step: row.quantityStep ?? 1 };
}

/** Product rows as the cards listings show, prices and main images included. */
export async function toCards(db: Executor, rows: ProductRow[], now: Date): Promise<ProductCardView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, pricesByParent] = await Promise.all([imagesOf(db, ids, 0), childPriceItems(db, rows)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug ?? String(row.id),
    name: row.name,
    type: row.type,
    sku: row.sku,
    image: images.get(row.id)?.[0] ?? null,
    price: priceDisplay(pricesByParent.get(row.id) ?? [row], now),
    stockStatus: row.stockStatus,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    featured: row.featured,
    externalUrl: row.externalUrl,
    buttonText: row.buttonText,
    minQuantity: quantityRules(row).min,
  }));
}

/** Variable products are priced by their variations, grouped products by their children. */
async function childPriceItems(db: Executor, rows: ProductRow[]): Promise<Map<number, PricedItem[]>> {
  const result = new Map<number, PricedItem[]>();
  const variableIds = rows.filter((row) => row.type === "variable").map((row) => row.id);
  const groupedIds = rows.filter((row) => row.type === "grouped").map((row) => row.id);
  const priceColumns = {
    regularPrice: products.regularPrice,
    salePrice: products.salePrice,
    saleStartsAt: products.saleStartsAt,
    saleEndsAt: products.saleEndsAt,
  };
  if (variableIds.length > 0) {
    const variationRows = await db
      .select({ ownerId: products.parentId, ...priceColumns })
      .from(products)
      .where(and(inArray(products.parentId, variableIds), eq(products.status, "publish")));
    for (const { ownerId, ...item } of variationRows) {
      if (ownerId !== null) result.set(ownerId, [...(result.get(ownerId) ?? []), item]);
    }
  }
  if (groupedIds.length > 0) {
    const childRows = await db
      .select({ ownerId: productLinks.productId, ...priceColumns })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.linkedProductId))
      .where(
        and(
          inArray(productLinks.productId, groupedIds),
          eq(productLinks.kind, "grouped_child"),
          eq(products.status, "publish"),
        ),
      );
    for (const { ownerId, ...item } of childRows) result.set(ownerId, [...(result.get(ownerId) ?? []), item]);
  }
  return result;
}

/** Images of products in gallery order; `onlyPosition` 0 gives just the main image of each. */
export async function imagesOf(db: Executor, productIds: number[], onlyPosition?: number) {
  const result = new Map<number, ImageView[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productImages.productId,
      alt: productImages.alt,
      mediaId: media.id,
      filename: media.filename,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(
      onlyPosition === undefined
        ? inArray(productImages.productId, productIds)
        : and(inArray(productImages.productId, productIds), eq(productImages.position, onlyPosition)),
    )
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const image = {
      src: mediaUrl(row.mediaId, row.filename),
      alt: row.alt,
      width: row.width,
      height: row.height,
    };
    result.set(row.productId, [...(result.get(row.productId) ?? []), image]);
  }
  return result;
}

async function variationsOf(db: Executor, parentId: number, now: Date): Promise<VariationView[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.parentId, parentId), eq(products.status, "publish")))
    .orderBy(asc(products.menuOrder), asc(products.id));
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
    0,
  );
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    attributes: row.variationAttributes ?? {},
    price: priceDisplay([row], now),
    salePercentage: salePercentage(row, now),
    stockStatus: row.stockStatus,
    stockQuantity: row.manageStock ? row.stockQuantity : null,
    image: images.get(row.id)?.[0] ?? null,
  }));
}

async function linkedCards(
  db: Executor,
  productId: number,
  kind: "grouped_child" | "upsell" | "cross_sell",
  now: Date,
): Promise<ProductCardView[]> {
  const rows = await db
    .select({ product: products })
    .from(productLinks)
    .innerJoin(products, eq(products.id, productLinks.linkedProductId))
    .where(
      and(eq(productLinks.productId, productId), eq(productLinks.kind, kind), eq(products.status, "publish")),
    )
    .orderBy(asc(productLinks.position));
  return toCards(
    db,
    rows.map((row) => row.product),
    now,
  );
}
