import { z } from "zod";
import { toggle } from "../../render/fields.ts";

/** Background particles on a section or container: the switch and the tsParticles (or particles.js) JSON. */
export const particlesSettings = z.object({
  ekit_section_particles: toggle(),
  ekit_section_particles_json: z.union([z.string(), z.record(z.string(), z.unknown())]).default(""),
});
