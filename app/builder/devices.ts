/**
 * Elementor's devices (widgets.md §9, W-CONST-01..03). Desktop-first: desktop rules apply everywhere, tablet
 * rules from TABLET_MAX_WIDTH down, mobile rules below TABLET_MIN_WIDTH. Shared by the generated CSS (server)
 * and the runtime (browser), so both agree on where a device starts.
 */
export const DESKTOP_MIN_WIDTH = 1025;
export const TABLET_MIN_WIDTH = 768;
export const TABLET_MAX_WIDTH = DESKTOP_MIN_WIDTH - 1;
export const MOBILE_MAX_WIDTH = TABLET_MIN_WIDTH - 1;

export const DEVICES = ["desktop", "tablet", "mobile"] as const;
export type Device = (typeof DEVICES)[number];

/** The device a viewport of `width` CSS pixels counts as. */
export function deviceForWidth(width: number): Device {
  if (width >= DESKTOP_MIN_WIDTH) return "desktop";
  if (width >= TABLET_MIN_WIDTH) return "tablet";
  return "mobile";
}

/** The media query under which a device's rules apply (desktop rules need none). */
export function deviceMediaQuery(device: Device): string | null {
  if (device === "tablet") return `(max-width:${TABLET_MAX_WIDTH}px)`;
  if (device === "mobile") return `(max-width:${MOBILE_MAX_WIDTH}px)`;
  return null;
}

/** The settings key holding a device's value of a responsive setting (`size`, `size_tablet`, `size_mobile`). */
export function responsiveKey(key: string, device: Device): string {
  return device === "desktop" ? key : `${key}_${device}`;
}
