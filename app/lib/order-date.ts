/**
 * "March 1, 2026" in the shop's time zone (WooCommerce's default date format), for order pages and emails.
 * Building an `Intl.DateTimeFormat` costs far more than formatting with one (a tenth of an order email's
 * CPU), so one formatter is kept per time zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatOrderDate(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}
