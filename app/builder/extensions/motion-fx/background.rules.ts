import {
  blurAt,
  type MotionConfig,
  mouseTilt,
  opacityAt,
  progressInRange,
  rotateAt,
  scaleAt,
} from "./motion-fx.rules.ts";

/**
 * Elementor Pro's background motion effects (`background_motion_fx_*`) as pure maths. The section's background
 * is drawn by a layer (`.elementor-motion-effects-layer`) inside a clipping container that fills the section;
 * the layer is larger than the section by `speed × 10` percent along each axis it travels, and the effects move
 * it within that margin, so the section's edges never show. Rotate, scale, transparency, blur and 3D tilt reuse
 * the element maths of `motion-fx.rules.ts`.
 */

/** Travel, in percent of the section, of a translate or mouse-track effect of this speed. */
export const travelOf = (speed: number) => Math.max(0, speed) * 10;

const round = (value: number, digits = 3) => Number(value.toFixed(digits)) || 0;

/** How much larger than the section the layer is, in percent of the section, per axis. */
export function backgroundExtra(config: MotionConfig): { x: number; y: number } {
  const scroll = config.scrolling;
  const track = config.mouse?.mouseTrack;
  return {
    x: (scroll?.translateX ? travelOf(scroll.translateX.speed) : 0) + (track ? travelOf(track.speed) : 0),
    y: (scroll?.translateY ? travelOf(scroll.translateY.speed) : 0) + (track ? travelOf(track.speed) : 0),
  };
}

/** The layer's size in percent of the section: 100 plus the travel of the effects that move it. */
export function backgroundLayerSize(config: MotionConfig): { width: number; height: number } {
  const extra = backgroundExtra(config);
  return { width: 100 + extra.x, height: 100 + extra.y };
}

/**
 * A scroll translate's offset in percent of the section, between `-travel` and 0. By default the background
 * moves up (or left) as the page scrolls down, ahead of the content, as an element's translate does; `negative`
 * ("down") lets it lag behind the content, the classic parallax.
 */
export function backgroundScrollOffset(
  progress: number,
  effect: { speed: number; negative: boolean; range: { start: number; end: number } },
): number {
  const travelled = progressInRange(progress, effect.range) / 100;
  const travel = travelOf(effect.speed);
  return round(effect.negative ? -(1 - travelled) * travel : -travelled * travel, 2);
}

/**
 * A mouse-track offset in percent of the section, between `-travel` and 0: centred while the pointer is at the
 * middle of the window, away from the pointer by default and towards it when `negative`.
 */
export function backgroundTrackOffset(ratio: number, effect: { speed: number; negative: boolean }): number {
  const travel = travelOf(effect.speed);
  const sign = effect.negative ? 1 : -1;
  return round(-travel / 2 + (sign * ratio * travel) / 2, 2);
}

export interface BackgroundStyle {
  transform: string;
  opacity: string;
  filter: string;
}

/**
 * The layer's CSS for a scroll progress and a pointer position (-1…1 each axis): translate in percent of the
 * layer itself (CSS translate percentages), then rotate, scale and tilt; transparency and blur. Only `transform`,
 * `opacity` and `filter`.
 */
export function backgroundStyle(
  progress: number,
  pointer: { x: number; y: number },
  config: MotionConfig,
): BackgroundStyle {
  const scroll = config.scrolling;
  const mouse = config.mouse;
  const size = backgroundLayerSize(config);
  let x = 0;
  let y = 0;
  if (scroll?.translateX) x += backgroundScrollOffset(progress, scroll.translateX);
  if (scroll?.translateY) y += backgroundScrollOffset(progress, scroll.translateY);
  if (mouse?.mouseTrack) {
    x += backgroundTrackOffset(pointer.x, mouse.mouseTrack);
    y += backgroundTrackOffset(pointer.y, mouse.mouseTrack);
  }
  const parts: string[] = [];
  if (x !== 0 || y !== 0)
    parts.push(`translate(${round((x / size.width) * 100)}%, ${round((y / size.height) * 100)}%)`);
  if (scroll?.rotateZ) parts.push(`rotateZ(${rotateAt(progress, scroll.rotateZ)}deg)`);
  if (scroll?.scale) parts.push(`scale(${scaleAt(progress, scroll.scale)})`);
  if (mouse?.tilt) {
    const tilt = mouseTilt(pointer, mouse.tilt);
    parts.push(`perspective(1000px) rotateX(${tilt.rotateX}deg) rotateY(${tilt.rotateY}deg)`);
  }
  return {
    transform: parts.join(" "),
    opacity: scroll?.opacity ? String(opacityAt(progress, scroll.opacity)) : "",
    filter: scroll?.blur ? `blur(${blurAt(progress, scroll.blur)}px)` : "",
  };
}
