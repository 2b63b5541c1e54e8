import { tsParticles } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";

/**
 * tsParticles with the slim bundle, as one chunk the particles module loads on demand (W-MOTION-08). The plugins are
 * set up here (`init`), not by the first `load`: each is a long piece of work of its own, and the module waits for
 * an idle moment between them.
 */
let ready: Promise<typeof tsParticles> | null = null;
export function particlesEngine(): Promise<typeof tsParticles> {
  ready ??= loadSlim(tsParticles)
    .then(() => tsParticles.init())
    .then(() => tsParticles);
  return ready;
}
