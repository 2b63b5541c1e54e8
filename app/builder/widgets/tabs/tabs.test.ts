import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { tabForHash, tabForKey } from "./tabs.rules.ts";

describe("tab keyboard (ARIA tabs pattern)", () => {
  it("arrows move and wrap, Home and End jump, other keys do nothing (W-TABS-03)", () => {
    expect(tabForKey("ArrowRight", 0, 3, "horizontal")).toBe(1);
    expect(tabForKey("ArrowRight", 2, 3, "horizontal")).toBe(0);
    expect(tabForKey("ArrowLeft", 0, 3, "horizontal")).toBe(2);
    expect(tabForKey("ArrowDown", 1, 3, "vertical")).toBe(2);
    expect(tabForKey("ArrowUp", 0, 3, "vertical")).toBe(2);
    expect(tabForKey("Home", 2, 3, "horizontal")).toBe(0);
    expect(tabForKey("End", 0, 3, "horizontal")).toBe(2);
    expect(tabForKey("a", 0, 3, "horizontal")).toBeNull();
    expect(tabForKey("End", 0, 0, "horizontal")).toBeNull();
  });

  it("a hash names a tab by its id or its panel's id (W-URL-08, W-URL-09)", () => {
    const tabs = [
      { tabId: "ekit-tab-t-a", panelId: "ekit-tab-content-t-a" },
      { tabId: "ekit-tab-t-b", panelId: "ekit-tab-content-t-b" },
    ];
    expect(tabForHash("#ekit-tab-t-b", tabs)).toBe(1);
    expect(tabForHash("#ekit-tab-content-t-b", tabs)).toBe(1);
    expect(tabForHash("#%65kit-tab-t-a", tabs)).toBe(0);
    expect(tabForHash("#other", tabs)).toBe(-1);
    expect(tabForHash("", tabs)).toBe(-1);
    expect(tabForHash("#%E0%A4%A", tabs)).toBe(-1);
  });
});

describe("tabs widgets", () => {
  it("Elementor tabs: titles link to their panels, the first panel active, content sanitised", async () => {
    const { inner, html } = await renderWidget("tabs", {
      tabs: [
        { _id: "a1", tab_title: "Care", tab_content: "<p>Hand wash <script>x()</script></p>" },
        { _id: "b2", tab_title: "Shipping", tab_content: "<p>Two days</p>" },
      ],
    });
    expect(html).toContain("elementor-tabs-view-horizontal");
    expect(inner).toContain(
      '<a class="elementor-tab-title elementor-tab-desktop-title elementor-active" id="elementor-tab-title-w11" href="#elementor-tab-content-w11" data-tab=""><span>Care</span></a>',
    );
    expect(inner).toContain(
      '<section id="elementor-tab-content-w11" class="elementor-tab-content elementor-clearfix vitrine-tab-panel vitrine-tab-panel--active elementor-active active show" aria-labelledby="elementor-tab-title-w11" data-panel=""><div><p>Hand wash </p></div></section>',
    );
    expect(inner).toContain(
      '<section id="elementor-tab-content-w12" class="elementor-tab-content elementor-clearfix vitrine-tab-panel" aria-labelledby="elementor-tab-title-w12"',
    );
  });

  it("ElementsKit tab: the tab kept open, hash sync and hover in the options (W-TABS-03, W-URL-07)", async () => {
    const { inner } = await renderWidget("elementskit-tab", {
      ekit_hash_change: "1",
      ekit_tab_trigger_type: "mouseenter",
      ekit_tab_style: "vertical",
      ekit_tab_items: [
        { _id: "x1", ekit_tab_title: " Glazes", ekit_tab_content: "<p>Glossy</p>" },
        {
          _id: "x2",
          ekit_tab_title: "Clays",
          ekit_tab_content: "<p>Stoneware</p>",
          ekit_tab_title_is_active: "yes",
        },
      ],
    });
    expect(inner).toContain(
      'class="elementkit-tab-wraper vitrine-tabs vertical" data-tabs="{&quot;hashSync&quot;:true,&quot;hover&quot;:true,&quot;orientation&quot;:&quot;vertical&quot;}"',
    );
    expect(inner).toContain(
      '<a class="elementkit-nav-link active" id="ekit-tab-w1-x2" href="#ekit-tab-content-w1-x2"',
    );
    expect(inner).toContain('<a class="elementkit-nav-link" id="ekit-tab-w1-x1"');
  });

  it("nested tabs place their child containers as panels", async () => {
    const { renderDocument } = await import("../../render/render-document.server.tsx");
    const { documentSanitizer } = await import("../../render/document-sanitizer.server.ts");
    const { testLoadServices } = await import("../../render/test-support.ts");
    const rendered = await renderDocument(
      {
        id: 12,
        version: "1",
        type: "page",
        title: "T",
        pageSettings: {},
        elements: [
          {
            id: "n1",
            elType: "widget",
            widgetType: "nested-tabs",
            settings: {
              tabs: [
                { _id: "a", tab_title: "One" },
                { _id: "b", tab_title: "Two" },
              ],
            },
            elements: [
              { id: "c1", elType: "container", settings: {}, elements: [] },
              { id: "c2", elType: "container", settings: {}, elements: [] },
            ],
          },
        ],
      },
      { services: testLoadServices().services, sanitize: documentSanitizer },
    );
    expect(rendered.html).toContain(
      '<section id="e-n-tab-content-n11" class="e-n-tab-content vitrine-tab-panel vitrine-tab-panel--active elementor-active active show" aria-labelledby="e-n-tab-title-n11" data-panel=""><div class="e-flex e-con e-con-boxed',
    );
    expect(rendered.html).toContain("elementor-element-c2");
  });

  it("renders nothing without items", async () => {
    expect((await renderWidget("tabs", {})).inner).toBe("");
  });
});
