import { LISTING_TAG, MISSING_TAG, productTag, SALES_TAG, termTag } from "../../cache/page-tags.ts";
import type { Services } from "../../services.server.ts";
import { type CartProductSource, type CartProducts, cartProductsFromDatabase } from "../cart/cart.server.ts";
import { approvedReviews } from "../reviews/reviews.server.ts";
import {
  getProductBySlug,
  type ListOptions,
  listCrossSells,
  listFeaturedProducts,
  listRelatedProducts,
  listShopProducts,
} from "./catalogue.server.ts";
import type { ProductDetailView } from "./views.ts";

/**
 * The catalogue reads pages make, kept in the shop's read cache (server/cache/read-cache.server.ts) with
 * the tags a write announces when it changes them: each product shown (`product-<id>`: an order's stock),
 * `listing` (a catalogue import, a product running out), `sales` (orders, for orders by popularity).
 * The values are shared between requests: read them, never change them.
 */
type CatalogueServices = Pick<Services, "db" | "now" | "reads">;

/** Tags of a page of cards: every product on it, listings, and sales when the order depends on them. */
function cardTags(items: readonly { id: number }[], bySales: boolean): string[] {
  return [LISTING_TAG, ...items.map((item) => productTag(item.id)), ...(bySales ? [SALES_TAG] : [])];
}

/** A published product's page data by slug (null: no such product; a catalogue import announces `missing`). */
export function productBySlug(services: CatalogueServices, slug: string): Promise<ProductDetailView | null> {
  return services.reads.read(`catalogue:product:${slug}`, async () => {
    const product = await getProductBySlug(services.db, slug, services.now());
    if (!product) return { value: null, tags: [MISSING_TAG, LISTING_TAG] };
    const shown = [product, ...product.variations, ...product.groupedChildren, ...product.upsells];
    return {
      value: product,
      tags: [...cardTags(shown, false), ...product.categories.map((category) => termTag(category.id))],
    };
  });
}

/** A product's approved reviews for its page (a review import announces the product). */
export function productReviews(services: CatalogueServices, productId: number) {
  return services.reads.read(`catalogue:reviews:${productId}`, async () => ({
    value: await approvedReviews(services.db, productId),
    tags: [productTag(productId)],
  }));
}

/** The related products row of a product page (most sold first, so `sales` drops it too). */
export function relatedProducts(
  services: CatalogueServices,
  product: { id: number; categoryIds: number[]; excludeIds: number[] },
  limit: number,
) {
  const key = `catalogue:related:${product.id}:${product.categoryIds.join(",")}:${product.excludeIds.join(",")}:${limit}`;
  return services.reads.read(key, async () => {
    const items = await listRelatedProducts(services.db, product, limit, services.now());
    return { value: items, tags: cardTags(items, true) };
  });
}

/** The featured products of the home page without a front page. */
export function featuredProducts(services: CatalogueServices, limit: number) {
  return services.reads.read(`catalogue:featured:${limit}`, async () => {
    const items = await listFeaturedProducts(services.db, limit, services.now());
    return { value: items, tags: cardTags(items, false) };
  });
}

/**
 * The cross-sells under a cart (most sold first, so `sales` drops them too). A product's cross-sell links
 * change only with the product (an import announces it), so the cart's products are among the tags.
 */
export function cartCrossSells(
  services: CatalogueServices,
  cartProductIds: readonly number[],
  limit: number,
) {
  if (cartProductIds.length === 0) return Promise.resolve([]);
  const ids = [...cartProductIds].sort((a, b) => a - b);
  return services.reads.read(`catalogue:cross-sells:${ids.join(",")}:${limit}`, async () => {
    const items = await listCrossSells(services.db, ids, limit, services.now());
    return { value: items, tags: [...cardTags(items, true), ...ids.map(productTag)] };
  });
}

/** One page of the shop, a category or a tag archive, in the chosen order. */
export function shopProducts(services: CatalogueServices, options: Omit<ListOptions, "now">) {
  const key = `catalogue:listing:${options.categoryId ?? ""}:${options.tagId ?? ""}:${options.orderBy ?? ""}:${options.page}:${options.perPage}`;
  return services.reads.read(key, async () => {
    const page = await listShopProducts(services.db, { ...options, now: services.now() });
    return { value: page, tags: cardTags(page.items, options.orderBy === "popularity") };
  });
}

/**
 * A cart's products and main images through the read cache, one entry per product (`product-<id>`:
 * an import or an order's stock drops it). For carts shown beside stored pages (decision 030); a cart
 * that is about to be charged reads the database.
 */
export function cachedCartProducts(services: CatalogueServices): CartProductSource {
  const fromDatabase = cartProductsFromDatabase(services.db);
  return async (ids) => {
    const entries = await Promise.all(
      ids.map((id) =>
        services.reads.read(`catalogue:cart-product:${id}`, async () => {
          const { rows, images } = await fromDatabase([id]);
          return {
            value: { row: rows.get(id) ?? null, images: images.get(id) ?? null },
            tags: [productTag(id), LISTING_TAG],
          };
        }),
      ),
    );
    const result: CartProducts = { rows: new Map(), images: new Map() };
    ids.forEach((id, index) => {
      const entry = entries[index];
      if (entry?.row) result.rows.set(id, entry.row);
      if (entry?.images) result.images.set(id, entry.images);
    });
    return result;
  };
}
