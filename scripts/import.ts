/**
 * `npm run import -- <file>` picks the importer by the file's type, each all or nothing:
 * - `.csv`: a WooCommerce product export (Products → Export); images by URL or relative to the CSV.
 * - `.xml`: a WordPress export (Tools → Export, WXR): pages, posts, Elementor templates, menus, attachments.
 * - `.json`: a single Elementor template export (`{version, title, type, content, page_settings}`), or else
 *   a coupons list (see content/demo/coupons.json); told apart by shape.
 *
 * Exit codes: 0 imported, 1 rejected or failed (nothing written), 2 bad usage.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { notifyPageChanges } from "../server/cache/page-changes.server.ts";
import { CATALOGUE_IMPORT_TAGS, contentImportTags } from "../server/cache/page-tags.ts";
import { ConfigError, databaseTargetFromEnv, readEnv } from "../server/config/env.server.ts";
import {
  importTemplateExport,
  isTemplateExport,
  TemplateImportError,
} from "../server/content/documents/template-import.server.ts";
import { formatTemplateReport, formatWxrReport } from "../server/content/import-report.ts";
import { ContentImportError, importWxr } from "../server/content/wxr/wxr-import.server.ts";
import { describeProblem } from "../server/content/wxr/wxr-plan.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/client.server.ts";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../server/db/data-lock.server.ts";
import { loadSettings } from "../server/settings/load.server.ts";
import { SettingsError } from "../server/settings/settings.ts";
import { CouponImportError, importCoupons } from "../server/shop/import/coupons.server.ts";
import { ImportError, importWooCsv } from "../server/shop/import/import.server.ts";

const USAGE = `Usage: npm run import -- <products.csv | site.xml | template.json | coupons.json>

A .csv file is a WooCommerce product CSV export. Products already in the shop
are updated (matched by ID, or by SKU when a row has no ID); the others are
created. If any row has a problem, nothing is written and every problem is listed.

A .xml file is a WordPress export (Tools -> Export): pages, posts, Elementor
and ElementsKit templates, categories, tags, nav menus and attachments (read
from files beside the export, uploads/<year>/<month>/..., else downloaded).
Re-importing updates documents in place and keeps each changed one's previous
version. Products, orders and coupons in it are listed and left out.

A .json file is a single Elementor template export, or a list of coupons
(content/demo/coupons.json shows every field).

Environment: DATA_DIR (embedded database folder), DATABASE_URL (PostgreSQL),
SETTINGS_FILE (currency and time zone used to read prices and sale dates).`;

function usage(problem: string): number {
  console.error(`${problem}\n\n${USAGE}`);
  return 2;
}

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== "--");
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const [file, ...extra] = args;
  if (!file || extra.length > 0) return usage("Give exactly one file.");
  const extension = path.extname(file).toLowerCase();
  if (![".csv", ".xml", ".json"].includes(extension))
    return usage(`Cannot tell what ${file} is: the file must end in .csv, .xml or .json.`);
  if (!existsSync(file) || !statSync(file).isFile()) return usage(`File not found: ${file}`);

  const env = readEnv();
  const settings = loadSettings(env.SETTINGS_FILE);
  const target = databaseTargetFromEnv(env);
  const text = readFileSync(file, "utf8");

  let lock: DataDirLock | null = null;
  let handle: DatabaseHandle | null = null;
  try {
    if (target.kind === "pglite") lock = acquireDataDirLock(env.DATA_DIR, "import");
    handle = await openDatabase(target);
    if (extension === ".xml") {
      const report = await importWxr(handle.db, text, {
        baseDir: path.dirname(path.resolve(file)),
        source: path.basename(file),
      });
      for (const line of formatWxrReport(report)) console.log(line);
      await announceToRunningShops(handle, contentImportTags(report));
      return 0;
    }
    if (extension === ".json") {
      const raw: unknown = JSON.parse(text);
      if (isTemplateExport(raw)) {
        const report = await importTemplateExport(handle.db, raw, path.basename(file));
        for (const line of formatTemplateReport(file, report)) console.log(line);
        await announceToRunningShops(handle, contentImportTags({ documents: [report], menus: [] }));
        return 0;
      }
      const count = await importCoupons(handle.db, raw, settings.currency);
      console.log(`Imported ${file}: ${count} coupons created or updated`);
      return 0;
    }
    const summary = await importWooCsv(handle.db, text, {
      baseDir: path.dirname(path.resolve(file)),
      currency: settings.currency,
      timeZone: settings.shop.timezone,
    });
    console.log(
      `Imported ${file}: ${summary.created} created, ${summary.updated} updated (${summary.variations} variations)`,
    );
    await announceToRunningShops(handle, CATALOGUE_IMPORT_TAGS);
    return 0;
  } finally {
    await handle?.close().catch(() => undefined);
    lock?.release();
  }
}

/**
 * Shops running on the same PostgreSQL database drop the pages the import changed (decision 029). The
 * embedded database cannot be shared with a running shop, which renders afresh when it starts.
 */
async function announceToRunningShops(handle: DatabaseHandle, tags: readonly string[]): Promise<void> {
  if (handle.target.kind !== "postgres" || tags.length === 0) return;
  await notifyPageChanges(handle.db, "import", tags);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ContentImportError) {
      console.error("Import failed; nothing was written.");
      for (const problem of error.problems) console.error(describeProblem(problem));
    } else if (error instanceof ImportError) {
      console.error("Import failed; nothing was written.");
      for (const problem of error.problems) console.error(`line ${problem.line}: ${problem.message}`);
    } else if (
      error instanceof ConfigError ||
      error instanceof CouponImportError ||
      error instanceof TemplateImportError ||
      error instanceof SyntaxError ||
      error instanceof SettingsError ||
      error instanceof DataDirLockedError
    ) {
      console.error(`Import failed: ${error.message}`);
    } else {
      console.error("Import failed:", error);
    }
    process.exitCode = 1;
  },
);
