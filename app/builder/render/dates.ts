/**
 * A post's date as WordPress shows it ("24 November 2026"), on the shop's calendar: a post published at
 * 23:30 in Paris is dated that day, not the next one UTC would give.
 */
export function formatPostDate(iso: string, timeZone: string, locale = "en-GB"): string {
  return new Date(iso).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  });
}
