import { TZDate } from "@date-fns/tz";

/**
 * A countdown's due date as stored in a document (`2026-12-24 23:59`, `2026-12-24`, seconds optional) read in
 * the shop's time zone, as Elementor reads it in the site's; null for anything else.
 */
export function dueTimestamp(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  if (month === undefined || month < 1 || month > 12 || day === undefined || day < 1 || day > 31) return null;
  const time = new TZDate(
    year ?? 0,
    month - 1,
    day,
    hours ?? 0,
    minutes ?? 0,
    seconds ?? 0,
    timeZone,
  ).getTime();
  return Number.isFinite(time) ? time : null;
}

/** The due date as people read it: `24 December 2026, 23:59`. */
export function formatDue(timestamp: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone }).format(
    new Date(timestamp),
  );
}
