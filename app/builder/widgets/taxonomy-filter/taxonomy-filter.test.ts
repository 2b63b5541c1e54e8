import { describe, expect, it } from "vitest";
import { filtersFromParams, loopParamsOf } from "../../loop/filter-state.ts";
import type { LoopEntry, LoopTerm } from "../../loop/loop-services.ts";
import { loadDocumentPage } from "../../page/document-page.server.ts";
import { memorySource, publishedPage } from "../../page/test-support.ts";

const term = (slug: string, name: string): LoopTerm => ({
  taxonomy: "category",
  slug,
  name,
  url: `/category/${slug}/`,
  count: 1,
});

const filterPage = (settings: Record<string, unknown>) =>
  publishedPage({
    id: 15,
    path: "/filters/",
    elements: [
      {
        id: "f1",
        elType: "widget",
        widgetType: "taxonomy-filter",
        settings: {
          selected_element: "g1",
          taxonomy: "category",
          vitrine_display: "checkboxes",
          ...settings,
        },
        elements: [],
      },
    ],
  });

async function render(settings: Record<string, unknown>, search = "") {
  const { source } = memorySource({
    documents: [filterPage(settings)],
    entries: [] as LoopEntry[],
    terms: [term("glazes", "Glazes"), term("news", "News")],
  });
  const slots = new Map<string, string>();
  await loadDocumentPage(source, slots, "/filters/", new URLSearchParams(search));
  return slots.get("elementor-slot-15") ?? "";
}

describe("taxonomy filter as checkboxes", () => {
  it("W-URL-02 W-URL-05 renders a no-script GET form: OR checkboxes named e-filter-<loop>-<taxonomy>, valued ~slug", async () => {
    const html = await render(
      { multiple_selection: "yes", logical_combination: "OR" },
      "e-filter-g1-category=news&e-page-g1=3&e-filter-g2-category=x",
    );
    expect(html).toMatch(/<form class="e-filter e-filter--checkboxes"[^>]* action="\.\/" method="get">/);
    expect(html).toContain(
      '<input type="checkbox" data-filter="glazes" name="e-filter-g1-category" value="~glazes"/>',
    );
    expect(html).toContain(
      '<input type="checkbox" data-filter="news" name="e-filter-g1-category" checked="" value="~news"/>',
    );
    // The other loop's filter is kept, this loop's page dropped (W-URL-03).
    expect(html).toContain('<input type="hidden" name="e-filter-g2-category" value="x"/>');
    expect(html).not.toContain('name="e-page-g1"');
    expect(html).toContain('<a class="e-filter-clear" href="?e-filter-g2-category=x" data-filter="__all"');
    expect(html).toContain('<button type="submit" class="elementor-button e-filter-apply">Apply</button>');
    expect(html).toContain("<legend");
  });

  it("W-FILTER-04 offers radio buttons, the first item among them, without multiple selection", async () => {
    const html = await render({ multiple_selection: "yes", logical_combination: "XOR" });
    expect(html).toContain(
      '<input type="radio" data-filter="__all" name="e-filter-g1-category" checked="" value="__all"/>',
    );
    expect(html).toContain(
      '<input type="radio" data-filter="glazes" name="e-filter-g1-category" value="glazes"/>',
    );
    expect(html).not.toContain('type="checkbox"');
  });

  it("W-URL-04 W-URL-05 reads a submitted form's repeated parameter as one filter (OR with ~, else AND)", () => {
    const or = new URLSearchParams("e-filter-g1-category=~glazes&e-filter-g1-category=~news");
    expect(filtersFromParams(or, "g1")).toEqual({
      category: { terms: ["glazes", "news"], logicalJoin: "OR" },
    });
    const and = new URLSearchParams("e-filter-g1-category=glazes&e-filter-g1-category=news&x=1");
    expect(filtersFromParams(and, "g1")).toEqual({
      category: { terms: ["glazes", "news"], logicalJoin: "AND" },
    });
    expect(loopParamsOf(and).toString()).toBe("e-filter-g1-category=glazes+news");
    expect(filtersFromParams(new URLSearchParams("e-filter-g1-category=__all"), "g1")).toEqual({});
  });
});
