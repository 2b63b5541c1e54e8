import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { mapLookups } from "../db/schema.ts";
import { effectiveMapsSettings, type MapsSettings, mapsSettingsSchema } from "../settings/maps-settings.ts";
import {
  createGoogleGeocoder,
  createNominatimGeocoder,
  type Geocoder,
  type GeoPoint,
  type LookupCache,
} from "./geocoder.server.ts";
import {
  createGoogleRouter,
  createOsrmRouter,
  type Route,
  type Router,
  type TravelMode,
} from "./router.server.ts";

/**
 * The maps services a render uses (decision 028): the configured geocoder and router over the `map_lookups`
 * cache, and what the page needs of Google Maps (the key, the endpoints). Called from the server at render time
 * only; the rendered page is cached with its answers.
 */
export interface MapServices {
  geocode(address: string): Promise<GeoPoint | null>;
  route(origin: GeoPoint, destination: GeoPoint, mode: TravelMode): Promise<Route | null>;
  /** Google Maps, when the shop has a key; null otherwise (the tiles and Leaflet are used). */
  google: { apiKey: string; scriptUrl: string; staticUrl: string; streetViewUrl: string } | null;
  /** When Elementor's `google_maps` embed loads: on the visitor's request (default) or at once. */
  embed: "on-demand" | "immediate";
}

/** A lookup cache in the database, one row per kind and key. */
export function databaseLookupCache<T>(db: Executor, kind: string): LookupCache<T> {
  return {
    async get(key) {
      const [row] = await db
        .select({ found: mapLookups.found, result: mapLookups.result })
        .from(mapLookups)
        .where(and(eq(mapLookups.kind, kind), eq(mapLookups.key, key)))
        .limit(1);
      if (!row) return undefined;
      return row.found ? (row.result as T) : null;
    },
    async set(key, value) {
      const values = { kind, key, found: value !== null, result: value, updatedAt: new Date() };
      await db
        .insert(mapLookups)
        .values(values)
        .onConflictDoUpdate({ target: [mapLookups.kind, mapLookups.key], set: values });
    },
  };
}

export function createMapServices(
  db: Executor,
  stored: MapsSettings | undefined,
  env: Record<string, string | undefined> = process.env,
  fetchImpl?: typeof fetch,
): MapServices {
  const settings = effectiveMapsSettings(stored ?? mapsSettingsSchema.parse(undefined), env);
  const key = settings.google.apiKey;
  const call = {
    timeoutMs: settings.timeoutMs,
    userAgent: "Vitrine maps",
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
  const useGoogleGeocoder = settings.geocoder.provider === "google" && key !== "";
  const geocode: Geocoder = useGoogleGeocoder
    ? createGoogleGeocoder({
        ...call,
        apiKey: key,
        cache: databaseLookupCache(db, "geocode:google"),
        ...(settings.geocoder.url ? { endpoint: settings.geocoder.url } : {}),
      })
    : createNominatimGeocoder({
        ...call,
        cache: databaseLookupCache(db, "geocode:nominatim"),
        ...(settings.geocoder.url && settings.geocoder.provider === "nominatim"
          ? { endpoint: settings.geocoder.url }
          : {}),
      });
  const useGoogleRouter = settings.router.provider === "google" && key !== "";
  const route: Router = useGoogleRouter
    ? createGoogleRouter({
        ...call,
        apiKey: key,
        cache: databaseLookupCache(db, "route:google"),
        ...(settings.router.url ? { endpoint: settings.router.url } : {}),
      })
    : createOsrmRouter({
        ...call,
        cache: databaseLookupCache(db, "route:osrm"),
        ...(settings.router.url && settings.router.provider === "osrm"
          ? { endpoint: settings.router.url }
          : {}),
      });
  return {
    geocode,
    route,
    google: key
      ? {
          apiKey: key,
          scriptUrl: settings.google.scriptUrl,
          staticUrl: settings.google.staticUrl,
          streetViewUrl: settings.google.streetViewUrl,
        }
      : null,
    embed: settings.embed,
  };
}
