import type { RenderContext } from "../../widget.ts";
import type { CountdownUnit } from "./countdown.rules.ts";
import { dueTimestamp } from "./countdown-time.ts";
import { type CountdownSettings, EKIT_FLIP_STYLE, EKIT_ZOOM_STYLE } from "./settings.ts";

/**
 * What both countdown widgets render and their browser module needs, from their settings: the due time (or
 * the evergreen interval), the units with labels, and what happens at zero. Written into `data-countdown` as
 * JSON (React escapes it), read back by `countdown.client.ts`.
 */
export interface CountdownConfig {
  flavour: "elementor" | "elementskit";
  /** Due time in ms since the epoch; null for evergreen countdowns (due per visitor). */
  due: number | null;
  /** Evergreen interval in seconds (each visitor's own due date is now + this, stored in the browser). */
  evergreen: number | null;
  /** Storage key of the visitor's evergreen due date. */
  storageKey: string;
  units: { unit: CountdownUnit; label: string }[];
  showLabels: boolean;
  /** Elementor Pro's expire actions; ElementsKit always shows its finish title and content. */
  actions: ("hide" | "redirect" | "message")[];
  redirect: string;
  finishTitle: string;
  finishContent: string;
  style: string;
  zoom: boolean;
}

export function countdownConfig(
  settings: CountdownSettings,
  widgetType: string,
  elementId: string,
  context: Pick<RenderContext, "documentId" | "timeZone" | "report">,
): CountdownConfig {
  const storageKey = `vitrine-countdown-${context.documentId}-${elementId}`;
  if (widgetType === "elementskit-countdown-timer") {
    const style = settings.ekit_countdown_timer_style;
    const due = dueTimestamp(settings.ekit_countdown_timer_due_time, context.timeZone);
    if (due === null) context.report(`countdown ${elementId} has no valid due date`);
    const units: CountdownConfig["units"] = [
      ...(style === EKIT_FLIP_STYLE
        ? [{ unit: "weeks" as const, label: settings.ekit_countdown_timer_weeks_label }]
        : []),
      { unit: "days", label: settings.ekit_countdown_timer_days_label },
      { unit: "hours", label: settings.ekit_countdown_timer_hours_label },
      { unit: "minutes", label: settings.ekit_countdown_timer_minutes_hours_label },
      { unit: "seconds", label: settings.ekit_countdown_timer_seconds_hours_label },
    ];
    return {
      flavour: "elementskit",
      due,
      evergreen: null,
      storageKey,
      units,
      showLabels: style !== EKIT_ZOOM_STYLE,
      actions: ["message"],
      redirect: "",
      finishTitle: settings.ekit_countdown_timer_title,
      finishContent: settings.ekit_countdown_timer_expiry_content,
      style,
      zoom: style === EKIT_ZOOM_STYLE,
    };
  }
  const evergreen = settings.countdown_type === "evergreen";
  const due = evergreen ? null : dueTimestamp(settings.due_date, context.timeZone);
  if (!evergreen && due === null) context.report(`countdown ${elementId} has no valid due date`);
  const labels = settings.custom_labels
    ? [settings.label_days, settings.label_hours, settings.label_minutes, settings.label_seconds]
    : ["Days", "Hours", "Minutes", "Seconds"];
  const shown = [settings.show_days, settings.show_hours, settings.show_minutes, settings.show_seconds];
  const all: CountdownUnit[] = ["days", "hours", "minutes", "seconds"];
  return {
    flavour: "elementor",
    due,
    evergreen: evergreen
      ? settings.evergreen_counter_hours * 3600 + settings.evergreen_counter_minutes * 60
      : null,
    storageKey,
    units: all.flatMap((unit, index) => (shown[index] ? [{ unit, label: String(labels[index]) }] : [])),
    showLabels: settings.show_labels,
    actions: [...new Set(settings.expire_actions)],
    redirect: settings.expire_redirect_url.url,
    finishTitle: "",
    finishContent: settings.message_after_expire,
    style: settings.label_display,
    zoom: false,
  };
}
