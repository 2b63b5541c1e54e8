/**
 * With density on, tsParticles first creates `particles.number.value` particles, then at once removes all but the
 * section's share of them (its area against the density area: a 412-pixel-wide phone section of 440 pixels keeps
 * 3 of 40, a 1366-pixel-wide one 13). Creating particles is a large part of starting, and most of those were made
 * only to be dropped. This plugin skips that first creation; the density step that follows, the same one every
 * resize runs, then creates the section's share (rounded up, where the removal rounded down: 4 and 14).
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
