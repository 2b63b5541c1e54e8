import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";

describe("alert widget", () => {
  it("renders Elementor's default alert; the dismiss button waits, hidden, for the browser module", async () => {
    const { inner, html } = await renderWidget("alert", {});
    expect(inner).toBe(
      '<div class="elementor-alert elementor-alert-info"><span class="elementor-alert-title">This is an Alert</span><span class="elementor-alert-description">I am a description. Click the edit button to change this text.</span><button type="button" class="elementor-alert-dismiss" aria-label="Dismiss this alert." hidden=""><span aria-hidden="true">×</span></button></div>',
    );
    expect(html).toContain('data-vitrine-client="widgets/alert/alert"');
  });

  it("type, no dismiss, a custom dismiss icon, a sanitised description", async () => {
    const { inner } = await renderWidget("alert", {
      alert_type: "warning",
      alert_title: "Kiln day",
      alert_description: 'Orders ship on <strong>Monday</strong>.<img src=x onerror="alert(1)">',
      show_dismiss: "",
    });
    expect(inner).toBe(
      '<div class="elementor-alert elementor-alert-warning"><span class="elementor-alert-title">Kiln day</span><span class="elementor-alert-description">Orders ship on <strong>Monday</strong>.</span></div>',
    );
    const withIcon = await renderWidget("alert", {
      dismiss_icon: { value: "fas fa-xmark", library: "fa-solid" },
    });
    expect(withIcon.inner).toContain('hidden=""><svg aria-hidden="true" class="e-font-icon-svg e-fas-xmark"');
  });

  it("background, border and text colours in the generated CSS", async () => {
    const { css, selector } = await renderWidget("alert", {
      background: "#FDF2E9",
      border_color: "#B45309",
      "border_left-width": { unit: "px", size: 6 },
      title_color: "#7C2D12",
      description_color: "#374151",
    });
    expect(hasRule(css, `${selector} .elementor-alert{background-color:#FDF2E9}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-alert{border-color:#B45309}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-alert{border-inline-start-width:6px}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-alert-title{color:#7C2D12}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-alert-description{color:#374151}`)).toBe(true);
  });
});
