import type { z } from "zod";
import { MediaImage } from "../../render/media-image.tsx";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import type { imageSwapSettings } from "./settings.ts";

export type ImageSwapData = { first: MediaInfo | null; second: MediaInfo | null };

/**
 * `.ekit-image-swap`: the first image, and the second over it, shown on hover or click (W-MISC-21). The control is
 * a toggle button (`aria-pressed`) so keyboards and taps swap it too; both pictures keep their alternative text.
 */
export function ImageSwap({
  settings,
  data,
}: WidgetProps<z.output<typeof imageSwapSettings>, ImageSwapData>) {
  return (
    <button
      type="button"
      className={`ekit-image-swap ekit-image-swap--${settings.ekit_image_swap_effect}`}
      data-trigger={settings.ekit_image_swap_trigger}
      aria-pressed="false"
      aria-label={String(settings.ekit_image_swap_label)}
    >
      <span className="ekit-image-swap__first">
        <MediaImage value={settings.ekit_image_swap_first_image} media={data.first} />
      </span>
      <span className="ekit-image-swap__second">
        <MediaImage value={settings.ekit_image_swap_second_image} media={data.second} />
      </span>
    </button>
  );
}
