import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Executor } from "../db/client.server.ts";
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
  return reports;
}
