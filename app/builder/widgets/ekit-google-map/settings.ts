import { z } from "zod";
import { choice, color, responsive, slider, text, toggle } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";
import { DEFAULT_MAP_LAT, DEFAULT_MAP_LNG, DEFAULT_MAP_ZOOM, MAP_TYPES } from "./ekit-google-map.rules.ts";

const coordinate = z.union([z.number(), z.string()]).default("");

/** One marker: where it is, its popup title and content, and an optional icon picture. */
export const mapMarker = z.object({
  ekit_google_map_marker_lat: coordinate,
  ekit_google_map_marker_lng: coordinate,
  ekit_google_map_marker_title: text(""),
  ekit_google_map_marker_content: text(""),
  ekit_google_map_marker_icon: z
    .object({ url: z.string().default("") })
    .partial()
    .default({}),
});

/** One point of a polyline or polygon path. */
export const mapPathPoint = z.object({
  ekit_google_map_polyline_lat: coordinate,
  ekit_google_map_polyline_lng: coordinate,
});

/** ElementsKit's `elementskit-google-map` settings (W-MAP-01..07, 10, 11). */
export const ekitGoogleMapSettings = z.object({
  ekit_google_map_type: choice(MAP_TYPES, "basic"),
  ekit_google_map_address_type: choice(["address", "coordinates"], "coordinates"),
  ekit_google_map_addr: text(""),
  ekit_google_map_lat: z.union([z.number(), z.string()]).default(DEFAULT_MAP_LAT),
  ekit_google_map_lng: z.union([z.number(), z.string()]).default(DEFAULT_MAP_LNG),
  ekit_google_map_zoom: slider(DEFAULT_MAP_ZOOM),
  ekit_google_map_markers: repeater(mapMarker, []),
  ekit_google_map_polylines: repeater(mapPathPoint, []),
  ekit_google_map_stroke_color: color("#FF0000"),
  ekit_google_map_stroke_opacity: slider(0.8),
  ekit_google_map_stroke_weight: slider(2),
  ekit_google_map_fill_color: color("#FF0000"),
  ekit_google_map_fill_opacity: slider(0.35),
  ekit_google_map_route_origin_lat: coordinate,
  ekit_google_map_route_origin_lng: coordinate,
  ekit_google_map_route_dest_lat: coordinate,
  ekit_google_map_route_dest_lng: coordinate,
  ekit_google_map_route_travel_mode: choice(["DRIVING", "WALKING", "BICYCLING", "TRANSIT"], "DRIVING"),
  ekit_google_map_overlay_content: text(""),
  ekit_google_map_theme: choice(["standard", "silver", "retro", "dark", "night", "aubergine"], "standard"),
  ekit_google_map_zoom_control: toggle(true),
  ekit_google_map_scale_control: toggle(false),
  ekit_google_map_fullscreen_control: toggle(false),
  ekit_google_map_scroll_wheel: toggle(false),
  ekit_google_map_draggable: toggle(true),
  ekit_google_map_tile_url: text(""),
  ...responsive("ekit_google_map_height", slider(300)),
});
