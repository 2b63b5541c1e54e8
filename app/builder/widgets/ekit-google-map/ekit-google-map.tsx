import type { z } from "zod";
import type { MapLoadServices, WidgetProps } from "../../widget.ts";
import {
  googleStaticMapUrl,
  googleStreetViewUrl,
  type MapConfig,
  type MapLookups,
  mapConfig,
  mapsSiteLink,
  PANORAMA_STILL_NOTICE,
  PANORAMA_UNAVAILABLE_NOTICE,
  siteTileUrl,
  staticMosaic,
  THEME_FILTERS,
  withLookups,
} from "./ekit-google-map.rules.ts";
import { MosaicTiles } from "./mosaic-tiles.tsx";
import type { ekitGoogleMapSettings } from "./settings.ts";

export interface MapData {
  lookups: MapLookups;
  google: MapLoadServices["google"];
}

/** Asks the server's geocoder and router (cached in the database) for what the settings need. */
export async function loadMapData(
  settings: Record<string, unknown>,
  maps: MapLoadServices | undefined,
): Promise<MapData> {
  const config = mapConfig(settings, siteTileUrl(process.env));
  const google = maps?.google ?? null;
  const lookups: MapLookups = {
    google: google ? { apiKey: google.apiKey, scriptUrl: google.scriptUrl } : null,
  };
  if (config.addressType === "address") {
    lookups.geocoded = maps && config.address.trim() ? await maps.geocode(config.address) : null;
  }
  if (config.type === "routes" && config.route) {
    const { origin, destination, travelMode } = config.route;
    lookups.route = maps ? await maps.route(origin, destination, travelMode as "DRIVING") : null;
  }
  return { lookups, google };
}

function MosaicPicture({ config, label }: { config: MapConfig; label: string }) {
  const mosaic = staticMosaic(config);
  const filter = THEME_FILTERS[config.theme] ?? "";
  return (
    <div
      className="ekit-google-map-mosaic"
      role="img"
      aria-label={label}
      style={{
        width: mosaic.width,
        height: mosaic.height,
        transform: `translate(${-mosaic.centerX}px, ${-mosaic.centerY}px)`,
      }}
    >
      <div className="ekit-google-map-tiles" style={filter ? { filter } : undefined}>
        <MosaicTiles tiles={mosaic.tiles} />
      </div>
      <svg
        className="ekit-google-map-drawing"
        width={mosaic.width}
        height={mosaic.height}
        viewBox={`0 0 ${mosaic.width} ${mosaic.height}`}
        aria-hidden="true"
      >
        {mosaic.path &&
          (config.type === "polygon" ? (
            <polygon
              points={mosaic.path}
              stroke={config.stroke.color}
              strokeOpacity={config.stroke.opacity}
              strokeWidth={config.stroke.weight}
              fill={config.fill.color}
              fillOpacity={config.fill.opacity}
            />
          ) : (
            <polyline
              points={mosaic.path}
              stroke={config.stroke.color}
              strokeOpacity={config.stroke.opacity}
              strokeWidth={config.stroke.weight}
              fill="none"
            />
          ))}
        {mosaic.route && (
          <polyline
            className="ekit-google-map-static-route"
            points={mosaic.route}
            stroke={config.stroke.color}
            strokeOpacity={config.stroke.opacity}
            strokeWidth={Math.max(config.stroke.weight, 3)}
            strokeDasharray={config.route?.points ? undefined : "8 6"}
            strokeLinejoin="round"
            strokeLinecap="round"
            fill="none"
          />
        )}
        {mosaic.markers.map((marker) => (
          <circle
            key={`${marker.x},${marker.y},${marker.title}`}
            className="ekit-google-map-static-marker"
            cx={marker.x}
            cy={marker.y}
            r={9}
          />
        ))}
      </svg>
    </div>
  );
}

/**
 * ElementsKit's map. The server draws a static picture (a block of the configured tiles around the centre with
 * markers, path and route drawn over it, or Google's static picture when the shop has a key) and a link to open
 * the place in a maps site: what a visitor without script sees. The browser module replaces the picture with an
 * interactive map from `data-map` (Google Maps JavaScript with the shop's key, Leaflet otherwise), except for the
 * static type; the panorama becomes an interactive Street View with a key and stays a picture without one.
 */
export function EkitGoogleMap({
  settings,
  data,
}: WidgetProps<z.output<typeof ekitGoogleMapSettings>, MapData>) {
  const config = withLookups(mapConfig(settings, siteTileUrl(process.env)), data?.lookups ?? {});
  const google = data?.google ?? null;
  const label = `Map: ${config.markers[0]?.title || config.address || "location"}`;
  let picture: React.ReactNode;
  let notice = config.notice;
  let scriptNotice = "";
  if (config.type === "static" && google) {
    picture = <img className="ekit-google-map-image" src={googleStaticMapUrl(config, google)} alt={label} />;
  } else if (config.type === "panorama" && google) {
    picture = (
      <img
        className="ekit-google-map-image"
        src={googleStreetViewUrl(config.center, google)}
        alt={`Street view: ${config.address || `${config.center.lat}, ${config.center.lng}`}`}
      />
    );
    // Removed by the browser module once the interactive Street View runs.
    scriptNotice = notice ? "" : PANORAMA_STILL_NOTICE;
  } else {
    if (config.type === "panorama") notice = notice || PANORAMA_UNAVAILABLE_NOTICE;
    picture = <MosaicPicture config={config} label={label} />;
  }
  return (
    <div className="ekit-wid-con">
      <div
        className="ekit-google-map"
        data-map-type={config.type}
        data-map-theme={config.theme}
        data-map={JSON.stringify(config)}
      >
        <div className="ekit-google-map-static">{picture}</div>
        {config.type === "overlay" && config.overlay && (
          <div className="ekit-google-map-overlay">{config.overlay}</div>
        )}
        {notice && (
          <p className="ekit-google-map-notice" role="status">
            {notice}
          </p>
        )}
        {scriptNotice && (
          <p className="ekit-google-map-notice" role="status" data-map-script-notice="">
            {scriptNotice}
          </p>
        )}
        <a
          className="ekit-google-map-open"
          href={mapsSiteLink(config)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {config.type === "routes" && config.route
            ? "Open directions in a maps site"
            : "Open in a maps site"}
        </a>
      </div>
    </div>
  );
}
