import { type PageConfig, readPageConfig } from "~/lib/client/page-config.ts";
import { type CartClient, installCartClient } from "./cart-client.ts";

/**
 * The page's one cart client, installed by the root layout after hydration.
 * Browser-only: on the server there is none and nothing here runs.
 */
let active: { cart: CartClient; config: PageConfig } | null = null;

export function startPageScript(doc: Document): () => void {
  const result = readPageConfig(doc.defaultView);
  if (!result.ok) {
    console.error(result.error);
    return () => undefined;
  }
  const cart = installCartClient(doc, result.config);
  active = { cart, config: result.config };
  // Marks the page as scripted: styles may rely on it, and tests wait for it.
  doc.documentElement.dataset.vitrineLive = "1";
  return () => {
    cart.uninstall();
    active = null;
  };
}

export function pageScript(): { cart: CartClient; config: PageConfig } | null {
  return active;
}
