import {
  cachedLookup,
  fetchProviderJson,
  type GeoPoint,
  isGeoPoint,
  type LookupCache,
  type ProviderCallOptions,
} from "./geocoder.server.ts";
import { decodePolyline } from "./polyline.ts";

/**
 * Routing behind adapters (W-MAP-06, decision 028): origin, destination and travel mode → the road's line, asked
 * of OSRM or Google's Directions API from the server and remembered like geocoding (no route is remembered; a
 * failing service is not).
 */

export type TravelMode = "DRIVING" | "WALKING" | "BICYCLING" | "TRANSIT";

export interface Route {
  /** The line to draw, `[lat, lng]` pairs. */
  points: [number, number][];
  /** Metres and seconds, as the provider estimates them. */
  distance: number;
  duration: number;
}

export type RouteCache = LookupCache<Route>;
export type Router = (origin: GeoPoint, destination: GeoPoint, mode: TravelMode) => Promise<Route | null>;

export const OSRM_ENDPOINT = "https://router.project-osrm.org";
export const GOOGLE_DIRECTIONS_ENDPOINT = "https://maps.googleapis.com/maps/api/directions/json";

/** Route cache key: both ends to 6 decimals (about 10 cm) and the mode. */
export function routeKey(origin: GeoPoint, destination: GeoPoint, mode: TravelMode): string {
  const at = (p: GeoPoint) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  return `${at(origin)};${at(destination)};${mode}`;
}

/** OSRM's profiles for the travel modes (OSRM has no public transport; transit is driven). */
export function osrmProfile(mode: TravelMode): string {
  return mode === "WALKING" ? "foot" : mode === "BICYCLING" ? "bike" : "driving";
}

export function osrmRouteUrl(endpoint: string, origin: GeoPoint, destination: GeoPoint, mode: TravelMode) {
  const base = endpoint.endsWith("/") ? endpoint : `${endpoint}/`;
  const url = new URL(
    `route/v1/${osrmProfile(mode)}/${origin.lng},${origin.lat};${destination.lng},${destination.lat}`,
    base,
  );
  url.searchParams.set("overview", "full");
  url.searchParams.set("geometries", "geojson");
  return url.toString();
}

function cleanPoints(points: [number, number][]): [number, number][] | null {
  const kept = points.filter(([lat, lng]) => isGeoPoint(lat, lng));
  return kept.length >= 2 ? kept : null;
}

/** OSRM: `{code: "Ok", routes: [{geometry: {coordinates: [[lng, lat]…]}, distance, duration}]}`. */
export function parseOsrm(body: unknown): Route | null | "failed" {
  const answer = body as {
    code?: unknown;
    routes?: { geometry?: { coordinates?: unknown }; distance?: unknown; duration?: unknown }[];
  } | null;
  if (!answer || typeof answer.code !== "string") return null;
  if (answer.code !== "Ok") return answer.code === "NoRoute" || answer.code === "NoSegment" ? null : "failed";
  const route = answer.routes?.[0];
  const coordinates = Array.isArray(route?.geometry?.coordinates) ? route.geometry.coordinates : [];
  const points = cleanPoints(
    coordinates.map((pair: unknown) => {
      const [lng, lat] = Array.isArray(pair) ? pair.map(Number) : [];
      return [lat ?? Number.NaN, lng ?? Number.NaN] as [number, number];
    }),
  );
  if (!points) return null;
  return { points, distance: Number(route?.distance) || 0, duration: Number(route?.duration) || 0 };
}

export function googleDirectionsUrl(
  endpoint: string,
  origin: GeoPoint,
  destination: GeoPoint,
  mode: TravelMode,
  key: string,
): string {
  const url = new URL(endpoint);
  url.searchParams.set("origin", `${origin.lat},${origin.lng}`);
  url.searchParams.set("destination", `${destination.lat},${destination.lng}`);
  url.searchParams.set("mode", mode.toLowerCase());
  url.searchParams.set("key", key);
  return url.toString();
}

/** Google Directions: `{status, routes: [{overview_polyline: {points}, legs: [{distance, duration}]}]}`. */
export function parseGoogleDirections(body: unknown): Route | null | "failed" {
  const answer = body as {
    status?: unknown;
    routes?: {
      overview_polyline?: { points?: unknown };
      legs?: { distance?: { value?: unknown }; duration?: { value?: unknown } }[];
    }[];
  } | null;
  if (answer?.status === "ZERO_RESULTS" || answer?.status === "NOT_FOUND") return null;
  if (answer?.status !== "OK") return "failed";
  const route = answer.routes?.[0];
  const encoded = route?.overview_polyline?.points;
  if (typeof encoded !== "string") return null;
  let points: [number, number][] | null;
  try {
    points = cleanPoints(decodePolyline(encoded));
  } catch {
    return null;
  }
  if (!points) return null;
  const legs = route?.legs ?? [];
  return {
    points,
    distance: legs.reduce((sum, leg) => sum + (Number(leg.distance?.value) || 0), 0),
    duration: legs.reduce((sum, leg) => sum + (Number(leg.duration?.value) || 0), 0),
  };
}

export interface RouterOptions extends ProviderCallOptions {
  endpoint?: string;
  cache: RouteCache;
}

type AskRoute = (
  origin: GeoPoint,
  destination: GeoPoint,
  mode: TravelMode,
) => Promise<Route | null | "failed">;

function routerWith(cache: RouteCache, ask: AskRoute): Router {
  const lookup = cachedLookup(cache);
  return (origin, destination, mode) =>
    lookup(routeKey(origin, destination, mode), () => ask(origin, destination, mode));
}

export function createOsrmRouter(options: RouterOptions): Router {
  const endpoint = options.endpoint ?? OSRM_ENDPOINT;
  return routerWith(options.cache, async (origin, destination, mode) => {
    const body = await fetchProviderJson(osrmRouteUrl(endpoint, origin, destination, mode), options);
    return body === "failed" ? "failed" : parseOsrm(body);
  });
}

export function createGoogleRouter(options: RouterOptions & { apiKey: string }): Router {
  const endpoint = options.endpoint ?? GOOGLE_DIRECTIONS_ENDPOINT;
  return routerWith(options.cache, async (origin, destination, mode) => {
    const url = googleDirectionsUrl(endpoint, origin, destination, mode, options.apiKey);
    const body = await fetchProviderJson(url, options);
    return body === "failed" ? "failed" : parseGoogleDirections(body);
  });
}
