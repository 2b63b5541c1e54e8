/**
 * Every browser module of widgets and element extensions, as lazy imports: Vite gives each its own chunk under
 * `/assets/`, and this map holds only the few bytes that name them. Keys are the values of `data-vitrine-client`
 * (`widgets/video/video`, `extensions/sticky/sticky`).
 */
// `import: "default"`: each importer resolves to the module's default export (the `WidgetModule`), not its namespace.
const found = import.meta.glob<WidgetModule>(
  [
    "../widgets/*/*.client.ts",
    "../extensions/*/*.client.ts",
    "../popup/*.client.ts",
    "../lightbox/*.client.ts",
  ],
  { import: "default" },
);

import type { WidgetModule } from "./types.ts";

export const clientModules: Readonly<Record<string, () => Promise<WidgetModule>>> = Object.fromEntries(
  Object.entries(found).map(([path, importer]) => [
    path.replace(/^\.\.\//, "").replace(/\.client\.ts$/, ""),
    importer,
  ]),
);
