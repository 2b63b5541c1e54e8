/** Pure rules of the ElementsKit map widget: settings → map config, tile addresses, the maps-site link. */

export const MAP_TYPES = [
  "basic",
  "marker",
  "static",
  "polyline",
  "polygon",
  "overlay",
  "routes",
  "panorama",
] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** W-MAP-10 / W-MAP-11: ElementsKit's default centre (Dhaka) and zoom. */
export const DEFAULT_MAP_LAT = 23.7808875;
export const DEFAULT_MAP_LNG = 90.2792373;
export const DEFAULT_MAP_ZOOM = 14;

/** OpenStreetMap's standard tiles, the tile URL when the shop sets none. */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapMarkerConfig extends LatLng {
  title: string;
  content: string;
  icon: string;
}

export interface MapConfig {
  type: MapType;
  center: LatLng;
  zoom: number;
  tileUrl: string;
  markers: MapMarkerConfig[];
  path: LatLng[];
  stroke: { color: string; opacity: number; weight: number };
  fill: { color: string; opacity: number };
  route: { origin: LatLng; destination: LatLng; travelMode: string } | null;
  overlay: string;
  theme: string;
  controls: { zoom: boolean; scale: boolean; fullscreen: boolean; scrollWheel: boolean; draggable: boolean };
  /** With address type `address` and no geocoded point: the map centres on the default and says so (W-MAP-08). */
  address: string;
  addressType: "address" | "coordinates";
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(n) ? n : fallback;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

function point(lat: unknown, lng: unknown): LatLng | null {
  const a = num(lat, Number.NaN);
  const b = num(lng, Number.NaN);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

function size(value: unknown, fallback: number): number {
  if (value && typeof value === "object" && "size" in value)
    return num((value as { size: unknown }).size, fallback);
  return num(value, fallback);
}

/** A tile URL template is kept only when it is http(s) and names {z}, {x} and {y}; otherwise the fallback. */
export function tileUrlTemplate(value: unknown, fallback = DEFAULT_TILE_URL): string {
  const template = String(value ?? "").trim();
  if (!template) return fallback;
  if (!/^https?:\/\//i.test(template)) return fallback;
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return fallback;
  return template;
}

/** The origin of a tile URL template (for the CSP's img-src and connect-src), or null. */
export function tileOrigin(template: string): string | null {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}

/** The slippy-map tile holding a point at a zoom level. */
export function tileForPoint(center: LatLng, zoom: number): { z: number; x: number; y: number } {
  const z = clamp(Math.round(zoom), 0, 19);
  const n = 2 ** z;
  const lat = clamp(center.lat, -85.0511, 85.0511);
  const rad = (lat * Math.PI) / 180;
  const x = clamp(Math.floor(((center.lng + 180) / 360) * n), 0, n - 1);
  const y = clamp(
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
    0,
    n - 1,
  );
  return { z, x, y };
}

/** A tile's address from a template (`{s}` becomes `a`). */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  return template
    .replace("{s}", "a")
    .replace("{z}", String(tile.z))
    .replace("{x}", String(tile.x))
    .replace("{y}", String(tile.y));
}

/** "Open in a maps site": OpenStreetMap at the centre and zoom, with a marker there. */
export function openStreetMapLink(center: LatLng, zoom: number): string {
  const z = clamp(Math.round(zoom), 0, 19);
  const lat = center.lat.toFixed(6);
  const lng = center.lng.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${z}/${lat}/${lng}`;
}

type Raw = Record<string, unknown>;

/** The widget's settings (parsed) → what the browser module draws and the static picture shows. */
export function mapConfig(settings: Raw, siteTileUrl: string = DEFAULT_TILE_URL): MapConfig {
  const type = (MAP_TYPES as readonly string[]).includes(String(settings.ekit_google_map_type))
    ? (settings.ekit_google_map_type as MapType)
    : "basic";
  const center = point(settings.ekit_google_map_lat, settings.ekit_google_map_lng) ?? {
    lat: DEFAULT_MAP_LAT,
    lng: DEFAULT_MAP_LNG,
  };
  const zoom = clamp(Math.round(size(settings.ekit_google_map_zoom, DEFAULT_MAP_ZOOM)), 0, 19);
  const markers: MapMarkerConfig[] = [];
  for (const item of (settings.ekit_google_map_markers as Raw[] | undefined) ?? []) {
    const at = point(item.ekit_google_map_marker_lat, item.ekit_google_map_marker_lng);
    if (!at) continue;
    const icon = item.ekit_google_map_marker_icon as { url?: unknown } | undefined;
    markers.push({
      ...at,
      title: String(item.ekit_google_map_marker_title ?? ""),
      content: String(item.ekit_google_map_marker_content ?? ""),
      icon: typeof icon?.url === "string" ? icon.url : "",
    });
  }
  const path: LatLng[] = [];
  for (const item of (settings.ekit_google_map_polylines as Raw[] | undefined) ?? []) {
    const at = point(item.ekit_google_map_polyline_lat, item.ekit_google_map_polyline_lng);
    if (at) path.push(at);
  }
  const origin = point(settings.ekit_google_map_route_origin_lat, settings.ekit_google_map_route_origin_lng);
  const destination = point(settings.ekit_google_map_route_dest_lat, settings.ekit_google_map_route_dest_lng);
  return {
    type,
    center,
    zoom,
    tileUrl: tileUrlTemplate(settings.ekit_google_map_tile_url, tileUrlTemplate(siteTileUrl)),
    markers,
    path,
    stroke: {
      color: String(settings.ekit_google_map_stroke_color || "#FF0000"),
      opacity: clamp(size(settings.ekit_google_map_stroke_opacity, 0.8), 0, 1),
      weight: clamp(size(settings.ekit_google_map_stroke_weight, 2), 0, 50),
    },
    fill: {
      color: String(settings.ekit_google_map_fill_color || "#FF0000"),
      opacity: clamp(size(settings.ekit_google_map_fill_opacity, 0.35), 0, 1),
    },
    route:
      origin && destination
        ? { origin, destination, travelMode: String(settings.ekit_google_map_route_travel_mode || "DRIVING") }
        : null,
    overlay: String(settings.ekit_google_map_overlay_content ?? ""),
    theme: String(settings.ekit_google_map_theme || "standard"),
    controls: {
      zoom: settings.ekit_google_map_zoom_control !== false,
      scale: settings.ekit_google_map_scale_control === true,
      fullscreen: settings.ekit_google_map_fullscreen_control === true,
      scrollWheel: settings.ekit_google_map_scroll_wheel === true,
      draggable: settings.ekit_google_map_draggable !== false,
    },
    address: String(settings.ekit_google_map_addr ?? ""),
    addressType: settings.ekit_google_map_address_type === "address" ? "address" : "coordinates",
  };
}

/** The site-wide tile URL (environment `VITRINE_MAP_TILE_URL`), OpenStreetMap's by default. */
export function siteTileUrl(env: Record<string, string | undefined>): string {
  return tileUrlTemplate(env.VITRINE_MAP_TILE_URL);
}
