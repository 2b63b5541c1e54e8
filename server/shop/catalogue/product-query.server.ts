import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.server.ts";
import { categories, productCategories, products } from "../../db/schema.ts";
import { sqlTimestamp } from "../../db/sql-timestamp.ts";
import { getProductBySlug, orderByClauses, toCards } from "./catalogue.server.ts";
import type { CatalogueOrder } from "./ordering.ts";
import { clampLimit, type ProductQuery } from "./product-query.ts";
import type { ProductCardView, ProductDetailView } from "./views.ts";

/** The catalogue order that means the same as a shortcode's `orderby` (direction handled apart). */
const CATALOGUE_ORDER: Partial<Record<ProductQuery["orderBy"], CatalogueOrder>> = {
  popularity: "popularity",
  rating: "rating",
  menu_order: "menu_order",
};

/**
 * Product cards for a page-builder widget or shortcode. Listed products only (published, not hidden from the
 * catalogue) unless the query names products by id or SKU, which WooCommerce shows whatever their visibility
 * (never drafts or hidden-from-everything products).
 */
export async function queryProductCards(
  db: Executor,
  query: ProductQuery,
  now: Date,
): Promise<ProductCardView[]> {
  const named = (query.ids?.length ?? 0) > 0 || (query.skus?.length ?? 0) > 0;
  if (query.ids && query.ids.length === 0 && !query.skus?.length) return [];
  const categoryIds = query.categories ? await categoryIdsOf(db, query.categories) : undefined;
  if (categoryIds && categoryIds.length === 0) return [];
  const where = and(
    eq(products.status, "publish"),
    isNull(products.parentId),
    ne(products.type, "variation"),
    named
      ? ne(products.catalogVisibility, "hidden")
      : inArray(products.catalogVisibility, ["visible", "catalog"]),
    query.ids?.length || query.skus?.length
      ? or(
          query.ids?.length ? inArray(products.id, query.ids) : undefined,
          query.skus?.length ? inArray(products.sku, query.skus) : undefined,
        )
      : undefined,
    categoryIds ? inAnyCategoryTree(categoryIds) : undefined,
    query.only === "featured" ? eq(products.featured, true) : undefined,
    query.only === "on_sale" ? onSaleSql(now) : undefined,
  );
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderOf(query, now))
    .limit(clampLimit(query.limit));
  return toCards(db, rows, now);
}

function orderOf(query: ProductQuery, now: Date): SQL[] {
  const direction = query.order === "asc" ? asc : desc;
  switch (query.orderBy) {
    case "date":
      return [direction(products.createdAt), direction(products.id)];
    case "title":
      return [direction(products.name), direction(products.id)];
    case "id":
      return [direction(products.id)];
    case "rand":
      return [sql`random()`];
    case "price":
      return orderByClauses(query.order === "asc" ? "price" : "price-desc", now);
    case "include": {
      const ids = query.ids ?? [];
      if (ids.length === 0) return [asc(products.id)];
      // array_position keeps the order the ids were written in.
      return [sql`array_position(${sql.raw(`ARRAY[${ids.map(Number).join(",")}]::int[]`)}, ${products.id})`];
    }
    default: {
      const order = CATALOGUE_ORDER[query.orderBy] ?? "menu_order";
      // WooCommerce's popularity and rating are "most first" whatever `order` says; menu order follows it.
      if (order === "menu_order" && query.order === "desc")
        return [desc(products.menuOrder), desc(products.name), desc(products.id)];
      return orderByClauses(order, now);
    }
  }
}

/** Category ids for ids or slugs as written (unknown ones dropped). */
async function categoryIdsOf(db: Executor, refs: (number | string)[]): Promise<number[]> {
  const ids = refs.filter((ref): ref is number => typeof ref === "number");
  const slugs = refs.filter((ref): ref is string => typeof ref === "string");
  if (ids.length === 0 && slugs.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      or(
        ids.length ? inArray(categories.id, ids) : undefined,
        slugs.length ? inArray(categories.slug, slugs) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

function inAnyCategoryTree(categoryIds: number[]): SQL {
  const below = alias(categories, "below");
  const roots = sql.join(
    categoryIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  return sql`exists (
    select 1 from ${productCategories}
    where ${productCategories.productId} = ${products.id}
      and ${productCategories.categoryId} in (
        with recursive tree(id) as (
          select * from (values ${roots}) as roots(id)
          union
          select ${below.id} from ${categories} as ${below} inner join tree on ${below.parentId} = tree.id
        )
        select id from tree
      )
  )`;
}

/** On sale now: its own sale price (dates allowing, below the regular price) or one of its variations'. */
function onSaleSql(now: Date): SQL {
  const at = sqlTimestamp(now);
  const variation = alias(products, "sale_variation");
  const saleActive = (table: typeof products | typeof variation) =>
    sql`(${table.salePrice} is not null
      and (${table.saleStartsAt} is null or ${table.saleStartsAt} <= ${at})
      and (${table.saleEndsAt} is null or ${table.saleEndsAt} >= ${at})
      and (${table.regularPrice} is null or ${table.salePrice} < ${table.regularPrice}))`;
  return sql`(${saleActive(products)} or exists (
    select 1 from ${products} as ${variation}
    where ${variation.parentId} = ${products.id} and ${variation.status} = 'publish' and ${saleActive(variation)}
  ))`;
}

/** A published product (not a variation) by id or SKU, as its page shows it, for `[product_page]` and add-to-cart widgets. */
export async function findProductDetail(
  db: Executor,
  ref: { id?: number; sku?: string },
  now: Date,
): Promise<ProductDetailView | null> {
  if (ref.id === undefined && !ref.sku) return null;
  const [row] = await db
    .select({ slug: products.slug, id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, "publish"),
        isNull(products.parentId),
        ref.id !== undefined ? eq(products.id, ref.id) : eq(products.sku, ref.sku ?? ""),
      ),
    )
    .limit(1);
  if (!row?.slug) return null;
  return getProductBySlug(db, row.slug, now);
}
