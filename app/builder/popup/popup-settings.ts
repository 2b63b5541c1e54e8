import { z } from "zod";
import { type ScheduleBounds, siteScheduleBounds } from "./popup.rules.ts";

/**
 * A popup document's settings as the browser module needs them (widgets.md §3, W-POPUP-01..12): the popup's
 * page settings (`_elementor_page_settings`) and its display settings (`_elementor_popup_display_settings`,
 * `{triggers, timing}`), parsed on the server field by field so one bad value costs only itself. Elementor
 * stores numbers as numbers, numeric strings or `{size, unit}` sliders, switches as `"yes"`; all are accepted.
 * The browser module receives the normalised result as JSON and never parses settings itself.
 */

const number = (fallback: number) =>
  z.unknown().transform((value): number => {
    const raw =
      typeof value === "object" && value !== null && "size" in value
        ? (value as { size: unknown }).size
        : value;
    const parsed = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
    return typeof parsed === "number" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
  });

const switchOn = z
  .unknown()
  .transform((value) => value === "yes" || value === true || value === "1" || value === 1);

const text = (fallback = "") =>
  z
    .unknown()
    .transform((value) =>
      typeof value === "string" ? value : typeof value === "number" ? String(value) : fallback,
    );

const list = z.unknown().transform((value): string[] => {
  const items = Array.isArray(value)
    ? value
    : typeof value === "object" && value !== null
      ? Object.values(value)
      : typeof value === "string" && value !== ""
        ? [value]
        : [];
  return items.filter((item): item is string => typeof item === "string");
});

function choice<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) {
  return z
    .unknown()
    .transform((value): T[number] =>
      typeof value === "string" && (options as readonly string[]).includes(value) ? value : fallback,
    );
}

export const popupTriggersSchema = z.object({
  page_load: switchOn,
  page_load_delay: number(0),
  scrolling: switchOn,
  scrolling_direction: choice(["down", "up"], "down"),
  scrolling_offset: number(50),
  scrolling_to: switchOn,
  scrolling_to_selector: text(),
  click: switchOn,
  click_times: number(1),
  inactivity: switchOn,
  inactivity_time: number(30),
  exit_intent: switchOn,
  adblock_detection: switchOn,
  adblock_detection_delay: number(1),
});

export const popupTimingSchema = z.object({
  page_views: switchOn,
  page_views_views: number(3),
  sessions: switchOn,
  sessions_sessions: number(2),
  url: switchOn,
  url_url: text(),
  url_action: choice(["show", "hide", "regex"], "show"),
  sources: switchOn,
  sources_sources: list,
  logged_in: switchOn,
  logged_in_users: choice(["all", "custom"], "all"),
  logged_in_roles: list,
  devices: switchOn,
  devices_devices: list,
  browsers: switchOn,
  browsers_browsers: choice(["all", "custom"], "all"),
  browsers_options: list,
  times: switchOn,
  times_count: choice(["open", "close"], "open"),
  times_period: choice(["", "day", "week", "month", "session"], ""),
  times_times: number(1),
  schedule: switchOn,
  schedule_timezone: choice(["site", "user"], "site"),
  schedule_start_date: text(),
  schedule_end_date: text(),
  schedule_server_datetime: text(),
});

export const popupPageSettingsSchema = z.object({
  open_selector: text(),
  close_button_delay: number(0),
  close_automatically: number(0),
  prevent_scroll: switchOn,
  prevent_close_on_background_click: switchOn,
  prevent_close_on_esc_key: switchOn,
  close_button_position: choice(["inside", "outside"], "inside"),
  entrance_animation: text(),
  exit_animation: text(),
  /** Seconds (Elementor's slider `{size: 1.2}`). */
  entrance_animation_duration: number(1.2),
  /** Elementor's default is on: Tab stays inside the open popup. */
  a11y_navigation: z.unknown().transform((value) => value !== "no" && value !== false && value !== ""),
  avoid_multiple_popups: switchOn,
  classes: text(),
});

export type PopupTriggers = z.output<typeof popupTriggersSchema>;
export type PopupTiming = z.output<typeof popupTimingSchema>;
export type PopupPageSettings = z.output<typeof popupPageSettingsSchema>;

/** What the browser module receives per popup (its `data-settings`). */
export interface PopupConfig extends PopupPageSettings {
  id: number;
  triggers: PopupTriggers;
  timing: PopupTiming;
  /** A schedule in the shop's time, as instants in the shop's time zone when it was rendered. */
  schedule_bounds?: ScheduleBounds;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Parses each field on its own: a bad value becomes its default (parsing the whole object cannot fail). */
function parseFields<S extends z.ZodObject>(schema: S, input: unknown): z.output<S> {
  const source = record(input);
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(source[key]);
    result[key] = parsed.success ? parsed.data : (field as z.ZodType).parse(undefined);
  }
  return result as z.output<S>;
}

export function popupConfig(
  id: number,
  pageSettings: unknown,
  display: { triggers?: unknown; timing?: unknown } | null,
  shopTimeZone?: string,
): PopupConfig {
  const timing = parseFields(popupTimingSchema, display?.timing);
  const scheduleBounds = shopTimeZone ? siteScheduleBounds(timing, shopTimeZone) : undefined;
  return {
    id,
    ...parseFields(popupPageSettingsSchema, pageSettings),
    triggers: parseFields(popupTriggersSchema, display?.triggers),
    timing,
    ...(scheduleBounds ? { schedule_bounds: scheduleBounds } : {}),
  };
}
