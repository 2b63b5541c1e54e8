import { describe, expect, it } from "vitest";
import { asksForDensity, densityCreatesParticles, densityFirstPlugin } from "./density-first.ts";
import { DEFAULT_PARTICLES, particlesOptions } from "./particles.rules.ts";

const withDensity = (enable: boolean, groups: Record<string, unknown> = {}) => ({
  particles: { number: { density: { enable } }, groups },
});

describe("particles created by the density step only (W-MOTION-08)", () => {
  it("skips the library's first creation when density is on and there are no groups", () => {
    expect(densityCreatesParticles(withDensity(true))).toBe(true);
    expect(densityCreatesParticles(withDensity(false))).toBe(false);
    // Groups have counts of their own: the library creates them as it always does.
    expect(densityCreatesParticles(withDensity(true, { stars: { number: { value: 5 } } }))).toBe(false);
  });

  it("is used by the sections whose options ask for density, the default field among them", () => {
    expect(asksForDensity(particlesOptions("", false))).toBe(true);
    expect(asksForDensity(DEFAULT_PARTICLES)).toBe(true);
    expect(
      asksForDensity(particlesOptions(JSON.stringify({ particles: { number: { value: 20 } } }), false)),
    ).toBe(false);
    expect(asksForDensity(undefined)).toBe(false);
    expect(densityFirstPlugin.needsPlugin(DEFAULT_PARTICLES)).toBe(true);
  });

  it("answers per container, from the options the engine worked out for it", async () => {
    const container = { actualOptions: withDensity(true) };
    const plugin = await densityFirstPlugin.getPlugin(container);
    expect(plugin.particlesInitialization()).toBe(true);
    container.actualOptions = withDensity(false);
    expect(plugin.particlesInitialization()).toBe(false);
  });
});
