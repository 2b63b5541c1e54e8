import { describe, expect, it } from "vitest";
import { documentSanitizer } from "../../app/builder/render/document-sanitizer.server.ts";
import { renderDocument } from "../../app/builder/render/render-document.server.tsx";
import { testLoadServices } from "../../app/builder/render/test-support.ts";
import { winterSalePartA } from "../../content/demo/site/winter-sale/part-a.ts";

describe("demo winter sale, part A sections", () => {
  it("uses element ids 1300–1349 once each and renders every part A widget", async () => {
    const sections = winterSalePartA();
    const ids: string[] = [];
    const walk = (element: { id: string; elements: { id: string; elements: never[] }[] }) => {
      ids.push(element.id);
      for (const child of element.elements) walk(child);
    };
    for (const section of sections) walk(section as never);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number(id) >= 1300 && Number(id) <= 1349)).toBe(true);

    const rendered = await renderDocument(
      { id: 90, version: "1", type: "page", title: "Winter sale", elements: sections, pageSettings: {} },
      { services: testLoadServices().services, sanitize: documentSanitizer },
    );
    expect(rendered.report.unknownWidgets).toEqual([]);
    expect(rendered.widgetTypes).toEqual(
      expect.arrayContaining([
        "slides",
        "elementskit-woo-product-carousel",
        "elementskit-image-accordion",
        "media-carousel",
        "gallery",
        "elementskit-video",
        "testimonial-carousel",
      ]),
    );
    expect(rendered.html).toContain("The winter sale is on");
    expect(rendered.html).toContain('href="/product-category/garden/"');
  });
});
