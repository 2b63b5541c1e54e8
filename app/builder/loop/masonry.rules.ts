/**
 * Masonry for loop grids (widgets.md §9 "Grid layouts"): items keep their own heights and each one moves up under
 * the item above it in its column, instead of waiting for the tallest item of the row. Pure: the browser module
 * (`masonry.client.ts`) measures, these rules place, the module writes the offsets.
 *
 * The layout stays a CSS grid (the server's columns per device, keyboard and reading order untouched); an item's
 * offset is a negative `margin-top` that closes the gap the grid row left above it. Without script the grid is
 * simply a grid.
 */

/** W-MISC-23: the layout is redone 100 ms after the last resize. */
export const MASONRY_RESIZE_DEBOUNCE_MS = 100;
/** W-MISC-24: items move to their new place over 0.4 s (none when the visitor asks for reduced motion). */
export const MASONRY_TRANSITION_S = 0.4;
/**
 * W-MISC-25: while an item of a draggable grid is dragged, the layout follows the pointer at most every 120 ms
 * (`throttle` below). No widget the builder renders today makes its grid draggable; the constant and the rule are
 * here for the one that will.
 */
export const DRAG_MOVE_THROTTLE_MS = 120;

/**
 * Each item's upward offset in px (0 or negative), for items laid in a grid of `columns` columns, row after row,
 * with `rowGap` px between rows. An item's natural top is its grid row's top (the row is as tall as its tallest
 * item); in masonry it sits `rowGap` below the item above it in the same column.
 */
export function masonryOffsets(heights: readonly number[], columns: number, rowGap: number): number[] {
  const perRow = Math.max(1, Math.floor(columns));
  const gap = Math.max(0, rowGap);
  const offsets: number[] = [];
  /** Where each column's last placed item ends (masonry), and where the grid's row starts (natural). */
  const columnBottoms = new Array<number>(perRow).fill(-gap);
  let rowTop = 0;
  for (let start = 0; start < heights.length; start += perRow) {
    const row = heights.slice(start, start + perRow).map((height) => Math.max(0, height));
    row.forEach((height, column) => {
      const top = (columnBottoms[column] ?? -gap) + gap;
      offsets.push(Math.min(0, top - rowTop));
      columnBottoms[column] = top + height;
    });
    rowTop += Math.max(...row) + gap;
  }
  return offsets;
}

/** The grid's height once items are offset: the lowest column bottom (what the container should shrink to). */
export function masonryHeight(heights: readonly number[], columns: number, rowGap: number): number {
  const perRow = Math.max(1, Math.floor(columns));
  const offsets = masonryOffsets(heights, perRow, rowGap);
  let rowTop = 0;
  let bottom = 0;
  for (let start = 0; start < heights.length; start += perRow) {
    const row = heights.slice(start, start + perRow).map((height) => Math.max(0, height));
    row.forEach((height, column) => {
      bottom = Math.max(bottom, rowTop + (offsets[start + column] ?? 0) + height);
    });
    rowTop += Math.max(...row) + Math.max(0, rowGap);
  }
  return bottom;
}

/** The number of columns a rendered grid shows: the count of `grid-template-columns` tracks. */
export function columnCount(gridTemplateColumns: string): number {
  const tracks = gridTemplateColumns
    .trim()
    .split(/\s+(?![^(]*\))/)
    .filter(Boolean);
  return Math.max(1, tracks.length);
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** Calls `action` once, `wait` ms after the last call (a burst of resize events gives one layout). */
export function debounce(action: () => void, wait: number, timers: Timers = realTimers) {
  let handle: unknown = null;
  const debounced = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = null;
      action();
    }, wait);
  };
  debounced.cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return debounced;
}

/**
 * Calls `action` at once, then at most once every `wait` ms while calls keep coming, and once more after the
 * last call when one arrived inside the window (the final position is never lost).
 */
export function throttle(action: () => void, wait: number, timers: Timers = realTimers) {
  let last = Number.NEGATIVE_INFINITY;
  let trailing: unknown = null;
  const throttled = () => {
    const now = timers.now();
    const remaining = last + wait - now;
    if (remaining <= 0) {
      last = now;
      action();
      return;
    }
    if (trailing === null)
      trailing = timers.setTimeout(() => {
        trailing = null;
        last = timers.now();
        action();
      }, remaining);
  };
  throttled.cancel = () => {
    if (trailing !== null) timers.clearTimeout(trailing);
    trailing = null;
  };
  return throttled;
}
