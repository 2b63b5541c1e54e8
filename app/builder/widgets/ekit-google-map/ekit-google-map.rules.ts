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
  route: {
    origin: LatLng;
    destination: LatLng;
    travelMode: string;
    /** The road's line from the router (`[lat, lng]` pairs); null when no route was found (a straight line). */
    points: [number, number][] | null;
    distance: number;
    duration: number;
  } | null;
  overlay: string;
  theme: string;
  controls: { zoom: boolean; scale: boolean; fullscreen: boolean; scrollWheel: boolean; draggable: boolean };
  /** With address type `address` and no geocoded point: the map centres on the default and says so (W-MAP-08). */
  address: string;
  addressType: "address" | "coordinates";
  /** What the map says when a lookup failed ("" when none): the address or the route was not found. */
  notice: string;
  /** Google Maps (browser key and script address) when the shop configured a key. */
  google: { apiKey: string; scriptUrl: string } | null;
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
        ? {
            origin,
            destination,
            travelMode: travelMode(settings.ekit_google_map_route_travel_mode),
            points: null,
            distance: 0,
            duration: 0,
          }
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
    notice: "",
    google: null,
  };
}

/** The site-wide tile URL (environment `VITRINE_MAP_TILE_URL`), OpenStreetMap's by default. */
export function siteTileUrl(env: Record<string, string | undefined>): string {
  return tileUrlTemplate(env.VITRINE_MAP_TILE_URL);
}

export const TRAVEL_MODES = ["DRIVING", "WALKING", "BICYCLING", "TRANSIT"] as const;
export type TravelModeName = (typeof TRAVEL_MODES)[number];

export function travelMode(value: unknown): TravelModeName {
  return (TRAVEL_MODES as readonly string[]).includes(String(value)) ? (value as TravelModeName) : "DRIVING";
}

export const ADDRESS_NOT_FOUND = "Address not found";
/** Why a panorama shows the map: Street View comes from Google Maps, which needs the shop's key. */
export const PANORAMA_UNAVAILABLE_NOTICE =
  "Street view needs Google Maps, which this shop does not use: showing the map";
/** The keyed panorama's still picture, before (or without) the interactive Street View. */
export const PANORAMA_STILL_NOTICE =
  "A still picture of the street view: looking around needs JavaScript and Google Maps";
export const ROUTE_NOT_FOUND = "Route not found: the line joins the start and the end directly";

/** What the server's lookups answered for this map (geocoded centre, route line, Google key). */
export interface MapLookups {
  /** undefined: not asked (coordinates); null: the address was not found or the geocoder failed. */
  geocoded?: LatLng | null;
  route?: { points: [number, number][]; distance: number; duration: number } | null;
  google?: { apiKey: string; scriptUrl: string } | null;
}

/**
 * The config with the lookups applied (W-MAP-08): an address type map centres on the geocoded point, or on the
 * default centre with the "address not found" notice; a route takes the router's line.
 */
export function withLookups(config: MapConfig, lookups: MapLookups): MapConfig {
  let { center, notice, route } = config;
  if (config.addressType === "address") {
    if (lookups.geocoded) center = lookups.geocoded;
    else {
      center = { lat: DEFAULT_MAP_LAT, lng: DEFAULT_MAP_LNG };
      notice = config.address.trim() ? `${ADDRESS_NOT_FOUND}: ${config.address.trim()}` : ADDRESS_NOT_FOUND;
    }
  }
  if (config.type === "routes" && route) {
    if (lookups.route) route = { ...route, ...lookups.route };
    else if (lookups.route === null) notice = notice || ROUTE_NOT_FOUND;
  }
  return { ...config, center, notice, route, google: lookups.google ?? null };
}

/** A point's pixel position in the world at a zoom (Web Mercator, 256 px tiles). */
export function worldPixel(point: LatLng, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const lat = clamp(point.lat, -85.0511, 85.0511);
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((point.lng + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size,
  };
}

export interface StaticMosaic {
  width: number;
  height: number;
  /** The centre's position inside the mosaic (the picture is shifted so it sits in the middle of the map). */
  centerX: number;
  centerY: number;
  tiles: { url: string; left: number; top: number }[];
  markers: { x: number; y: number; title: string }[];
  /** SVG `points` of the polyline / polygon path and of the route ("" when none). */
  path: string;
  route: string;
}

/**
 * The server-rendered static map: a block of the configured tiles around the centre, with the markers, the
 * path and the route drawn over it (SVG, same pixel space). What a visitor without script sees.
 */
export function staticMosaic(config: MapConfig, columns = 5, rows = 3): StaticMosaic {
  const zoom = config.zoom;
  const n = 2 ** zoom;
  const center = worldPixel(config.center, zoom);
  const firstX = Math.floor(center.x / 256) - Math.floor(columns / 2);
  const firstY = Math.floor(center.y / 256) - Math.floor(rows / 2);
  const originX = firstX * 256;
  const originY = firstY * 256;
  const tiles: StaticMosaic["tiles"] = [];
  for (let row = 0; row < rows; row += 1) {
    const y = firstY + row;
    if (y < 0 || y >= n) continue;
    for (let column = 0; column < columns; column += 1) {
      const x = (((firstX + column) % n) + n) % n;
      tiles.push({ url: tileUrl(config.tileUrl, { z: zoom, x, y }), left: column * 256, top: row * 256 });
    }
  }
  const local = (p: LatLng) => {
    const at = worldPixel(p, zoom);
    return { x: Math.round((at.x - originX) * 10) / 10, y: Math.round((at.y - originY) * 10) / 10 };
  };
  const line = (points: LatLng[]) =>
    points
      .map(local)
      .map((p) => `${p.x},${p.y}`)
      .join(" ");
  const route = config.type === "routes" && config.route ? config.route : null;
  const routePoints: LatLng[] = route
    ? (route.points?.map(([lat, lng]) => ({ lat, lng })) ?? [route.origin, route.destination])
    : [];
  const markers = config.markers.map((marker) => ({ ...local(marker), title: marker.title }));
  if (route)
    markers.push({ ...local(route.origin), title: "Start" }, { ...local(route.destination), title: "End" });
  if (config.type === "basic" || config.addressType === "address") {
    if (markers.length === 0) markers.push({ ...local(config.center), title: config.address });
  }
  const start = local(config.center);
  return {
    width: columns * 256,
    height: rows * 256,
    centerX: start.x,
    centerY: start.y,
    tiles,
    markers,
    path: config.type === "polyline" || config.type === "polygon" ? line(config.path) : "",
    route: line(routePoints),
  };
}

/** Google Static Maps (W-MAP-09): the centre, zoom, markers, path or route, with the shop's `{key}`. */
export function googleStaticMapUrl(
  config: MapConfig,
  google: { apiKey: string; staticUrl: string },
  size: { width: number; height: number } = { width: 640, height: 320 },
): string {
  const url = new URL(google.staticUrl);
  url.searchParams.set("center", `${config.center.lat},${config.center.lng}`);
  url.searchParams.set("zoom", String(config.zoom));
  url.searchParams.set("size", `${size.width}x${size.height}`);
  url.searchParams.set("scale", "2");
  for (const marker of config.markers) url.searchParams.append("markers", `${marker.lat},${marker.lng}`);
  const color = `0x${config.stroke.color.replace("#", "").slice(0, 6)}`;
  const style = `color:${color}|weight:${Math.round(config.stroke.weight)}`;
  if (config.path.length > 1)
    url.searchParams.append("path", [style, ...config.path.map((p) => `${p.lat},${p.lng}`)].join("|"));
  if (config.route) {
    const points = config.route.points ?? [
      [config.route.origin.lat, config.route.origin.lng],
      [config.route.destination.lat, config.route.destination.lng],
    ];
    url.searchParams.append("path", [style, ...points.map(([lat, lng]) => `${lat},${lng}`)].join("|"));
  }
  url.searchParams.set("key", google.apiKey);
  return url.toString();
}

/** Google Street View's static picture of a place (the panorama type with a key). */
export function googleStreetViewUrl(
  center: LatLng,
  google: { apiKey: string; streetViewUrl: string },
  size: { width: number; height: number } = { width: 640, height: 320 },
): string {
  const url = new URL(google.streetViewUrl);
  url.searchParams.set("size", `${size.width}x${size.height}`);
  url.searchParams.set("location", `${center.lat},${center.lng}`);
  url.searchParams.set("key", google.apiKey);
  return url.toString();
}

/** The maps-site link: OpenStreetMap's directions for a route, otherwise the place. */
export function mapsSiteLink(config: MapConfig): string {
  if (config.type === "routes" && config.route) {
    const { origin, destination, travelMode: mode } = config.route;
    const engine =
      mode === "WALKING"
        ? "fossgis_osrm_foot"
        : mode === "BICYCLING"
          ? "fossgis_osrm_bike"
          : "fossgis_osrm_car";
    const at = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
    return `https://www.openstreetmap.org/directions?engine=${engine}&route=${encodeURIComponent(`${at(origin)};${at(destination)}`)}`;
  }
  return openStreetMapLink(config.center, config.zoom);
}

/** Map themes as tile filters (Leaflet and the static picture): Google's named styles, approximated on tiles. */
export const THEME_FILTERS: Record<string, string> = {
  standard: "",
  silver: "grayscale(1) brightness(1.08) contrast(0.92)",
  retro: "sepia(0.55) saturate(1.2) hue-rotate(-8deg)",
  dark: "invert(1) hue-rotate(180deg) brightness(0.9) contrast(0.9) grayscale(0.4)",
  night: "invert(1) hue-rotate(200deg) brightness(0.85) saturate(0.6)",
  aubergine: "invert(1) hue-rotate(235deg) brightness(0.85) saturate(0.9)",
};
