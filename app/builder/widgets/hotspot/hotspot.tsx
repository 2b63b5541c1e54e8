import type { z } from "zod";
import { ElementorIcon } from "../../render/icon.tsx";
import { anchorProps, linkAttributes } from "../../render/link.ts";
import { MediaImage } from "../../render/media-image.tsx";
import type { MediaInfo, WidgetProps } from "../../widget.ts";
import { spotPosition } from "./hotspot.rules.ts";
import type { hotspotSettings } from "./settings.ts";

export type HotspotData = { media: MediaInfo | null };

const percent = (value: { size: number | "" }) => (typeof value.size === "number" ? value.size : 50);

/**
 * `.e-hotspot__wrapper`: the image with a button per spot (`aria-expanded`, named by its label or its tooltip) and
 * the tooltip beside it. Without script every tooltip opens on hover and focus (CSS); the browser module adds the
 * click trigger, one open at a time, Escape and the side flip (W-MISC-18, W-MISC-19).
 */
export function Hotspot({
  settings,
  data,
  context,
}: WidgetProps<z.output<typeof hotspotSettings>, HotspotData>) {
  const id = `e-hotspot-${context.documentId}-${context.elementId}`;
  return (
    <div
      className="e-hotspot__wrapper"
      data-trigger={settings.tooltip_trigger}
      data-position={settings.tooltip_position}
    >
      <MediaImage value={settings.image} media={data.media} />
      {settings.hotspot.map((item, index) => {
        const link = linkAttributes(item.hotspot_link);
        const label = String(item.hotspot_label);
        const tooltip = String(item.hotspot_tooltip_content);
        const tooltipId = `${id}-${index}`;
        const side = item.hotspot_tooltip_position || settings.tooltip_position;
        const position = spotPosition(
          item.hotspot_horizontal,
          percent(item.hotspot_offset_x),
          item.hotspot_vertical,
          percent(item.hotspot_offset_y),
        );
        const inner = (
          <>
            <span className="e-hotspot__icon" aria-hidden="true">
              <ElementorIcon icon={item.hotspot_icon} />
            </span>
            {label ? <span className="e-hotspot__label">{label}</span> : null}
          </>
        );
        return (
          <div
            key={item._id || index}
            className={`e-hotspot elementor-repeater-item-${item._id} ${settings.hotspot_animation} ${settings.tooltip_animation}`.trim()}
            style={position}
            data-side={side}
          >
            {link ? (
              <a
                className="e-hotspot__button"
                {...anchorProps(link)}
                aria-describedby={tooltip ? tooltipId : undefined}
              >
                {inner}
              </a>
            ) : (
              <button
                type="button"
                className="e-hotspot__button"
                aria-expanded="false"
                aria-controls={tooltip ? tooltipId : undefined}
                aria-label={label ? undefined : tooltip.replace(/<[^>]*>/g, "").trim() || "Hotspot"}
              >
                {inner}
              </button>
            )}
            {tooltip ? (
              <div
                className={`e-hotspot__tooltip e-hotspot--tooltip-position e-hotspot__tooltip--${side}`}
                id={tooltipId}
                role="tooltip"
              >
                <RawInline html={context.sanitize.inline(tooltip)} />
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function RawInline({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the document policy (decision 019)
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}
