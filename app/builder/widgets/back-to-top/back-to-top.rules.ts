import type { SliderValue } from "../../render/fields.ts";

/** A slider's size in px, 0 when unset. */
export function sliderPx(value: SliderValue | undefined): number {
  const size = value?.size;
  return typeof size === "number" && Number.isFinite(size) ? Math.max(0, size) : 0;
}

/** W-MISC-26: the button shows only once the scroll exceeds `show_after` plus the offset. */
export function backToTopVisible(scrollTop: number, showAfter: number, offset: number): boolean {
  return scrollTop > showAfter + offset;
}
