import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { scheduleResultCountHiding } from "~/lib/a11y-timing.ts";
import { configuredMobileBreakpoint } from "./toolbar-layout.ts";
import { DEFAULT_SHOP_VIEW, readShopView, rememberShopView, type ShopView } from "./view-mode.ts";

/**
 * Browser wiring of the shop listing. The rules live in the pure modules beside this one; these hooks
 * only connect them to the document, storage, media queries and timers.
 */

/** Whether a media query matches; null on the server and during hydration (not known yet), then the real value. */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** The mobile break point of the page configuration script (`window.astra`), in the browser; the fallback on the server. */
export function pageMobileBreakpoint(fallback: number): number {
  if (typeof window === "undefined") return fallback;
  return configuredMobileBreakpoint(window, fallback);
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The grid/list choice: grid until the remembered choice is read after hydration; choosing remembers it. */
export function useShopView(): [ShopView, (view: ShopView) => void] {
  const [view, setView] = useState<ShopView>(DEFAULT_SHOP_VIEW);
  useEffect(() => setView(readShopView(browserStorage())), []);
  const choose = useCallback((next: ShopView) => {
    setView(next);
    rememberShopView(browserStorage(), next);
  }, []);
  return [view, choose];
}

/**
 * Whether the result count is hidden from assistive technology: for RESULT_COUNT_HIDDEN_MS after each page
 * is shown (`pageKey` changes per navigation), then not (S-A11Y-03; the timing lives in a11y-timing.ts).
 */
export function useResultCountHidden(pageKey: string): boolean {
  const [hidden, setHidden] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown (a new pageKey) hides the line again
  useEffect(() => scheduleResultCountHiding({ timers: globalThis, setHidden }), [pageKey]);
  return hidden;
}
