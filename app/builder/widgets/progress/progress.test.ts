import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { clampPercent, progressValueText } from "./progress.rules.ts";

describe("progress rules", () => {
  it("keeps the percentage a whole number from 0 to 100", () => {
    expect(clampPercent(50)).toBe(50);
    expect(clampPercent(72.6)).toBe(73);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent("")).toBe(0);
    expect(progressValueText(50, "Web Designer")).toBe("50% (Web Designer)");
    expect(progressValueText(80, "")).toBe("80%");
  });
});

describe("progress widget", () => {
  it("renders Elementor's default bar as a labelled progressbar with its value (no JavaScript needed)", async () => {
    const { inner, css, selector, html } = await renderWidget("progress", {}, "p1");
    expect(inner).toBe(
      '<span class="elementor-title" id="elementor-progress-bar-p1">My Skill</span><div class="elementor-progress-wrapper" role="progressbar" aria-labelledby="elementor-progress-bar-p1" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="50% (Web Designer)"><div class="elementor-progress-bar" data-max="50"><span class="elementor-progress-text">Web Designer</span><span class="elementor-progress-percentage">50%</span></div></div>',
    );
    expect(hasRule(css, `${selector} .elementor-progress-bar{width:50%}`)).toBe(true);
    expect(html).toContain('data-vitrine-client="widgets/progress/progress"');
  });

  it("type, hidden percentage, no title, an out-of-range value", async () => {
    const { inner, css, selector } = await renderWidget("progress", {
      title: "",
      progress_type: "success",
      percent: { unit: "%", size: 120 },
      display_percentage: "hide",
      inner_text: "Glazing",
    });
    expect(inner).toBe(
      '<div class="elementor-progress-wrapper progress-success" role="progressbar" aria-label="Glazing" aria-valuemin="0" aria-valuemax="100" aria-valuenow="100" aria-valuetext="100% (Glazing)"><div class="elementor-progress-bar" data-max="100"><span class="elementor-progress-text">Glazing</span></div></div>',
    );
    expect(hasRule(css, `${selector} .elementor-progress-bar{width:100%}`)).toBe(true);
  });

  it("colours, height and radius per device in the generated CSS (W-CONST-01..03)", async () => {
    const { css, selector } = await renderWidget("progress", {
      bar_color: "#7C2D12",
      bar_bg_color: "#F4EFE9",
      bar_height: { unit: "px", size: 24 },
      bar_height_mobile: { unit: "px", size: 18 },
      bar_border_radius: { unit: "px", size: 12 },
      title_color: "#1F2937",
    });
    expect(hasRule(css, `${selector} .elementor-progress-bar{background-color:#7C2D12}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-progress-wrapper{background-color:#F4EFE9}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-progress-bar{height:24px}`)).toBe(true);
    expect(hasRule(css, `@media(max-width:767px){${selector} .elementor-progress-bar{height:18px}`)).toBe(
      true,
    );
    expect(
      hasRule(
        css,
        `${selector} .elementor-progress-wrapper,${selector} .elementor-progress-bar{border-radius:12px}`,
      ),
    ).toBe(true);
    expect(hasRule(css, `${selector} .elementor-title{color:#1F2937}`)).toBe(true);
  });
});
