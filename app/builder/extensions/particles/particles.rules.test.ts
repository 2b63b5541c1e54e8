import { describe, expect, it } from "vitest";
import { DEFAULT_PARTICLES, particlesOptions } from "./particles.rules.ts";

describe("particles options", () => {
  it("W-MOTION-08 reads the owner's JSON, inside the section only, converting particles.js names", () => {
    const options = particlesOptions(
      JSON.stringify({
        particles: {
          number: { value: 20 },
          line_linked: { enable: true },
          move: { speed: 2, out_mode: "bounce" },
        },
      }),
      false,
    );
    expect(options.fullScreen).toEqual({ enable: false });
    expect(options.particles).toMatchObject({
      number: { value: 20 },
      links: { enable: true },
      move: { speed: 2, outModes: { default: "bounce" }, enable: true },
    });
  });

  it("unreadable JSON gives the default field; reduced motion stands the particles still", () => {
    expect(particlesOptions("{not json", false).particles).toMatchObject({
      number: (DEFAULT_PARTICLES.particles as { number: unknown }).number,
    });
    const still = particlesOptions("", true);
    expect((still.particles as { move: { enable: boolean } }).move.enable).toBe(false);
    expect(still.interactivity).toEqual({ events: {} });
  });
});
