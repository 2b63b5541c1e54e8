/**
 * Pure rules of the map widget on Google Maps JavaScript (decision 033): the script address, the map's options
 * from the widget's settings (controls, theme styles), the shapes' options. Used only when the shop configured a
 * Google Maps key; without one the widget draws with Leaflet.
 */
import type { LatLng, MapConfig } from "./ekit-google-map.rules.ts";

/** The global callback Google's loader calls once the API is ready. */
export const GOOGLE_MAPS_CALLBACK = "__vitrineGoogleMapsReady";

/** The Maps JavaScript API's address with the shop's key (`loading=async` and a callback, as Google asks). */
export function googleMapsScriptUrl(google: { apiKey: string; scriptUrl: string }): string {
  const url = new URL(google.scriptUrl);
  url.searchParams.set("key", google.apiKey);
  url.searchParams.set("v", "weekly");
  url.searchParams.set("loading", "async");
  url.searchParams.set("callback", GOOGLE_MAPS_CALLBACK);
  return url.toString();
}

/** One Google map style rule (`MapTypeStyle`). */
export interface GoogleMapStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

function darkStyle(land: string, water: string, road: string, text: string, halo: string): GoogleMapStyle[] {
  return [
    { elementType: "geometry", stylers: [{ color: land }] },
    { elementType: "labels.text.fill", stylers: [{ color: text }] },
    { elementType: "labels.text.stroke", stylers: [{ color: halo }] },
    { featureType: "road", elementType: "geometry", stylers: [{ color: road }] },
    { featureType: "water", elementType: "geometry", stylers: [{ color: water }] },
    { featureType: "poi", elementType: "labels.icon", stylers: [{ visibility: "off" }] },
  ];
}

/** The widget's themes as Google map styles (W-MAP-07); `standard` is Google's own look. */
export const GOOGLE_THEME_STYLES: Record<string, GoogleMapStyle[]> = {
  standard: [],
  silver: [
    { stylers: [{ saturation: -100 }, { lightness: 12 }] },
    { featureType: "water", elementType: "geometry", stylers: [{ color: "#c9cdd2" }] },
    { featureType: "poi", elementType: "labels.icon", stylers: [{ visibility: "off" }] },
  ],
  retro: [
    { elementType: "geometry", stylers: [{ color: "#eadfc8" }] },
    { elementType: "labels.text.fill", stylers: [{ color: "#6b5436" }] },
    { featureType: "road", elementType: "geometry", stylers: [{ color: "#f6efe0" }] },
    { featureType: "water", elementType: "geometry", stylers: [{ color: "#a9c7c2" }] },
    { featureType: "landscape.natural", elementType: "geometry", stylers: [{ color: "#dccfae" }] },
  ],
  dark: darkStyle("#1f1f22", "#0b0c0f", "#34353a", "#9a9a9f", "#141416"),
  night: darkStyle("#253040", "#152238", "#3a4658", "#b09a7c", "#1b2430"),
  aubergine: darkStyle("#22283f", "#121a2b", "#3a4266", "#94b8b0", "#1a1f33"),
};

/** `google.maps.MapOptions` for the widget's settings: centre, zoom, theme and the control toggles. */
export function googleMapOptions(config: MapConfig): Record<string, unknown> {
  const { controls } = config;
  return {
    center: config.center,
    zoom: config.zoom,
    zoomControl: controls.zoom,
    scaleControl: controls.scale,
    fullscreenControl: controls.fullscreen,
    scrollwheel: controls.scrollWheel,
    // Dragging off: the map does not move; scroll wheel off: one finger scrolls the page, two move the map.
    gestureHandling: !controls.draggable ? "none" : controls.scrollWheel ? "greedy" : "cooperative",
    streetViewControl: false,
    mapTypeControl: false,
    clickableIcons: false,
    styles: GOOGLE_THEME_STYLES[config.theme] ?? [],
  };
}

/** The line of a path or a route as Google's `LatLngLiteral`s. */
export function googlePath(points: LatLng[] | [number, number][]): LatLng[] {
  return points.map((p) => (Array.isArray(p) ? { lat: p[0], lng: p[1] } : { lat: p.lat, lng: p.lng }));
}

/** `PolylineOptions` / `PolygonOptions` of the widget's path (W-MAP-05). */
export function googleShapeOptions(config: MapConfig): Record<string, unknown> | null {
  const stroke = {
    strokeColor: config.stroke.color,
    strokeOpacity: config.stroke.opacity,
    strokeWeight: config.stroke.weight,
  };
  if (config.type === "polygon" && config.path.length > 2)
    return {
      ...stroke,
      paths: googlePath(config.path),
      fillColor: config.fill.color,
      fillOpacity: config.fill.opacity,
    };
  if ((config.type === "polyline" || config.type === "polygon") && config.path.length > 1)
    return { ...stroke, path: googlePath(config.path) };
  return null;
}

/**
 * The route's `PolylineOptions` (W-MAP-06): the server's cached road line, so the browser asks no second lookup;
 * without one a dashed straight line (Google draws dashes as repeated symbols over an invisible stroke).
 */
export function googleRouteOptions(config: MapConfig): Record<string, unknown> | null {
  const route = config.type === "routes" ? config.route : null;
  if (!route) return null;
  const weight = Math.max(config.stroke.weight, 3);
  const path = route.points
    ? googlePath(route.points)
    : googlePath([route.origin, route.destination] as LatLng[]);
  if (route.points)
    return {
      path,
      strokeColor: config.stroke.color,
      strokeOpacity: config.stroke.opacity,
      strokeWeight: weight,
    };
  return {
    path,
    strokeColor: config.stroke.color,
    strokeOpacity: 0,
    strokeWeight: weight,
    icons: [
      {
        icon: { path: "M 0,-1 0,1", strokeOpacity: config.stroke.opacity, scale: weight },
        offset: "0",
        repeat: "14px",
      },
    ],
  };
}

/** `StreetViewPanoramaOptions` for the panorama type: the place, looking ahead, with the control toggles. */
export function googlePanoramaOptions(config: MapConfig): Record<string, unknown> {
  return {
    position: config.center,
    pov: { heading: 0, pitch: 0 },
    zoom: 1,
    zoomControl: config.controls.zoom,
    fullscreenControl: config.controls.fullscreen,
    scrollwheel: config.controls.scrollWheel,
    addressControl: true,
    motionTracking: false,
  };
}
