import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  DEFAULT_MAP_LAT,
  DEFAULT_MAP_LNG,
  DEFAULT_MAP_ZOOM,
  DEFAULT_TILE_URL,
  MAP_TYPES,
  mapConfig,
  openStreetMapLink,
  siteTileUrl,
  tileForPoint,
  tileOrigin,
  tileUrl,
  tileUrlTemplate,
} from "./ekit-google-map.rules.ts";
import { ekitGoogleMapSettings } from "./settings.ts";

describe("elementskit-google-map rules", () => {
  it("W-MAP-10 W-MAP-11 W-MAP-03 defaults: centre 23.7808875, 90.2792373, zoom 14, OpenStreetMap tiles", () => {
    const settings = ekitGoogleMapSettings.parse({});
    const config = mapConfig(settings);
    expect(DEFAULT_MAP_LAT).toBe(23.7808875);
    expect(DEFAULT_MAP_LNG).toBe(90.2792373);
    expect(DEFAULT_MAP_ZOOM).toBe(14);
    expect(config.center).toEqual({ lat: 23.7808875, lng: 90.2792373 });
    expect(config.zoom).toBe(14);
    expect(config.type).toBe("basic");
    expect(config.addressType).toBe("coordinates");
    expect(config.tileUrl).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(config.markers).toEqual([]);
    expect(config.path).toEqual([]);
    expect(config.stroke).toEqual({ color: "#FF0000", opacity: 0.8, weight: 2 });
    expect(config.fill).toEqual({ color: "#FF0000", opacity: 0.35 });
    expect(config.route).toBeNull();
    expect(config.theme).toBe("standard");
    expect(config.controls).toEqual({
      zoom: true,
      scale: false,
      fullscreen: false,
      scrollWheel: false,
      draggable: true,
    });
  });

  it("W-MAP-01 W-MAP-02 the eight map types and two address types; unknown values fall back", () => {
    expect(MAP_TYPES).toEqual([
      "basic",
      "marker",
      "static",
      "polyline",
      "polygon",
      "overlay",
      "routes",
      "panorama",
    ]);
    for (const type of MAP_TYPES) {
      expect(mapConfig(ekitGoogleMapSettings.parse({ ekit_google_map_type: type })).type).toBe(type);
    }
    expect(mapConfig({ ekit_google_map_type: "hologram" }).type).toBe("basic");
    expect(mapConfig({ ekit_google_map_address_type: "address" }).addressType).toBe("address");
    expect(mapConfig({ ekit_google_map_address_type: "x" }).addressType).toBe("coordinates");
    expect(mapConfig({ ekit_google_map_lat: "nope", ekit_google_map_lng: 500 }).center).toEqual({
      lat: DEFAULT_MAP_LAT,
      lng: DEFAULT_MAP_LNG,
    });
    expect(mapConfig({ ekit_google_map_zoom: { unit: "px", size: 40 } }).zoom).toBe(19);
  });

  it("W-MAP-04 W-MAP-05 W-MAP-06 W-MAP-07 markers, path stroke, route and controls", () => {
    const config = mapConfig(
      ekitGoogleMapSettings.parse({
        ekit_google_map_type: "routes",
        ekit_google_map_markers: [
          {
            _id: "m1",
            ekit_google_map_marker_lat: "48.8566",
            ekit_google_map_marker_lng: 2.3522,
            ekit_google_map_marker_title: "Workshop",
            ekit_google_map_marker_content: "12 rue des Potiers",
            ekit_google_map_marker_icon: { url: "/pin.png" },
          },
          { _id: "m2", ekit_google_map_marker_lat: "", ekit_google_map_marker_lng: "" },
        ],
        ekit_google_map_polylines: [
          { _id: "p1", ekit_google_map_polyline_lat: 48.85, ekit_google_map_polyline_lng: 2.34 },
          { _id: "p2", ekit_google_map_polyline_lat: 48.86, ekit_google_map_polyline_lng: 2.36 },
        ],
        ekit_google_map_stroke_color: "#0055AA",
        ekit_google_map_stroke_opacity: { size: 0.5 },
        ekit_google_map_stroke_weight: { size: 4 },
        ekit_google_map_route_origin_lat: 48.85,
        ekit_google_map_route_origin_lng: 2.34,
        ekit_google_map_route_dest_lat: 48.87,
        ekit_google_map_route_dest_lng: 2.37,
        ekit_google_map_route_travel_mode: "WALKING",
        ekit_google_map_theme: "dark",
        ekit_google_map_scale_control: "yes",
        ekit_google_map_zoom_control: "",
      }),
    );
    expect(config.markers).toEqual([
      { lat: 48.8566, lng: 2.3522, title: "Workshop", content: "12 rue des Potiers", icon: "/pin.png" },
    ]);
    expect(config.path).toEqual([
      { lat: 48.85, lng: 2.34 },
      { lat: 48.86, lng: 2.36 },
    ]);
    expect(config.stroke).toEqual({ color: "#0055AA", opacity: 0.5, weight: 4 });
    expect(config.route).toEqual({
      origin: { lat: 48.85, lng: 2.34 },
      destination: { lat: 48.87, lng: 2.37 },
      travelMode: "WALKING",
    });
    expect(config.theme).toBe("dark");
    expect(config.controls.scale).toBe(true);
    expect(config.controls.zoom).toBe(false);
  });

  it("tile URL template: the widget's, else the site's, else OpenStreetMap's; only http(s) with {z}{x}{y}", () => {
    expect(tileUrlTemplate("")).toBe(DEFAULT_TILE_URL);
    expect(tileUrlTemplate("javascript:alert(1)/{z}/{x}/{y}")).toBe(DEFAULT_TILE_URL);
    expect(tileUrlTemplate("https://tiles.example/{z}/{x}.png")).toBe(DEFAULT_TILE_URL);
    expect(tileUrlTemplate("http://127.0.0.1:7329/{z}/{x}/{y}.png")).toBe(
      "http://127.0.0.1:7329/{z}/{x}/{y}.png",
    );
    expect(siteTileUrl({})).toBe(DEFAULT_TILE_URL);
    expect(siteTileUrl({ VITRINE_MAP_TILE_URL: "http://t.local/{z}/{x}/{y}.png" })).toBe(
      "http://t.local/{z}/{x}/{y}.png",
    );
    expect(mapConfig({}, "http://t.local/{z}/{x}/{y}.png").tileUrl).toBe("http://t.local/{z}/{x}/{y}.png");
    expect(
      mapConfig(
        { ekit_google_map_tile_url: "https://w.example/{z}/{x}/{y}.png" },
        "http://t.local/{z}/{x}/{y}.png",
      ).tileUrl,
    ).toBe("https://w.example/{z}/{x}/{y}.png");
    expect(tileOrigin("http://127.0.0.1:7329/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:7329");
    expect(tileOrigin(DEFAULT_TILE_URL)).toBe("https://tile.openstreetmap.org");
  });

  it("tile for a point and its address; the OpenStreetMap link", () => {
    expect(tileForPoint({ lat: 0, lng: 0 }, 1)).toEqual({ z: 1, x: 1, y: 1 });
    expect(tileForPoint({ lat: DEFAULT_MAP_LAT, lng: DEFAULT_MAP_LNG }, 14)).toEqual({
      z: 14,
      x: 12300,
      y: 7077,
    });
    expect(tileUrl("https://{s}.t.example/{z}/{x}/{y}.png", { z: 3, x: 4, y: 5 })).toBe(
      "https://a.t.example/3/4/5.png",
    );
    expect(openStreetMapLink({ lat: DEFAULT_MAP_LAT, lng: DEFAULT_MAP_LNG }, 14)).toBe(
      "https://www.openstreetmap.org/?mlat=23.780887&mlon=90.279237#map=14/23.780887/90.279237",
    );
  });
});

describe("elementskit-google-map markup", () => {
  it("W-MAP-03 static picture and an open-in-a-maps-site link; map data for the browser module", async () => {
    const { inner, css, selector, clientModules } = await renderWidget("elementskit-google-map", {
      ekit_google_map_type: "marker",
      ekit_google_map_markers: [
        {
          _id: "m1",
          ekit_google_map_marker_lat: 48.8566,
          ekit_google_map_marker_lng: 2.3522,
          ekit_google_map_marker_title: "Workshop <b>",
          ekit_google_map_marker_content: "Come in",
        },
      ],
      ekit_google_map_height: { unit: "px", size: 420 },
    });
    expect(inner).toContain('src="https://tile.openstreetmap.org/14/12300/7077.png"');
    expect(inner).toContain('alt="Map: Workshop &lt;b&gt;"');
    expect(inner).toContain(
      'href="https://www.openstreetmap.org/?mlat=23.780887&amp;mlon=90.279237#map=14/23.780887/90.279237"',
    );
    expect(inner).toContain(">Open in a maps site</a>");
    expect(inner).toContain('data-map-type="marker"');
    expect(inner).not.toContain("<b>");
    expect(css).toContain(`${selector} .ekit-google-map{height:420px}`);
    expect(clientModules).toEqual(["widgets/ekit-google-map/ekit-google-map"]);
  });
});
