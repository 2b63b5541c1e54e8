/** Elementor's embed address for a place: Google Maps' keyless embed, the address as the query. */
export const MAPS_EMBED_ORIGIN = "https://maps.google.com";

export function mapEmbedUrl(address: string, zoom: number): string | null {
  const place = address.trim();
  if (!place) return null;
  const level = Number.isFinite(zoom) ? Math.min(20, Math.max(1, Math.round(zoom))) : 10;
  const query = new URLSearchParams({ q: place, t: "m", z: String(level), output: "embed", iwloc: "near" });
  return `${MAPS_EMBED_ORIGIN}/maps?${query.toString()}`;
}
