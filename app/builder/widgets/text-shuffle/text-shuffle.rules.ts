/**
 * ElementsKit's text shuffle as pure rules (W-MOTION-04, W-MOTION-05): at 25 frames a second each letter shows
 * random glyphs until it settles, the letters settling one after another, each 8 frames after it started.
 */
export const SHUFFLE_STEP = 8;
export const SHUFFLE_FPS = 25;
export const SHUFFLE_FRAME_MS = 1000 / SHUFFLE_FPS;
export const SHUFFLE_GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#%&*+=?";

/** How many frames the shuffle of `text` takes: the last letter starts at its index and settles 8 frames later. */
export function shuffleFrameCount(text: string, step: number = SHUFFLE_STEP): number {
  const letters = [...text];
  return letters.length === 0 ? 0 : letters.length + step;
}

/**
 * The text shown at `frame`: letters before the settling front are final, spaces stay spaces, the rest are
 * random glyphs (`random` gives 0 ≤ n < 1, injectable for tests). Letter i settles at frame i + step.
 */
export function shuffleFrame(
  text: string,
  frame: number,
  random: () => number = Math.random,
  step: number = SHUFFLE_STEP,
): string {
  return [...text]
    .map((letter, index) => {
      if (frame >= index + step || /\s/.test(letter)) return letter;
      if (frame < index) return " ";
      return SHUFFLE_GLYPHS[Math.floor(random() * SHUFFLE_GLYPHS.length)] ?? letter;
    })
    .join("");
}

/** The frame reached `elapsed` ms after the start. */
export function shuffleFrameAt(elapsed: number): number {
  return Math.max(0, Math.floor(elapsed / SHUFFLE_FRAME_MS));
}
