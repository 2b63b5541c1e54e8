import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_IMAGE_FETCH_TIMEOUT_MS, loadImageSource, storeMedia } from "../../content/media.server.ts";
import type { Executor, Transaction } from "../../db/client.server.ts";
import {
  attributes,
  attributeTerms,
  productAttributes,
  productCategories,
  productImages,
  productLinks,
  products,
  productTags,
  tags,
} from "../../db/schema.ts";
import type { CurrencySettings } from "../../settings/settings.ts";
import { recountReviewedProducts } from "../reviews/reviews.server.ts";
import { type CategoryResolver, createCategoryResolver } from "./category-details.server.ts";
import {
  checkVariationChoices,
  type FileRowFinder,
  fileRowFinder,
  type ImportPlan,
  type ImportProblem,
  type PlannedAttribute,
  type PlannedProduct,
  type ProductReference,
  parseWooCsv,
  slugFromName,
  uniqueSlug,
} from "./woo-csv.ts";

/**
 * Imports a WooCommerce product export into the catalogue, all or nothing:
 * every problem of the file (its own, references that resolve nowhere, images
 * that cannot be loaded) is collected first, and if there is any, nothing is
 * written. Re-importing updates products in place, matched by ID, or by SKU for
 * rows without an ID. Products keep their WooCommerce IDs.
 */

export interface ImportOptions {
  /** Folder local image paths are relative to (the CSV file's folder). */
  baseDir: string;
  currency: CurrencySettings;
  /** Time zone sale dates are read in (the shop's). */
  timeZone: string;
  fetchTimeoutMs?: number;
}

export interface ImportSummary {
  /** Products created, variations included. */
  created: number;
  /** Products updated in place, variations included. */
  updated: number;
  /** Variations among the created and updated products. */
  variations: number;
}

export class ImportError extends Error {
  override name = "ImportError";
  readonly problems: ImportProblem[];

  constructor(problems: ImportProblem[]) {
    const sorted = [...problems].sort((a, b) => a.line - b.line);
    super(
      `The import was rejected (${sorted.length} ${sorted.length === 1 ? "problem" : "problems"}):\n` +
        sorted.map((problem) => `line ${problem.line}: ${problem.message}`).join("\n"),
    );
    this.problems = sorted;
  }
}

/** How many images are downloaded or read at the same time. */
const IMAGE_LOAD_CONCURRENCY = 6;
/** Keeps `in (…)` lists well below PostgreSQL's parameter limit. */
const QUERY_CHUNK = 1000;

export async function importWooCsv(
  db: Executor,
  csvText: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const { plan, problems } = parseWooCsv(csvText, {
    decimals: options.currency.decimals,
    timeZone: options.timeZone,
  });
  if (plan.rows.length === 0) throw new ImportError(problems);
  return db.transaction(async (tx) => {
    const run = new ImportRun(tx, plan, options);
    const summary = await run.execute(problems);
    // A product whose reviews Vitrine stores takes its figures from them, not from the file's meta columns.
    await recountReviewedProducts(tx);
    return summary;
  });
}

type ExistingProduct = Pick<typeof products.$inferSelect, "id" | "sku" | "type" | "name" | "slug">;

/** Where a planned product goes: an existing product, or a new one (with the file's ID when it has one). */
type Target =
  | { kind: "update"; id: number; existing: ExistingProduct }
  | { kind: "create"; id: number | null };

/** An attribute's name and options, as a variation's choices are checked against. */
type DeclaredOptions = { name: string; options: string[] };

/** A reference resolved to a product of the file or of the shop. */
type Resolved = { kind: "file"; product: PlannedProduct } | { kind: "shop"; product: ExistingProduct };

const LINK_COLUMNS = [
  { key: "groupedProducts", kind: "grouped_child", label: "Grouped products" },
  { key: "upsells", kind: "upsell", label: "Upsells" },
  { key: "crossSells", kind: "cross_sell", label: "Cross-sells" },
] as const;

class ImportRun {
  private readonly problems: ImportProblem[] = [];
  private readonly existingById = new Map<number, ExistingProduct>();
  private readonly existingBySku = new Map<string, ExistingProduct>();
  private readonly targets = new Map<PlannedProduct, Target>();
  /** File products by the id of the existing product they update. */
  private readonly updaterOf = new Map<number, PlannedProduct>();
  private readonly mediaByImage = new Map<string, number>();
  private readonly ids = new Map<PlannedProduct, number>();
  private readonly findRow: FileRowFinder;
  private readonly productByLine: Map<number, PlannedProduct>;

  constructor(
    private readonly tx: Transaction,
    private readonly plan: ImportPlan,
    private readonly options: ImportOptions,
  ) {
    this.findRow = fileRowFinder(plan.rows);
    this.productByLine = new Map(plan.products.map((product) => [product.line, product]));
  }

  async execute(parseProblems: ImportProblem[]): Promise<ImportSummary> {
    this.problems.push(...parseProblems);
    await this.loadExistingProducts();
    this.chooseTargets();
    await this.checkReferences();
    await this.loadImages();
    if (this.problems.length > 0) throw new ImportError(this.problems);

    await this.writeProducts();
    await this.writeRelations();
    await this.markVariationAttributes();
    await moveProductIdSequence(this.tx);

    const summary: ImportSummary = { created: 0, updated: 0, variations: 0 };
    for (const product of this.plan.products) {
      if (this.targets.get(product)?.kind === "update") summary.updated++;
      else summary.created++;
      if (product.type === "variation") summary.variations++;
    }
    return summary;
  }

  private problem(product: { line: number }, message: string) {
    this.problems.push({ line: product.line, message });
  }

  // -------------------------------------------------------------------------
  // Checks (nothing is written before they all pass, except media rows, which roll back with the rest)

  private async loadExistingProducts() {
    const ids = new Set<number>();
    const skus = new Set<string>();
    const addReference = (reference: ProductReference) => {
      if (reference.kind === "id") ids.add(reference.id);
      else skus.add(reference.sku);
    };
    for (const row of this.plan.rows) {
      if (row.csvId !== null) ids.add(row.csvId);
      if (row.sku !== null) skus.add(row.sku);
    }
    for (const product of this.plan.products) {
      if (product.parent) addReference(product.parent);
      for (const { key } of LINK_COLUMNS) product[key]?.forEach(addReference);
    }
    const columns = {
      id: products.id,
      sku: products.sku,
      type: products.type,
      name: products.name,
      slug: products.slug,
    };
    for (const chunk of chunks([...ids])) {
      const rows = await this.tx.select(columns).from(products).where(inArray(products.id, chunk));
      for (const row of rows) this.remember(row);
    }
    for (const chunk of chunks([...skus])) {
      const rows = await this.tx.select(columns).from(products).where(inArray(products.sku, chunk));
      for (const row of rows) this.remember(row);
    }
  }

  private remember(row: ExistingProduct) {
    this.existingById.set(row.id, row);
    if (row.sku !== null) this.existingBySku.set(row.sku, row);
  }

  private chooseTargets() {
    for (const product of this.plan.products) {
      const sku = product.fields.sku ?? null;
      let target: Target;
      if (product.csvId !== null) {
        const existing = this.existingById.get(product.csvId);
        target = existing
          ? { kind: "update", id: existing.id, existing }
          : { kind: "create", id: product.csvId };
      } else {
        const existing = sku === null ? undefined : this.existingBySku.get(sku);
        target = existing ? { kind: "update", id: existing.id, existing } : { kind: "create", id: null };
      }
      this.targets.set(product, target);
      if (target.kind === "create" && product.name === null && product.type !== "variation") {
        this.problem(product, "Name is required to create a product (the file has no Name column)");
      }

      if (target.kind === "update") {
        const other = this.updaterOf.get(target.id);
        if (other) {
          this.problem(product, `The row updates product ${target.id}, which line ${other.line} updates too`);
          continue;
        }
        this.updaterOf.set(target.id, product);
      }
      const holder = sku === null ? undefined : this.existingBySku.get(sku);
      if (holder && holder.id !== target.id) {
        this.problem(
          product,
          `SKU "${sku}" is already used by product ${holder.id} ("${holder.name}") in the shop`,
        );
      }
    }
  }

  private resolve(reference: ProductReference): Resolved | "invalid-row" | null {
    const row = this.findRow(reference);
    if (row) {
      const product = this.productByLine.get(row.line);
      // A row with problems of its own is reported already; its references are not reported again.
      return product ? { kind: "file", product } : "invalid-row";
    }
    const existing =
      reference.kind === "id" ? this.existingById.get(reference.id) : this.existingBySku.get(reference.sku);
    if (!existing) return null;
    const updater = this.updaterOf.get(existing.id);
    return updater ? { kind: "file", product: updater } : { kind: "shop", product: existing };
  }

  private async checkReferences() {
    const parentAttributes = new Map<number, DeclaredOptions[]>();
    for (const product of this.plan.products) {
      if (product.type === "variation" && product.parent) {
        const parent = this.resolve(product.parent);
        if (parent === null) {
          this.problem(
            product,
            `Parent "${product.parent.text}" does not match any product in the file or the shop`,
          );
        } else if (parent !== "invalid-row") {
          await this.checkParent(product, product.parent, parent, parentAttributes);
        }
      }
      for (const { key, label } of LINK_COLUMNS) {
        for (const reference of product[key] ?? []) {
          if (this.resolve(reference) === null) {
            this.problem(
              product,
              `${label} "${reference.text}" does not match any product in the file or the shop`,
            );
          }
        }
      }
    }
  }

  /**
   * A variation's parent must be a variable product, and the variation may only choose among its attributes.
   * The parser checked parents it found in the file; this checks parents of the shop, including a shop product
   * that the file updates through a row matched by SKU.
   */
  private async checkParent(
    product: PlannedProduct,
    reference: ProductReference,
    parent: Resolved,
    cache: Map<number, DeclaredOptions[]>,
  ) {
    if (this.findRow(reference)) return;
    const type = parent.product.type;
    const where = parent.kind === "file" ? `(line ${parent.product.line})` : "in the shop";
    if (type !== "variable") {
      this.problem(
        product,
        `Parent "${reference.text}" is a ${type} product ${where}, not a variable product`,
      );
      return;
    }
    if (!product.variationChoices) return;
    const parentId = parent.kind === "file" ? this.targets.get(parent.product)?.id : parent.product.id;
    let declared: DeclaredOptions[] | undefined =
      parent.kind === "file" ? parent.product.attributes : undefined;
    if (!declared && parentId != null) {
      declared = cache.get(parentId);
      if (!declared) {
        declared = await this.tx
          .select({ name: productAttributes.name, options: productAttributes.options })
          .from(productAttributes)
          .where(eq(productAttributes.productId, parentId));
        cache.set(parentId, declared);
      }
    }
    const checked = checkVariationChoices(
      product.variationChoices,
      declared ?? [],
      `product ${parentId} ${where}`,
    );
    product.variationChoices = checked.choices;
    for (const message of checked.messages) this.problem(product, message);
  }

  /** Loads every distinct image once (a few at a time) and stores it; failures become problems of each row. */
  private async loadImages() {
    const users = new Map<string, PlannedProduct[]>();
    for (const product of this.plan.products) {
      for (const image of new Set(product.images ?? []))
        users.set(image, [...(users.get(image) ?? []), product]);
    }
    const references = [...users.keys()];
    const loaded = await mapConcurrently(references, IMAGE_LOAD_CONCURRENCY, async (reference) => {
      try {
        return await loadImageSource(reference, {
          baseDir: this.options.baseDir,
          fetchTimeoutMs: this.options.fetchTimeoutMs ?? DEFAULT_IMAGE_FETCH_TIMEOUT_MS,
        });
      } catch (error) {
        return error as Error;
      }
    });
    for (const [index, reference] of references.entries()) {
      const image = loaded[index];
      let failure: Error | null = image instanceof Error ? image : null;
      if (image && !(image instanceof Error)) {
        try {
          this.mediaByImage.set(reference, await storeMedia(this.tx, { ...image, source: reference }));
        } catch (error) {
          failure = error as Error;
        }
      }
      if (failure) {
        for (const product of users.get(reference) ?? []) {
          this.problem(product, `Images "${reference}": ${failure.message}`);
        }
      }
    }
  }

  // -------------------------------------------------------------------------
  // Writing

  private async writeProducts() {
    const slugRows = await this.tx
      .select({ slug: products.slug })
      .from(products)
      .where(isNotNull(products.slug));
    const slugs = new Set(slugRows.flatMap((row) => (row.slug === null ? [] : [row.slug])));
    const takeSlug = (name: string) => {
      const slug = uniqueSlug(slugFromName(name, "product"), (candidate) => slugs.has(candidate));
      slugs.add(slug);
      return slug;
    };

    const creates = this.plan.products.filter((product) => this.targets.get(product)?.kind === "create");
    const updates = this.plan.products.filter((product) => this.targets.get(product)?.kind === "update");
    // Rows with their own ID first, then the sequence is moved past them, so new ids never collide.
    const ordered = [
      ...creates.filter((product) => product.csvId !== null),
      ...creates.filter((product) => product.csvId === null),
    ];
    let sequenceMoved = false;
    for (const product of ordered) {
      if (product.csvId === null && !sequenceMoved) {
        await moveProductIdSequence(this.tx);
        sequenceMoved = true;
      }
      const [row] = await this.tx
        .insert(products)
        .values({
          ...product.fields,
          ...(product.csvId === null ? {} : { id: product.csvId }),
          type: product.type,
          name: product.name ?? this.variationName(product),
          slug: product.type === "variation" ? null : takeSlug(product.name ?? ""),
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`Could not create the product of line ${product.line}`);
      this.ids.set(product, row.id);
    }

    for (const product of updates) {
      const target = this.targets.get(product);
      if (target?.kind !== "update") continue;
      const { existing } = target;
      let slug: string | null = existing.slug;
      if (product.type === "variation") slug = null;
      else if (slug === null) slug = takeSlug(product.name ?? existing.name);
      await this.tx
        .update(products)
        .set({
          ...product.fields,
          type: product.type,
          name: product.name ?? existing.name,
          slug,
          updatedAt: new Date(),
        })
        .where(eq(products.id, existing.id));
      this.ids.set(product, existing.id);
    }

    for (const product of this.plan.products) {
      const id = this.idOf(product);
      const parentId =
        product.type === "variation" && product.parent ? this.resolvedId(product.parent) : null;
      const target = this.targets.get(product);
      if (parentId !== null || target?.kind === "update") {
        await this.tx.update(products).set({ parentId }).where(eq(products.id, id));
      }
    }
  }

  /** A variation without a name is called after its parent and its options: "Tee - Red, Large". */
  private variationName(product: PlannedProduct): string {
    const parent = product.parent ? this.resolve(product.parent) : null;
    const parentName =
      parent === null || parent === "invalid-row"
        ? "Variation"
        : parent.kind === "file"
          ? (parent.product.name ?? "Variation")
          : parent.product.name;
    const options = (product.variationChoices ?? [])
      .map((choice) => choice.option)
      .filter((option) => option !== "");
    return options.length > 0 ? `${parentName} - ${options.join(", ")}` : parentName;
  }

  private idOf(product: PlannedProduct): number {
    const id = this.ids.get(product);
    if (id === undefined) throw new Error(`The product of line ${product.line} has not been written`);
    return id;
  }

  private resolvedId(reference: ProductReference): number {
    const resolved = this.resolve(reference);
    if (resolved === null || resolved === "invalid-row")
      throw new Error(`Unresolved reference ${reference.text}`);
    return resolved.kind === "file" ? this.idOf(resolved.product) : resolved.product.id;
  }

  private async writeRelations() {
    const categoryResolver = await createCategoryResolver(this.tx);
    const tagResolver = await createTagResolver(this.tx);
    const attributeResolver = await createAttributeResolver(this.tx);

    for (const product of this.plan.products) {
      const productId = this.idOf(product);
      if (product.categories) await this.writeCategories(productId, product.categories, categoryResolver);
      if (product.tags) {
        await this.tx.delete(productTags).where(eq(productTags.productId, productId));
        const tagIds = new Set<number>();
        for (const name of product.tags) tagIds.add(await tagResolver.resolve(name));
        if (tagIds.size > 0) {
          await this.tx.insert(productTags).values([...tagIds].map((tagId) => ({ productId, tagId })));
        }
      }
      if (product.images) await this.writeImages(productId, product);
      if (product.attributes) await this.writeAttributes(productId, product.attributes, attributeResolver);
      if (product.variationChoices) {
        const choices = Object.fromEntries(
          product.variationChoices.map((choice) => [choice.name, choice.option]),
        );
        await this.tx
          .update(products)
          .set({ variationAttributes: choices })
          .where(eq(products.id, productId));
      }
      for (const { key, kind } of LINK_COLUMNS) {
        const references = product[key];
        if (!references) continue;
        await this.tx
          .delete(productLinks)
          .where(and(eq(productLinks.productId, productId), eq(productLinks.kind, kind)));
        const linked = [...new Set(references.map((reference) => this.resolvedId(reference)))].filter(
          (id) => id !== productId,
        );
        if (linked.length > 0) {
          await this.tx
            .insert(productLinks)
            .values(
              linked.map((linkedProductId, position) => ({ productId, kind, linkedProductId, position })),
            );
        }
      }
    }
  }

  private async writeCategories(productId: number, paths: string[][], resolver: CategoryResolver) {
    await this.tx.delete(productCategories).where(eq(productCategories.productId, productId));
    const categoryIds = new Set<number>();
    for (const levels of paths) categoryIds.add(await resolver.resolve(levels));
    if (categoryIds.size > 0) {
      await this.tx
        .insert(productCategories)
        .values([...categoryIds].map((categoryId) => ({ productId, categoryId })));
    }
  }

  private async writeImages(productId: number, product: PlannedProduct) {
    await this.tx.delete(productImages).where(eq(productImages.productId, productId));
    const name = product.name ?? (await this.currentName(productId));
    const rows = (product.images ?? []).map((image, position) => {
      const mediaId = this.mediaByImage.get(image);
      if (mediaId === undefined) throw new Error(`Image ${image} was not loaded`);
      return { productId, position, mediaId, alt: position === 0 ? name : `${name} – image ${position + 1}` };
    });
    if (rows.length > 0) await this.tx.insert(productImages).values(rows);
  }

  private async currentName(productId: number): Promise<string> {
    const [row] = await this.tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, productId));
    return row?.name ?? "";
  }

  private async writeAttributes(
    productId: number,
    declared: PlannedAttribute[],
    resolver: AttributeResolver,
  ) {
    await this.tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
    const rows: (typeof productAttributes.$inferInsert)[] = [];
    for (const [position, attribute] of declared.entries()) {
      const attributeId = attribute.global ? await resolver.resolve(attribute.name, attribute.options) : null;
      rows.push({
        productId,
        position,
        name: attribute.name,
        attributeId,
        options: attribute.options,
        visible: attribute.visible,
        usedForVariations: false,
        defaultOption: attribute.defaultOption,
      });
    }
    if (rows.length > 0) await this.tx.insert(productAttributes).values(rows);
  }

  /** An attribute of a variable product is "used for variations" when one of its variations chooses it. */
  private async markVariationAttributes() {
    const parentIds = new Set<number>();
    for (const product of this.plan.products) {
      if (product.type === "variable") parentIds.add(this.idOf(product));
      if (product.type === "variation" && product.parent) parentIds.add(this.resolvedId(product.parent));
    }
    for (const parentId of parentIds) {
      const variations = await this.tx
        .select({ choices: products.variationAttributes })
        .from(products)
        .where(eq(products.parentId, parentId));
      const used = new Set(
        variations.flatMap((variation) =>
          Object.keys(variation.choices ?? {}).map((name) => name.toLowerCase()),
        ),
      );
      const declared = await this.tx
        .select({ position: productAttributes.position, name: productAttributes.name })
        .from(productAttributes)
        .where(eq(productAttributes.productId, parentId));
      for (const attribute of declared) {
        await this.tx
          .update(productAttributes)
          .set({ usedForVariations: used.has(attribute.name.toLowerCase()) })
          .where(
            and(
              eq(productAttributes.productId, parentId),
              eq(productAttributes.position, attribute.position),
            ),
          );
      }
    }
  }
}

/**
 * Moves the products id sequence past the highest id, so that products created without an explicit id never
 * collide with imported WooCommerce IDs. It only ever moves forward: ids of deleted products are not handed out
 * again.
 */
export async function moveProductIdSequence(executor: Executor): Promise<void> {
  await executor.execute(sql`
    select setval(t.seq, t.max_id)
    from (
      select pg_get_serial_sequence('products', 'id')::regclass as seq, (select max(id) from products) as max_id
    ) as t
    where t.max_id is not null and t.max_id > coalesce(pg_sequence_last_value(t.seq), 0)
  `);
}

interface TagResolver {
  resolve(name: string): Promise<number>;
}

/** Tags by name (case-insensitively), created when missing with a unique slug. */
async function createTagResolver(executor: Executor): Promise<TagResolver> {
  const rows = await executor.select().from(tags);
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  const slugs = new Set(rows.map((row) => row.slug));
  return {
    async resolve(name) {
      const known = byName.get(name.toLowerCase());
      if (known !== undefined) return known;
      const slug = uniqueSlug(slugFromName(name, "tag"), (candidate) => slugs.has(candidate));
      const [created] = await executor.insert(tags).values({ name, slug }).returning({ id: tags.id });
      if (!created) throw new Error(`Could not create tag ${name}`);
      byName.set(name.toLowerCase(), created.id);
      slugs.add(slug);
      return created.id;
    },
  };
}

interface AttributeResolver {
  /** The global attribute's id, creating it and any missing terms. */
  resolve(name: string, options: string[]): Promise<number>;
}

async function createAttributeResolver(executor: Executor): Promise<AttributeResolver> {
  const rows = await executor.select().from(attributes);
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const termsByAttribute = new Map<number, Set<string>>();

  const termSlugs = async (attributeId: number) => {
    let known = termsByAttribute.get(attributeId);
    if (!known) {
      const terms = await executor
        .select({ slug: attributeTerms.slug })
        .from(attributeTerms)
        .where(eq(attributeTerms.attributeId, attributeId));
      known = new Set(terms.map((term) => term.slug));
      termsByAttribute.set(attributeId, known);
    }
    return known;
  };

  return {
    async resolve(name, options) {
      const slug = slugFromName(name, "attribute");
      let attributeId = bySlug.get(slug);
      if (attributeId === undefined) {
        const [created] = await executor
          .insert(attributes)
          .values({ name, slug })
          .returning({ id: attributes.id });
        if (!created) throw new Error(`Could not create attribute ${name}`);
        attributeId = created.id;
        bySlug.set(slug, attributeId);
      }
      const known = await termSlugs(attributeId);
      for (const option of options) {
        const termSlug = slugFromName(option, "term");
        if (known.has(termSlug)) continue;
        await executor
          .insert(attributeTerms)
          .values({ attributeId, name: option, slug: termSlug, menuOrder: known.size });
        known.add(termSlug);
      }
      return attributeId;
    },
  };
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += QUERY_CHUNK)
    result.push(items.slice(start, start + QUERY_CHUNK));
  return result;
}

async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
