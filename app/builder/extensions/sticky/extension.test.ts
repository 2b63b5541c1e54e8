import { describe, expect, it } from "vitest";
import { documentSanitizer } from "../../render/document-sanitizer.server.ts";
import { renderDocument } from "../../render/render-document.server.tsx";
import { testLoadServices } from "../../render/test-support.ts";

async function renderHeader(settings: Record<string, unknown>, elType = "container") {
  return renderDocument(
    {
      id: 30,
      version: "1",
      type: "header",
      title: "Header",
      elements: [{ id: "s1", elType, settings, elements: [] }],
      pageSettings: {},
    },
    { services: testLoadServices().services, sanitize: documentSanitizer },
  );
}

describe("sticky extension on the server", () => {
  it("W-STICKY-01 W-STICKY-02 a header container with uae_sticky_header_enable gets the browser module and its settings", async () => {
    const { html } = await renderHeader({
      uae_sticky_header_enable: "yes",
      uae_sticky_devices: ["desktop", "mobile"],
      uae_sticky_scroll_distance_mobile: { unit: "px", size: 20, sizes: [] },
      uae_sticky_hide_on_scroll_down: "yes",
    });
    expect(html).toContain('data-vitrine-client="extensions/sticky/sticky"');
    const settings = JSON.parse(
      (/data-settings="([^"]*)"/.exec(html)?.[1] ?? "{}").replaceAll("&quot;", '"'),
    ) as Record<string, unknown>;
    expect(settings).toMatchObject({
      uae_sticky_header_enable: true,
      uae_sticky_devices: ["desktop", "mobile"],
      uae_sticky_scroll_distance: { unit: "px", size: 100 },
      uae_sticky_scroll_distance_mobile: { unit: "px", size: 20 },
      uae_sticky_hide_on_scroll_down: true,
      uae_sticky_hide_threshold: { unit: "%", size: 10 },
    });
  });

  it("W-STICKY-19 no module without the setting, and none on widgets", async () => {
    expect((await renderHeader({ uae_sticky_header_enable: "" })).html).not.toContain("data-vitrine-client");
    expect((await renderHeader({ uae_sticky_header_enable: "yes" }, "section")).html).toContain(
      "extensions/sticky/sticky",
    );
  });
});
