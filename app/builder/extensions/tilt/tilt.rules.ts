import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";

/**
 * ElementsKit's tilt effect (widget effects, `ekit_we_effect_on: "tilt"`) as pure maths (W-MOTION-01..03): the
 * pointer's place over the widget turns it in 3D, up to half the max tilt each way, with a glare following it.
 */
export const TILT_DEFAULTS = { maxTilt: 20, perspective: 300, speed: 400, scale: 1, maxGlare: 0.5 } as const;
export const TILT_EASING = "cubic-bezier(.03,.98,.52,.99)";

export interface TiltConfig {
  maxTilt: number;
  perspective: number;
  speed: number;
  scale: number;
  disableAxis: "" | "x" | "y";
  glare: boolean;
  maxGlare: number;
}

export interface TiltState {
  rotateX: number;
  rotateY: number;
  /** Glare angle in degrees (0 = light from the top) and its opacity. */
  glareAngle: number;
  glareOpacity: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const fixed = (value: number) => Number(value.toFixed(2)) || 0;

/** The tilt for a pointer at (x, y) over a box: the side under the pointer dips away from the visitor. */
export function tiltAt(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  config: TiltConfig,
): TiltState {
  const px = box.width > 0 ? clamp01((pointer.x - box.left) / box.width) : 0.5;
  const py = box.height > 0 ? clamp01((pointer.y - box.top) / box.height) : 0.5;
  const rotateX = config.disableAxis === "x" ? 0 : fixed((py - 0.5) * config.maxTilt);
  const rotateY = config.disableAxis === "y" ? 0 : fixed((0.5 - px) * config.maxTilt);
  const angle =
    (Math.atan2(pointer.x - (box.left + box.width / 2), -(pointer.y - (box.top + box.height / 2))) * 180) /
    Math.PI;
  return {
    rotateX,
    rotateY,
    glareAngle: fixed(angle < 0 ? angle + 360 : angle),
    glareOpacity: config.glare ? fixed(py * config.maxGlare) : 0,
  };
}

/** The CSS transform for a tilt state (the resting state is every angle 0 and scale 1). */
export function tiltTransform(
  state: Pick<TiltState, "rotateX" | "rotateY">,
  config: TiltConfig,
  hovering: boolean,
) {
  const scale = hovering ? config.scale : 1;
  return `perspective(${config.perspective}px) rotateX(${state.rotateX}deg) rotateY(${state.rotateY}deg) scale3d(${scale}, ${scale}, ${scale})`;
}

export const RESTING_TILT: TiltState = { rotateX: 0, rotateY: 0, glareAngle: 0, glareOpacity: 0 };

/**
 * The tilt configuration as the browser reads it from `data-vitrine-config` (the server worked it out from the
 * parsed settings, decision 034); null when it is not one.
 */
export function readTiltConfig(value: unknown): TiltConfig | null {
  if (!isRecord(value)) return null;
  const { maxTilt, perspective, speed, scale, disableAxis, glare, maxGlare } = value;
  if (
    !isFiniteNumber(maxTilt) ||
    !isFiniteNumber(perspective) ||
    !isFiniteNumber(speed) ||
    !isFiniteNumber(scale) ||
    !isFiniteNumber(maxGlare) ||
    typeof glare !== "boolean" ||
    (disableAxis !== "" && disableAxis !== "x" && disableAxis !== "y")
  )
    return null;
  return { maxTilt, perspective, speed, scale, disableAxis, glare, maxGlare };
}
