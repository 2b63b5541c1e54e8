/**
 * Background particles on a section or container (W-MOTION-08): the owner's JSON (particles.js / tsParticles
 * options) read safely, drawn inside the section behind its content, never full screen, and standing still for
 * visitors who ask for reduced motion.
 */
export type ParticlesOptions = Record<string, unknown>;

/** What a section shows when its JSON is empty or unreadable: a quiet field of linked dots. */
export const DEFAULT_PARTICLES: ParticlesOptions = {
  particles: {
    number: { value: 60, density: { enable: true } },
    color: { value: "#ffffff" },
    links: { enable: true, distance: 150, color: "#ffffff", opacity: 0.35, width: 1 },
    move: { enable: true, speed: 1.2, outModes: { default: "out" } },
    opacity: { value: 0.6 },
    size: { value: { min: 1, max: 3 } },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** particles.js wrote `line_linked` and `move.out_mode`; tsParticles reads `links` and `move.outModes`. */
function fromParticlesJs(particles: Record<string, unknown>): Record<string, unknown> {
  const result = { ...particles };
  if (isObject(result.line_linked) && !("links" in result)) {
    result.links = result.line_linked;
    delete result.line_linked;
  }
  if (isObject(result.move) && typeof result.move.out_mode === "string") {
    const { out_mode, ...move } = result.move;
    result.move = { ...move, outModes: { default: out_mode } };
  }
  return result;
}

/** The options for tsParticles from the stored JSON (a string or an object); anything unreadable gives the default. */
export function particlesOptions(stored: unknown, reducedMotion: boolean): ParticlesOptions {
  let parsed: unknown = stored;
  if (typeof stored === "string") {
    try {
      parsed = stored.trim() === "" ? null : JSON.parse(stored);
    } catch {
      parsed = null;
    }
  }
  const base = isObject(parsed) && isObject(parsed.particles) ? parsed : DEFAULT_PARTICLES;
  const particles = fromParticlesJs(base.particles as Record<string, unknown>);
  const move = isObject(particles.move) ? particles.move : {};
  return {
    ...base,
    // Inside the section only: never a full-screen canvas over the page.
    fullScreen: { enable: false },
    detectRetina: true,
    // A background: 30 frames a second look the same and leave the main thread to the page.
    fpsLimit: 30,
    background: isObject(base.background) ? base.background : { color: { value: "transparent" } },
    particles: { ...particles, move: { ...move, enable: reducedMotion ? false : move.enable !== false } },
    // Particles never take the pointer from the section's links and buttons.
    interactivity: reducedMotion ? { events: {} } : base.interactivity,
  };
}
