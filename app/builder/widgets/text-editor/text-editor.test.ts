import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";

describe("text editor widget", () => {
  it("places the editor's HTML straight in the widget container, sanitised", async () => {
    const { inner } = await renderWidget("text-editor", {
      editor:
        '<p style="text-align: center; position: fixed">Hi <a href="javascript:x()">there</a></p><iframe src="https://www.youtube.com/embed/x"></iframe><form action="/x"><input></form>',
    });
    // Decision 019: formatting and allowlisted embeds stay; positions, script URLs and forms do not.
    expect(inner).toBe(
      '<p style="text-align:center">Hi <a>there</a></p><iframe src="https://www.youtube.com/embed/x" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });

  it("shows Elementor's placeholder paragraph when nothing was stored", async () => {
    expect((await renderWidget("text-editor", {})).inner).toMatch(/^<p>Lorem ipsum dolor sit amet/);
  });

  it("drop cap class, columns and colours from settings", async () => {
    const { html, css, selector } = await renderWidget("text-editor", {
      drop_cap: "yes",
      text_columns: "2",
      text_color: "#333",
    });
    expect(html).toContain("elementor-drop-cap-yes");
    expect(css).toContain(`${selector} .elementor-widget-container{columns:2}`);
    expect(css).toContain(`${selector}{color:#333}`);
  });
});
