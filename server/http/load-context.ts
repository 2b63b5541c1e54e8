import type { Services } from "../services.server.ts";

/** What every route loader and action receives as `context`. */
export interface VitrineLoadContext {
  services: Services;
  cspNonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends VitrineLoadContext {}
}
