import { describe, expect, it } from "vitest";
import { readMotionBrowserConfig } from "../extensions/motion-fx/motion-fx.rules.ts";
import { readStickyBrowserSettings, stickyConfiguration } from "../extensions/sticky/sticky.rules.ts";
import { readStickyElementBrowserConfig } from "../extensions/sticky-element/sticky-element.rules.ts";
import { readTiltConfig } from "../extensions/tilt/tilt.rules.ts";
import { documentSanitizer } from "../render/document-sanitizer.server.ts";
import type { ElementData } from "../render/element.ts";
import { renderDocument } from "../render/render-document.server.tsx";
import { testLoadServices } from "../render/test-support.ts";
import { readAdvancedSearchConfig } from "../widgets/advanced-search/advanced-search.browser.ts";
import { readBackToTopConfig } from "../widgets/back-to-top/back-to-top.rules.ts";

/**
 * Decision 034: browser modules read what the server worked out from the parsed settings
 * (`data-vitrine-config`, keyed by module) with hand-written readers instead of the widgets' Zod schemas.
 * Each reader accepts what the server writes, and refuses what is malformed.
 */
async function configsOf(element: ElementData, type = "page"): Promise<Record<string, unknown>> {
  const { html } = await renderDocument(
    { id: 31, version: "1", type, title: "Page", elements: [element], pageSettings: {} },
    { services: testLoadServices().services, sanitize: documentSanitizer },
  );
  const attribute = /data-vitrine-config="([^"]*)"/.exec(html)?.[1];
  expect(attribute, "data-vitrine-config").toBeDefined();
  return JSON.parse((attribute ?? "{}").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
}

const widget = (widgetType: string, settings: Record<string, unknown>): ElementData => ({
  id: "w1",
  elType: "widget",
  widgetType,
  settings,
  isInner: false,
  elements: [],
});

describe("browser configurations written by the server, read without Zod", () => {
  it("W-MOTION-01 tilt: the server's configuration, the stored numbers as numbers", async () => {
    const configs = await configsOf(
      widget("heading", { title: "Hi", ekit_we_effect_on: "tilt", ekit_we_tilt_maxtilt: "30" }),
    );
    const config = readTiltConfig(configs["extensions/tilt/tilt"]);
    expect(config).toMatchObject({ maxTilt: 30, glare: true, disableAxis: "" });
    expect(readTiltConfig({ ...config, maxTilt: "30" })).toBeNull();
    expect(readTiltConfig(null)).toBeNull();
  });

  it("W-MOTION-07 motion effects: element and background configurations", async () => {
    const configs = await configsOf({
      id: "c1",
      elType: "container",
      settings: {
        motion_fx_motion_fx_scrolling: "yes",
        motion_fx_translateY_effect: "yes",
        background_motion_fx_motion_fx_mouse: "yes",
        background_motion_fx_mouseTrack_effect: "yes",
      },
      isInner: false,
      elements: [],
    });
    const config = readMotionBrowserConfig(configs["extensions/motion-fx/motion-fx"]);
    expect(config?.element?.scrolling?.translateY).toBeDefined();
    expect(config?.background?.mouse?.mouseTrack).toBeDefined();
    expect(
      readMotionBrowserConfig({ element: { ...config?.element, relativeTo: "window" }, background: null }),
    ).toBeNull();
    expect(
      readMotionBrowserConfig({
        element: { ...config?.element, scrolling: { translateY: { speed: "4", negative: false } } },
        background: null,
      }),
    ).toBeNull();
  });

  it("W-STICKY-01 sticky header: the parsed sticky settings only, usable by the rules", async () => {
    const configs = await configsOf(
      {
        id: "s1",
        elType: "container",
        settings: { uae_sticky_header_enable: "yes", uae_sticky_devices: ["desktop"], other_key: "x" },
        isInner: false,
        elements: [],
      },
      "header",
    );
    const raw = configs["extensions/sticky/sticky"];
    expect(raw).not.toHaveProperty("other_key");
    const settings = readStickyBrowserSettings(raw);
    expect(settings?.uae_sticky_devices).toEqual(["desktop"]);
    expect(settings && stickyConfiguration(settings, "desktop", 800).enabled).toBe(true);
    expect(readStickyBrowserSettings({ ...(raw as object), uae_sticky_background_type: "image" })).toBeNull();
  });

  it("sticky element: one configuration per device and the devices it is on", async () => {
    const configs = await configsOf(
      widget("heading", { title: "Hi", sticky: "bottom", sticky_on: ["desktop"], sticky_offset: 12 }),
    );
    const config = readStickyElementBrowserConfig(configs["extensions/sticky-element/sticky-element"]);
    expect(config?.devices).toEqual(["desktop"]);
    expect(config?.byDevice.mobile).toMatchObject({ side: "bottom", offset: 12 });
    expect(readStickyElementBrowserConfig({ devices: ["desktop"], byDevice: {} })).toBeNull();
  });

  it("W-MISC-26 back to top: show after and offset in px", async () => {
    const configs = await configsOf(
      widget("elementskit-back-to-top", {
        show_after: { unit: "px", size: 120 },
        offset_top: { unit: "px", size: "8" },
      }),
    );
    expect(readBackToTopConfig(configs["widgets/back-to-top/back-to-top"])).toEqual({
      showOnScroll: true,
      showAfter: 120,
      offset: 8,
    });
    expect(readBackToTopConfig({ showOnScroll: "yes", showAfter: 1, offset: 0 })).toBeNull();
  });

  it("W-SEARCH-04 advanced search: what the search posts", async () => {
    const configs = await configsOf(
      widget("elementskit-advanced-search", { show_posts: "", posts_per_page: { unit: "", size: 7 } }),
    );
    expect(readAdvancedSearchConfig(configs["widgets/advanced-search/advanced-search"])).toEqual({
      perPage: 7,
      showProducts: true,
      showPosts: false,
      showImage: true,
      showPrice: true,
    });
    expect(readAdvancedSearchConfig({ perPage: 7 })).toBeNull();
  });
});
