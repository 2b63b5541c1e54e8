import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { HEADLINE_DEFAULTS, nextWordIndex, rotatingWords, typedLetters } from "./animated-headline.rules.ts";

describe("animated headline", () => {
  it("defaults: highlight style, circle marker, 1200 ms drawing, 8000 ms between, rotating every 2500 ms", async () => {
    expect(HEADLINE_DEFAULTS).toMatchObject({
      highlightDuration: 1200,
      highlightDelay: 8000,
      rotateDelay: 2500,
    });
    const { inner } = await renderWidget("animated-headline", {});
    expect(inner).toContain(
      '<h3 class="elementor-headline e-animated elementor-headline--style-highlight" data-style="highlight">',
    );
    expect(inner).toContain('<span class="elementor-screen-only">This page is Amazing</span>');
    expect(inner).toContain("<svg");
  });

  it("rotating words: one per line, round and round when looping; typing types letter by letter", async () => {
    expect(rotatingWords("Clay\n\n Glaze \r\nFire")).toEqual(["Clay", "Glaze", "Fire"]);
    expect(nextWordIndex(0, 3, true)).toBe(1);
    expect(nextWordIndex(2, 3, true)).toBe(0);
    expect(nextWordIndex(2, 3, false)).toBe(2);
    expect(typedLetters("Clay", 0)).toBe("C");
    expect(typedLetters("Clay", 180)).toBe("Cla");
    expect(typedLetters("Clay", 5000)).toBe("Clay");
    const { inner } = await renderWidget("animated-headline", {
      headline_style: "rotate",
      rotating_text: "Clay\nGlaze",
      before_text: "Made of",
    });
    expect(inner).toContain("elementor-headline-animation-type-typing elementor-headline-letters");
    expect(inner).toContain('elementor-headline-dynamic-text elementor-headline-text-active">Clay');
    expect(inner).toContain('elementor-headline-dynamic-text elementor-headline-text-inactive">Glaze');
    expect(inner).toContain('<span class="elementor-screen-only">Made of Clay</span>');
  });
});
