/**
 * The map widget drawn with Google Maps JavaScript (decision 033), when the shop configured a key: the script is
 * added once on demand (the runtime's chunk loader), then the map, markers with InfoWindows, the path, the
 * server's cached route line and the Street View panorama are made from the pure rules' options.
 */
import type { BuilderRuntime } from "../../runtime/types.ts";
import type { MapConfig } from "./ekit-google-map.rules.ts";
import {
  GOOGLE_MAPS_CALLBACK,
  googleMapOptions,
  googleMapsScriptUrl,
  googlePanoramaOptions,
  googleRouteOptions,
  googleShapeOptions,
} from "./google-maps.rules.ts";

/** The part of `google.maps` the widget uses (no type package for one widget). */
interface Listenable {
  addListener(event: string, handler: () => void): unknown;
}
interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: object,
  ) => Listenable & { fitBounds(bounds: unknown, padding?: number): void };
  Marker: new (options: object) => Listenable;
  InfoWindow: new (options: object) => { open(options: object): void };
  Polyline: new (options: object) => unknown;
  Polygon: new (options: object) => unknown;
  LatLngBounds: new () => { extend(point: object): void };
  StreetViewPanorama: new (element: HTMLElement, options: object) => Listenable & { getStatus(): string };
}
type GoogleWindow = Window & {
  google?: { maps?: GoogleMapsApi };
  [GOOGLE_MAPS_CALLBACK]?: () => void;
};

/** Adds Google's script once and resolves with `google.maps` when its callback fires. */
export function loadGoogleMaps(
  google: { apiKey: string; scriptUrl: string },
  runtime: BuilderRuntime,
  doc: Document = document,
): Promise<GoogleMapsApi> {
  const win = (doc.defaultView ?? window) as GoogleWindow;
  return runtime.loader
    .require("google-maps-js", () => {
      if (win.google?.maps?.Map) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        win[GOOGLE_MAPS_CALLBACK] = () => resolve();
        const script = doc.createElement("script");
        script.src = googleMapsScriptUrl(google);
        script.async = true;
        script.addEventListener("error", () => {
          script.remove();
          reject(new Error("could not load Google Maps"));
        });
        doc.head.append(script);
      });
    })
    .then(() => {
      const maps = win.google?.maps;
      if (!maps?.Map) throw new Error("Google Maps did not start");
      return maps;
    });
}

function popupContent(title: string, content: string): HTMLElement {
  const popup = document.createElement("div");
  popup.className = "ekit-google-map-popup";
  const heading = document.createElement("strong");
  heading.textContent = title;
  const text = document.createElement("p");
  text.textContent = content;
  popup.append(heading, text);
  return popup;
}

/** Draws the map (every type but static and panorama) on `canvas`. */
export function drawGoogleMap(maps: GoogleMapsApi, canvas: HTMLElement, config: MapConfig): void {
  const map = new maps.Map(canvas, googleMapOptions(config));
  for (const marker of config.markers) {
    const pin = new maps.Marker({
      position: { lat: marker.lat, lng: marker.lng },
      map,
      title: marker.title,
      ...(marker.icon ? { icon: marker.icon } : {}),
    });
    if (marker.title || marker.content) {
      const info = new maps.InfoWindow({ content: popupContent(marker.title, marker.content) });
      pin.addListener("click", () => info.open({ anchor: pin, map }));
    }
  }
  if (config.markers.length === 0 && (config.type === "basic" || config.addressType === "address"))
    new maps.Marker({ position: config.center, map, title: config.address });
  const shape = googleShapeOptions(config);
  if (shape) {
    if (config.type === "polygon" && "paths" in shape) new maps.Polygon({ ...shape, map });
    else new maps.Polyline({ ...shape, map });
  }
  const route = googleRouteOptions(config);
  if (route && config.route) {
    new maps.Polyline({ ...route, map });
    for (const [end, title] of [
      [config.route.origin, "Start"],
      [config.route.destination, "End"],
    ] as const)
      new maps.Marker({ position: end, map, title, label: title.charAt(0) });
    if (config.route.points) {
      const bounds = new maps.LatLngBounds();
      for (const point of route.path as object[]) bounds.extend(point);
      map.fitBounds(bounds, 24);
    }
  }
}

/**
 * The panorama type: an interactive Street View at the place. Calls `unavailable` when Google has no imagery
 * there (the static picture and a notice come back).
 */
export function drawGoogleStreetView(
  maps: GoogleMapsApi,
  canvas: HTMLElement,
  config: MapConfig,
  unavailable: () => void,
): void {
  const panorama = new maps.StreetViewPanorama(canvas, googlePanoramaOptions(config));
  panorama.addListener("status_changed", () => {
    if (panorama.getStatus() !== "OK") unavailable();
  });
}
