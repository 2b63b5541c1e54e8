import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.server.ts";
import { categories, tags } from "../../db/schema.ts";
import type { ProductCategoryArchiveView, ProductTermView } from "./views.ts";

/** Deeper than any real shop's category tree; stops a corrupt parent cycle from looping. */
const MAX_CATEGORY_DEPTH = 32;

/**
 * The category an archive address names. WooCommerce's category permalinks carry the ancestors
 * (`/product-category/clothing/t-shirts/`); the last slug is the category. The slug alone is accepted
 * too; any other path (ancestors that are not this category's) names no category.
 */
export async function findProductCategory(
  db: Executor,
  slugs: readonly string[],
): Promise<ProductCategoryArchiveView | null> {
  const slug = slugs.at(-1);
  if (slug === undefined || slugs.length > MAX_CATEGORY_DEPTH) return null;
  const [category] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) return null;

  const path = [category.slug];
  let parentId = category.parentId;
  while (parentId !== null && path.length < MAX_CATEGORY_DEPTH) {
    const [parent] = await db
      .select({ slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, parentId))
      .limit(1);
    if (!parent) break;
    path.unshift(parent.slug);
    parentId = parent.parentId;
  }
  if (slugs.length > 1 && slugs.join("/") !== path.join("/")) return null;

  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    path,
  };
}

/** The tag an archive address names (`/product-tag/<slug>/`). Tags carry no description yet. */
export async function findProductTag(db: Executor, slug: string): Promise<ProductTermView | null> {
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(eq(tags.slug, slug))
    .limit(1);
  return tag ? { ...tag, description: "" } : null;
}
