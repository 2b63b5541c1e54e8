/**
 * ElementsKit's image comparison (before/after slider) as pure rules (W-MISC-12, W-MISC-13, W-MOTION-06): the
 * divider's position in percent from a pointer or a key, a drag that starts only past 8 px, and the clip of the
 * "before" image.
 */
export const BEFORE_AFTER_DEFAULTS = { offset: 50, before: "Before", after: "After" } as const;
/** A pointer must travel this far before a press becomes a drag (a shorter move is a tap or a scroll). */
export const DRAG_THRESHOLD_PX = 8;
export const KEY_STEP = 1;
export const KEY_PAGE_STEP = 10;

export type Orientation = "horizontal" | "vertical";

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const tidy = (value: number) => Number(value.toFixed(2));

export function clampOffset(value: number): number {
  return Number.isFinite(value) ? tidy(clamp(value)) : BEFORE_AFTER_DEFAULTS.offset;
}

/** The divider under a pointer at `coordinate` (clientX or clientY) over a box starting at `start` of `length`. */
export function positionFromPointer(coordinate: number, start: number, length: number): number {
  if (length <= 0) return BEFORE_AFTER_DEFAULTS.offset;
  return clampOffset(((coordinate - start) / length) * 100);
}

/** Whether a press that moved by (dx, dy) has become a drag along the slider's axis. */
export function dragStarted(dx: number, dy: number, orientation: Orientation): boolean {
  const along = orientation === "horizontal" ? Math.abs(dx) : Math.abs(dy);
  const across = orientation === "horizontal" ? Math.abs(dy) : Math.abs(dx);
  return along >= DRAG_THRESHOLD_PX && along >= across;
}

/** The position after a key on the handle (a slider: arrows, Page Up/Down, Home, End), or null for other keys. */
export function positionForKey(current: number, key: string, shift = false): number | null {
  const step = shift ? KEY_PAGE_STEP : KEY_STEP;
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clampOffset(current - step);
    case "ArrowRight":
    case "ArrowUp":
      return clampOffset(current + step);
    case "PageDown":
      return clampOffset(current - KEY_PAGE_STEP);
    case "PageUp":
      return clampOffset(current + KEY_PAGE_STEP);
    case "Home":
      return 0;
    case "End":
      return 100;
    default:
      return null;
  }
}

/** The `clip-path` that shows the "before" image up to the divider. */
export function beforeClip(offset: number, orientation: Orientation): string {
  const hidden = tidy(100 - clampOffset(offset));
  return orientation === "horizontal" ? `inset(0 ${hidden}% 0 0)` : `inset(0 0 ${hidden}% 0)`;
}
