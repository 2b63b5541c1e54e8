import type { Services } from "../services.server.ts";
import type { Shopper } from "./shopper.server.ts";

/** What every route loader and action receives as `context`. */
export interface VitrineLoadContext {
  services: Services;
  cspNonce: string;
  /** The shopper's session and nonces; nothing is read from the database until asked. */
  shopper: Shopper;
}

declare module "react-router" {
  interface AppLoadContext extends VitrineLoadContext {}
}
