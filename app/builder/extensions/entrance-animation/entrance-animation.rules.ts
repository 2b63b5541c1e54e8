import type { Device } from "../../devices.ts";

/**
 * Elementor's entrance animations (`_animation` on widgets, `animation` on sections, columns and containers):
 * the element waits hidden (`elementor-invisible`) until it scrolls into view, then gets `animated <name>` and its
 * duration class, as Elementor does with its animate.css set, after its delay.
 */

/** The animation names Vitrine draws (Elementor's animate.css set); any other name shows the element unanimated. */
export const ENTRANCE_ANIMATIONS = [
  "fadeIn",
  "fadeInDown",
  "fadeInLeft",
  "fadeInRight",
  "fadeInUp",
  "zoomIn",
  "zoomInDown",
  "zoomInLeft",
  "zoomInRight",
  "zoomInUp",
  "bounceIn",
  "bounceInDown",
  "bounceInLeft",
  "bounceInRight",
  "bounceInUp",
  "slideInDown",
  "slideInLeft",
  "slideInRight",
  "slideInUp",
  "rotateIn",
  "rotateInDownLeft",
  "rotateInDownRight",
  "rotateInUpLeft",
  "rotateInUpRight",
  "lightSpeedIn",
  "rollIn",
  "bounce",
  "flash",
  "pulse",
  "rubberBand",
  "shake",
  "headShake",
  "swing",
  "tada",
  "wobble",
  "jello",
] as const;

export const INVISIBLE_CLASS = "elementor-invisible";
/** Elementor's duration choices: "" normal (1 s), `slow` (2 s), `fast` (0.75 s). */
export const DURATION_CLASSES: Readonly<Record<string, string>> = {
  slow: "animated-slow",
  fast: "animated-fast",
};

export interface EntranceAnimation {
  name: string;
  classes: string[];
  delay: number;
}

type Settings = Record<string, unknown>;

/** The settings key for an element type: `_animation` on widgets, `animation` on layout elements. */
export function animationKey(elType: string): "_animation" | "animation" {
  return elType === "widget" ? "_animation" : "animation";
}

const named = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The animation this element plays on a device (a device's own setting, else the larger device's), or null. */
export function entranceAnimation(
  settings: Settings,
  elType: string,
  device: Device,
): EntranceAnimation | null {
  const key = animationKey(elType);
  const chain =
    device === "mobile" ? ["_mobile", "_tablet", ""] : device === "tablet" ? ["_tablet", ""] : [""];
  let name: string | null = null;
  for (const suffix of chain) {
    name = named(settings[`${key}${suffix}`]);
    if (name) break;
  }
  if (!name || name === "none") return null;
  const duration = DURATION_CLASSES[String(settings.animation_duration ?? "")];
  const rawDelay = Number(settings[`${key}_delay`] ?? 0);
  return {
    name,
    classes: ["animated", name, ...(duration ? [duration] : [])],
    delay: Number.isFinite(rawDelay) && rawDelay > 0 ? Math.min(rawDelay, 60_000) : 0,
  };
}

/** Whether any device of this element asks for an entrance animation (the server then marks it invisible). */
export function hasEntranceAnimation(settings: Settings, elType: string): boolean {
  return (["desktop", "tablet", "mobile"] as const).some((device) =>
    entranceAnimation(settings, elType, device),
  );
}
