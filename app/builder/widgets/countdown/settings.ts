import { z } from "zod";
import { choice, link, text, toggle } from "../../render/fields.ts";

/**
 * Elementor Pro's `countdown` and ElementsKit's `elementskit-countdown-timer` settings, with their defaults.
 * One schema for both: each widget type reads its own keys (unknown keys are ignored by the other).
 */
const wholeNumber = (value: number) =>
  z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]).default(value);

export const EXPIRE_ACTIONS = ["hide", "redirect", "message"] as const;

export const countdownSettings = z.object({
  // Elementor Pro
  countdown_type: choice(["due_date", "evergreen"], "due_date"),
  due_date: z.string().default(""),
  evergreen_counter_hours: wholeNumber(47),
  evergreen_counter_minutes: wholeNumber(59),
  label_display: choice(["block", "inline"], "block"),
  show_days: toggle(true),
  show_hours: toggle(true),
  show_minutes: toggle(true),
  show_seconds: toggle(true),
  show_labels: toggle(true),
  custom_labels: toggle(false),
  label_days: text("Days"),
  label_hours: text("Hours"),
  label_minutes: text("Minutes"),
  label_seconds: text("Seconds"),
  expire_actions: z.array(z.enum(EXPIRE_ACTIONS)).default([]),
  message_after_expire: text(""),
  expire_redirect_url: link(),
  // ElementsKit
  ekit_countdown_timer_style: choice(["style1", "style2", "style3", "style4", "style5", "style6"], "style1"),
  ekit_countdown_timer_due_time: z.string().default(""),
  ekit_countdown_timer_weeks_label: text("Weeks"),
  ekit_countdown_timer_days_label: text("Days"),
  ekit_countdown_timer_hours_label: text("Hours"),
  ekit_countdown_timer_minutes_hours_label: text("Minutes"),
  ekit_countdown_timer_seconds_hours_label: text("Seconds"),
  ekit_countdown_timer_title: text("Countdown is finished!"),
  ekit_countdown_timer_expiry_content: text(""),
});

export type CountdownSettings = z.output<typeof countdownSettings>;

/** ElementsKit's flip clock (the one style with weeks) and zoom counter (ends with EXPIRED). */
export const EKIT_FLIP_STYLE = "style3";
export const EKIT_ZOOM_STYLE = "style6";
