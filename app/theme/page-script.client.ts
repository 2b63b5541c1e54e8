import { readPageConfig } from "../../protocol/page-config.ts";
import { PREVIEW_QUERY_PARAMETER } from "../../protocol/starter-preview.ts";
import { installCartClient } from "../cart/cart.client.ts";
import type { OrderAttributionClient } from "../checkout/order-attribution.client.ts";
import { installVisitorStatistics } from "../furniture/visitor-statistics.client.ts";
import { installHeaderClient } from "../header/header.client.ts";
import { nextTask } from "../lib/timers.ts";
import { installHeaderSearch } from "../search/header-search.client.ts";
import { setLivePageScript } from "./page-script-state.ts";

/**
 * The page's script: header menus and search, the cart client, visitor statistics, order attribution. The root
 * layout loads it as a chunk of its own once the page has hydrated (decision 037). Browser-only.
 */
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
  let stopped = false;
  let stopPreview: () => void = () => undefined;
  // Order attribution (sourcebuster) and the starter-templates preview load as chunks of their own, after
  // hydration and only on pages that use them: nothing on the first paint needs them (decision 031).
  const attribution = startAttribution(doc);
  const preview = isStarterPreview(doc)
    ? import("../furniture/starter-preview.client.ts").then(({ installStarterPreview }) => {
        if (!stopped) stopPreview = installStarterPreview(doc);
      })
    : Promise.resolve();
  setLivePageScript({ cart, config: result.config, attribution: attribution.client });
  // Marks the page as scripted (styles may rely on it, and tests wait for it) once attribution and the
  // preview, when the page has them, are running too.
  void Promise.allSettled([attribution.ready, preview]).then(() => {
    if (!stopped) doc.documentElement.dataset.vitrineLive = "1";
  });
  return () => {
    stopped = true;
    uninstallHeader();
    uninstallSearch();
    uninstallStatistics();
    cart.uninstall();
    stopPreview();
    setLivePageScript(null);
  };
}

/**
 * Starts order attribution on every page that carries `window.wc_order_attribution`, so the tracking
 * session and page counts are right when the shopper reaches checkout. The returned client fills the
 * checkout's inputs once sourcebuster has loaded.
 */
function startAttribution(doc: Document): { client: OrderAttributionClient | null; ready: Promise<unknown> } {
  const win = doc.defaultView as (Window & { wc_order_attribution?: unknown }) | null;
  if (!win?.wc_order_attribution) return { client: null, ready: Promise.resolve() };
  // sourcebuster's start is a task of its own, not one with evaluating its module (issue 18: blocking time).
  const ready = import("../checkout/order-attribution.client.ts").then(
    async ({ startOrderAttributionFromPage }) => {
      await nextTask();
      return startOrderAttributionFromPage(doc);
    },
  );
  return { client: { fillInputs: () => void ready.then((client) => client?.fillInputs()) }, ready };
}

function isStarterPreview(doc: Document): boolean {
  return new URLSearchParams(doc.location.search).get(PREVIEW_QUERY_PARAMETER) === "1";
}
