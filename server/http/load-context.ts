import type { Services } from "../services.server.ts";
import type { BodyOutcome } from "./input/request-body.server.ts";
import type { Shopper } from "./shopper.server.ts";

/** What every route loader and action receives as `context`. */
export interface VitrineLoadContext {
  services: Services;
  cspNonce: string;
  /** The shopper's session and nonces; nothing is read from the database until asked. */
  shopper: Shopper;
  /** A posted form as the body layer read it (decision 017); take it with `postedFields(context)`. */
  postedBody: BodyOutcome;
}

declare module "react-router" {
  interface AppLoadContext extends VitrineLoadContext {}
}
