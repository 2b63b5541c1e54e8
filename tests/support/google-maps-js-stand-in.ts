/**
 * A stand-in for Google Maps JavaScript (decision 033), served by the maps stand-in at `/maps/api/js`: it
 * defines the part of `google.maps` the map widget uses (Map, Marker, InfoWindow, Polyline, Polygon,
 * LatLngBounds, StreetViewPanorama), records every call in `window.__googleMapsCalls` (options as JSON) and
 * draws plain elements so a test can click a marker and read its InfoWindow. A panorama at latitude 0 has no
 * imagery (`ZERO_RESULTS`). Calls the `callback` named in the script's address, as Google's loader does.
 */
export const GOOGLE_MAPS_JS_STAND_IN = `(function () {
  "use strict";
  var calls = (window.__googleMapsCalls = []);
  function plain(value) {
    return JSON.parse(
      JSON.stringify(value, function (key, v) {
        if (key === "map" || key === "anchor") return v ? "[map]" : v;
        if (v && typeof v === "object" && v.nodeType === 1) return { text: v.textContent };
        return v;
      })
    );
  }
  function record(kind, options) {
    calls.push({ kind: kind, options: plain(options || {}) });
  }
  function Events() {}
  Events.prototype.addListener = function (name, handler) {
    this.listeners = this.listeners || {};
    (this.listeners[name] = this.listeners[name] || []).push(handler);
    return { remove: function () {} };
  };
  Events.prototype.trigger = function (name) {
    ((this.listeners || {})[name] || []).forEach(function (handler) { handler(); });
  };
  function layer(map, className, label) {
    var element = document.createElement(className === "gm-stand-in-marker" ? "button" : "div");
    element.className = className;
    if (label) element.setAttribute("aria-label", label);
    if (map && map.element) map.element.appendChild(element);
    return element;
  }
  function Map(element, options) {
    record("Map", options);
    this.element = element;
    element.classList.add("gm-stand-in-map");
    element.setAttribute("data-zoom", String(options.zoom));
  }
  Map.prototype = Object.create(Events.prototype);
  Map.prototype.fitBounds = function (bounds, padding) {
    record("Map.fitBounds", { points: bounds.points, padding: padding });
  };
  function Marker(options) {
    record("Marker", options);
    var self = this;
    this.element = layer(options.map, "gm-stand-in-marker", options.title || "marker");
    this.element.type = "button";
    this.element.addEventListener("click", function () { self.trigger("click"); });
  }
  Marker.prototype = Object.create(Events.prototype);
  function InfoWindow(options) {
    record("InfoWindow", options);
    this.options = options;
  }
  InfoWindow.prototype.open = function (target) {
    record("InfoWindow.open", target);
    var box = layer(target.map, "gm-stand-in-infowindow");
    box.appendChild(this.options.content);
  };
  function Polyline(options) {
    record("Polyline", options);
    layer(options.map, "gm-stand-in-polyline");
  }
  function Polygon(options) {
    record("Polygon", options);
    layer(options.map, "gm-stand-in-polygon");
  }
  function LatLngBounds() { this.points = []; }
  LatLngBounds.prototype.extend = function (point) { this.points.push(point); };
  function StreetViewPanorama(element, options) {
    record("StreetViewPanorama", options);
    var self = this;
    element.classList.add("gm-stand-in-panorama");
    this.status = options.position && options.position.lat === 0 ? "ZERO_RESULTS" : "OK";
    setTimeout(function () { self.trigger("status_changed"); }, 0);
  }
  StreetViewPanorama.prototype = Object.create(Events.prototype);
  StreetViewPanorama.prototype.getStatus = function () { return this.status; };
  window.google = window.google || {};
  window.google.maps = {
    Map: Map, Marker: Marker, InfoWindow: InfoWindow, Polyline: Polyline, Polygon: Polygon,
    LatLngBounds: LatLngBounds, StreetViewPanorama: StreetViewPanorama
  };
  var src = document.currentScript ? document.currentScript.src : "";
  var callback = src ? new URL(src).searchParams.get("callback") : null;
  if (callback && typeof window[callback] === "function") window[callback]();
})();
`;
