import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";
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

/** What the browser module needs (`data-vitrine-config`, worked out on the server: decision 034). */
export interface BackToTopBrowserConfig {
  /** Shown only after a scroll (`show_scroll`); otherwise always. */
  showOnScroll: boolean;
  showAfter: number;
  offset: number;
}

/** Reads the server's back-to-top configuration; null when it is not one. */
export function readBackToTopConfig(value: unknown): BackToTopBrowserConfig | null {
  if (!isRecord(value)) return null;
  const { showOnScroll, showAfter, offset } = value;
  if (typeof showOnScroll !== "boolean" || !isFiniteNumber(showAfter) || !isFiniteNumber(offset)) return null;
  return { showOnScroll, showAfter, offset };
}
