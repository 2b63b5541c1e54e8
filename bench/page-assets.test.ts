import path from "node:path";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { assetUrlsOf, carriesZod, gzippedSize } from "./page-assets.ts";

/** A browser chunk of `code`, built and minified by Vite as the production bundle is. */
async function builtChunk(code: string): Promise<string> {
  const entry = "virtual:zod-detector-entry";
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: import.meta.dirname,
    plugins: [
      {
        name: "zod-detector-entry",
        resolveId: (id) => (id.endsWith(entry) ? entry : null),
        load: (id) => (id === entry ? code : null),
      },
    ],
    build: { write: false, minify: true, lib: { entry, formats: ["es"], fileName: "chunk" } },
  })) as Rollup.RollupOutput[];
  return output.flatMap((result) => result.output.map((file) => ("code" in file ? file.code : ""))).join("");
}

describe("bench page assets", () => {
  it("finds module preloads, script sources, inline imports and stylesheets once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/a.js"/>
      <link rel="vitrine-modulepreload" href="/assets/b.js"/><script src="/assets/c.js"></script>
      <script type="module">import "/assets/a.js"; import("/assets/d.js");</script><link rel="icon" href="/favicon.ico"/>`;
    expect(assetUrlsOf(html)).toEqual({
      scripts: ["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js"],
      styles: ["/assets/root-1.css"],
    });
  });

  it("measures gzipped bytes, smaller than the raw size for repetitive text", () => {
    const body = Buffer.from("vitrine ".repeat(1000));
    expect(gzippedSize(body)).toBeLessThan(body.length / 10);
  });

  it("the Zod detector finds Zod in a minified browser chunk that uses a schema, and nothing in one that does not", async () => {
    const withZod = await builtChunk(
      `import { z } from "zod"; export const read = (value) => z.object({ id: z.number() }).parse(value);`,
    );
    const withoutZod = await builtChunk(
      `import { isRecord } from "${path.join(import.meta.dirname, "../protocol/plain-guards.ts")}"; export const read = (value) => isRecord(value);`,
    );
    expect(carriesZod(withZod)).toBe(true);
    expect(carriesZod(withoutZod)).toBe(false);
  }, 30_000);
});
