/**
 * Geocoding behind an adapter (issue 17 "Maps", W-MAP-08): an address → a point, asked of a Nominatim-shaped
 * service from the server, remembered in a cache so a page view never waits on the same address twice. Any
 * failure (network, status, timeout, empty answer) is "not found": the map then centres on the default and says
 * so. Not wired into the map widget yet; the cache port is meant to be backed by the database.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A remembered answer: the point, or null for "not found" (also remembered, so a bad address is asked once). */
export interface GeocodeCache {
  get(key: string): Promise<GeoPoint | null | undefined>;
  set(key: string, value: GeoPoint | null): Promise<void>;
}

export function memoryGeocodeCache(): GeocodeCache {
  const entries = new Map<string, GeoPoint | null>();
  return {
    async get(key) {
      return entries.get(key);
    },
    async set(key, value) {
      entries.set(key, value);
    },
  };
}

/** OpenStreetMap's Nominatim, the default endpoint. */
export const NOMINATIM_ENDPOINT = "https://nominatim.openstreetmap.org";
export const GEOCODE_TIMEOUT_MS = 5000;

/** The cache key: the address with spacing and case folded. */
export function geocodeKey(address: string): string {
  return address.trim().replace(/\s+/g, " ").toLowerCase();
}

export function nominatimSearchUrl(endpoint: string, address: string): string {
  const url = new URL("search", endpoint.endsWith("/") ? endpoint : `${endpoint}/`);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("limit", "1");
  url.searchParams.set("q", address.trim());
  return url.toString();
}

/** Nominatim's answer: an array of places with `lat` and `lon` as strings. */
export function parseNominatim(body: unknown): GeoPoint | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown };
  const lat = Number.parseFloat(String(first.lat));
  const lng = Number.parseFloat(String(first.lon));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

export interface GeocoderOptions {
  endpoint?: string;
  cache: GeocodeCache;
  fetch?: typeof fetch;
  timeoutMs?: number;
  userAgent?: string;
}

export function createNominatimGeocoder(options: GeocoderOptions) {
  const endpoint = options.endpoint ?? NOMINATIM_ENDPOINT;
  const doFetch = options.fetch ?? fetch;
  return async function geocode(address: string): Promise<GeoPoint | null> {
    const key = geocodeKey(address);
    if (!key) return null;
    const cached = await options.cache.get(key);
    if (cached !== undefined) return cached;
    let point: GeoPoint | null = null;
    let remember = true;
    try {
      const response = await doFetch(nominatimSearchUrl(endpoint, address), {
        headers: { accept: "application/json", "user-agent": options.userAgent ?? "Vitrine" },
        signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODE_TIMEOUT_MS),
      });
      if (response.ok) point = parseNominatim(await response.json());
      else remember = response.status < 500 && response.status !== 429;
    } catch {
      remember = false; // a failing service is asked again later; "not found" this time
    }
    if (remember) await options.cache.set(key, point);
    return point;
  };
}
