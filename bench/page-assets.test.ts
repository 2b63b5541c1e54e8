import { describe, expect, it } from "vitest";
import { assetUrlsOf, gzippedSize } from "./page-assets.ts";

describe("bench page assets", () => {
  it("finds module preloads, script sources, inline imports and stylesheets once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/a.js"/>
      <link rel="modulepreload" href="/assets/b.js"/><script src="/assets/c.js"></script>
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
});
