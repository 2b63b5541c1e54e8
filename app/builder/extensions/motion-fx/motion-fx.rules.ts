import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";
import { DEVICES, type Device } from "../../devices.ts";

/**
 * Elementor Pro's motion effects as pure maths (W-MOTION-07): a scroll progress (0–100 % of the element's way
 * through the viewport, or of the page) becomes a transform, an opacity and a blur; a pointer position becomes a
 * mouse-track offset or a 3D tilt. The browser module only measures and writes what these return.
 */

/** Resize work (re-measuring every element) is debounced by this much (W-MOTION-07). */
export const MOTION_FX_RESIZE_DEBOUNCE_MS = 200;

/** A range within the scroll progress, in percent: `{sizes: {start, end}}` in Elementor's settings. */
export interface Range {
  start: number;
  end: number;
}

/** Fade and scale directions: `out-in` (appears), `in-out` (disappears), and the two there-and-back ones. */
export type FadeDirection = "out-in" | "in-out" | "in-out-in" | "out-in-out";

export interface ScrollEffects {
  translateY?: { speed: number; negative: boolean; range: Range };
  translateX?: { speed: number; negative: boolean; range: Range };
  opacity?: { level: number; direction: FadeDirection; range: Range };
  blur?: { level: number; direction: FadeDirection; range: Range };
  rotateZ?: { speed: number; negative: boolean; range: Range };
  scale?: { speed: number; direction: FadeDirection; range: Range };
}

export interface MouseEffects {
  mouseTrack?: { speed: number; negative: boolean };
  tilt?: { speed: number; negative: boolean };
}

export interface MotionConfig {
  scrolling: ScrollEffects | null;
  mouse: MouseEffects | null;
  devices: readonly Device[];
  /** `viewport`: progress through the visible window; `page`: progress of the whole page's scroll. */
  relativeTo: "viewport" | "page";
  origin: { x: "left" | "center" | "right"; y: "top" | "center" | "bottom" };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * How far (0–100) an element has travelled through the viewport: 0 as its top edge enters at the bottom, 100 as
 * its bottom edge leaves at the top.
 */
export function viewportProgress(elementTop: number, elementHeight: number, viewportHeight: number): number {
  const travel = viewportHeight + elementHeight;
  if (travel <= 0) return 0;
  return round(clamp(((viewportHeight - elementTop) / travel) * 100, 0, 100), 2);
}

/** How far (0–100) the page has been scrolled. */
export function pageProgress(scrollY: number, documentHeight: number, viewportHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return round(clamp((scrollY / scrollable) * 100, 0, 100), 2);
}

/** Progress within a sub-range, 0–100 (0 before it starts, 100 after it ends). */
export function progressInRange(progress: number, range: Range): number {
  const span = range.end - range.start;
  if (span <= 0) return progress >= range.end ? 100 : 0;
  return clamp(((progress - range.start) / span) * 100, 0, 100);
}

/**
 * Translation in px: centred on the middle of the range (0 px at its midpoint), `speed` px per percent of range
 * travelled; by default the element moves against the scroll (up for Y, left for X), `negative` reverses it.
 */
export function translateAt(progress: number, effect: { speed: number; negative: boolean; range: Range }) {
  const moved = progressInRange(progress, effect.range) - 50;
  return round(moved * effect.speed * (effect.negative ? 1 : -1), 2) || 0;
}

/** Rotation in degrees: 0 at the range's midpoint, `speed` × 0.36° per percent (speed 1 = ±18°). */
export function rotateAt(progress: number, effect: { speed: number; negative: boolean; range: Range }) {
  const moved = progressInRange(progress, effect.range) - 50;
  return round(moved * effect.speed * 0.36 * (effect.negative ? -1 : 1), 2) || 0;
}

/**
 * The intensity (0 = fully "in", 1 = fully "out") of a fade-like effect. `out-in` goes from out to in across the
 * range; `in-out` the reverse; `in-out-in` is in before the range, fades out up to its start, stays out within
 * it and fades back in after its end (and `out-in-out` the opposite).
 */
export function outness(progress: number, direction: FadeDirection, range: Range): number {
  switch (direction) {
    case "out-in":
      return 1 - progressInRange(progress, range) / 100;
    case "in-out":
      return progressInRange(progress, range) / 100;
    case "in-out-in":
      if (progress < range.start) return range.start <= 0 ? 1 : progress / range.start;
      if (progress > range.end) return range.end >= 100 ? 1 : 1 - (progress - range.end) / (100 - range.end);
      return 1;
    case "out-in-out":
      if (progress < range.start) return range.start <= 0 ? 0 : 1 - progress / range.start;
      if (progress > range.end) return range.end >= 100 ? 0 : (progress - range.end) / (100 - range.end);
      return 0;
  }
}

/** Opacity: `level` 10 fades to 0, level 1 to 0.9. */
export function opacityAt(
  progress: number,
  effect: { level: number; direction: FadeDirection; range: Range },
) {
  return round(1 - (outness(progress, effect.direction, effect.range) * clamp(effect.level, 0, 10)) / 10);
}

/** Blur in px: `level` px when fully out. */
export function blurAt(progress: number, effect: { level: number; direction: FadeDirection; range: Range }) {
  return round(outness(progress, effect.direction, effect.range) * Math.max(0, effect.level), 2);
}

/** Scale: 1 when in, `1 - speed / 10` (never below 0) when out. */
export function scaleAt(progress: number, effect: { speed: number; direction: FadeDirection; range: Range }) {
  const out = outness(progress, effect.direction, effect.range);
  return round(Math.max(0, 1 - (out * clamp(effect.speed, -10, 10)) / 10));
}

export interface MotionStyle {
  transform: string;
  opacity: string;
  filter: string;
}

/** The CSS a scroll progress gives an element: `transform`, `opacity` and `filter` only (nothing that re-lays out). */
export function scrollStyle(progress: number, effects: ScrollEffects): MotionStyle {
  const parts: string[] = [];
  if (effects.translateX) parts.push(`translateX(${translateAt(progress, effects.translateX)}px)`);
  if (effects.translateY) parts.push(`translateY(${translateAt(progress, effects.translateY)}px)`);
  if (effects.rotateZ) parts.push(`rotateZ(${rotateAt(progress, effects.rotateZ)}deg)`);
  if (effects.scale) parts.push(`scale(${scaleAt(progress, effects.scale)})`);
  return {
    transform: parts.join(" "),
    opacity: effects.opacity ? String(opacityAt(progress, effects.opacity)) : "",
    filter: effects.blur ? `blur(${blurAt(progress, effects.blur)}px)` : "",
  };
}

/**
 * A pointer's position in the window as -1…1 on each axis (0, 0 at the centre), the input of mouse effects.
 */
export function pointerRatio(x: number, y: number, width: number, height: number) {
  return {
    x: width > 0 ? round(clamp((x / width) * 2 - 1, -1, 1)) : 0,
    y: height > 0 ? round(clamp((y / height) * 2 - 1, -1, 1)) : 0,
  };
}

/** Mouse track: up to `speed` × 10 px away from the pointer (towards it when `negative`, Elementor's "Direct"). */
export function mouseTrackOffset(
  ratio: { x: number; y: number },
  effect: { speed: number; negative: boolean },
) {
  const sign = effect.negative ? 1 : -1;
  return {
    x: round(ratio.x * effect.speed * 10 * sign, 2) || 0,
    y: round(ratio.y * effect.speed * 10 * sign, 2) || 0,
  };
}

/** 3D tilt: up to `speed` × 2.5° about each axis, turning the element's face towards the pointer (away if `negative`). */
export function mouseTilt(ratio: { x: number; y: number }, effect: { speed: number; negative: boolean }) {
  const sign = effect.negative ? -1 : 1;
  return {
    rotateX: round(-ratio.y * effect.speed * 2.5 * sign, 2) || 0,
    rotateY: round(ratio.x * effect.speed * 2.5 * sign, 2) || 0,
  };
}

export function mouseStyle(ratio: { x: number; y: number }, effects: MouseEffects): string {
  const parts: string[] = [];
  if (effects.mouseTrack) {
    const offset = mouseTrackOffset(ratio, effects.mouseTrack);
    parts.push(`translate(${offset.x}px, ${offset.y}px)`);
  }
  if (effects.tilt) {
    const tilt = mouseTilt(ratio, effects.tilt);
    parts.push(`perspective(1000px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg)`);
  }
  return parts.join(" ");
}

/** Whether motion runs on this device and for this visitor. */
export function motionActive(config: MotionConfig, device: Device, reducedMotion: boolean): boolean {
  return (
    !reducedMotion && config.devices.includes(device) && (config.scrolling !== null || config.mouse !== null)
  );
}

/** What the browser module needs for one element (`data-vitrine-config`, decision 034). */
export interface MotionBrowserConfig {
  /** The element's own effects, when it has any. */
  element: MotionConfig | null;
  /** Its background's effects (sections and containers), when it has any. */
  background: MotionConfig | null;
}

const FADE_DIRECTIONS: readonly string[] = ["out-in", "in-out", "in-out-in", "out-in-out"];
const isRange = (value: unknown): value is Range =>
  isRecord(value) && isFiniteNumber(value.start) && isFiniteNumber(value.end);
/** One effect: its numbers, flags and fade direction well formed, its range a range. */
const isEffect = (value: unknown, numbers: readonly string[], flag: "negative" | "direction") =>
  isRecord(value) &&
  numbers.every((key) => isFiniteNumber(value[key])) &&
  (flag === "negative"
    ? typeof value.negative === "boolean"
    : typeof value.direction === "string" && FADE_DIRECTIONS.includes(value.direction)) &&
  (!("range" in value) || isRange(value.range));
const SCROLL_EFFECTS: Record<string, [readonly string[], "negative" | "direction"]> = {
  translateY: [["speed"], "negative"],
  translateX: [["speed"], "negative"],
  rotateZ: [["speed"], "negative"],
  opacity: [["level"], "direction"],
  blur: [["level"], "direction"],
  scale: [["speed"], "direction"],
};
const MOUSE_EFFECTS: Record<string, [readonly string[], "negative" | "direction"]> = {
  mouseTrack: [["speed"], "negative"],
  tilt: [["speed"], "negative"],
};
const effectsValid = (value: unknown, known: typeof SCROLL_EFFECTS) =>
  value === null ||
  (isRecord(value) &&
    Object.entries(value).every(([key, effect]) => {
      const shape = known[key];
      return shape !== undefined && (effect === undefined || isEffect(effect, shape[0], shape[1]));
    }));

/** One motion configuration as the server wrote it; null when it is not one. */
export function readMotionConfig(value: unknown): MotionConfig | null {
  if (!isRecord(value) || !Array.isArray(value.devices) || !isRecord(value.origin)) return null;
  const { x, y } = value.origin;
  if (
    !value.devices.every((device) => DEVICES.includes(device)) ||
    (value.relativeTo !== "viewport" && value.relativeTo !== "page") ||
    (x !== "left" && x !== "center" && x !== "right") ||
    (y !== "top" && y !== "center" && y !== "bottom") ||
    !effectsValid(value.scrolling, SCROLL_EFFECTS) ||
    !effectsValid(value.mouse, MOUSE_EFFECTS)
  )
    return null;
  // Every field was checked above.
  return value as unknown as MotionConfig;
}

/** The server's motion configuration of an element (decision 034); null when it is not one. */
export function readMotionBrowserConfig(value: unknown): MotionBrowserConfig | null {
  if (!isRecord(value)) return null;
  const element = value.element === null ? null : readMotionConfig(value.element);
  const background = value.background === null ? null : readMotionConfig(value.background);
  if ((value.element !== null && !element) || (value.background !== null && !background)) return null;
  return { element, background };
}
