import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { documentSanitizer } from "./document-sanitizer.server.ts";
import { type BuilderDocument, renderDocument } from "./render-document.server.tsx";
import { BASIC_WIDGET_TYPES, hasRule, testLoadServices } from "./test-support.ts";

const landingPage = JSON.parse(
  readFileSync(new URL("../../../tests/fixtures/builder/landing-page.json", import.meta.url), "utf8"),
);

function page(elements: unknown, overrides: Partial<BuilderDocument> = {}): BuilderDocument {
  return { id: 12, version: "3", type: "page", title: "Home", elements, pageSettings: {}, ...overrides };
}

async function render(elements: unknown = landingPage, overrides: Partial<BuilderDocument> = {}) {
  return renderDocument(page(elements, overrides), {
    services: testLoadServices().services,
    sanitize: documentSanitizer,
  });
}

describe("document renderer: Elementor's DOM contract", () => {
  it("wraps the document in div.elementor.elementor-<id> with Elementor's data attributes", async () => {
    const { html } = await render();
    expect(html).toMatch(
      /^<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12" data-elementor-post-type="page"/,
    );
  });

  it("renders sections, columns and widgets with their classes, data-id and data-element_type", async () => {
    const { html } = await render();
    expect(html).toContain(
      '<section id="hero" class="elementor-section elementor-top-section elementor-section-boxed elementor-section-height-min-height elementor-section-items-middle elementor-element elementor-element-4f1a2b3 landing-hero" data-id="4f1a2b3" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">',
    );
    expect(html).toContain(
      '<div class="elementor-background-overlay"></div><div class="elementor-container elementor-column-gap-wide">',
    );
    expect(html).toContain(
      'class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-9c8d7e6" data-id="9c8d7e6" data-element_type="column"',
    );
    expect(html).toContain('<div class="elementor-widget-wrap elementor-element-populated">');
    expect(html).toContain(
      '<div class="elementor-widget elementor-widget-heading elementor-element elementor-element-a1b2c3d" data-id="a1b2c3d" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Slow-made goods for <em>everyday</em> rooms</h1></div></div>',
    );
  });

  it("renders containers as e-con, boxed ones with e-con-inner, nested ones as e-child", async () => {
    const { html } = await render();
    expect(html).toContain(
      'class="e-flex e-con e-con-boxed e-parent elementor-element elementor-element-1718293 elementor-hidden-tablet"',
    );
    expect(html).toMatch(/elementor-element-1718293[^>]*><div class="e-con-inner">/);
    expect(html).toContain(
      'class="e-flex e-con e-con-full e-child elementor-element elementor-element-2829304"',
    );
  });

  it("renders an unknown widget as nothing visible but an HTML comment naming its type, and reports it", async () => {
    const { html, report } = await render();
    expect(html).toContain('<!-- Vitrine: unknown widget type "uael-hotspot" is not rendered -->');
    expect(html).not.toContain("elementor-element-8e8596a");
    expect(report.unknownWidgets).toEqual([{ type: "uael-hotspot", elementIds: ["8e8596a"] }]);
  });

  it("replaces a bad setting by its default and reports it, never failing the page", async () => {
    const { html, report, css } = await render();
    expect(html).toContain(
      '<h2 class="elementor-heading-title elementor-size-default">Visit the workshop</h2>',
    );
    expect(report.settingsIssues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ elementId: "9f96a7b", key: "header_size" }),
        expect.objectContaining({ elementId: "9f96a7b", key: "title_color", message: "not a CSS colour" }),
      ]),
    );
    expect(css).not.toContain("alert");
    expect(css).not.toContain("</style");
  });

  it("drops elements that are not elements, and lists them", async () => {
    const { report, html } = await render([
      { elType: "section" },
      { id: "bad id!", elType: "section", elements: [] },
      "x",
    ]);
    expect(report.droppedElements.map((dropped) => dropped.path)).toEqual(["$[0]", "$[1]", "$[2]"]);
    expect(html).toContain('data-elementor-id="12"');
  });
});

describe("document renderer: content safety", () => {
  it("never lets a script, event attribute or foreign iframe through; keeps allowlisted embeds", async () => {
    const { html } = await render();
    expect(html).not.toMatch(/<script|onclick|onerror|evil\.example/i);
    expect(html).toContain(
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=2.3,48.8,2.4,48.9" title="Workshop map"',
    );
    expect(html).toContain(
      "<p>Hand-thrown ceramics, linen and oak, made in small batches in our Paris workshop.</p>",
    );
  });

  it("drops script URLs from links", async () => {
    const { html } = await render([
      {
        id: "aa11",
        elType: "widget",
        widgetType: "button",
        settings: { text: "Go", link: { url: "javascript:alert(1)" } },
        elements: [],
      },
    ]);
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<span class="elementor-button elementor-size-sm">');
  });
});

describe("document renderer: widgets", () => {
  it("image: srcset from the stored renditions, the large size, alt from the media, caption and lightbox link", async () => {
    const { html } = await render();
    expect(html).toContain(
      '<figure class="wp-caption"><a href="/media/42/hero.jpg" data-elementor-open-lightbox="yes"><img src="/media/42/w1024/hero.jpg" alt="Stoneware bowls on a linen cloth" width="1024" height="683" srcSet="/media/42/w300/hero.jpg 300w, /media/42/w1024/hero.jpg 1024w" sizes="(max-width: 1024px) 100vw, 1024px" class="attachment-large size-large wp-image-42" fetchPriority="high" decoding="async"/></a><figcaption class="widget-image-caption wp-caption-text">Stoneware from the spring collection</figcaption></figure>',
    );
  });

  it("button: link with custom attributes, icon after the text, alignment classes per device", async () => {
    const { html } = await render();
    expect(html).toContain(
      'elementor-widget-button elementor-element elementor-element-c3d4e5f elementor-align-left elementor-mobile-align-justify"',
    );
    expect(html).toMatch(
      /<a class="elementor-button elementor-button-link elementor-size-md" data-track="hero-cta" href="\/shop\/">/,
    );
    expect(html).toContain(
      '<span class="elementor-button-icon elementor-align-icon-right"><svg aria-hidden="true" class="e-font-icon-svg e-fas-arrow-right"',
    );
  });

  it("icon: a named link around the inline SVG, view and shape classes on the wrapper", async () => {
    const { html } = await render();
    expect(html).toContain("elementor-element-3930415 elementor-view-stacked elementor-shape-circle");
    expect(html).toContain(
      '<a href="/shipping/" class="elementor-icon" aria-label="Truck"><svg aria-hidden="true" class="e-font-icon-svg e-fas-truck"',
    );
  });

  it("spacer and divider: Elementor's markup", async () => {
    const { html } = await render();
    expect(html).toContain('<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>');
    expect(html).toContain(
      '<div class="elementor-divider"><span class="elementor-divider-separator"><span class="elementor-divider__text elementor-divider__element">Made in Paris</span></span></div>',
    );
  });

  it("lists the widget types used, their stylesheets, and whether the page needs the runtime", async () => {
    const result = await render();
    expect(result.widgetTypes).toEqual(BASIC_WIDGET_TYPES);
    // The base stylesheet and the seven widgets that have one (the HTML widget has none).
    expect(result.stylesheets).toHaveLength(8);
    expect(result.clientModules).toEqual([]);
    // The popup link action (URI-encoded) needs the runtime to route it.
    expect(result.needsRuntime).toBe(true);
    expect(result.html).toContain("data-vitrine-runtime");
  });

  it("a page of headings, text and images needs no runtime", async () => {
    const result = await render([
      { id: "s1", elType: "widget", widgetType: "heading", settings: { title: "Hello" }, elements: [] },
      { id: "s2", elType: "widget", widgetType: "text-editor", settings: {}, elements: [] },
      {
        id: "s3",
        elType: "widget",
        widgetType: "image",
        settings: { image: { url: "", id: 42 } },
        elements: [],
      },
    ]);
    expect(result.needsRuntime).toBe(false);
    expect(result.html).not.toContain("data-vitrine");
  });
});

describe("document renderer: generated CSS", () => {
  it("scopes rules to the element and writes responsive variants under the devices' media queries (W-CONST-01..03)", async () => {
    const { css } = await render();
    const heading = ".elementor-12 .elementor-element.elementor-element-a1b2c3d";
    expect(hasRule(css, `${heading}{text-align:left}`)).toBe(true);
    expect(hasRule(css, `${heading} .elementor-heading-title{color:var(--e-global-color-primary)}`)).toBe(
      true,
    );
    expect(
      hasRule(
        css,
        `${heading} .elementor-heading-title{font-family:"Playfair Display", Sans-serif;font-size:52px;font-weight:700;line-height:1.1em}`,
      ),
    ).toBe(true);
    expect(css).toMatch(/@media\(max-width:767px\)\{[^@]*\.elementor-element-a1b2c3d\{text-align:center\}/);
    expect(css).toMatch(
      /@media\(max-width:767px\)\{[^@]*\.elementor-element-a1b2c3d \.elementor-heading-title\{font-size:34px\}/,
    );
    expect(css).toMatch(/@media\(min-width:768px\)\{[^@]*\.elementor-element-9c8d7e6\{width:55\.5%\}/);
  });

  it("uses the kit's global typography through custom properties", async () => {
    const { css } = await render();
    expect(
      hasRule(
        css,
        ".elementor-12 .elementor-element.elementor-element-b2c3d4e{font-family:var(--e-global-typography-text-font-family)",
      ),
    ).toBe(true);
  });

  it("keeps the page's and elements' custom CSS with `selector` pointing at them", async () => {
    const { css } = await render(
      [
        {
          id: "cc1",
          elType: "widget",
          widgetType: "heading",
          settings: { custom_css: "selector h2 { letter-spacing: 2px }" },
          elements: [],
        },
      ],
      { pageSettings: { custom_css: "selector { background: #fff } </style><script>" } },
    );
    // Custom CSS is kept as written, after the generated rules.
    expect(css).toContain(
      ".elementor-12 .elementor-element.elementor-element-cc1 h2 { letter-spacing: 2px }",
    );
    expect(css).toContain(".elementor-12 { background: #fff }");
    expect(css).not.toContain("</style");
  });

  it("sizes flex items as Elementor does: _flex_size on containers and widgets, custom _flex_grow/_flex_shrink", async () => {
    const { css } = await render([
      {
        id: "row1",
        elType: "container",
        settings: { flex_direction: "row" },
        elements: [
          { id: "fix1", elType: "container", isInner: true, settings: { _flex_size: "none" }, elements: [] },
          {
            id: "cus1",
            elType: "container",
            isInner: true,
            settings: {
              _flex_size: "grow",
              _flex_size_mobile: "custom",
              _flex_grow: 3,
              _flex_shrink_mobile: "2",
            },
            elements: [],
          },
          {
            id: "wid1",
            elType: "widget",
            widgetType: "heading",
            settings: { _flex_size: "shrink" },
            elements: [],
          },
          {
            id: "bad1",
            elType: "container",
            isInner: true,
            settings: { _flex_size: "wobble" },
            elements: [],
          },
        ],
      },
    ]);
    const element = (id: string) => `.elementor-12 .elementor-element.elementor-element-${id}`;
    expect(hasRule(css, `${element("fix1")}{flex-grow:0;flex-shrink:0}`)).toBe(true);
    expect(hasRule(css, `${element("cus1")}{flex-grow:1;flex-shrink:0}`)).toBe(true);
    expect(css).toMatch(
      /@media\(max-width:767px\)\{[^@]*\.elementor-element-cus1\{flex-grow:3;flex-shrink:2\}/,
    );
    expect(hasRule(css, `${element("wid1")}{flex-grow:0;flex-shrink:1}`)).toBe(true);
    expect(css).not.toMatch(/elementor-element-bad1\{[^}]*flex-/);
  });
});

describe("document renderer: image loading", () => {
  const imageWidget = (id: string) => ({
    id,
    elType: "widget",
    widgetType: "image",
    settings: { image: { url: `https://cdn.example/${id}.png`, id: "" } },
    elements: [],
  });
  const fourImages = [
    { id: "c0ffee1", elType: "container", settings: {}, elements: ["a1", "a2", "a3", "a4"].map(imageWidget) },
  ];
  const loadingOf = (html: string) =>
    [...html.matchAll(/<img [^>]*>/g)].map((match) =>
      match[0].includes('loading="lazy"')
        ? "lazy"
        : match[0].includes('fetchPriority="high"')
          ? "high"
          : "eager",
    );

  it("loads a page's first 3 images at once, the first with high priority, the rest lazily (WordPress's rule)", async () => {
    const { html } = await render(fourImages);
    expect(loadingOf(html)).toEqual(["high", "eager", "eager", "lazy"]);
  });

  it("loads every image of a popup lazily", async () => {
    const { html } = await render(fourImages, { type: "popup" });
    expect(loadingOf(html)).toEqual(["lazy", "lazy", "lazy", "lazy"]);
  });
});
