import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { isEmptySearch } from "./search-form.rules.ts";

describe("search widgets", () => {
  it("W-SEARCH-01 W-SEARCH-02 Elementor's search form: a GET form to the search page with clear and submit buttons", async () => {
    const { inner, html } = await renderWidget("search-form", { placeholder: "Find a mug" });
    expect(inner).toContain('<form class="elementor-search-form" action="/" method="get">');
    expect(inner).toContain(
      '<input id="elementor-search-form-w1" class="elementor-search-form__input" type="search" placeholder="Find a mug" maxLength="200" autoComplete="off" name="s"/><input type="hidden" name="post_type" value="product"/>',
    );
    expect(inner).toContain(
      '<button type="reset" class="elementor-search-form__clear vitrine-search-clear" aria-label="Clear">',
    );
    expect(inner).toContain(
      '<button type="submit" class="elementor-search-form__submit" aria-label="Search">',
    );
    expect(html).toContain('data-vitrine-client="widgets/search-form/search-form"');
  });

  it("W-SEARCH-02 text button, minimal skin (no submit button: Enter submits), every kind of content", async () => {
    const text = await renderWidget("search-form", { button_type: "text", button_text: "Go" });
    expect(text.inner).toContain('aria-label="Search">Go</button>');
    const minimal = await renderWidget("search-form", { skin: "minimal", search_products_only: "" });
    expect(minimal.inner).toContain("elementor-search-form--skin-minimal");
    expect(minimal.inner).not.toContain("elementor-search-form__submit");
    expect(minimal.inner).not.toContain('name="post_type"');
  });

  it("W-SEARCH-01 full-screen skin: a link to the form (works without script), the form with its clear and close buttons", async () => {
    const { inner, css, selector } = await renderWidget("search-form", {
      skin: "full_screen",
      overlay_background_color: "#111827",
    });
    expect(inner).toContain(
      '<a id="elementor-search-form-toggle-w1" href="#elementor-search-form-screen-w1" class="elementor-search-form__toggle" aria-controls="elementor-search-form-screen-w1">',
    );
    expect(inner).toContain(
      '<div id="elementor-search-form-screen-w1" class="elementor-search-form__container elementor-search-form--skin-full_screen">',
    );
    expect(inner).toContain('class="elementor-search-form__input" type="search"');
    expect(inner).toContain('class="elementor-search-form__clear vitrine-search-clear" aria-label="Clear"');
    expect(inner).toContain(
      '<a href="#elementor-search-form-toggle-w1" class="dialog-lightbox-close-button dialog-close-button" aria-label="Close this search box.">',
    );
    // Enter submits, as in Elementor: no submit button.
    expect(inner).not.toContain("elementor-search-form__submit");
    expect(css).toContain(`${selector} .elementor-search-form--skin-full_screen{background-color:#111827}`);
  });

  it("W-SEARCH-01 ElementsKit's header search: a link to its panel (works without script) holding the form", async () => {
    const { inner } = await renderWidget("elementskit-header-search", {
      ekit_search_placeholder_text: "Search the shop",
    });
    expect(inner).toContain(
      '<a id="ekit-search-open-w1" href="#ekit_modal-popup-w1" class="ekit_navsearch-button ekit-modal-popup" aria-controls="ekit_modal-popup-w1">',
    );
    expect(inner).toContain('<div id="ekit_modal-popup-w1" class="ekit_modal-searchPanel">');
    expect(inner).toContain('<form class="ekit-search-group" action="/" method="get">');
    expect(inner).toContain('placeholder="Search the shop"');
    expect(inner).toContain(
      '<button type="reset" class="ekit_search-clear vitrine-search-clear" aria-label="Clear">',
    );
  });

  it("W-SEARCH-03 a field of nothing but white space is an empty search", () => {
    expect(isEmptySearch("")).toBe(true);
    expect(isEmptySearch("   \t")).toBe(true);
    expect(isEmptySearch(" mug ")).toBe(false);
  });
});
