import type { Services } from "../services.server.ts";
import type { BodyOutcome } from "./input/request-body.server.ts";
import type { PageParts } from "./page-cache/page-parts.ts";
import type { Shopper } from "./shopper.server.ts";

/** What every route loader and action receives as `context`. */
export interface VitrineLoadContext {
  services: Services;
  cspNonce: string;
  /** The shopper's session and nonces; nothing is read from the database until asked. */
  shopper: Shopper;
  /**
   * HTML of the documents this page shows, by slot id, filled by loaders and read by the document slots while
   * rendering on the server, so a document's HTML is in the page once and never in the loader data.
   */
  documentSlots: Map<string, string>;
  postedBody: BodyOutcome;
  /**
   * What this page shows, as page-cache tags (server/cache/page-tags.ts): loaders add the
   * products, terms and documents they read, so a write drops exactly the stored pages showing them.
   */
  pageTags: Set<string>;
  /**
   * Learns the shopper's own parts of the page (cart markup, nonces) from the root loader, so the page
   * cache can later splice another shopper's parts into the stored page (decision 030).
   */
  recordPageParts: (parts: PageParts) => void;
}

declare module "react-router" {
  interface AppLoadContext extends VitrineLoadContext {}
}
