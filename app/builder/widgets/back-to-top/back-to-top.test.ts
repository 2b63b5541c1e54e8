import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { backToTopVisible, sliderPx } from "./back-to-top.rules.ts";

describe("back-to-top widget", () => {
  it("W-MISC-26 a link to the top of the page that works without script; its threshold goes to the browser", async () => {
    const { inner, html } = await renderWidget("elementskit-back-to-top", {
      show_after: { unit: "px", size: 500 },
      offset_top: { unit: "px", size: 40 },
    });
    expect(inner).toContain('<a href="#top" class="ekit-btt__button" aria-label="Back to top">');
    expect(inner).toContain('class="ekit-back-to-top-container ekit-btt-position-right"');
    expect(html).toContain('data-vitrine-client="widgets/back-to-top/back-to-top"');
    expect(html).toContain("&quot;show_after&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;size&quot;:500}");
  });

  it("text appearance shows its text", async () => {
    const { inner } = await renderWidget("elementskit-back-to-top", {
      ekit_button_appearance: "text_only",
      ekit_btn_text: "Up",
    });
    expect(inner).toContain('<a href="#top" class="ekit-btt__button">Up</a>');
  });

  it("W-MISC-26 shows only once the scroll exceeds show_after plus the offset", () => {
    expect(backToTopVisible(540, 500, 40)).toBe(false);
    expect(backToTopVisible(541, 500, 40)).toBe(true);
    expect(backToTopVisible(301, 300, 0)).toBe(true);
    expect(sliderPx({ unit: "px", size: "" })).toBe(0);
    expect(sliderPx({ unit: "px", size: 120 })).toBe(120);
  });
});
