import type { PageConfig } from "../../protocol/page-config.ts";
import type { CartClient } from "../cart/cart.client.ts";
import type { OrderAttributionClient } from "../checkout/order-attribution.client.ts";

/** What the running page script offers the page's components: the cart client, the page configuration, attribution. */
export interface LivePageScript {
  cart: CartClient;
  config: PageConfig;
  attribution: OrderAttributionClient | null;
}

/**
 * The page's one page script, once it runs. It loads as a chunk of its own after hydration (decision 037), so
 * components ask here (a few bytes in their own chunks) rather than import it: null on the server, during
 * hydration and until the chunk has loaded, when the plain links and form posts still work.
 */
let active: LivePageScript | null = null;

export function pageScript(): LivePageScript | null {
  return active;
}

export function setLivePageScript(script: LivePageScript | null): void {
  active = script;
}
