import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeaderSearch } from "./header-search.tsx";

interface Tag {
  name: string;
  /** Attribute names lower-cased: HTML reads them case-insensitively and React writes some in camel case. */
  attributes: Record<string, string>;
}

/** The first element whose opening tag holds `fragment`, whatever the attribute order. */
function tagWith(html: string, fragment: string): Tag {
  const source = html.match(new RegExp(`<([a-z]+)([^>]*${fragment}[^>]*)>`));
  if (!source) throw new Error(`no tag with ${fragment}`);
  const attributes: Record<string, string> = {};
  for (const [, name = "", value = ""] of (source[2] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes[name.toLowerCase()] = value;
  }
  return { name: source[1] ?? "", attributes };
}

describe("HeaderSearch markup", () => {
  it("header cover: an icon button controlling div.ast-search-box.header-cover with the product search form (S-HEAD-03, S-SEARCH-01)", () => {
    const html = renderToStaticMarkup(<HeaderSearch style="header-cover" />);
    const toggle = tagWith(html, "data-search-toggle");
    expect(toggle.name).toBe("button");
    expect(toggle.attributes).toMatchObject({
      type: "button",
      "aria-controls": "ast-search-header-cover",
      // Without script the browser opens the box as a popover.
      popovertarget: "ast-search-header-cover",
    });
    // The script sets aria-expanded once it runs; before, the browser exposes the popover's state itself.
    expect(toggle.attributes).not.toHaveProperty("aria-expanded");
    expect(html).toContain('<span class="screen-reader-text">Search</span>');

    const box = tagWith(html, 'id="ast-search-header-cover"');
    expect(box.name).toBe("div");
    expect(box.attributes).toMatchObject({ class: "ast-search-box header-cover", popover: "auto" });
    expect(box.attributes).not.toHaveProperty("role");
    expect(tagWith(html, 'class="search-form"').attributes).toMatchObject({ method: "get", action: "/" });
    expect(tagWith(html, 'class="search-field"').attributes).toMatchObject({ type: "search", name: "s" });
    expect(html).toContain('<input type="hidden" name="post_type" value="product"/>');
    expect(html).not.toContain("ast-seach-full-screen-form");
  });

  it("full screen: #ast-seach-full-screen-form (sic), a labelled dialog with a visible label (S-SEARCH-01)", () => {
    const html = renderToStaticMarkup(<HeaderSearch style="full-screen" />);
    expect(tagWith(html, "data-search-toggle").attributes["aria-controls"]).toBe(
      "ast-seach-full-screen-form",
    );
    expect(tagWith(html, 'id="ast-seach-full-screen-form"').attributes).toMatchObject({
      class: "ast-search-box full-screen",
      role: "dialog",
      "aria-label": "Search the shop",
    });
    expect(html).toMatch(/<label for="[^"]+" class="search-form-label">Search the shop<\/label>/);
    expect(html).not.toContain("header-cover");
  });

  it("has a close control, #close.close, named for assistive technology, that hides the popover without script (S-SEARCH-03)", () => {
    for (const style of ["header-cover", "full-screen"] as const) {
      const close = tagWith(renderToStaticMarkup(<HeaderSearch style={style} />), 'id="close"');
      expect(close.name).toBe("button");
      expect(close.attributes).toMatchObject({
        type: "button",
        class: "close",
        "aria-label": "Close search",
        popovertargetaction: "hide",
      });
    }
  });

  it("labels the search field and ties the label to it", () => {
    const html = renderToStaticMarkup(<HeaderSearch style="header-cover" />);
    const id = tagWith(html, 'class="search-field"').attributes.id;
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="screen-reader-text">Search for:</label>`);
  });
});
