import type { Request, Response } from "express";
import type { Services } from "../../services.server.ts";

/**
 * One handler per WooCommerce-compatible call. Each protocol module
 * (wc-ajax, admin-ajax, REST) parses its input with Zod, calls the domain and
 * shapes the reply in the format that protocol's clients expect.
 */
export type CompatHandler = (req: Request, res: Response, services: Services) => Promise<void>;

export class HandlerRegistry {
  readonly #handlers = new Map<string, CompatHandler>();

  register(name: string, handler: CompatHandler): this {
    if (this.#handlers.has(name)) throw new Error(`Handler "${name}" is registered twice`);
    this.#handlers.set(name, handler);
    return this;
  }

  get(name: string): CompatHandler | undefined {
    return this.#handlers.get(name);
  }

  names(): string[] {
    return [...this.#handlers.keys()];
  }
}

/** One registry per protocol, created per app so several apps (tests) can live in one process. */
export interface CompatRegistries {
  wcAjax: HandlerRegistry;
  adminAjax: HandlerRegistry;
  rest: HandlerRegistry;
}

export function createCompatRegistries(): CompatRegistries {
  return { wcAjax: new HandlerRegistry(), adminAjax: new HandlerRegistry(), rest: new HandlerRegistry() };
}
