import type { WidgetModule } from "../../runtime/types.ts";
import { particlesOptions } from "./particles.rules.ts";

let counter = 0;

/** Runs `callback` when the browser is idle (at most 2 s later), or soon where idle callbacks do not exist. */
function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Starts tsParticles in a layer behind the section's content once the section nears the viewport, loading the
 * library then (its own chunk, through the runtime's loader); paused while the section is off screen.
 */
const module: WidgetModule = {
  mount(element, raw, runtime) {
    const settings = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
    const layer = element.ownerDocument.createElement("div");
    layer.className = "ekit-particles-layer";
    layer.id = `ekit-particles-${element.dataset.id ?? ++counter}`;
    layer.setAttribute("aria-hidden", "true");
    element.prepend(layer);
    let stopped = false;
    let starting = false;
    let container: { destroy(): void; pause(): void; play(): void } | undefined;
    const start = async () => {
      const { particlesEngine } = await runtime.loader.require(
        "tsparticles",
        () => import("./particles-engine.ts"),
      );
      const engine = await particlesEngine();
      if (stopped) return;
      container = await engine.load({
        id: layer.id,
        element: layer,
        options: particlesOptions(settings.ekit_section_particles_json, runtime.reducedMotion()) as never,
      });
      element.dataset.particles = "running";
    };
    const observer = new IntersectionObserver(
      (seen) => {
        const visible = seen.some((entry) => entry.isIntersecting);
        if (visible && !container && !stopped && !starting) {
          starting = true;
          // Decoration: started once the page is idle, never competing with its loading.
          whenIdle(() => void start().catch((error: unknown) => console.error(error)));
        } else if (container && !runtime.reducedMotion()) {
          if (visible) container.play();
          else container.pause();
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => {
      stopped = true;
      observer.disconnect();
      container?.destroy();
      layer.remove();
    };
  },
};

export default module;
