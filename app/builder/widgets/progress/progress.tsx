import type { z } from "zod";
import type { WidgetProps } from "../../widget.ts";
import { clampPercent, progressValueText } from "./progress.rules.ts";
import type { progressSettings } from "./settings.ts";

/**
 * The title (`.elementor-title`) and `.elementor-progress-wrapper[role=progressbar]` with its ARIA values, holding
 * `.elementor-progress-bar` (its width from the generated CSS, so the bar is right without JavaScript), the inner
 * text and the percentage.
 */
export function Progress({ settings, element }: WidgetProps<z.output<typeof progressSettings>, undefined>) {
  const percent = clampPercent(settings.percent.size);
  const title = String(settings.title);
  const innerText = String(settings.inner_text);
  const titleId = `elementor-progress-bar-${element.id}`;
  const Title = settings.title_tag;
  return (
    <>
      {title ? (
        <Title className="elementor-title" id={titleId}>
          {title}
        </Title>
      ) : null}
      <div
        className={`elementor-progress-wrapper${settings.progress_type ? ` progress-${settings.progress_type}` : ""}`}
        role="progressbar"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : innerText || "Progress"}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressValueText(percent, innerText)}
      >
        <div className="elementor-progress-bar" data-max={percent}>
          <span className="elementor-progress-text">{innerText}</span>
          {settings.display_percentage === "show" ? (
            <span className="elementor-progress-percentage">{`${percent}%`}</span>
          ) : null}
        </div>
      </div>
    </>
  );
}
