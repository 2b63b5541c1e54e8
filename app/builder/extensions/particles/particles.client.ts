import { afterLoadWhenIdle, whenIdle } from "../../runtime/idle.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { particlesOptions } from "./particles.rules.ts";

let counter = 0;

/**
 * Starts tsParticles in a layer behind the section's content once the section nears the viewport, loading the
 * library then (its own chunk, through the runtime's loader); paused while the section is off screen. Decoration
 * never competes with the page's loading: nothing starts before the `load` event, and the three costly steps
 * (the chunk, the engine's plugins, the first draw) each wait for an idle moment of their own, so none of them
 * makes one long task.
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
      await afterLoadWhenIdle(element.ownerDocument, 4000);
      if (stopped) return;
      const { particlesEngine } = await runtime.loader.require(
        "tsparticles",
        () => import("./particles-engine.ts"),
      );
      await whenIdle(2000);
      if (stopped) return;
      const engine = await particlesEngine();
      await whenIdle(2000);
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
          void start().catch((error: unknown) => console.error(error));
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
