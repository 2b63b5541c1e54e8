/** Elementor's embed address for a place: Google Maps' keyless embed, the address as the query. */
export const MAPS_EMBED_ORIGIN = "https://maps.google.com";

export function mapEmbedUrl(address: string, zoom: number): string | null {
  const place = address.trim();
  if (!place) return null;
  const level = embedZoom(zoom);
  const query = new URLSearchParams({ q: place, t: "m", z: String(level), output: "embed", iwloc: "near" });
  return `${MAPS_EMBED_ORIGIN}/maps?${query.toString()}`;
}

/** Elementor's zoom range for the embed (1–20, 10 when unset). */
export function embedZoom(zoom: number): number {
  return Number.isFinite(zoom) ? Math.min(20, Math.max(1, Math.round(zoom))) : 10;
}

/** "Open in Google Maps": Google's documented search link for the address (a link, nothing is fetched). */
export function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: address.trim() }).toString()}`;
}

/** What the visitor is asked before Google's embed loads (decision 033). */
export const SHOW_EMBED_LABEL = "Show the interactive map";
export const EMBED_NOTE = "Loads Google Maps";
