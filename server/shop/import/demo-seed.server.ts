import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { importDemoSite } from "../../content/demo-site.server.ts";
import type { Executor } from "../../db/client.server.ts";
import { products } from "../../db/schema.ts";
import type { Settings } from "../../settings/settings.ts";
import { applyCategoryDetails } from "./category-details.server.ts";
import { importCoupons } from "./coupons.server.ts";
import { importWooCsv } from "./import.server.ts";

/**
 * A fresh shop starts with the demo catalogue (content/demo): imported like
 * any WooCommerce export, so the demo also exercises the import path. Its site
 * content (pages, posts, templates, kit) is WordPress exports in content/demo/site,
 * imported after the catalogue in name order.
 */

export const DEMO_PRODUCTS_FILE = "products.csv";
export const DEMO_CATEGORIES_FILE = "categories.json";
export const DEMO_COUPONS_FILE = "coupons.json";

/** Any fixed number: app instances starting together on one PostgreSQL server seed one at a time. */
const SEED_LOCK_ID = 72_617_002;

export interface DemoSeedOptions {
  /** Folder of products.csv, categories.json and the images; content/demo under the working folder by default. */
  demoDir?: string;
}

/** Imports the demo catalogue when the shop has no products yet; true when it did. */
export async function seedDemoCatalogueIfEmpty(
  db: Executor,
  settings: Settings,
  options: DemoSeedOptions = {},
): Promise<boolean> {
  const demoDir = path.resolve(options.demoDir ?? path.join(process.cwd(), "content", "demo"));
  if (!(await isEmpty(db))) return false;

  const [csvText, categoriesText, couponsText] = await Promise.all([
    readFile(path.join(demoDir, DEMO_PRODUCTS_FILE), "utf8"),
    readFile(path.join(demoDir, DEMO_CATEGORIES_FILE), "utf8"),
    readFile(path.join(demoDir, DEMO_COUPONS_FILE), "utf8"),
  ]);
  const categoryDetails: unknown = JSON.parse(categoriesText);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return false; // another instance seeded meanwhile
    await importWooCsv(tx, csvText, {
      baseDir: demoDir,
      currency: settings.currency,
      timeZone: settings.shop.timezone,
    });
    await applyCategoryDetails(tx, categoryDetails, demoDir);
    await importCoupons(tx, JSON.parse(couponsText), settings.currency);
    await importDemoSite(tx, demoDir);
    return true;
  });
}

async function isEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}
