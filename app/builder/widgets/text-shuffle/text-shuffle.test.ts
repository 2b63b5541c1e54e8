import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  SHUFFLE_FPS,
  SHUFFLE_FRAME_MS,
  SHUFFLE_STEP,
  shuffleFrame,
  shuffleFrameAt,
  shuffleFrameCount,
} from "./text-shuffle.rules.ts";

const zero = () => 0;

describe("text shuffle", () => {
  it("W-MOTION-04 step 8: letter i settles at frame i + 8", () => {
    expect(SHUFFLE_STEP).toBe(8);
    expect(shuffleFrameCount("Clay")).toBe(12);
    expect(shuffleFrame("Clay", 0, zero)).toBe("A   ");
    expect(shuffleFrame("Clay", 3, zero)).toBe("AAAA");
    expect(shuffleFrame("Clay", 8, zero)).toBe("CAAA");
    expect(shuffleFrame("Clay", 10, zero)).toBe("ClaA");
    expect(shuffleFrame("Clay", 11, zero)).toBe("Clay");
    expect(shuffleFrame("a b", 1, zero)).toBe("A b".replace("b", " "));
  });

  it("W-MOTION-05 25 frames a second: a frame every 40 ms", () => {
    expect(SHUFFLE_FPS).toBe(25);
    expect(SHUFFLE_FRAME_MS).toBe(40);
    expect(shuffleFrameAt(39)).toBe(0);
    expect(shuffleFrameAt(40)).toBe(1);
    expect(shuffleFrameAt(1000)).toBe(25);
  });

  it("renders the final text for screen readers and without script", async () => {
    const { inner } = await renderWidget("elementskit-text-shuffle", {
      ekit_text_shuffle_text: "Since 1998",
    });
    expect(inner).toContain(
      '<h2 class="ekit-text-shuffle" data-trigger="view"><span class="elementor-screen-only">Since 1998</span>',
    );
    expect(inner).toContain('data-text="Since 1998">Since 1998</span>');
  });
});
