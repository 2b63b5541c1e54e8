import { describe, expect, it } from "vitest";
import { loadSiteChrome } from "../page/document-page.server.ts";
import { memorySource } from "../page/test-support.ts";
import { hasRule } from "../render/test-support.ts";
import { popupCss, popupModalHtml } from "./popup-markup.server.ts";

const popup = {
  id: 40001,
  version: "1",
  type: "popup",
  title: "Join our newsletter",
  elements: [
    { id: "p1", elType: "widget", widgetType: "heading", settings: { title: "10% off" }, elements: [] },
  ],
  pageSettings: { close_button_delay: 2, classes: 'promo bad"class', width: { unit: "px", size: 480 } },
  display: { triggers: { page_load: "yes", page_load_delay: 5 }, timing: {} },
};

describe("popup markup", () => {
  it("renders a hidden, named modal dialog holding the document, its settings for the browser module (W-POPUP-13, W-POPUP-01)", () => {
    const html = popupModalHtml(popup, '<div class="elementor elementor-40001">x</div>');
    expect(html).toContain('id="elementor-popup-modal-40001"');
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-label="Join our newsletter"/);
    expect(html).toMatch(/data-vitrine-client="popup\/popup"/);
    expect(html).toMatch(/ hidden>/);
    expect(html).toContain(
      "elementor-popup-modal-40001 dialog-widget dialog-lightbox-widget dialog-type-lightbox",
    );
    // The class token survives, the unsafe one does not.
    expect(/ class="([^"]*)"/.exec(html)?.[1]).toMatch(/--inside promo$/);
    // The close button waits for its delay (W-POPUP-02).
    expect(html).toContain(
      '<button type="button" class="dialog-close-button dialog-lightbox-close-button" hidden aria-label="Close">',
    );
    const settings = JSON.parse(
      (/data-settings="([^"]*)"/.exec(html)?.[1] ?? "{}").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    );
    expect(settings).toMatchObject({
      id: 40001,
      close_button_delay: 2,
      triggers: { page_load: true, page_load_delay: 5 },
    });
  });

  it("writes the layout from the page settings", () => {
    const css = popupCss(7, {
      width: { unit: "px", size: 480 },
      width_mobile: { unit: "vw", size: 90 },
      height_type: "custom",
      height: { unit: "px", size: 300 },
      horizontal_position: "right",
      vertical_position: "bottom",
      overlay_background_color: "rgba(10,10,10,0.5)",
      background_color: "#FAF7F2",
      close_button_color: "#333333",
      entrance_animation_duration: { unit: "px", size: 0.6 },
    });
    expect(hasRule(css, "#elementor-popup-modal-7 .dialog-widget-content{width:480px}")).toBe(true);
    expect(hasRule(css, "#elementor-popup-modal-7 .dialog-widget-content{height:300px}")).toBe(true);
    expect(hasRule(css, "#elementor-popup-modal-7{justify-content:flex-end}")).toBe(true);
    expect(hasRule(css, "#elementor-popup-modal-7{align-items:flex-end}")).toBe(true);
    expect(hasRule(css, "#elementor-popup-modal-7{background-color:rgba(10,10,10,0.5)}")).toBe(true);
    expect(css).toContain("--popup-animation-duration:0.6s");
    expect(css).toMatch(
      /@media\(max-width:767px\)\{#elementor-popup-modal-7 \.dialog-widget-content\{width:90vw\}/,
    );
  });

  it("sends only the popups whose conditions match, in their own slot (none: no slot, no script)", async () => {
    const slots = new Map<string, string>();
    const chrome = await loadSiteChrome(
      memorySource({ popups: [popup] }).source,
      slots,
      new URL("http://shop.test/popups-a/"),
    );
    expect(chrome.popups).toBe("elementor-popups-slot");
    expect(slots.get("elementor-popups-slot")).toContain("elementor-heading-title");
    const none = new Map<string, string>();
    expect(
      (await loadSiteChrome(memorySource({}).source, none, new URL("http://shop.test/"))).popups,
    ).toBeUndefined();
    expect(none.has("elementor-popups-slot")).toBe(false);
  });
});
