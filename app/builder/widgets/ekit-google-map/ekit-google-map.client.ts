import type { BuilderRuntime, WidgetModule } from "../../runtime/types.ts";
import { type MapConfig, OSM_ATTRIBUTION, THEME_FILTERS } from "./ekit-google-map.rules.ts";

/**
 * Replaces the static picture with an interactive map. With the shop's Google Maps key (decision 033): Google
 * Maps JavaScript (loaded on demand), and the panorama type becomes an interactive Street View; if Google's
 * script cannot load, Leaflet draws the map instead. Without a key: a Leaflet map (loaded on demand) with tiles
 * from the configured tile URL, markers with popups (title and content as text), the polyline or polygon path
 * with its stroke, the route's line. Marks the element `data-map-ready="1"` (and `data-map-engine`) when drawn.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime) {
    const root = element.querySelector<HTMLElement>(".ekit-google-map[data-map]");
    if (!root) return undefined;
    let config: MapConfig;
    try {
      config = JSON.parse(root.dataset.map ?? "") as MapConfig;
    } catch {
      return undefined;
    }
    // Static maps stay pictures (the server drew them); so does the panorama without Google.
    if (config.type === "static") return undefined;
    if (config.type === "panorama" && !config.google) return undefined;
    const state = { cancelled: false, cleanup: null as (() => void) | null };
    const google = config.google;
    if (google) {
      void import("./google-maps.browser.ts")
        .then(async (api) => {
          const maps = await api.loadGoogleMaps(google, runtime);
          if (state.cancelled) return;
          const picture = root.querySelector(".ekit-google-map-static");
          const canvas = replacePicture(root);
          if (config.type === "panorama") {
            api.drawGoogleStreetView(maps, canvas, config, () => {
              // Google has no street imagery here: the still picture comes back, with why.
              canvas.remove();
              if (picture) root.prepend(picture);
              showNotice(root, "There is no street view at this place: showing a still picture");
            });
          } else api.drawGoogleMap(maps, canvas, config);
          root.querySelector(".ekit-google-map-notice[data-map-script-notice]")?.remove();
          root.dataset.mapEngine = "google";
          root.dataset.mapReady = "1";
        })
        .catch((error: unknown) => {
          runtime.debug(`map: ${String(error)}`);
          if (state.cancelled || config.type === "panorama") return;
          // Google's script did not load (blocked, offline, refused key): the open map instead.
          drawLeaflet(root, config, runtime, state);
        });
    } else drawLeaflet(root, config, runtime, state);
    return () => {
      state.cancelled = true;
      state.cleanup?.();
    };
  },
};

/** The canvas the interactive map is drawn in, in place of the server's picture (kept detached). */
function replacePicture(root: HTMLElement): HTMLElement {
  const canvas = document.createElement("div");
  canvas.className = "ekit-google-map-canvas";
  root.querySelector(".ekit-google-map-static")?.remove();
  root.prepend(canvas);
  return canvas;
}

function showNotice(root: HTMLElement, text: string): void {
  let notice = root.querySelector<HTMLElement>(".ekit-google-map-notice");
  if (!notice) {
    notice = document.createElement("p");
    notice.className = "ekit-google-map-notice";
    notice.setAttribute("role", "status");
    root.querySelector(".ekit-google-map-open")?.before(notice);
  }
  notice.textContent = text;
}

function drawLeaflet(
  root: HTMLElement,
  config: MapConfig,
  runtime: BuilderRuntime,
  state: { cancelled: boolean; cleanup: (() => void) | null },
): void {
  void runtime.loader
    .require("leaflet", () => import("leaflet"))
    .then((imported) => {
      if (state.cancelled) return;
      const L = ((imported as { default?: typeof import("leaflet") }).default ??
        imported) as typeof import("leaflet");
      const canvas = replacePicture(root);
      const leaflet = L.map(canvas, {
        center: [config.center.lat, config.center.lng],
        zoom: config.zoom,
        zoomControl: config.controls.zoom,
        scrollWheelZoom: config.controls.scrollWheel,
        dragging: config.controls.draggable,
      });
      state.cleanup = () => leaflet.remove();
      L.tileLayer(config.tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(leaflet);
      const filter = THEME_FILTERS[config.theme];
      const tilePane = leaflet.getPane("tilePane");
      if (filter && tilePane) tilePane.style.filter = filter;
      if (config.controls.fullscreen) addFullscreenButton(root);
      if (config.controls.scale) L.control.scale().addTo(leaflet);
      for (const marker of config.markers) {
        const layer = marker.icon
          ? L.marker([marker.lat, marker.lng], {
              icon: L.icon({ iconUrl: marker.icon, iconSize: [32, 32], iconAnchor: [16, 32] }),
              title: marker.title,
            })
          : L.circleMarker([marker.lat, marker.lng], {
              radius: 9,
              color: "#ffffff",
              weight: 2,
              fillColor: "#d2452b",
              fillOpacity: 1,
              className: "ekit-google-map-marker",
            });
        if (marker.title || marker.content) {
          const popup = document.createElement("div");
          popup.className = "ekit-google-map-popup";
          const title = document.createElement("strong");
          title.textContent = marker.title;
          const content = document.createElement("p");
          content.textContent = marker.content;
          popup.append(title, content);
          layer.bindPopup(popup);
        }
        layer.addTo(leaflet);
      }
      const stroke = {
        color: config.stroke.color,
        opacity: config.stroke.opacity,
        weight: config.stroke.weight,
      };
      const path = config.path.map((p) => [p.lat, p.lng] as [number, number]);
      if (config.type === "polygon" && path.length > 2) {
        L.polygon(path, {
          ...stroke,
          fillColor: config.fill.color,
          fillOpacity: config.fill.opacity,
          className: "ekit-google-map-polygon",
        }).addTo(leaflet);
      } else if (path.length > 1) {
        L.polyline(path, { ...stroke, className: "ekit-google-map-polyline" }).addTo(leaflet);
      }
      if (config.type === "routes" && config.route) {
        const { origin, destination } = config.route;
        const line: [number, number][] = config.route.points ?? [
          [origin.lat, origin.lng],
          [destination.lat, destination.lng],
        ];
        L.polyline(line, {
          ...stroke,
          weight: Math.max(stroke.weight, 3),
          className: "ekit-google-map-route",
          // No road line was found: a dashed straight line says so beside the notice.
          ...(config.route.points ? {} : { dashArray: "8 6" }),
        }).addTo(leaflet);
        for (const [end, title] of [
          [origin, "Start"],
          [destination, "End"],
        ] as const) {
          L.circleMarker([end.lat, end.lng], {
            radius: 7,
            color: "#ffffff",
            weight: 2,
            fillColor: stroke.color,
            fillOpacity: 1,
            className: "ekit-google-map-route-end",
          })
            .bindTooltip(title)
            .addTo(leaflet);
        }
        if (config.route.points) leaflet.fitBounds(line, { padding: [24, 24] });
      }
      root.dataset.mapEngine = "leaflet";
      root.dataset.mapReady = "1";
    })
    .catch((error: unknown) => runtime.debug(`map: ${String(error)}`));
}

/** A button that shows the map on the whole screen (the fullscreen control toggle). */
function addFullscreenButton(root: HTMLElement): void {
  if (!document.fullscreenEnabled) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "ekit-google-map-fullscreen";
  button.setAttribute("aria-label", "Show the map full screen");
  button.setAttribute("aria-pressed", "false");
  // Four corner brackets (the usual full-screen sign), drawn rather than a font glyph few fonts have.
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 18 18");
  svg.setAttribute("width", "18");
  svg.setAttribute("height", "18");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", "M2 7V2h5M11 2h5v5M16 11v5h-5M7 16H2v-5");
  path.setAttribute("fill", "none");
  path.setAttribute("stroke", "currentColor");
  path.setAttribute("stroke-width", "2");
  svg.append(path);
  button.append(svg);
  button.addEventListener("click", () => {
    if (document.fullscreenElement === root) void document.exitFullscreen();
    else void root.requestFullscreen();
  });
  document.addEventListener("fullscreenchange", () => {
    button.setAttribute("aria-pressed", String(document.fullscreenElement === root));
  });
  root.append(button);
}

export default module;
