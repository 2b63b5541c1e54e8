import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("divider widget", () => {
  it("is a solid 1 px line by default", async () => {
    const { inner, html, css, selector } = await renderWidget("divider", {});
    expect(inner).toBe(
      '<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>',
    );
    expect(html).toContain("elementor-widget-divider--view-line");
    expect(css).toContain(`${selector}{--divider-border-style:solid;--divider-border-width:1px}`);
  });

  it("shows text or an icon between two lines", async () => {
    expect(
      (await renderWidget("divider", { look: "line_text", text: "Or", html_tag: "h4" })).inner,
    ).toContain('<h4 class="elementor-divider__text elementor-divider__element">Or</h4>');
    expect((await renderWidget("divider", { look: "line_icon" })).inner).toContain(
      '<div class="elementor-icon elementor-divider__element"><svg',
    );
  });
});
