import { defineExtension } from "../../extension.ts";
import { particlesSettings } from "./settings.ts";

/**
 * Background particles (W-MOTION-08) on sections and containers: the library (tsParticles slim) is its own chunk,
 * loaded only by sections that ask for particles.
 */
export default defineExtension({
  appliesTo: (settings, element) =>
    (element.elType === "section" || element.elType === "container") &&
    (settings.ekit_section_particles === "yes" || settings.ekit_section_particles === true),
  settings: particlesSettings,
  frontendSettings: ["ekit_section_particles_json"],
  wrapperClasses: () => ["ekit-particles-section"],
  client: "particles",
});
