import { eq } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_IMAGE_FETCH_TIMEOUT_MS, loadImageSource, storeMedia } from "../../content/media.server.ts";
import type { Executor } from "../../db/client.server.ts";
import { categories } from "../../db/schema.ts";
import { parseCategoryPath, slugFromName, uniqueSlug } from "./woo-csv.ts";

/**
 * Categories are addressed by their hierarchy path ("Home > Kitchen"). The
 * product import creates them as products name them; this module also sets
 * what a product export cannot carry: a category's description and image.
 */

interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
}

/**
 * Finds or creates categories by path, within one executor (usually a transaction). Names match
 * case-insensitively under the same parent; new categories get a slug unique among all categories.
 */
export interface CategoryResolver {
  /** Id of the deepest level of the path, creating the missing levels. */
  resolve(levels: string[]): Promise<number>;
}

export async function createCategoryResolver(executor: Executor): Promise<CategoryResolver> {
  const rows: CategoryRow[] = await executor
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
    })
    .from(categories);
  const slugs = new Set(rows.map((row) => row.slug));
  const childKey = (parentId: number | null, name: string) =>
    `${parentId ?? ""}/${name.trim().toLowerCase()}`;
  const byParentAndName = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = childKey(row.parentId, row.name);
    if (!byParentAndName.has(key)) byParentAndName.set(key, row.id);
  }

  return {
    async resolve(levels) {
      let parentId: number | null = null;
      for (const name of levels) {
        const key = childKey(parentId, name);
        let id = byParentAndName.get(key);
        if (id === undefined) {
          const slug = uniqueSlug(slugFromName(name, "category"), (candidate) => slugs.has(candidate));
          const [created]: { id: number }[] = await executor
            .insert(categories)
            .values({ name, slug, parentId })
            .returning({ id: categories.id });
          if (!created) throw new Error(`Could not create category ${name}`);
          id = created.id;
          slugs.add(slug);
          byParentAndName.set(key, id);
        }
        parentId = id;
      }
      if (parentId === null) throw new Error("A category path needs at least one level");
      return parentId;
    },
  };
}

const categoryDetailsSchema = z.array(
  z.strictObject({
    path: z
      .string()
      .trim()
      .min(1, "is required")
      .refine((path) => parseCategoryPath(path) !== null, "has an empty level"),
    description: z.string().optional(),
    /** Local path (relative to baseDir) or http(s) URL of the category's image. */
    image: z.string().trim().min(1).optional(),
    menuOrder: z.number().int().optional(),
  }),
);

export type CategoryDetails = z.infer<typeof categoryDetailsSchema>;

export class CategoryDetailsError extends Error {
  override name = "CategoryDetailsError";
}

export interface CategoryDetailsOptions {
  fetchTimeoutMs?: number;
}

/**
 * Sets description, image and menu order of categories by path, creating missing ones, all in one transaction.
 * Returns how many categories were updated.
 */
export async function applyCategoryDetails(
  db: Executor,
  details: unknown,
  baseDir: string,
  options: CategoryDetailsOptions = {},
): Promise<number> {
  const parsed = categoryDetailsSchema.safeParse(details);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new CategoryDetailsError(`Invalid category details: ${problems.join("; ")}`);
  }

  return db.transaction(async (tx) => {
    const resolver = await createCategoryResolver(tx);
    const images = new Map<string, number>();
    for (const entry of parsed.data) {
      const levels = parseCategoryPath(entry.path) ?? [];
      const id = await resolver.resolve(levels);
      const changes: Partial<typeof categories.$inferInsert> = {};
      if (entry.description !== undefined) changes.description = entry.description;
      if (entry.menuOrder !== undefined) changes.menuOrder = entry.menuOrder;
      if (entry.image !== undefined) {
        let mediaId = images.get(entry.image);
        if (mediaId === undefined) {
          let image: Awaited<ReturnType<typeof loadImageSource>>;
          try {
            image = await loadImageSource(entry.image, {
              baseDir,
              fetchTimeoutMs: options.fetchTimeoutMs ?? DEFAULT_IMAGE_FETCH_TIMEOUT_MS,
            });
            mediaId = await storeMedia(tx, { ...image, source: entry.image });
          } catch (error) {
            throw new CategoryDetailsError(`Category "${entry.path}": ${(error as Error).message}`);
          }
          images.set(entry.image, mediaId);
        }
        changes.mediaId = mediaId;
      }
      if (Object.keys(changes).length > 0)
        await tx.update(categories).set(changes).where(eq(categories.id, id));
    }
    return parsed.data.length;
  });
}
