import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  DEFAULT_MAP_LAT,
  DEFAULT_MAP_LNG,
  DEFAULT_MAP_ZOOM,
  DEFAULT_TILE_URL,
  googleStaticMapUrl,
  googleStreetViewUrl,
  MAP_TYPES,
  mapConfig,
  mapsSiteLink,
  openStreetMapLink,
  siteTileUrl,
  staticMosaic,
  tileForPoint,
  tileOrigin,
  tileUrl,
  tileUrlTemplate,
  withLookups,
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
      points: null,
      distance: 0,
      duration: 0,
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
    expect(inner).toContain('aria-label="Map: Workshop &lt;b&gt;"');
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

describe("elementskit-google-map lookups and static pictures", () => {
  const route = {
    ekit_google_map_type: "routes",
    ekit_google_map_route_origin_lat: 48.853,
    ekit_google_map_route_origin_lng: 2.3499,
    ekit_google_map_route_dest_lat: 48.859,
    ekit_google_map_route_dest_lng: 2.3775,
    ekit_google_map_route_travel_mode: "BICYCLING",
  };

  it("W-MAP-08 W-MAP-10 an address map centres on the geocoded point, or on the default and says it was not found", () => {
    const settings = {
      ekit_google_map_address_type: "address",
      ekit_google_map_addr: " 12 rue des Potiers ",
    };
    expect(withLookups(mapConfig(settings), { geocoded: { lat: 48.859, lng: 2.3775 } })).toMatchObject({
      center: { lat: 48.859, lng: 2.3775 },
      notice: "",
    });
    expect(withLookups(mapConfig(settings), { geocoded: null })).toMatchObject({
      center: { lat: DEFAULT_MAP_LAT, lng: DEFAULT_MAP_LNG },
      notice: "Address not found: 12 rue des Potiers",
    });
    // Coordinates maps are never geocoded.
    expect(withLookups(mapConfig({ ekit_google_map_lat: 1, ekit_google_map_lng: 2 }), {}).center).toEqual({
      lat: 1,
      lng: 2,
    });
  });

  it("W-MAP-06 a route takes the router's line; without one it says so and joins the ends", () => {
    const line: [number, number][] = [
      [48.853, 2.3499],
      [48.856, 2.36],
      [48.859, 2.3775],
    ];
    const routed = withLookups(mapConfig(route), { route: { points: line, distance: 2000, duration: 400 } });
    expect(routed.route).toMatchObject({ points: line, distance: 2000, travelMode: "BICYCLING" });
    expect(staticMosaic(routed).route.split(" ")).toHaveLength(3);
    const missing = withLookups(mapConfig(route), { route: null });
    expect(missing.notice).toBe("Route not found: the line joins the start and the end directly");
    expect(staticMosaic(missing).route.split(" ")).toHaveLength(2);
    expect(mapsSiteLink(routed)).toBe(
      "https://www.openstreetmap.org/directions?engine=fossgis_osrm_bike&route=48.853000%2C2.349900%3B48.859000%2C2.377500",
    );
  });

  it("static mosaic: 5 by 3 tiles around the centre, the centre's pixel inside it, markers drawn", () => {
    const config = mapConfig({
      ekit_google_map_type: "marker",
      ekit_google_map_markers: [
        {
          ekit_google_map_marker_lat: 0,
          ekit_google_map_marker_lng: 0,
          ekit_google_map_marker_title: "Here",
        },
      ],
      ekit_google_map_lat: 0,
      ekit_google_map_lng: 0,
      ekit_google_map_zoom: 3,
    });
    const mosaic = staticMosaic(config);
    expect(mosaic.tiles).toHaveLength(15);
    expect(mosaic.tiles[0]).toEqual({ url: "https://tile.openstreetmap.org/3/2/3.png", left: 0, top: 0 });
    expect([mosaic.centerX, mosaic.centerY]).toEqual([512, 256]);
    expect(mosaic.markers).toEqual([{ x: 512, y: 256, title: "Here" }]);
  });

  it("W-MAP-09 Google Static Maps and Street View addresses carry the shop's {key}", () => {
    const config = withLookups(
      mapConfig({
        ...route,
        ekit_google_map_type: "static",
        ekit_google_map_markers: [{ ekit_google_map_marker_lat: 1, ekit_google_map_marker_lng: 2 }],
      }),
      {},
    );
    const url = new URL(
      googleStaticMapUrl(config, {
        apiKey: "K123",
        staticUrl: "https://maps.googleapis.com/maps/api/staticmap",
      }),
    );
    expect(url.searchParams.get("key")).toBe("K123");
    expect(url.searchParams.get("center")).toBe(`${DEFAULT_MAP_LAT},${DEFAULT_MAP_LNG}`);
    expect(url.searchParams.get("zoom")).toBe("14");
    expect(url.searchParams.getAll("markers")).toEqual(["1,2"]);
    expect(
      googleStreetViewUrl(
        { lat: 1, lng: 2 },
        { apiKey: "K123", streetViewUrl: "https://sv.example/streetview" },
      ),
    ).toBe("https://sv.example/streetview?size=640x320&location=1%2C2&key=K123");
  });
});
