import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Executor } from "../db/client.server.ts";
import { mapLookups } from "../db/schema.ts";
import { type ContentImportReport, importWxr } from "./wxr/wxr-import.server.ts";

/** The demo shop's site content: WordPress exports in content/demo/site, imported in name order. */
export const DEMO_SITE_FOLDER = "site";

/** Imports every `*.xml` of the demo's site folder, in name order (none is fine). */
export async function importDemoSite(db: Executor, demoDir: string): Promise<ContentImportReport[]> {
  const folder = path.join(demoDir, DEMO_SITE_FOLDER);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith(".xml")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const reports: ContentImportReport[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    reports.push(
      await importWxr(db, await readFile(file, "utf8"), {
        baseDir: folder,
        source: `demo/${DEMO_SITE_FOLDER}/${name}`,
      }),
    );
  }
  await seedDemoMapLookups(db, folder);
  return reports;
}

/** The demo's maps answers (`map-lookups.json`), stored in the maps cache so the demo never asks a provider. */
const DEMO_MAP_LOOKUPS_FILE = "map-lookups.json";
const demoMapLookupsSchema = z.array(
  z.strictObject({
    kind: z.string().regex(/^(geocode|route):[a-z]+$/),
    key: z.string().min(1).max(500),
    result: z.union([
      z.strictObject({ lat: z.number(), lng: z.number() }),
      z.strictObject({
        points: z.array(z.tuple([z.number(), z.number()])).min(2),
        distance: z.number(),
        duration: z.number(),
      }),
    ]),
  }),
);

async function seedDemoMapLookups(db: Executor, folder: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(path.join(folder, DEMO_MAP_LOOKUPS_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const rows = demoMapLookupsSchema.parse(JSON.parse(text));
  if (rows.length === 0) return;
  await db
    .insert(mapLookups)
    .values(rows.map((row) => ({ ...row, found: true })))
    .onConflictDoNothing();
}
