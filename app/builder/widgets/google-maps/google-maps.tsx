import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import { mapEmbedUrl } from "./google-maps.rules.ts";
import type { googleMapsSettings } from "./settings.ts";

/**
 * Elementor's Google Maps widget: Google's embed in a lazy iframe (the browser fetches nothing until the map
 * comes near the viewport) titled with the address, as Elementor renders it.
 */
export function GoogleMaps({ settings }: WidgetProps<z.output<typeof googleMapsSettings>, undefined>) {
  const zoom = typeof settings.zoom.size === "number" ? settings.zoom.size : 10;
  const src = mapEmbedUrl(String(settings.address), zoom);
  if (!src) return null;
  return (
    <div className="elementor-custom-embed">
      <iframe
        loading="lazy"
        src={src}
        title={String(settings.address)}
        aria-label={String(settings.address)}
        referrerPolicy="no-referrer-when-downgrade"
      />
    </div>
  );
}
