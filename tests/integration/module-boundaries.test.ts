import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layout's promises (docs/architecture.md, decision 016), checked on the source: protocol/ stands
 * alone; the server takes wire names from protocol/, and from app/ only the components it renders into
 * fragments and emails, the page builder's renderer, and the shared helpers of app/lib/; no server module reaches browser wiring
 * (`*.client.ts`), directly or through another module.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(ROOT, folder, file));
}

/** The project files a module imports (packages and generated route types left out). */
function localImports(file: string): string[] {
  const imports: string[] = [];
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
    const bare = specifier.split("?")[0] ?? "";
    let target: string;
    if (bare.startsWith("~/")) target = path.join(ROOT, "app", bare.slice(2));
    else if (bare.startsWith(".")) target = path.resolve(path.dirname(file), bare);
    else continue;
    if (/\.tsx?$/.test(target) && existsSync(target)) imports.push(target);
  }
  return imports;
}

function reachableFrom(entries: string[]): Map<string, string> {
  const importedBy = new Map<string, string>(entries.map((entry) => [entry, entry]));
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const target of localImports(file)) {
      if (importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}

const relative = (file: string) => path.relative(ROOT, file);

describe("module boundaries", () => {
  it("protocol/ imports nothing from app/ or server/", () => {
    const outside = sourceFiles("protocol").flatMap((file) =>
      localImports(file)
        .filter((target) => !relative(target).startsWith("protocol/"))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(outside).toEqual([]);
  });

  it("no server module reaches browser wiring (*.client.ts)", () => {
    const reached = reachableFrom(sourceFiles("server"));
    const browserModules = [...reached]
      .filter(([file]) => /\.client\.tsx?$/.test(file))
      .map(([file, importer]) => `${relative(importer)} → ${relative(file)}`);
    expect(browserModules).toEqual([]);
  });

  // The page builder's renderer, registry and render cache live in app/builder/ beside its widgets (decision 020):
  // the server calls them to render documents, so they count as "what it renders".
  it("the server takes from app/ only what it renders (components, the builder) and app/lib/ helpers, never wire names", () => {
    const stray = sourceFiles("server").flatMap((file) =>
      localImports(file)
        .map(relative)
        .filter(
          (target) =>
            target.startsWith("app/") &&
            !target.endsWith(".tsx") &&
            !target.startsWith("app/lib/") &&
            !target.startsWith("app/builder/"),
        )
        .map((target) => `${relative(file)} → ${target}`),
    );
    expect(stray).toEqual([]);
  });

  it("the check sees imports at all (the page script is browser wiring reached from the root layout)", () => {
    const reached = reachableFrom([path.join(ROOT, "app/root.tsx")]);
    expect([...reached.keys()].map(relative)).toContain("app/theme/page-script.client.ts");
  });
});
