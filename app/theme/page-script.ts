import { type PageConfig, readPageConfig } from "~/lib/client/page-config.ts";
import { type CartClient, installCartClient } from "./cart-client.ts";
import { installHeaderClient } from "./header/header-client.ts";
import { type OrderAttributionClient, startOrderAttributionFromPage } from "./order-attribution-client.ts";

/**
 * The page's one cart client, installed by the root layout after hydration.
 * Browser-only: on the server there is none and nothing here runs.
 */
let active: { cart: CartClient; config: PageConfig; attribution: OrderAttributionClient | null } | null =
  null;

export function startPageScript(doc: Document): () => void {
  // The header needs no page configuration: its menus work even when that is broken.
  const uninstallHeader = installHeaderClient(doc);
  const result = readPageConfig(doc.defaultView);
  if (!result.ok) {
    console.error(result.error);
    return uninstallHeader;
  }
  const cart = installCartClient(doc, result.config);
  // On every page, so the tracking session and page counts are right when the shopper reaches checkout.
  const attribution = startOrderAttributionFromPage(doc);
  active = { cart, config: result.config, attribution };
  // Marks the page as scripted: styles may rely on it, and tests wait for it.
  doc.documentElement.dataset.vitrineLive = "1";
  return () => {
    uninstallHeader();
    cart.uninstall();
    active = null;
  };
}

export function pageScript(): {
  cart: CartClient;
  config: PageConfig;
  attribution: OrderAttributionClient | null;
} | null {
  return active;
}
