import { DEVICES, responsiveKey } from "../devices.ts";
import type { Settings } from "./element.ts";

/**
 * Elementor's responsive `prefix_class` controls: a wrapper class per device that has a value
 * (`elementor-align-center`, `elementor-tablet-align-left`, `elementor-mobile-position-top`), kept so a site's
 * custom CSS that targets them still applies.
 */
export function devicePrefixClasses(settings: Settings, key: string, prefix: string): string[] {
  return DEVICES.flatMap((device) => {
    const value = settings[responsiveKey(key, device)];
    if ((typeof value !== "string" && typeof value !== "number") || value === "") return [];
    return [device === "desktop" ? `elementor-${prefix}${value}` : `elementor-${device}-${prefix}${value}`];
  });
}
