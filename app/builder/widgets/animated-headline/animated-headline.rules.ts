/**
 * Elementor Pro's animated headline as pure rules: the highlighted style draws a marker (circle, underline…) over
 * a word; the rotating style cycles words with an effect. Timings are Elementor's defaults.
 */
export const HEADLINE_DEFAULTS = {
  highlightDuration: 1200,
  highlightDelay: 8000,
  rotateDelay: 2500,
  typingLetterDelay: 90,
} as const;

export const MARKERS = [
  "circle",
  "curly",
  "underline",
  "double",
  "double_underline",
  "underline_zigzag",
  "diagonal",
  "strikethrough",
  "x",
] as const;
export type Marker = (typeof MARKERS)[number];

/** The marker's strokes in a 500 × 150 box (drawn stretched over the highlighted word). Vitrine's own shapes. */
export const MARKER_PATHS: Readonly<Record<Marker, readonly string[]>> = {
  circle: [
    "M325 18C228 6 95 10 36 42c-38 21-24 63 44 83 84 24 238 22 330-5 62-18 92-50 47-80-34-22-115-30-195-28",
  ],
  curly: [
    "M4 120c30-22 50-22 70 0s40 22 62 0 40-22 62 0 40 22 62 0 40-22 62 0 40 22 62 0 40-22 62 0 40 22 50 4",
  ],
  underline: ["M6 128c120-14 330-16 488-4"],
  double: ["M8 24c140-12 340-14 486-2", "M6 132c130-14 344-14 488-2"],
  double_underline: ["M6 120c140-10 340-12 488-2", "M40 140c120-8 300-8 420 0"],
  underline_zigzag: ["M8 124 58 108l50 22 50-22 50 22 50-22 50 22 50-22 50 22 50-22 34 14"],
  diagonal: ["M12 138C150 100 330 46 488 12"],
  strikethrough: ["M6 78c150-6 340-6 488 0"],
  x: ["M20 14 480 136", "M480 14 20 136"],
};

export const ROTATE_ANIMATIONS = [
  "typing",
  "clip",
  "flip",
  "swirl",
  "blinds",
  "drop-in",
  "wave",
  "slide",
  "slide-down",
] as const;
export type RotateAnimation = (typeof ROTATE_ANIMATIONS)[number];

/** The rotating words: one per line of the setting, blank lines dropped. */
export function rotatingWords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** The word shown after `index` (round and round when looping, else stopping on the last). */
export function nextWordIndex(index: number, count: number, loop: boolean): number {
  if (count <= 1) return 0;
  if (index + 1 < count) return index + 1;
  return loop ? 0 : index;
}

/** The letters typed `elapsed` ms into typing a word (the typing effect). */
export function typedLetters(
  word: string,
  elapsed: number,
  letterDelay: number = HEADLINE_DEFAULTS.typingLetterDelay,
): string {
  const letters = [...word];
  const count =
    letterDelay <= 0 ? letters.length : Math.min(letters.length, Math.floor(elapsed / letterDelay) + 1);
  return letters.slice(0, Math.max(0, count)).join("");
}
