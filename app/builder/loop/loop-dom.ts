/** Names the loop widgets' browser modules share. */

/** Dispatched on a loop grid's element after a taxonomy filter changed the address for it. */
export const LOOP_FILTER_EVENT = "vitrine:loop-filter";

/** WordPress's REST root: from `<link rel="https://api.w.org/">` when the page has one, else `/wp-json/`. */
export function restBase(): string {
  const link = document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]');
  return link?.getAttribute("href") || "/wp-json/";
}
