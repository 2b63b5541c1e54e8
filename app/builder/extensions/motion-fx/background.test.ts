import { describe, expect, it } from "vitest";
import { documentSanitizer } from "../../render/document-sanitizer.server.ts";
import { parseSettings } from "../../render/parse-settings.ts";
import { renderDocument } from "../../render/render-document.server.tsx";
import { testLoadServices } from "../../render/test-support.ts";
import {
  backgroundExtra,
  backgroundLayerSize,
  backgroundScrollOffset,
  backgroundStyle,
  backgroundTrackOffset,
} from "./background.rules.ts";
import { motionActive } from "./motion-fx.rules.ts";
import {
  BACKGROUND_MOTION_FX_FRONTEND_SETTINGS,
  backgroundMotionConfig,
  backgroundMotionFxSettings,
  hasBackgroundMotion,
} from "./settings.ts";

const config = (extra: Record<string, unknown> = {}) =>
  backgroundMotionConfig(parseSettings(backgroundMotionFxSettings, extra).settings);

const PICTURE = { url: "https://shop.example/wp-content/uploads/2026/10/bowls.jpg", id: 5 };

async function render(settings: Record<string, unknown>, elType = "container") {
  return renderDocument(
    {
      id: 60,
      version: "1",
      type: "wp-page",
      title: "Story",
      elements: [
        {
          id: "b1",
          elType,
          settings: { background_background: "classic", background_image: PICTURE, ...settings },
          elements: [
            { id: "h1", elType: "widget", widgetType: "heading", settings: { title: "Hi" }, elements: [] },
          ],
        },
      ],
      pageSettings: {},
    },
    { services: testLoadServices().services, sanitize: documentSanitizer },
  );
}

describe("background motion effects (W-MOTION-07)", () => {
  it("W-MOTION-07 every default, read from background_motion_fx_* as Elementor Pro names them", () => {
    const all = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_translateX_effect: "yes",
      background_motion_fx_opacity_effect: "yes",
      background_motion_fx_blur_effect: "yes",
      background_motion_fx_rotateZ_effect: "yes",
      background_motion_fx_scale_effect: "yes",
      background_motion_fx_motion_fx_mouse: "yes",
      background_motion_fx_mouseTrack_effect: "yes",
      background_motion_fx_tilt_effect: "yes",
    });
    expect(all.scrolling).toEqual({
      translateY: { speed: 4, negative: false, range: { start: 0, end: 100 } },
      translateX: { speed: 4, negative: false, range: { start: 0, end: 100 } },
      opacity: { level: 10, direction: "out-in", range: { start: 20, end: 80 } },
      blur: { level: 7, direction: "out-in", range: { start: 20, end: 80 } },
      rotateZ: { speed: 1, negative: false, range: { start: 0, end: 100 } },
      scale: { speed: 4, direction: "out-in", range: { start: 20, end: 80 } },
    });
    expect(all.mouse).toEqual({
      mouseTrack: { speed: 1, negative: false },
      tilt: { speed: 4, negative: false },
    });
    expect(all.devices).toEqual(["desktop", "tablet", "mobile"]);
    expect(all.relativeTo).toBe("viewport");
    expect(
      config({ motion_fx_motion_fx_scrolling: "yes", motion_fx_translateY_effect: "yes" }).scrolling,
    ).toBeNull();
    expect(BACKGROUND_MOTION_FX_FRONTEND_SETTINGS).toContain("background_motion_fx_translateY_speed");
    expect(BACKGROUND_MOTION_FX_FRONTEND_SETTINGS).toContain("background_motion_fx_devices");
  });

  it("only sections and containers have background motion, and only with scrolling or mouse effects on", () => {
    const on = { background_motion_fx_motion_fx_scrolling: "yes" };
    expect(hasBackgroundMotion(on, "container")).toBe(true);
    expect(hasBackgroundMotion(on, "section")).toBe(true);
    expect(hasBackgroundMotion(on, "column")).toBe(false);
    expect(hasBackgroundMotion(on, "widget")).toBe(false);
    expect(hasBackgroundMotion({ background_motion_fx_motion_fx_mouse: "yes" }, "section")).toBe(true);
    expect(hasBackgroundMotion({ background_motion_fx_motion_fx_scrolling: "" }, "section")).toBe(false);
  });

  it("the layer is larger than the section by speed × 10 % along each axis an effect moves it", () => {
    expect(backgroundLayerSize(config())).toEqual({ width: 100, height: 100 });
    const vertical = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
    });
    expect(backgroundLayerSize(vertical)).toEqual({ width: 100, height: 140 });
    const both = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_translateY_speed: { unit: "px", size: 2 },
      background_motion_fx_motion_fx_mouse: "yes",
      background_motion_fx_mouseTrack_effect: "yes",
    });
    expect(backgroundExtra(both)).toEqual({ x: 10, y: 30 });
  });

  it("vertical scroll travels the whole margin: up by default, down (lagging, the classic parallax) when negative", () => {
    const effect = { speed: 4, negative: false, range: { start: 0, end: 100 } };
    expect(backgroundScrollOffset(0, effect)).toBe(0);
    expect(backgroundScrollOffset(50, effect)).toBe(-20);
    expect(backgroundScrollOffset(100, effect)).toBe(-40);
    expect(backgroundScrollOffset(0, { ...effect, negative: true })).toBe(-40);
    expect(backgroundScrollOffset(100, { ...effect, negative: true })).toBe(0);
    expect(backgroundScrollOffset(10, { ...effect, range: { start: 20, end: 80 } })).toBe(0);
  });

  it("mouse track keeps the layer centred with the pointer centred, and within its margin at the edges", () => {
    const effect = { speed: 1, negative: false };
    expect(backgroundTrackOffset(0, effect)).toBe(-5);
    expect(backgroundTrackOffset(1, effect)).toBe(-10);
    expect(backgroundTrackOffset(-1, effect)).toBe(0);
    expect(backgroundTrackOffset(1, { ...effect, negative: true })).toBe(0);
  });

  it("the layer's style: translate in percent of the layer, rotate, scale, tilt, opacity and blur only", () => {
    const vertical = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
    });
    // 140 % tall: 40 % of the section is 28.571 % of the layer.
    expect(backgroundStyle(100, { x: 0, y: 0 }, vertical)).toEqual({
      transform: "translate(0%, -28.571%)",
      opacity: "",
      filter: "",
    });
    expect(backgroundStyle(0, { x: 0, y: 0 }, vertical).transform).toBe("");
    const fading = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_opacity_effect: "yes",
      background_motion_fx_blur_effect: "yes",
      background_motion_fx_scale_effect: "yes",
      background_motion_fx_rotateZ_effect: "yes",
    });
    expect(backgroundStyle(0, { x: 0, y: 0 }, fading)).toEqual({
      transform: "rotateZ(-18deg) scale(0.6)",
      opacity: "0",
      filter: "blur(7px)",
    });
    const mouse = config({
      background_motion_fx_motion_fx_mouse: "yes",
      background_motion_fx_mouseTrack_effect: "yes",
      background_motion_fx_tilt_effect: "yes",
    });
    expect(backgroundStyle(0, { x: 1, y: -1 }, mouse).transform).toBe(
      "translate(-9.091%, 0%) perspective(1000px) rotateX(10deg) rotateY(10deg)",
    );
  });

  it("devices and reduced motion keep the background still", () => {
    const mobileOff = config({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_motion_fx_devices: ["desktop", "tablet"],
    });
    expect(motionActive(mobileOff, "desktop", false)).toBe(true);
    expect(motionActive(mobileOff, "mobile", false)).toBe(false);
    expect(motionActive(mobileOff, "desktop", true)).toBe(false);
  });

  it("W-MOTION-07 the server draws the layer, puts the picture on it and asks for the motion module", async () => {
    const { html, css } = await render({
      background_motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_translateY_effect: "yes",
      background_color: "#123456",
    });
    expect(html).toContain("elementor-motion-effects-element-type-background");
    expect(html).not.toContain("elementor-motion-effects-element ");
    expect(html).toMatch(
      /class="[^"]*elementor-element-b1[^"]*"[^>]*><div class="elementor-motion-effects-container" aria-hidden="true"><div class="elementor-motion-effects-layer"><\/div><\/div>/,
    );
    expect(html).toContain('data-vitrine-client="extensions/motion-fx/motion-fx"');
    expect(css).toContain(
      '.elementor-element-b1 > .elementor-motion-effects-container > .elementor-motion-effects-layer{background-image:url("https://shop.example/wp-content/uploads/2026/10/bowls.jpg")}',
    );
    expect(css).toMatch(/\.elementor-element-b1\{background-color:#123456\}/);
    const section = await render(
      { background_motion_fx_motion_fx_mouse: "yes", background_motion_fx_mouseTrack_effect: "yes" },
      "section",
    );
    expect(section.html).toMatch(
      /<div class="elementor-motion-effects-container" aria-hidden="true"><div class="elementor-motion-effects-layer"><\/div><\/div><div class="elementor-container/,
    );
  });

  it("without background motion the picture stays on the element and no layer is drawn", async () => {
    const { html, css } = await render({});
    expect(html).not.toContain("elementor-motion-effects");
    expect(html).not.toContain("data-vitrine-client");
    expect(css).toContain(
      '.elementor-element-b1{background-image:url("https://shop.example/wp-content/uploads/2026/10/bowls.jpg")}',
    );
  });
});
