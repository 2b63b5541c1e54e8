import { gzipSync } from "node:zlib";

/**
 * The JavaScript and CSS a server-rendered page makes the browser load:
 * module preloads, script sources, inline `import "…"` entries and stylesheets.
 */
export function assetUrlsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    // Held back until the first paint (decision 052), they are still the page's first load.
    if (/\brel="(?:vitrine-)?modulepreload"/.test(tag)) scripts.add(href);
    else if (/\brel="stylesheet"/.test(tag)) styles.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (match[1]) scripts.add(match[1]);
  for (const match of html.matchAll(/\bimport\s*(?:\(\s*)?["'](\/[^"']+\.js)["']/g))
    if (match[1]) scripts.add(match[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Bytes on the wire with gzip at the default level, as the server's compression sends them. */
export function gzippedSize(body: Buffer): number {
  return gzipSync(body).length;
}

/**
 * Whether built JavaScript carries Zod (issue 18, decisions 031 and 034: no schema library in the browser).
 * Zod's classes are named `$Zod…` and its error class `ZodError` in the built code; the names survive
 * minification because they are strings and class names Zod sets itself.
 */
export function carriesZod(code: string): boolean {
  return /\$Zod[A-Z]|ZodError/.test(code);
}
