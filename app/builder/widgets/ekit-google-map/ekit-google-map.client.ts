import type { WidgetModule } from "../../runtime/types.ts";
import { type MapConfig, OSM_ATTRIBUTION, THEME_FILTERS } from "./ekit-google-map.rules.ts";

/**
 * Replaces the static picture with a Leaflet map (Leaflet loaded on demand): tiles from the configured tile
 * URL, markers with popups (title and content as text), the polyline or polygon path with its stroke, the
 * route as a line from origin to destination. Marks the element `data-map-ready="1"` when drawn.
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
    // Static maps and Street View pictures stay pictures (the server drew them).
    if (config.type === "static" || config.type === "panorama") return undefined;
    let map: { remove(): void } | null = null;
    let cancelled = false;
    void runtime.loader
      .require("leaflet", () => import("leaflet"))
      .then((imported) => {
        if (cancelled) return;
        const L = ((imported as { default?: typeof import("leaflet") }).default ??
          imported) as typeof import("leaflet");
        const canvas = document.createElement("div");
        canvas.className = "ekit-google-map-canvas";
        root.querySelector(".ekit-google-map-static")?.remove();
        root.prepend(canvas);
        const leaflet = L.map(canvas, {
          center: [config.center.lat, config.center.lng],
          zoom: config.zoom,
          zoomControl: config.controls.zoom,
          scrollWheelZoom: config.controls.scrollWheel,
          dragging: config.controls.draggable,
        });
        map = leaflet;
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
        root.dataset.mapReady = "1";
      })
      .catch((error: unknown) => runtime.debug(`map: ${String(error)}`));
    return () => {
      cancelled = true;
      map?.remove();
    };
  },
};
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
