import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { ENTRANCE_ANIMATIONS, entranceAnimation, hasEntranceAnimation } from "./entrance-animation.rules.ts";

describe("entrance animations", () => {
  it("widgets read _animation, layout elements animation, with Elementor's class names", () => {
    expect(entranceAnimation({ _animation: "fadeInUp" }, "widget", "desktop")).toEqual({
      name: "fadeInUp",
      classes: ["animated", "fadeInUp"],
      delay: 0,
    });
    expect(
      entranceAnimation(
        { animation: "zoomIn", animation_duration: "slow", animation_delay: 300 },
        "container",
        "desktop",
      ),
    ).toEqual({ name: "zoomIn", classes: ["animated", "zoomIn", "animated-slow"], delay: 300 });
    expect(
      entranceAnimation({ _animation: "bounceIn", animation_duration: "fast" }, "widget", "desktop")?.classes,
    ).toEqual(["animated", "bounceIn", "animated-fast"]);
    expect(entranceAnimation({ animation: "fadeIn" }, "widget", "desktop")).toBeNull();
    expect(entranceAnimation({ _animation: "none" }, "widget", "desktop")).toBeNull();
    expect(ENTRANCE_ANIMATIONS).toContain("fadeInUp");
  });

  it("a device without its own setting takes the larger device's; none switches it off", () => {
    const settings = { _animation: "fadeInLeft", _animation_mobile: "none" };
    expect(entranceAnimation(settings, "widget", "tablet")?.name).toBe("fadeInLeft");
    expect(entranceAnimation(settings, "widget", "mobile")).toBeNull();
    expect(hasEntranceAnimation({ _animation: "", _animation_mobile: "fadeIn" }, "widget")).toBe(true);
    expect(hasEntranceAnimation({}, "widget")).toBe(false);
  });

  it("the server marks an animated element invisible and links the animations only where used", async () => {
    const animated = await renderWidget("heading", {
      title: "Hello",
      _animation: "fadeInUp",
      _animation_delay: 200,
    });
    expect(animated.html).toContain("elementor-invisible");
    expect(animated.html).toContain("extensions/entrance-animation/entrance-animation");

    const plain = await renderWidget("heading", { title: "Hello" });
    expect(plain.html).not.toContain("elementor-invisible");
    expect(plain.needsRuntime).toBe(false);
    // The animations' stylesheet is one more link, only on the animated page.
    expect(animated.stylesheets.length).toBe(plain.stylesheets.length + 1);
  });
});
