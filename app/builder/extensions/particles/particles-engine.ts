import { type IPlugin, tsParticles } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";
import { densityFirstPlugin } from "./density-first.ts";

/**
 * tsParticles with the slim bundle, as one chunk the particles module loads on demand (W-MOTION-08). The plugins are
 * set up here (`init`), not by the first `load`: each is a long piece of work of its own, and the module waits for
 * an idle moment between them.
 */
let ready: Promise<typeof tsParticles> | null = null;
export function particlesEngine(): Promise<typeof tsParticles> {
  ready ??= loadSlim(tsParticles)
    .then(() =>
      tsParticles.pluginManager.register((engine) =>
        // The plugin's types are the few fields it reads of the engine's container and options.
        engine.pluginManager.addPlugin(densityFirstPlugin as unknown as IPlugin),
      ),
    )
    .then(() => tsParticles.init())
    .then(() => tsParticles);
  return ready;
}
