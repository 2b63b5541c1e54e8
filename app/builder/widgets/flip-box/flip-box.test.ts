import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { isToggleKey, nextTwoState } from "./two-state.rules.ts";

describe("flip box and image swap", () => {
  it("W-MISC-20 W-MISC-21 two states: hover turns and returns, click and keys toggle, Escape returns", () => {
    expect(nextTwoState(false, "pointerenter", "hover")).toBe(true);
    expect(nextTwoState(true, "pointerleave", "hover")).toBe(false);
    expect(nextTwoState(false, "pointerenter", "click")).toBe(false);
    expect(nextTwoState(false, "click", "click")).toBe(true);
    expect(nextTwoState(true, "click", "click")).toBe(false);
    expect(nextTwoState(false, "key", "hover")).toBe(true);
    expect(nextTwoState(true, "escape", "click")).toBe(false);
    expect(isToggleKey("Enter")).toBe(true);
    expect(isToggleKey(" ")).toBe(true);
    expect(isToggleKey("a")).toBe(false);
  });

  it("W-MISC-20 the flip box renders both faces, the front a toggle button, with Elementor's classes", async () => {
    const { html, inner } = await renderWidget("flip-box", {
      title_text_a: "Hand thrown",
      title_text_b: "In our workshop",
      link: { url: "/about/" },
      flip_trigger: "click",
    });
    expect(html).toContain("elementor-flip-box--effect-flip");
    expect(html).toContain("elementor-flip-box--direction-up");
    expect(html).toContain("elementor-flip-box--trigger-click");
    expect(inner).toContain(
      'class="elementor-flip-box__layer elementor-flip-box__front" role="button" tabindex="0" aria-pressed="false"',
    );
    expect(inner).toContain("In our workshop");
    expect(inner).toContain('href="/about/"');
    expect(inner).toContain(">Click Here</a>");
  });

  it("W-MISC-21 the image swap renders both pictures in a toggle button", async () => {
    const { inner } = await renderWidget("elementskit-image-swap", {
      ekit_image_swap_first_image: { id: 42, url: "" },
      ekit_image_swap_second_image: { id: "", url: "https://example.com/b.jpg" },
      ekit_image_swap_trigger: "click",
    });
    expect(inner).toContain('data-trigger="click"');
    expect(inner).toContain('aria-pressed="false"');
    expect(inner).toContain("/media/42/w1024/hero.jpg");
    expect(inner).toContain("https://example.com/b.jpg");
  });
});
