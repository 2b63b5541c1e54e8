import type { z } from "zod";
import { MediaImage } from "../../render/media-image.tsx";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { beforeClip, clampOffset } from "./before-after.rules.ts";
import type { beforeAfterSettings } from "./settings.ts";

export type BeforeAfterData = { before: MediaInfo | null; after: MediaInfo | null };

/**
 * Two images stacked: "after" below, "before" above clipped at the divider, and a handle that is a slider
 * (`role="slider"`, `aria-valuenow`) for keyboards and screen readers. Drawn at its offset on the server, so it
 * reads right without script; the browser module makes it draggable.
 */
export function BeforeAfter({
  settings,
  data,
}: WidgetProps<z.output<typeof beforeAfterSettings>, BeforeAfterData>) {
  const size = settings.ekit_img_comparison_offset.size;
  const offset = clampOffset(typeof size === "number" ? size : 50);
  const orientation = settings.ekit_img_comparison_orientation;
  const before = String(settings.ekit_img_comparison_label_before);
  const after = String(settings.ekit_img_comparison_label_after);
  return (
    <div
      className={`ekit-before-after ekit-before-after--${orientation}`}
      data-orientation={orientation}
      data-move-on-hover={settings.ekit_img_comparison_move_on_hover ? "yes" : undefined}
      style={{ "--ekit-before-after-offset": `${offset}%` } as React.CSSProperties}
    >
      <div className="ekit-before-after__after">
        <MediaImage value={settings.ekit_img_comparison_image_after} media={data.after} />
        {settings.ekit_img_comparison_show_labels && after ? (
          <span className="ekit-before-after__label ekit-before-after__label--after" aria-hidden="true">
            {after}
          </span>
        ) : null}
      </div>
      <div className="ekit-before-after__before" style={{ clipPath: beforeClip(offset, orientation) }}>
        <MediaImage value={settings.ekit_img_comparison_image_before} media={data.before} />
        {settings.ekit_img_comparison_show_labels && before ? (
          <span className="ekit-before-after__label ekit-before-after__label--before" aria-hidden="true">
            {before}
          </span>
        ) : null}
      </div>
      <div
        className="ekit-before-after__handle"
        role="slider"
        tabIndex={0}
        aria-label={`${before} / ${after}`}
        aria-orientation={orientation}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={offset}
        aria-valuetext={`${Math.round(offset)}% ${before}`}
        data-label={before}
      >
        <span className="ekit-before-after__grip" aria-hidden="true" />
      </div>
    </div>
  );
}
