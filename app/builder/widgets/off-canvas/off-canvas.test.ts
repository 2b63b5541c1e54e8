import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { nextOpen, offCanvasTarget } from "./off-canvas.rules.ts";

describe("off-canvas widget", () => {
  it("renders a hidden panel with an overlay, named, for the browser module", async () => {
    const { inner, html } = await renderWidget("off-canvas", {
      off_canvas_name: "Shop menu",
      horizontal_position: "end",
    });
    expect(inner).toBe(
      '<div id="off-canvas-w1" class="e-off-canvas e-off-canvas--h-end e-off-canvas--v-center" data-name="Shop menu" data-overlay-close="yes"><div class="e-off-canvas__overlay"></div><div class="e-off-canvas__main"><div class="e-off-canvas__content"></div></div></div>',
    );
    expect(html).toContain('data-vitrine-client="widgets/off-canvas/off-canvas"');
    const { css, selector } = await renderWidget("off-canvas", { width: { unit: "px", size: 320 } });
    expect(css).toContain(`${selector} .e-off-canvas__main{width:320px}`);
  });

  it("link actions name their panel by element id; open, close and toggle", () => {
    expect(offCanvasTarget({ id: "a1b2c3" })).toBe("a1b2c3");
    expect(offCanvasTarget({ id: "<script>" })).toBeNull();
    expect(offCanvasTarget({})).toBeNull();
    expect(nextOpen(false, "open")).toBe(true);
    expect(nextOpen(true, "open")).toBe(true);
    expect(nextOpen(true, "close")).toBe(false);
    expect(nextOpen(false, "toggle")).toBe(true);
    expect(nextOpen(true, "toggle")).toBe(false);
  });
});
