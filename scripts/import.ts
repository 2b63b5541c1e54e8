/**
 * `npm run import -- <file.csv>`: imports a WooCommerce product export
 * (Products → Export in WooCommerce) into the shop's database, all or nothing.
 * Images named by local path are read relative to the CSV file's folder.
 *
 * `npm run import -- <coupons.json>`: creates or updates coupons (see content/demo/coupons.json).
 *
 * Exit codes: 0 imported, 1 rejected or failed (nothing written), 2 bad usage.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, databaseTargetFromEnv, readEnv } from "../server/config/env.server.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/client.server.ts";
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from "../server/db/data-lock.server.ts";
import { loadSettings } from "../server/settings/load.server.ts";
import { SettingsError } from "../server/settings/settings.ts";
import { CouponImportError, importCoupons } from "../server/shop/import/coupons.server.ts";
import { ImportError, importWooCsv } from "../server/shop/import/import.server.ts";

const USAGE = `Usage: npm run import -- <products.csv | coupons.json>

Imports a WooCommerce product CSV export. Products already in the shop are
updated (matched by ID, or by SKU when a row has no ID); the others are created.
If any row has a problem, nothing is written and every problem is listed.

Environment: DATA_DIR (embedded database folder), DATABASE_URL (PostgreSQL),
SETTINGS_FILE (currency and time zone used to read prices and sale dates).

A .json file is a list of coupons (content/demo/coupons.json shows every
field); coupons are created or updated by code, all or nothing.`;

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
  if (!file || extra.length > 0) return usage("Give exactly one CSV file.");
  if (!existsSync(file) || !statSync(file).isFile()) return usage(`File not found: ${file}`);

  const env = readEnv();
  const settings = loadSettings(env.SETTINGS_FILE);
  const target = databaseTargetFromEnv(env);
  const csvText = readFileSync(file, "utf8");

  let lock: DataDirLock | null = null;
  let handle: DatabaseHandle | null = null;
  try {
    if (target.kind === "pglite") lock = acquireDataDirLock(env.DATA_DIR, "import");
    handle = await openDatabase(target);
    if (file.toLowerCase().endsWith(".json")) {
      const count = await importCoupons(handle.db, JSON.parse(readFileSync(file, "utf8")), settings.currency);
      console.log(`Imported ${file}: ${count} coupons created or updated`);
      return 0;
    }
    const summary = await importWooCsv(handle.db, csvText, {
      baseDir: path.dirname(path.resolve(file)),
      currency: settings.currency,
      timeZone: settings.shop.timezone,
    });
    console.log(
      `Imported ${file}: ${summary.created} created, ${summary.updated} updated (${summary.variations} variations)`,
    );
    return 0;
  } finally {
    await handle?.close().catch(() => undefined);
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ImportError) {
      console.error("Import failed; nothing was written.");
      for (const problem of error.problems) console.error(`line ${problem.line}: ${problem.message}`);
    } else if (
      error instanceof ConfigError ||
      error instanceof CouponImportError ||
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
