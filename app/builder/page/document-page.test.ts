import { describe, expect, it } from "vitest";
import { hasPageHeading, loadDocumentPage, loadSiteChrome } from "./document-page.server.ts";
import { BoundedCache, batchedLoadServices, renderCached, renderCacheKey } from "./render-cache.server.ts";
import { memorySource, publishedPage } from "./test-support.ts";

describe("document pages", () => {
  it("puts the document's HTML into its slot and returns only small data (HTML once, not in loader data)", async () => {
    const { source } = memorySource({ documents: [publishedPage()] });
    const slots = new Map<string, string>();
    const page = await loadDocumentPage(source, slots, "/about/");
    expect(page).toMatchObject({
      kind: "document",
      document: { id: 12, title: "About us", showTitle: true, slotId: "elementor-slot-12" },
    });
    expect(JSON.stringify(page)).not.toContain("elementor-heading-title");
    expect(slots.get("elementor-slot-12")).toContain(
      '<h2 class="elementor-heading-title elementor-size-default">About</h2>',
    );
    expect(slots.get("elementor-slot-12")).toMatch(/^<link rel="stylesheet" href="[^"]*">/);
  });

  it("is null for an unknown address (a 404)", async () => {
    expect(await loadDocumentPage(memorySource({}).source, new Map(), "/nowhere/")).toBeNull();
  });

  it("hides the title on Elementor's canvas and full-width templates and when the page asks", async () => {
    const documents = [
      publishedPage({ id: 1, path: "/a/", pageSettings: { hide_title: "yes" } }),
      publishedPage({ id: 2, path: "/b/", pageSettings: { template: "elementor_canvas" } }),
      publishedPage({ id: 3, path: "/c/", pageSettings: { template: "elementor_header_footer" } }),
    ];
    const { source } = memorySource({ documents });
    const shown = async (path: string) => {
      const page = await loadDocumentPage(source, new Map(), path);
      return page?.kind === "document" ? [page.document.showTitle, page.document.template] : null;
    };
    expect(await shown("/a/")).toEqual([false, "default"]);
    expect(await shown("/b/")).toEqual([false, "canvas"]);
    expect(await shown("/c/")).toEqual([false, "full-width"]);
  });

  it("shows a classic (non-Elementor) document's content, sanitised, in its slot", async () => {
    const { source } = memorySource({
      documents: [publishedPage({ elements: null, content: "<p>Hi<script>x</script></p>" })],
    });
    const slots = new Map<string, string>();
    await loadDocumentPage(source, slots, "/about/");
    expect(slots.get("elementor-slot-12")).toBe("<p>Hi</p>");
  });

  it("renders the matching header and footer templates and the kit into their slots", async () => {
    const header = { ...publishedPage({ id: 40, type: "header" }) };
    const footer = { ...publishedPage({ id: 41, type: "footer" }) };
    const kit = {
      id: 5,
      version: "2",
      settings: { system_colors: [{ _id: "primary", title: "Primary", color: "#B45309" }] },
    };
    const slots = new Map<string, string>();
    const chrome = await loadSiteChrome(
      memorySource({ header, footer, kit }).source,
      slots,
      new URL("http://shop.test/shop/"),
    );
    expect(chrome).toEqual({
      header: "elementor-slot-40",
      footer: "elementor-slot-41",
      kitClass: "elementor-kit-5",
    });
    expect(slots.get("elementor-slot-40")).toContain(
      '<header data-elementor-type="header" data-elementor-id="40" class="elementor elementor-40 elementor-location-header"',
    );
    expect(slots.get("elementor-slot-41")).toContain("<footer ");
    expect(slots.get("elementor-kit-slot")).toContain("--e-global-color-primary:#B45309");
  });

  it("keeps Astra's header and footer when no template matches", async () => {
    expect(await loadSiteChrome(memorySource({}).source, new Map(), new URL("http://shop.test/"))).toEqual({
      header: null,
      footer: null,
      kitClass: null,
    });
  });
});

describe("render cache", () => {
  it("renders a document version once, however many requests ask (issue 18 builds on this)", async () => {
    const { source, mediaCalls } = memorySource({});
    const document = publishedPage({
      elements: [
        {
          id: "i1",
          elType: "widget",
          widgetType: "image",
          settings: { image: { url: "", id: 42 } },
          elements: [],
        },
      ],
    });
    const [first, second] = await Promise.all([
      renderCached(source, document, null),
      renderCached(source, document, null),
    ]);
    expect(first).toBe(second);
    expect(await renderCached(source, document, null)).toBe(first);
    expect(mediaCalls).toEqual([[42]]);
    const newer = await renderCached(source, { ...document, version: "2" }, null);
    expect(newer).not.toBe(first);
  });

  it("keys renders by document and kit versions", () => {
    expect(renderCacheKey({ id: 12, version: "3" }, { id: 5, version: "9" })).toBe("12@3|kit:5@9");
    expect(renderCacheKey({ id: 12, version: "3" }, null)).toBe("12@3|kit:none");
  });

  it("evicts the least recently used entry past its bound, and forgets failures", async () => {
    const cache = new BoundedCache<number>(2);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("a", async () => 99);
    await cache.get("c", async () => 3);
    expect(await cache.get("a", async () => 100)).toBe(1);
    expect(await cache.get("b", async () => 200)).toBe(200);
    await expect(cache.get("x", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("x", async () => 5)).toBe(5);
  });

  it("answers all media lookups of one render with one query", async () => {
    const { source, mediaCalls } = memorySource({});
    const services = batchedLoadServices(source);
    const found = await Promise.all([services.media(42), services.media(7), services.media(42)]);
    expect(found.map((media) => media?.id ?? null)).toEqual([42, null, 42]);
    expect(mediaCalls).toEqual([[42, 7]]);
  });
});

describe("a document's own page heading", () => {
  it("is a heading widget set to h1 anywhere in the tree; other headings and widgets are not", () => {
    const heading = (header_size: string) => ({
      elType: "widget",
      widgetType: "heading",
      settings: { header_size },
    });
    const nested = (...elements: unknown[]) => [{ elType: "container", settings: {}, elements }];
    expect(hasPageHeading(nested(...nested(heading("h1"))))).toBe(true);
    expect(
      hasPageHeading(nested(heading("h2"), { widgetType: "text-editor", settings: { header_size: "h1" } })),
    ).toBe(false);
    expect(hasPageHeading(nested({ widgetType: "heading", settings: {} }))).toBe(false);
    expect(hasPageHeading(null)).toBe(false);
    expect(hasPageHeading([null, "x", { elements: "nope" }])).toBe(false);
  });
});
