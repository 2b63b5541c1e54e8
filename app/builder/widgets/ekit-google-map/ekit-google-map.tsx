import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import { mapConfig, openStreetMapLink, siteTileUrl, tileForPoint, tileUrl } from "./ekit-google-map.rules.ts";
import type { ekitGoogleMapSettings } from "./settings.ts";

/**
 * ElementsKit's map. The server draws a static picture (the configured tiles' tile holding the centre) and a
 * link to open the place on OpenStreetMap: what a visitor without script sees. The browser module replaces the
 * picture with a Leaflet map (loaded on demand) from `data-map`.
 */
export function EkitGoogleMap({ settings }: WidgetProps<z.output<typeof ekitGoogleMapSettings>, undefined>) {
  const config = mapConfig(settings, siteTileUrl(process.env));
  const picture = tileUrl(config.tileUrl, tileForPoint(config.center, config.zoom));
  const label = config.markers[0]?.title || config.address || "Map";
  return (
    <div className="ekit-wid-con">
      <div className="ekit-google-map" data-map-type={config.type} data-map={JSON.stringify(config)}>
        <div className="ekit-google-map-static">
          <img src={picture} alt={`Map: ${label}`} width={256} height={256} loading="lazy" />
        </div>
        <a
          className="ekit-google-map-open"
          href={openStreetMapLink(config.center, config.zoom)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in a maps site
        </a>
      </div>
    </div>
  );
}
