import type { z } from "zod";
import type { MapLoadServices, MapPoint, WidgetProps } from "../../widget.ts";
import {
  mapConfig,
  siteTileUrl,
  staticMosaic,
  tileUrlTemplate,
} from "../ekit-google-map/ekit-google-map.rules.ts";
import { MosaicTiles } from "../ekit-google-map/mosaic-tiles.tsx";
import { embedZoom, mapEmbedUrl, mapsSearchLink } from "./google-maps.rules.ts";
import type { googleMapsSettings } from "./settings.ts";

export interface GoogleMapsData {
  /** The address as the server's geocoder found it (cached); null when not found or not asked. */
  point: MapPoint | null;
  embed: "on-demand" | "immediate";
}

/** Geocodes the address for the static picture (on demand only; the embed itself needs no lookup). */
export async function loadGoogleMapsData(
  settings: { address: string },
  maps: MapLoadServices | undefined,
): Promise<GoogleMapsData> {
  const embed = maps?.embed ?? "on-demand";
  const address = String(settings.address).trim();
  if (embed === "immediate" || !maps || !address) return { point: null, embed };
  return { point: await maps.geocode(address), embed };
}

function Picture({ point, zoom, label }: { point: MapPoint; zoom: number; label: string }) {
  const config = mapConfig(
    {
      ekit_google_map_lat: point.lat,
      ekit_google_map_lng: point.lng,
      ekit_google_map_zoom: Math.min(zoom, 19),
    },
    tileUrlTemplate(siteTileUrl(process.env)),
  );
  const mosaic = staticMosaic(config);
  return (
    <div
      className="elementor-custom-embed-mosaic"
      role="img"
      aria-label={label}
      style={{
        width: mosaic.width,
        height: mosaic.height,
        transform: `translate(${-mosaic.centerX}px, ${-mosaic.centerY}px)`,
      }}
    >
      <MosaicTiles tiles={mosaic.tiles} />
      <svg
        className="elementor-custom-embed-pin"
        width={28}
        height={40}
        viewBox="0 0 28 40"
        aria-hidden="true"
        style={{ left: mosaic.centerX - 14, top: mosaic.centerY - 40 }}
      >
        <path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.5 14 39 14 39s13-15.5 13-25.2C27 6.7 21.2 1 14 1z" />
        <circle cx="14" cy="14" r="5" />
      </svg>
    </div>
  );
}

/**
 * Elementor's Google Maps widget (decision 033). Keeps Elementor's `.elementor-custom-embed` + iframe contract,
 * but by default Google is not asked until the visitor wants the map: the server shows a static picture of the
 * address from the configured tiles (geocoded on the server, cached) and a link to open it in Google Maps;
 * the browser module adds a button that puts Google's embed iframe in its place. With `maps.embed: immediate`
 * the embed is a lazy iframe at once, as Elementor renders it.
 */
export function GoogleMaps({
  settings,
  data,
}: WidgetProps<z.output<typeof googleMapsSettings>, GoogleMapsData | undefined>) {
  const zoom = embedZoom(typeof settings.zoom.size === "number" ? settings.zoom.size : 10);
  const address = String(settings.address);
  const src = mapEmbedUrl(address, zoom);
  if (!src) return null;
  if (data?.embed === "immediate")
    return (
      <div className="elementor-custom-embed">
        <iframe
          loading="lazy"
          src={src}
          title={address}
          aria-label={address}
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
    );
  return (
    <div className="elementor-custom-embed" data-embed-src={src} data-embed-title={address}>
      <div className="elementor-custom-embed-picture">
        {data?.point ? (
          <Picture point={data.point} zoom={zoom} label={`Map: ${address}`} />
        ) : (
          <p className="elementor-custom-embed-address">{address}</p>
        )}
      </div>
      <p className="elementor-custom-embed-actions">
        <a href={mapsSearchLink(address)} target="_blank" rel="noopener noreferrer">
          Open in Google Maps
        </a>
      </p>
    </div>
  );
}
