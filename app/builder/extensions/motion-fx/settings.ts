import { z } from "zod";
import { choice, slider, toggle } from "../../render/fields.ts";
import type { FadeDirection, MotionConfig, Range, ScrollEffects } from "./motion-fx.rules.ts";

/**
 * Elementor Pro's motion effects settings on any element (`motion_fx_*`), each with Elementor's default: scrolling
 * effects (vertical and horizontal scroll, transparency, blur, rotate, scale), mouse effects (track, 3D tilt), the
 * devices they run on and what the scroll is measured against.
 */
function range(start: number, end: number) {
  const bound = (value: number) =>
    z
      .preprocess(
        (raw) => (typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw),
        z.number().min(0).max(100),
      )
      .default(value);
  return z
    .object({
      unit: z.string().default("%"),
      sizes: z
        .object({ start: bound(start), end: bound(end) })
        .loose()
        .default({ start, end }),
    })
    .loose()
    .default({ unit: "%", sizes: { start, end } });
}
const fade = choice(["out-in", "in-out", "in-out-in", "out-in-out"], "out-in");
const direction = choice(["", "negative"], "");

export const motionFxSettings = z.object({
  motion_fx_motion_fx_scrolling: toggle(),
  motion_fx_translateY_effect: toggle(),
  motion_fx_translateY_direction: direction,
  motion_fx_translateY_speed: slider(4),
  motion_fx_translateY_affectedRange: range(0, 100),
  motion_fx_translateX_effect: toggle(),
  motion_fx_translateX_direction: direction,
  motion_fx_translateX_speed: slider(4),
  motion_fx_translateX_affectedRange: range(0, 100),
  motion_fx_opacity_effect: toggle(),
  motion_fx_opacity_direction: fade,
  motion_fx_opacity_level: slider(10),
  motion_fx_opacity_range: range(20, 80),
  motion_fx_blur_effect: toggle(),
  motion_fx_blur_direction: fade,
  motion_fx_blur_level: slider(7),
  motion_fx_blur_range: range(20, 80),
  motion_fx_rotateZ_effect: toggle(),
  motion_fx_rotateZ_direction: direction,
  motion_fx_rotateZ_speed: slider(1),
  motion_fx_rotateZ_affectedRange: range(0, 100),
  motion_fx_scale_effect: toggle(),
  motion_fx_scale_direction: fade,
  motion_fx_scale_speed: slider(4),
  motion_fx_scale_range: range(20, 80),
  motion_fx_transform_origin_x: choice(["left", "center", "right"], "center"),
  motion_fx_transform_origin_y: choice(["top", "center", "bottom"], "center"),
  motion_fx_devices: z
    .array(z.enum(["desktop", "tablet", "mobile"]))
    .default(["desktop", "tablet", "mobile"]),
  motion_fx_range: choice(["", "viewport", "page"], ""),
  motion_fx_motion_fx_mouse: toggle(),
  motion_fx_mouseTrack_effect: toggle(),
  motion_fx_mouseTrack_direction: direction,
  motion_fx_mouseTrack_speed: slider(1),
  motion_fx_tilt_effect: toggle(),
  motion_fx_tilt_direction: direction,
  motion_fx_tilt_speed: slider(4),
});

export type MotionFxSettings = z.output<typeof motionFxSettings>;

export const MOTION_FX_FRONTEND_SETTINGS = Object.keys(motionFxSettings.shape);

const size = (value: { size: number | "" }, fallback: number) =>
  typeof value.size === "number" ? value.size : fallback;
const rangeOf = (value: { sizes: { start: number; end: number } }): Range => ({
  start: Math.min(value.sizes.start, value.sizes.end),
  end: Math.max(value.sizes.start, value.sizes.end),
});

/** The settings as the maths wants them; effects switched off are absent. */
export function motionConfig(settings: MotionFxSettings): MotionConfig {
  const s = settings;
  let scrolling: ScrollEffects | null = null;
  if (s.motion_fx_motion_fx_scrolling) {
    scrolling = {};
    if (s.motion_fx_translateY_effect)
      scrolling.translateY = {
        speed: size(s.motion_fx_translateY_speed, 4),
        negative: s.motion_fx_translateY_direction === "negative",
        range: rangeOf(s.motion_fx_translateY_affectedRange),
      };
    if (s.motion_fx_translateX_effect)
      scrolling.translateX = {
        speed: size(s.motion_fx_translateX_speed, 4),
        negative: s.motion_fx_translateX_direction === "negative",
        range: rangeOf(s.motion_fx_translateX_affectedRange),
      };
    if (s.motion_fx_opacity_effect)
      scrolling.opacity = {
        level: size(s.motion_fx_opacity_level, 10),
        direction: s.motion_fx_opacity_direction as FadeDirection,
        range: rangeOf(s.motion_fx_opacity_range),
      };
    if (s.motion_fx_blur_effect)
      scrolling.blur = {
        level: size(s.motion_fx_blur_level, 7),
        direction: s.motion_fx_blur_direction as FadeDirection,
        range: rangeOf(s.motion_fx_blur_range),
      };
    if (s.motion_fx_rotateZ_effect)
      scrolling.rotateZ = {
        speed: size(s.motion_fx_rotateZ_speed, 1),
        negative: s.motion_fx_rotateZ_direction === "negative",
        range: rangeOf(s.motion_fx_rotateZ_affectedRange),
      };
    if (s.motion_fx_scale_effect)
      scrolling.scale = {
        speed: size(s.motion_fx_scale_speed, 4),
        direction: s.motion_fx_scale_direction as FadeDirection,
        range: rangeOf(s.motion_fx_scale_range),
      };
    if (Object.keys(scrolling).length === 0) scrolling = null;
  }
  let mouse: MotionConfig["mouse"] = null;
  if (s.motion_fx_motion_fx_mouse) {
    mouse = {};
    if (s.motion_fx_mouseTrack_effect)
      mouse.mouseTrack = {
        speed: size(s.motion_fx_mouseTrack_speed, 1),
        negative: s.motion_fx_mouseTrack_direction === "negative",
      };
    if (s.motion_fx_tilt_effect)
      mouse.tilt = {
        speed: size(s.motion_fx_tilt_speed, 4),
        negative: s.motion_fx_tilt_direction === "negative",
      };
    if (Object.keys(mouse).length === 0) mouse = null;
  }
  return {
    scrolling,
    mouse,
    devices: s.motion_fx_devices,
    relativeTo: s.motion_fx_range === "page" ? "page" : "viewport",
    origin: { x: s.motion_fx_transform_origin_x, y: s.motion_fx_transform_origin_y },
  };
}

/** Background motion effects on sections and containers: the same settings, each named `background_<name>`. */
export const BACKGROUND_PREFIX = "background_";

export const backgroundMotionFxSettings = z.object(
  Object.fromEntries(
    Object.entries(motionFxSettings.shape).map(([key, field]) => [`${BACKGROUND_PREFIX}${key}`, field]),
  ) as { [Key in keyof MotionFxSettings as `background_${Key}`]: (typeof motionFxSettings.shape)[Key] },
);

export const BACKGROUND_MOTION_FX_FRONTEND_SETTINGS = Object.keys(backgroundMotionFxSettings.shape);

/** The background settings as the maths wants them (the same fields, without their prefix). */
export function backgroundMotionConfig(settings: z.output<typeof backgroundMotionFxSettings>): MotionConfig {
  const unprefixed = Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key.slice(BACKGROUND_PREFIX.length), value]),
  );
  // The same field schemas parsed these values, under the other names.
  return motionConfig(unprefixed as MotionFxSettings);
}

const on = (value: unknown) => value === "yes" || value === true;

/** Whether an element's own settings switch element motion effects on. */
export const hasElementMotion = (settings: Record<string, unknown>) =>
  on(settings.motion_fx_motion_fx_scrolling) || on(settings.motion_fx_motion_fx_mouse);

/**
 * Whether a section or container draws its background in a motion layer: background scrolling or mouse effects
 * switched on (Elementor Pro offers them on layout elements only).
 */
export const hasBackgroundMotion = (settings: Record<string, unknown>, elType: string) =>
  (elType === "section" || elType === "container") &&
  (on(settings.background_motion_fx_motion_fx_scrolling) ||
    on(settings.background_motion_fx_motion_fx_mouse));
