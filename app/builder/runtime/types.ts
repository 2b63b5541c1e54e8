import type { Device } from "../devices.ts";
import type { ChunkLoader } from "./chunk-loader.ts";
import type { LinkActionRegistry } from "./link-actions.ts";

/**
 * What a widget's browser module gets (decision 020). Modules are vanilla DOM, no React: the server rendered
 * the markup; the module adds behaviour to it.
 */
export interface BuilderRuntime {
  /** Register the link actions this widget owns (`popup:open`); the runtime routes clicks to them. */
  linkActions: LinkActionRegistry;
  /** Load a library or module on demand: 120000 ms timeout, one retry, `Loading chunk {n} failed`. */
  loader: ChunkLoader;
  /** The current device by viewport width (desktop ≥ 1025, tablet 768–1024, mobile < 768). */
  device(): Device;
  /** Whether the visitor asked for reduced motion. */
  reducedMotion(): boolean;
  /** Scroll to an element (smoothly unless reduced motion is asked for), below any fixed header. */
  scrollToElement(element: Element): void;
  /** Resolves when the images inside `element` have loaded (logs an error for a bad element). */
  imagesLoaded(element: unknown): Promise<void>;
  /** Debug-level log (silent unless `localStorage.vitrineDebug` is set). */
  debug(message: string): void;
}

/** The default export of a `<name>.client.ts` module. */
export interface WidgetModule {
  /**
   * Adds behaviour to one element; may return a cleanup. `settings` is the element's `data-settings` JSON;
   * `config` is what the server's `browserConfig` worked out for this module (`data-vitrine-config`), if any.
   */
  mount(
    element: HTMLElement,
    settings: unknown,
    runtime: BuilderRuntime,
    config?: unknown,
  ): (() => void) | undefined;
}
