/**
 * Postcode formats for the countries whose format is well known. A matching postcode comes back in its
 * canonical form (upper case, the usual space or dash); a postcode of any other country is kept as typed
 * (trimmed, upper-cased); `null` means the format is wrong for the country.
 */

interface PostcodeFormat {
  /** Tested against the value upper-cased with spaces and dashes removed. */
  pattern: RegExp;
  canonical(compact: string): string;
}

const asIs = (compact: string) => compact;
const digits = (count: number): PostcodeFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  canonical: asIs,
});
const splitAt = (position: number, separator: string) => (compact: string) =>
  `${compact.slice(0, position)}${separator}${compact.slice(position)}`;

const FORMATS: Record<string, PostcodeFormat> = {
  FR: digits(5),
  DE: digits(5),
  ES: digits(5),
  IT: digits(5),
  FI: digits(5),
  MX: digits(5),
  BE: digits(4),
  AT: digits(4),
  CH: digits(4),
  DK: digits(4),
  LU: digits(4),
  NO: digits(4),
  AU: digits(4),
  IN: digits(6),
  US: {
    pattern: /^\d{5}(\d{4})?$/,
    canonical: (compact) => (compact.length === 9 ? splitAt(5, "-")(compact) : compact),
  },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/,
    canonical: splitAt(3, " "),
  },
  // Outward code (area + district) then inward code (sector digit + unit letters); GIR 0AA is Girobank's.
  GB: {
    pattern: /^(GIR0AA|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/,
    canonical: (compact) => splitAt(compact.length - 3, " ")(compact),
  },
  NL: { pattern: /^[1-9]\d{3}[A-Z]{2}$/, canonical: splitAt(4, " ") },
  PT: { pattern: /^\d{7}$/, canonical: splitAt(4, "-") },
  PL: { pattern: /^\d{5}$/, canonical: splitAt(2, "-") },
  SE: { pattern: /^\d{5}$/, canonical: splitAt(3, " ") },
  BR: { pattern: /^\d{8}$/, canonical: splitAt(5, "-") },
  JP: { pattern: /^\d{7}$/, canonical: splitAt(3, "-") },
};

export function normalizePostcode(country: string, typed: string): string | null {
  const value = typed.trim().toUpperCase().replace(/\s+/g, " ");
  const format = FORMATS[country];
  if (!format) return value;
  const compact = value.replace(/[\s-]/g, "");
  return format.pattern.test(compact) ? format.canonical(compact) : null;
}

export function hasKnownPostcodeFormat(country: string): boolean {
  return Object.hasOwn(FORMATS, country);
}
