import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("counter widget", () => {
  it("renders Elementor's default counter with its final number in the HTML (no JavaScript needed)", async () => {
    const { inner, html } = await renderWidget("counter", {});
    expect(inner).toBe(
      '<div class="elementor-counter"><div class="elementor-counter-number-wrapper" aria-hidden="true"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="2000" data-to-value="100" data-from-value="0" data-delimiter=",">100</span><span class="elementor-counter-number-suffix"></span></div><span class="elementor-screen-only">100</span><div class="elementor-counter-title">Cool Number</div></div>',
    );
    expect(html).toContain('data-vitrine-client="widgets/counter/counter"');
  });

  it("prefix, suffix, separator, decimals and title tag; bad numbers fall back to the defaults", async () => {
    const { inner } = await renderWidget("counter", {
      starting_number: "1000",
      ending_number: "12500.5",
      prefix: "€",
      suffix: "+",
      thousand_separator_char: " ",
      duration: "3000",
      title: "Pieces fired",
      title_tag: "h3",
    });
    expect(inner).toContain(
      'data-duration="3000" data-to-value="12500.5" data-from-value="1000" data-delimiter=" ">12 500.5</span>',
    );
    expect(inner).toContain('<span class="elementor-screen-only">€12 500.5+</span>');
    expect(inner).toContain('<h3 class="elementor-counter-title">Pieces fired</h3>');
    const bad = await renderWidget("counter", { ending_number: "lots", duration: -5 });
    expect(bad.inner).toContain('data-duration="2000" data-to-value="100"');
    expect(bad.report.settingsIssues.map((issue) => issue.key)).toEqual(["ending_number", "duration"]);
  });

  it("number and title colours and typography in the generated CSS", async () => {
    const { css, selector } = await renderWidget("counter", {
      number_color: "#7C2D12",
      typography_number_typography: "custom",
      typography_number_font_size: { unit: "px", size: 56 },
      typography_number_font_size_mobile: { unit: "px", size: 40 },
      title_color: "#374151",
    });
    expect(hasRule(css, `${selector} .elementor-counter-number-wrapper{color:#7C2D12}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-counter-number-wrapper{font-size:56px}`)).toBe(true);
    expect(
      hasRule(css, `@media(max-width:767px){${selector} .elementor-counter-number-wrapper{font-size:40px}}`),
    ).toBe(true);
    expect(hasRule(css, `${selector} .elementor-counter-title{color:#374151}`)).toBe(true);
  });
});
