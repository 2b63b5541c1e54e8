/**
 * Elementor Pro's hotspot as pure rules (W-MISC-18, W-MISC-19): each spot's tooltip is open or closed, turned by
 * hover or click as set (one open at a time), and its side flips when it would leave the viewport, re-checked on
 * resize after 250 ms.
 */
export const HOTSPOT_RESIZE_DEBOUNCE_MS = 250;

export type HotspotTrigger = "mouseenter" | "click" | "none";
export type TooltipSide = "top" | "right" | "bottom" | "left";
export type HotspotEvent = "enter" | "leave" | "click" | "key" | "escape" | "outside";

/** The next open state of a spot after an event, for the widget's trigger. */
export function nextHotspotState(open: boolean, event: HotspotEvent, trigger: HotspotTrigger): boolean {
  if (trigger === "none") return true;
  switch (event) {
    case "enter":
      return trigger === "mouseenter" ? true : open;
    case "leave":
      return trigger === "mouseenter" ? false : open;
    case "click":
    case "key":
      return !open;
    case "escape":
    case "outside":
      return false;
  }
}

const OPPOSITE: Record<TooltipSide, TooltipSide> = {
  top: "bottom",
  bottom: "top",
  left: "right",
  right: "left",
};

/** The side a tooltip goes on: the chosen one, or the opposite when the chosen one has no room and that one has. */
export function tooltipSide(
  preferred: TooltipSide,
  spot: { top: number; left: number; bottom: number; right: number },
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 10,
): TooltipSide {
  const room: Record<TooltipSide, boolean> = {
    top: spot.top - tooltip.height - gap >= 0,
    bottom: spot.bottom + tooltip.height + gap <= viewport.height,
    left: spot.left - tooltip.width - gap >= 0,
    right: spot.right + tooltip.width + gap <= viewport.width,
  };
  return room[preferred] || !room[OPPOSITE[preferred]] ? preferred : OPPOSITE[preferred];
}

/** A spot's position in the image: `left`/`right` and `top`/`bottom` offsets in percent. */
export function spotPosition(
  horizontal: "left" | "right",
  x: number,
  vertical: "top" | "bottom",
  y: number,
): Record<string, string> {
  const clamp = (value: number) => `${Math.min(100, Math.max(0, Number.isFinite(value) ? value : 50))}%`;
  return { [horizontal]: clamp(x), [vertical]: clamp(y) };
}
