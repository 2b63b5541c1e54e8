import { type PageConfig, readPageConfig } from "../../protocol/page-config.ts";
import { type CartClient, installCartClient } from "../cart/cart.client.ts";
import {
  type OrderAttributionClient,
  startOrderAttributionFromPage,
} from "../checkout/order-attribution.client.ts";
import { installStarterPreview } from "../furniture/starter-preview.client.ts";
import { installVisitorStatistics } from "../furniture/visitor-statistics.client.ts";
import { installHeaderClient } from "../header/header.client.ts";
import { installHeaderSearch } from "../search/header-search.client.ts";

/**
 * The page's one cart client, installed by the root layout after hydration.
 * Browser-only: on the server there is none and nothing here runs.
 */
let active: { cart: CartClient; config: PageConfig; attribution: OrderAttributionClient | null } | null =
  null;

export function startPageScript(doc: Document): () => void {
  // The header and its search need no page configuration: they work even when that is broken.
  const uninstallHeader = installHeaderClient(doc);
  const uninstallSearch = installHeaderSearch(doc);
  const uninstallStatistics = installVisitorStatistics(doc);
  const result = readPageConfig(doc.defaultView);
  if (!result.ok) {
    console.error(result.error);
    return () => {
      uninstallHeader();
      uninstallSearch();
      uninstallStatistics();
    };
  }
  const cart = installCartClient(doc, result.config);
  // On every page, so the tracking session and page counts are right when the shopper reaches checkout.
  const attribution = startOrderAttributionFromPage(doc);
  const stopPreview = installStarterPreview(doc);
  active = { cart, config: result.config, attribution };
  // Marks the page as scripted: styles may rely on it, and tests wait for it.
  doc.documentElement.dataset.vitrineLive = "1";
  return () => {
    uninstallHeader();
    uninstallSearch();
    uninstallStatistics();
    cart.uninstall();
    stopPreview();
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
