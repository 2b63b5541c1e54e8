import { safeHref } from "../../render/link.ts";
import type { WidgetProps } from "../../widget.ts";
import { type CountdownUnit, pad, secondsLeft, unitValues, ZOOM_EXPIRED_TEXT } from "./countdown.rules.ts";
import { type CountdownConfig, countdownConfig } from "./countdown-model.ts";
import { formatDue } from "./countdown-time.ts";
import type { CountdownSettings } from "./settings.ts";

/**
 * Both countdowns, rendered with the time left at render time (and refreshed per response by
 * `refreshCountdowns`, so the first paint is right), the due date as text (what a visitor without script
 * reads), and the finish message, shown at once when the due date has passed.
 */
export function Countdown({ element, settings, context }: WidgetProps<CountdownSettings, undefined>) {
  const config = countdownConfig(settings, element.widgetType ?? "countdown", element.id, context);
  const safeConfig: CountdownConfig = { ...config, redirect: safeHref(config.redirect) ?? "" };
  const now = Date.now();
  const total =
    config.due !== null
      ? secondsLeft(new Date(config.due), now)
      : config.evergreen !== null
        ? config.evergreen
        : 0;
  const finished = config.due !== null && total === 0;
  const values = unitValues(
    total,
    config.units.map((item) => item.unit),
  );
  const units = config.units.map((item) => ({ ...item, value: values[item.unit] ?? 0 }));
  const due =
    config.due !== null ? (
      <p className="vitrine-countdown-due">
        {finished ? "Ended " : "Ends "}
        <time dateTime={new Date(config.due).toISOString()}>{formatDue(config.due, context.timeZone)}</time>
      </p>
    ) : null;
  const label =
    config.due !== null
      ? `Time left until ${formatDue(config.due, context.timeZone)}`
      : "Time left on this offer";
  const hideTimer = finished && (config.flavour === "elementskit" || config.actions.includes("hide"));
  return (
    <div
      className={`vitrine-countdown${finished ? " vitrine-countdown--finished" : ""}`}
      data-countdown={JSON.stringify(safeConfig)}
    >
      {config.flavour === "elementor" ? (
        <div
          className={`elementor-countdown-wrapper${config.style === "inline" ? " elementor-countdown--label-inline" : " elementor-countdown--label-block"}`}
          role="timer"
          aria-label={label}
          hidden={hideTimer}
        >
          {units.map(({ unit, label: unitLabel, value }) => (
            <div className="elementor-countdown-item" key={unit}>
              <Digits
                className={`elementor-countdown-digits elementor-countdown-${unit}`}
                config={config}
                unit={unit}
              >
                {pad(value)}
              </Digits>{" "}
              {config.showLabels ? <span className="elementor-countdown-label">{unitLabel}</span> : null}
            </div>
          ))}
        </div>
      ) : config.zoom ? (
        <div className="elementskit-countdown-timer-zoom" role="timer" aria-label={label}>
          <span className="ekit-zoom-counter">
            {finished
              ? ZOOM_EXPIRED_TEXT
              : units.map(({ unit, value }, index) => (
                  <span key={unit}>
                    {index > 0 ? ":" : ""}
                    <Digits className={`ekit-zoom-${unit}`} config={config} unit={unit}>
                      {pad(value)}
                    </Digits>
                  </span>
                ))}
          </span>
        </div>
      ) : (
        <div
          className={`elementskit-countdown-timer elementskit-countdown-timer-${config.style.replace("style", "")}`}
          role="timer"
          aria-label={label}
          hidden={hideTimer}
        >
          {units.map(({ unit, label: unitLabel, value }) => (
            <div className={`elementskit-timer-container elementskit-${unit}`} key={unit}>
              <div className="elementskit-inner-container">
                <div className="elementskit-timer-content">
                  <Digits className="elementskit-timer-count" config={config} unit={unit}>
                    {pad(value)}
                  </Digits>
                  <span className="elementskit-timer-title">{unitLabel}</span>
                </div>
              </div>
            </div>
          ))}
        </div>
      )}
      {due}
      <FinishMessage
        config={config}
        shown={
          finished && (config.flavour === "elementskit" ? !config.zoom : config.actions.includes("message"))
        }
      />
    </div>
  );
}

/** A unit's digits, self-describing so `refreshCountdowns` can set them per response without parsing HTML. */
function Digits({
  className,
  config,
  unit,
  children,
}: {
  className: string;
  config: CountdownConfig;
  unit: CountdownUnit;
  children: string;
}) {
  return (
    <span
      className={className}
      data-unit={unit}
      {...(config.due !== null
        ? { "data-due": String(config.due), "data-units": config.units.map((item) => item.unit).join(",") }
        : {})}
    >
      {children}
    </span>
  );
}

function FinishMessage({ config, shown }: { config: CountdownConfig; shown: boolean }) {
  if (config.flavour === "elementor") {
    if (!config.actions.includes("message")) return null;
    return (
      <div className="elementor-countdown-expire--message" role="status" hidden={!shown}>
        {shown ? config.finishContent : null}
      </div>
    );
  }
  if (config.zoom) return null;
  return (
    <div className="elementskit-countdown-finish" role="status" hidden={!shown}>
      {shown ? (
        <>
          <h3 className="ekit-countdown-finish-title">{config.finishTitle}</h3>
          {config.finishContent ? (
            <p className="ekit-countdown-finish-content">{config.finishContent}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
