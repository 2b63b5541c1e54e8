import type { HeadersFunction } from "react-router";

/**
 * Pages that belong to one shopper (cart, checkout, account, orders) must never be kept by a shared
 * cache or a CDN, nor by the browser's back-forward store once the session ends (decision 017).
 */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/** The `headers` export of every personal page's route. */
export const personalPageHeaders: HeadersFunction = () => ({
  "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL,
});
