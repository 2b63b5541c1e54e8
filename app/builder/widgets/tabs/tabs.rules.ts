/**
 * The tab list's keyboard (WAI-ARIA tabs pattern, automatic activation) and the URL-hash rules of the tab
 * widgets: pure, tested without a browser.
 */
export type Orientation = "horizontal" | "vertical";

/** The tab a key moves to: arrows (both axes, wrapping), Home, End; null for other keys. */
export function tabForKey(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
): number | null {
  if (count === 0) return null;
  const previous = orientation === "vertical" ? ["ArrowUp", "ArrowLeft"] : ["ArrowLeft", "ArrowUp"];
  const next = orientation === "vertical" ? ["ArrowDown", "ArrowRight"] : ["ArrowRight", "ArrowDown"];
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (previous.includes(key)) return (current - 1 + count) % count;
  if (next.includes(key)) return (current + 1) % count;
  return null;
}

/**
 * The tab a URL hash names (W-URL-08, W-URL-09): the tab's own id (what hash sync writes, W-URL-07) or its
 * panel's id (what the script-free links point to); -1 when it names neither.
 */
export function tabForHash(hash: string, tabs: readonly { tabId: string; panelId: string }[]): number {
  let id = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is compared as written.
  }
  if (!id) return -1;
  return tabs.findIndex((tab) => tab.tabId === id || tab.panelId === id);
}
