import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import { clampPercent, PIE_CHART_DEFAULTS } from "./pie-chart.rules.ts";
import type { pieChartSettings } from "./settings.ts";

const sizeOf = (value: { size: number | "" }, fallback: number) =>
  typeof value.size === "number" && value.size > 0 ? value.size : fallback;

/**
 * `.ekit-piechart`: a canvas ring (drawn by the browser module, filled when it scrolls into view) around the
 * percentage, with a title and description. The number is text, so the chart reads right without script; the ring
 * is decoration (`aria-hidden`) and the whole is labelled with its value.
 */
export function PieChart({ settings }: WidgetProps<z.output<typeof pieChartSettings>, undefined>) {
  const percentSize = settings.ekit_piechart_percentage.size;
  const percent = Math.round(clampPercent(typeof percentSize === "number" ? percentSize : 0));
  const size = sizeOf(settings.ekit_piechart_size, PIE_CHART_DEFAULTS.size);
  const lineWidth = sizeOf(settings.ekit_piechart_line_width, PIE_CHART_DEFAULTS.lineWidth);
  const duration = sizeOf(settings.ekit_piechart_animation_duration, PIE_CHART_DEFAULTS.duration);
  const title = String(settings.ekit_piechart_title);
  const description = String(settings.ekit_piechart_item_description);
  return (
    <div className="ekit-wid-con">
      <div className="ekit-piechart">
        <div
          className="ekit-piechart__chart"
          role="img"
          aria-label={title ? `${title}: ${percent}%` : `${percent}%`}
          style={{ width: `${size}px`, height: `${size}px` }}
          data-percent={percent}
          data-size={size}
          data-line-width={lineWidth}
          data-duration={duration}
          data-bar-color={settings.ekit_piechart_bar_color}
          data-track-color={settings.ekit_piechart_track_color}
          data-line-cap={settings.ekit_piechart_line_cap}
        >
          <canvas className="ekit-piechart__canvas" width={size} height={size} />
          <span className="ekit-piechart__number" aria-hidden="true">
            {percent}
            <span className="ekit-piechart__unit">%</span>
          </span>
        </div>
        {title ? <h3 className="ekit-piechart__title">{title}</h3> : null}
        {description ? <p className="ekit-piechart__description">{description}</p> : null}
      </div>
    </div>
  );
}
