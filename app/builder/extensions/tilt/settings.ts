import { z } from "zod";
import { choice, toggle } from "../../render/fields.ts";
import { TILT_DEFAULTS, type TiltConfig } from "./tilt.rules.ts";

const number = (value: number, min: number, max: number) =>
  z
    .preprocess(
      (raw) => (raw && typeof raw === "object" && "size" in raw ? (raw as { size: unknown }).size : raw),
      z.preprocess(
        (raw) => (typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw),
        z.number().min(min).max(max),
      ),
    )
    .default(value);

/** ElementsKit's widget effects, tilt part (`ekit_we_*`), with the spec's defaults (W-MOTION-01..03). */
export const tiltSettings = z.object({
  ekit_we_effect_on: z.string().default("none"),
  ekit_we_tilt_maxtilt: number(TILT_DEFAULTS.maxTilt, 0, 90),
  ekit_we_tilt_perspective: number(TILT_DEFAULTS.perspective, 50, 5000),
  ekit_we_tilt_parallax_speed: number(TILT_DEFAULTS.speed, 0, 10000),
  ekit_we_tilt_scale: number(TILT_DEFAULTS.scale, 0.5, 2),
  ekit_we_tilt_disableaxis: choice(["", "x", "y"], ""),
  ekit_we_tilt_glare: toggle(true),
  ekit_we_tilt_maxglare: number(TILT_DEFAULTS.maxGlare, 0, 1),
});

export type TiltSettings = z.output<typeof tiltSettings>;

export function tiltConfig(settings: TiltSettings): TiltConfig {
  return {
    maxTilt: settings.ekit_we_tilt_maxtilt,
    perspective: settings.ekit_we_tilt_perspective,
    speed: settings.ekit_we_tilt_parallax_speed,
    scale: settings.ekit_we_tilt_scale,
    disableAxis: settings.ekit_we_tilt_disableaxis,
    glare: settings.ekit_we_tilt_glare,
    maxGlare: settings.ekit_we_tilt_maxglare,
  };
}
