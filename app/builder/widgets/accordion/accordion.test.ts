import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { checkCollapseOptions, ekitOpenItem, faqSchemaJson, itemsToClose } from "./accordion.rules.ts";

describe("accordion rules", () => {
  it("opening an item closes its open siblings in accordion mode, none in toggle mode (W-TABS-01, W-TABS-02)", () => {
    expect(itemsToClose(1, [true, true, false, true], true)).toEqual([0, 3]);
    expect(itemsToClose(1, [true, true, false, true], false)).toEqual([]);
  });

  it("a collapse option of the wrong type throws (W-TABS-04)", () => {
    expect(() => checkCollapseOptions({ toggle: "yes" })).toThrow(
      new TypeError('COLLAPSE: Option "toggle" provided type "string" but expected type "boolean".'),
    );
    expect(() => checkCollapseOptions({ parent: 3 })).toThrow(
      'COLLAPSE: Option "parent" provided type "number" but expected type "(null|element|string)".',
    );
    expect(checkCollapseOptions({ toggle: false, parent: "#faq" })).toEqual({
      toggle: false,
      parent: "#faq",
    });
    expect(checkCollapseOptions({})).toEqual({ toggle: true, parent: null });
  });

  it("FAQ schema cannot close its script element", () => {
    const json = faqSchemaJson([{ question: "</script><b>?", answerHtml: "<p>A & B</p>" }]);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "</script><b>?",
          acceptedAnswer: { "@type": "Answer", text: "<p>A & B</p>" },
        },
      ],
    });
  });
});

describe("accordion widgets", () => {
  it("Elementor accordion: named <details> (one open at a time without script) and FAQ schema when asked", async () => {
    const { inner } = await renderWidget("accordion", {
      faq_schema: "yes",
      title_html_tag: "h3",
      tabs: [
        { _id: "q1", tab_title: "Is it food safe?", tab_content: "<p>Yes.</p><script>x()</script>" },
        { _id: "q2", tab_title: "Dishwasher?", tab_content: "<p>Top rack.</p>" },
      ],
    });
    expect(inner).toContain(
      '<details class="elementor-accordion-item vitrine-accordion-item" name="accordion-12-w1"><summary class="elementor-tab-title vitrine-accordion-summary"><h3 class="vitrine-accordion-title">Is it food safe?</h3>',
    );
    expect(inner).toContain(
      '<div class="elementor-tab-content vitrine-accordion-content"><div><p>Yes.</p></div></div>',
    );
    expect(inner).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"FAQPage"',
    );
    expect(inner).not.toContain("x()");
  });

  it("toggle: items open independently (no shared name)", async () => {
    const { inner } = await renderWidget("toggle", { tabs: [{ tab_title: "A", tab_content: "a" }] });
    expect(inner).toContain(
      'class="elementor-accordion vitrine-accordion elementor-toggle" data-accordion="{&quot;exclusive&quot;:false}"',
    );
    expect(inner).not.toContain("name=");
  });

  it("ElementsKit accordion: the item marked active starts open", async () => {
    const { inner } = await renderWidget("elementskit-accordion", {
      ekit_accordion_items: [
        { acc_title: "One", acc_content: "1" },
        { acc_title: "Two", acc_content: "2", ekit_acc_is_active: "yes" },
      ],
    });
    expect(inner).toContain(
      '<details class="elementskit-card card vitrine-accordion-item" name="accordion-12-w1" open="">',
    );
    expect(inner.indexOf('open=""')).toBeGreaterThan(inner.indexOf("One"));
  });

  it("ElementsKit accordion: with none marked, the first starts open unless 'Keep first slide auto open?' is off", async () => {
    const items = [
      { acc_title: "One", acc_content: "1" },
      { acc_title: "Two", acc_content: "2" },
    ];
    const byDefault = (await renderWidget("elementskit-accordion", { ekit_accordion_items: items })).inner;
    expect(byDefault.match(/open=""/g)).toHaveLength(1);
    expect(byDefault.indexOf('open=""')).toBeLessThan(byDefault.indexOf("One"));
    const off = (
      await renderWidget("elementskit-accordion", {
        ekit_accordion_items: items,
        ekit_accordion_open_first_slide: "",
      })
    ).inner;
    expect(off).not.toContain('open=""');
  });
});

describe("ekitOpenItem", () => {
  it("prefers the item marked active, then the first when asked, else none", () => {
    expect(ekitOpenItem([false, true, true], true)).toBe(1);
    expect(ekitOpenItem([false, false], true)).toBe(0);
    expect(ekitOpenItem([false, false], false)).toBeNull();
    expect(ekitOpenItem([], true)).toBeNull();
  });
});
