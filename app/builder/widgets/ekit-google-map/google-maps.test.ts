import { describe, expect, it } from "vitest";
import { mapConfig, withLookups } from "./ekit-google-map.rules.ts";
import {
  GOOGLE_MAPS_CALLBACK,
  GOOGLE_THEME_STYLES,
  googleMapOptions,
  googleMapsScriptUrl,
  googlePanoramaOptions,
  googleRouteOptions,
  googleShapeOptions,
} from "./google-maps.rules.ts";
import { ekitGoogleMapSettings } from "./settings.ts";

const PATH = [
  { ekit_google_map_polyline_lat: 48.85, ekit_google_map_polyline_lng: 2.36 },
  { ekit_google_map_polyline_lat: 48.86, ekit_google_map_polyline_lng: 2.37 },
  { ekit_google_map_polyline_lat: 48.85, ekit_google_map_polyline_lng: 2.38 },
];

function config(settings: Record<string, unknown>) {
  return mapConfig(ekitGoogleMapSettings.parse(settings));
}

describe("elementskit-google-map on Google Maps JavaScript (decision 033)", () => {
  it("loads the configured script with the key, asynchronously, through a callback", () => {
    const url = new URL(
      googleMapsScriptUrl({ apiKey: "k y", scriptUrl: "http://127.0.0.1:9/maps/api/js?region=FR" }),
    );
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:9/maps/api/js");
    expect(url.searchParams.get("key")).toBe("k y");
    expect(url.searchParams.get("region")).toBe("FR");
    expect(url.searchParams.get("loading")).toBe("async");
    expect(url.searchParams.get("callback")).toBe(GOOGLE_MAPS_CALLBACK);
  });

  it("W-MAP-03 W-MAP-07 W-MAP-10 W-MAP-11 map options: centre, zoom, theme styles and every control toggle", () => {
    const defaults = googleMapOptions(config({}));
    expect(defaults).toMatchObject({
      center: { lat: 23.7808875, lng: 90.2792373 },
      zoom: 14,
      zoomControl: true,
      scaleControl: false,
      fullscreenControl: false,
      scrollwheel: false,
      gestureHandling: "cooperative",
      styles: [],
    });
    const toggled = googleMapOptions(
      config({
        ekit_google_map_theme: "night",
        ekit_google_map_zoom_control: "",
        ekit_google_map_scale_control: "yes",
        ekit_google_map_fullscreen_control: "yes",
        ekit_google_map_scroll_wheel: "yes",
      }),
    );
    expect(toggled).toMatchObject({
      zoomControl: false,
      scaleControl: true,
      fullscreenControl: true,
      scrollwheel: true,
      gestureHandling: "greedy",
      styles: GOOGLE_THEME_STYLES.night,
    });
    expect(googleMapOptions(config({ ekit_google_map_draggable: "" })).gestureHandling).toBe("none");
    for (const theme of ["silver", "retro", "dark", "night", "aubergine"])
      expect(GOOGLE_THEME_STYLES[theme]?.length).toBeGreaterThan(0);
  });

  it("W-MAP-05 polyline and polygon options keep the stroke colour, opacity and weight; the polygon its fill", () => {
    const line = googleShapeOptions(
      config({
        ekit_google_map_type: "polyline",
        ekit_google_map_polylines: PATH,
        ekit_google_map_stroke_color: "#0055AA",
        ekit_google_map_stroke_opacity: { unit: "px", size: 0.5 },
        ekit_google_map_stroke_weight: { unit: "px", size: 4 },
      }),
    );
    expect(line).toEqual({
      strokeColor: "#0055AA",
      strokeOpacity: 0.5,
      strokeWeight: 4,
      path: [
        { lat: 48.85, lng: 2.36 },
        { lat: 48.86, lng: 2.37 },
        { lat: 48.85, lng: 2.38 },
      ],
    });
    const polygon = googleShapeOptions(
      config({ ekit_google_map_type: "polygon", ekit_google_map_polylines: PATH }),
    );
    expect(polygon).toMatchObject({ fillColor: "#FF0000", fillOpacity: 0.35, strokeWeight: 2 });
    expect(polygon?.paths).toHaveLength(3);
    expect(
      googleShapeOptions(config({ ekit_google_map_type: "marker", ekit_google_map_polylines: PATH })),
    ).toBeNull();
  });

  it("W-MAP-06 a route is the server's cached line (no second lookup), or a dashed straight line without one", () => {
    const routed = config({
      ekit_google_map_type: "routes",
      ekit_google_map_route_origin_lat: 48.853,
      ekit_google_map_route_origin_lng: 2.369,
      ekit_google_map_route_dest_lat: 48.861,
      ekit_google_map_route_dest_lng: 2.372,
    });
    const cached = withLookups(routed, {
      route: {
        points: [
          [48.853, 2.369],
          [48.857, 2.37],
          [48.861, 2.372],
        ],
        distance: 1,
        duration: 1,
      },
    });
    const options = googleRouteOptions(cached);
    expect(options?.path).toEqual([
      { lat: 48.853, lng: 2.369 },
      { lat: 48.857, lng: 2.37 },
      { lat: 48.861, lng: 2.372 },
    ]);
    expect(options?.icons).toBeUndefined();
    const straight = googleRouteOptions(withLookups(routed, { route: null }));
    expect(straight?.path).toHaveLength(2);
    expect(straight?.strokeOpacity).toBe(0);
    expect(straight?.icons).toHaveLength(1);
    expect(googleRouteOptions(config({ ekit_google_map_type: "basic" }))).toBeNull();
  });

  it("W-MAP-01 the panorama looks around the map's place with the control toggles", () => {
    expect(
      googlePanoramaOptions(
        config({
          ekit_google_map_type: "panorama",
          ekit_google_map_lat: 48.8566,
          ekit_google_map_lng: 2.3722,
        }),
      ),
    ).toMatchObject({
      position: { lat: 48.8566, lng: 2.3722 },
      pov: { heading: 0, pitch: 0 },
      zoomControl: true,
      fullscreenControl: false,
    });
  });
});
