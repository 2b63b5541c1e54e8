import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  BEFORE_AFTER_DEFAULTS,
  beforeClip,
  DRAG_THRESHOLD_PX,
  dragStarted,
  positionForKey,
  positionFromPointer,
} from "./before-after.rules.ts";

describe("before/after slider", () => {
  it("W-MISC-12 W-MISC-13 defaults: offset 50 %, labels Before and After", async () => {
    expect(BEFORE_AFTER_DEFAULTS).toEqual({ offset: 50, before: "Before", after: "After" });
    const { inner } = await renderWidget("elementskit-image-comparison", {
      ekit_img_comparison_image_before: { id: 42, url: "" },
      ekit_img_comparison_image_after: { id: "", url: "https://example.com/after.jpg" },
    });
    expect(inner).toContain('role="slider"');
    expect(inner).toContain('aria-valuenow="50"');
    expect(inner).toContain(">Before</span>");
    expect(inner).toContain(">After</span>");
    expect(inner).toContain("clip-path:inset(0 50% 0 0)");
    expect(inner).toContain('src="/media/42/w1024/hero.jpg"');
    expect(inner).toContain('src="https://example.com/after.jpg"');
  });

  it("W-MOTION-06 a press becomes a drag only after 8 px along the slider", () => {
    expect(DRAG_THRESHOLD_PX).toBe(8);
    expect(dragStarted(7, 0, "horizontal")).toBe(false);
    expect(dragStarted(8, 0, "horizontal")).toBe(true);
    expect(dragStarted(9, 20, "horizontal")).toBe(false);
    expect(dragStarted(0, -8, "vertical")).toBe(true);
  });

  it("positions from a pointer and from keys, clamped to 0–100", () => {
    expect(positionFromPointer(150, 100, 200)).toBe(25);
    expect(positionFromPointer(0, 100, 200)).toBe(0);
    expect(positionFromPointer(900, 100, 200)).toBe(100);
    expect(positionForKey(50, "ArrowRight")).toBe(51);
    expect(positionForKey(50, "ArrowLeft", true)).toBe(40);
    expect(positionForKey(50, "Home")).toBe(0);
    expect(positionForKey(50, "End")).toBe(100);
    expect(positionForKey(95, "PageUp")).toBe(100);
    expect(positionForKey(50, "a")).toBeNull();
    expect(beforeClip(30, "horizontal")).toBe("inset(0 70% 0 0)");
    expect(beforeClip(30, "vertical")).toBe("inset(0 0 70% 0)");
  });
});
