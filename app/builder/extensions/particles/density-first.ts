/**
 * With density on, tsParticles first creates `particles.number.value` particles, then at once removes all but the
 * section's share of them (its area against the density area: a 412-pixel-wide phone section of 440 pixels keeps
 * 4 of 40, a 1366-pixel-wide one 14). Creating a particle is the costly part of starting, so most of the start's
 * longest task made particles only to drop them. This plugin skips that first creation; the density step that
 * follows, the same one every resize runs, then creates exactly the section's share.
 *
 * Only for options without particle groups: groups have their own counts, which the library's first creation
 * handles.
 */

/** What the plugin reads of a container's options (tsParticles' `actualOptions`). */
export interface DensityOptions {
  particles: { number: { density: { enable: boolean } }; groups: Record<string, unknown> };
}

/** Whether the library's first creation can be skipped: the density step will create the particles. */
export function densityCreatesParticles(options: DensityOptions): boolean {
  return options.particles.number.density.enable && Object.keys(options.particles.groups).length === 0;
}

/** The same question for the options a section gives (before tsParticles fills in its defaults). */
export function asksForDensity(source: unknown): boolean {
  const particles = (source as { particles?: { number?: { density?: { enable?: unknown } } } } | undefined)
    ?.particles;
  return particles?.number?.density?.enable === true;
}

/** The tsParticles plugin (engine's `IPlugin`), built on the container's options as the engine reads them. */
export const densityFirstPlugin = {
  id: "vitrine-density-first",
  async getPlugin(container: { actualOptions: DensityOptions }) {
    return { particlesInitialization: () => densityCreatesParticles(container.actualOptions) };
  },
  loadOptions() {},
  needsPlugin: asksForDensity,
};
