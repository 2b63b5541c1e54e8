/**
 * Geocoding behind adapters (W-MAP-08, decision 028): an address → a point, asked of Nominatim or Google's
 * Geocoding API from the server, remembered in a cache so a page view never waits on the same address twice.
 * "Not found" is remembered; a failing service (network, timeout, 5xx, 429, a refused key) is not, and both
 * answer null: the map then centres on the default and says the address was not found.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A remembered answer: the value, or null for "not found"; undefined when never asked. */
export interface LookupCache<T> {
  get(key: string): Promise<T | null | undefined>;
  set(key: string, value: T | null): Promise<void>;
}
export type GeocodeCache = LookupCache<GeoPoint>;

export function memoryLookupCache<T>(): LookupCache<T> {
  const entries = new Map<string, T | null>();
  return {
    async get(key) {
      return entries.get(key);
    },
    async set(key, value) {
      entries.set(key, value);
    },
  };
}
export const memoryGeocodeCache = (): GeocodeCache => memoryLookupCache<GeoPoint>();

/** OpenStreetMap's Nominatim and Google's Geocoding API, the default endpoints. */
export const NOMINATIM_ENDPOINT = "https://nominatim.openstreetmap.org";
export const GOOGLE_GEOCODE_ENDPOINT = "https://maps.googleapis.com/maps/api/geocode/json";
export const GEOCODE_TIMEOUT_MS = 5000;

/** The cache key: the address with spacing and case folded. */
export function geocodeKey(address: string): string {
  return address.trim().replace(/\s+/g, " ").toLowerCase();
}

export function isGeoPoint(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
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
  return isGeoPoint(lat, lng) ? { lat, lng } : null;
}

export function googleGeocodeUrl(endpoint: string, address: string, key: string): string {
  const url = new URL(endpoint);
  url.searchParams.set("address", address.trim());
  url.searchParams.set("key", key);
  return url.toString();
}

/**
 * Google's answer: `{status, results: [{geometry: {location: {lat, lng}}}]}`. `ZERO_RESULTS` is "not found";
 * `OVER_QUERY_LIMIT`, `REQUEST_DENIED`, `INVALID_REQUEST`, `UNKNOWN_ERROR` are failures (asked again later).
 */
export function parseGoogleGeocode(body: unknown): GeoPoint | null | "failed" {
  const answer = body as { status?: unknown; results?: { geometry?: { location?: GeoPoint } }[] } | null;
  if (answer?.status === "ZERO_RESULTS") return null;
  if (answer?.status !== "OK") return "failed";
  const location = answer.results?.[0]?.geometry?.location;
  const lat = Number(location?.lat);
  const lng = Number(location?.lng);
  return isGeoPoint(lat, lng) ? { lat, lng } : null;
}

export interface ProviderCallOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  userAgent?: string;
}

/** One JSON call: the parsed body, or "failed" for a network error, a timeout, 5xx or 429; null for other 4xx. */
export async function fetchProviderJson(url: string, options: ProviderCallOptions): Promise<unknown> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { accept: "application/json", "user-agent": options.userAgent ?? "Vitrine" },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODE_TIMEOUT_MS),
    });
    if (response.status >= 500 || response.status === 429) return "failed";
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return "failed";
  }
}

/** Asks once per key: a remembered answer is returned as is; a failure is not remembered. */
export function cachedLookup<T>(
  cache: LookupCache<T>,
): (key: string, ask: () => Promise<T | null | "failed">) => Promise<T | null> {
  return async (key, ask) => {
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    const answer = await ask();
    if (answer === "failed") return null;
    await cache.set(key, answer);
    return answer;
  };
}

export interface GeocoderOptions extends ProviderCallOptions {
  endpoint?: string;
  cache: GeocodeCache;
}

export type Geocoder = (address: string) => Promise<GeoPoint | null>;

function geocoderWith(cache: GeocodeCache, ask: (address: string) => Promise<GeoPoint | null | "failed">) {
  const lookup = cachedLookup(cache);
  return async (address: string) => {
    const key = geocodeKey(address);
    return key ? lookup(key, () => ask(address)) : null;
  };
}

export function createNominatimGeocoder(options: GeocoderOptions): Geocoder {
  const endpoint = options.endpoint ?? NOMINATIM_ENDPOINT;
  return geocoderWith(options.cache, async (address) => {
    const body = await fetchProviderJson(nominatimSearchUrl(endpoint, address), options);
    return body === "failed" ? "failed" : parseNominatim(body);
  });
}

export function createGoogleGeocoder(options: GeocoderOptions & { apiKey: string }): Geocoder {
  const endpoint = options.endpoint ?? GOOGLE_GEOCODE_ENDPOINT;
  return geocoderWith(options.cache, async (address) => {
    const body = await fetchProviderJson(googleGeocodeUrl(endpoint, address, options.apiKey), options);
    return body === "failed" ? "failed" : parseGoogleGeocode(body);
  });
}
