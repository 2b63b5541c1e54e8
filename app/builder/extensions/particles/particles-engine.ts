import { tsParticles } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";

/** tsParticles with the slim bundle, as one chunk the particles module loads on demand (W-MOTION-08). */
let ready: Promise<typeof tsParticles> | null = null;
export function particlesEngine(): Promise<typeof tsParticles> {
  ready ??= loadSlim(tsParticles).then(() => tsParticles);
  return ready;
}
