import { describe, expect, it } from "vitest";
import { countElements, largeDocument } from "../../../tests/fixtures/builder/large-document.ts";
import { documentSanitizer } from "./document-sanitizer.server.ts";
import { renderDocument } from "./render-document.server.tsx";
import { BASIC_WIDGET_TYPES, testLoadServices } from "./test-support.ts";

describe("a large real-world-shaped document", () => {
  it("renders hundreds of elements with full settings objects, batching its media reads", async () => {
    const elements = largeDocument({ sections: 40 });
    expect(countElements(elements)).toBeGreaterThan(400);
    const { services, calls } = testLoadServices();
    const rendered = await renderDocument(
      { id: 90, version: "1", type: "page", title: "Large", elements, pageSettings: {} },
      { services, sanitize: documentSanitizer },
    );
    expect(rendered.widgetTypes).toEqual(BASIC_WIDGET_TYPES);
    expect(rendered.report.unknownWidgets).toEqual([{ type: "uael-hotspot", elementIds: expect.any(Array) }]);
    expect(rendered.report.settingsIssues).toEqual([]);
    expect(rendered.report.droppedElements).toEqual([]);
    expect(rendered.clientModules).toEqual([]);
    expect(rendered.html.match(/data-element_type="widget"/g)?.length).toBe(40 * 7 + 4 * 1);
    // Each image widget asks for its media; the document source answers them in one batch (render-cache).
    expect(calls.length).toBe(40);
  });
});
