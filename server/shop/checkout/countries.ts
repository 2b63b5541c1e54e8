import { allCountries } from "country-region-data";
import isoCountries from "i18n-iso-countries";

/**
 * Countries and their states for the checkout's address fields. Names come from `i18n-iso-countries`
 * (English), states/regions from `country-region-data`. Pure data lookups, safe anywhere on the server; the
 * browser never loads these packages: the checkout loader passes the resulting `CheckoutCountryData` down.
 */

export interface CountryOption {
  code: string;
  name: string;
}

export interface StateOption {
  code: string;
  name: string;
}

/**
 * What the address fields need about countries: the ones on offer (sorted by name), the state list of each
 * country whose addresses need a state (a required select), and the countries whose addresses carry no
 * state at all (the field is left out). Any other country gets an optional free-text state.
 */
export interface CheckoutCountryData {
  countries: CountryOption[];
  states: Record<string, StateOption[]>;
  stateless: string[];
}

/**
 * Countries whose postal addresses need a state, province or county, and whose list in `country-region-data`
 * uses the codes those addresses use (WooCommerce requires the state for these too). Italy is left out on
 * purpose: its addresses use provinces, while the package lists regions.
 */
export const STATE_SELECT_COUNTRIES = [
  "AR",
  "AU",
  "BR",
  "CA",
  "CN",
  "ES",
  "IE",
  "IN",
  "JP",
  "MX",
  "US",
  "ZA",
] as const;

/** Countries whose addresses carry no state, so the field is not shown (as WooCommerce hides it). */
export const STATELESS_COUNTRIES = [
  "AT",
  "BE",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "FI",
  "FR",
  "HR",
  "HU",
  "IL",
  "IS",
  "KR",
  "LI",
  "LT",
  "LU",
  "LV",
  "MC",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "SE",
  "SG",
  "SI",
  "SK",
] as const;

/**
 * Shorter, everyday names where the ISO name reads oddly in a country list (WooCommerce shows the same short
 * forms, with the code for the two English-speaking giants).
 */
const NAME_OVERRIDES: Record<string, string> = {
  US: "United States (US)",
  GB: "United Kingdom (UK)",
  KR: "South Korea",
  KP: "North Korea",
  RU: "Russia",
  TW: "Taiwan",
  IR: "Iran",
  MK: "North Macedonia",
  PS: "Palestine",
  VA: "Vatican City",
  SY: "Syria",
  LA: "Laos",
  MD: "Moldova",
  BO: "Bolivia",
  VE: "Venezuela",
  TZ: "Tanzania",
  FM: "Micronesia",
  CZ: "Czechia",
};

const stateLists = new Map<string, StateOption[]>(
  allCountries.map(([, code, regions]) => [
    code,
    regions.map(([name, regionCode]) => ({ code: regionCode, name })),
  ]),
);

export function countryName(code: string): string | undefined {
  return NAME_OVERRIDES[code] ?? isoCountries.getName(code, "en", { select: "official" });
}

function allCountryCodes(): string[] {
  return Object.keys(isoCountries.getAlpha2Codes());
}

/** The state list of a country that needs one, or undefined. */
export function statesOf(country: string): StateOption[] | undefined {
  if (!(STATE_SELECT_COUNTRIES as readonly string[]).includes(country)) return undefined;
  return stateLists.get(country);
}

export function isStateless(country: string): boolean {
  return (STATELESS_COUNTRIES as readonly string[]).includes(country);
}

const countryDataCache = new Map<string, CheckoutCountryData>();

/**
 * The checkout's countries: `allowedCountries` when not empty (settings.checkout.allowedCountries), else all.
 * Worked out once per list (it sorts some 250 names) and shared: treat the result as read-only.
 */
export function checkoutCountryData(allowedCountries: readonly string[]): CheckoutCountryData {
  const cacheKey = allowedCountries.join(",");
  let data = countryDataCache.get(cacheKey);
  if (!data) {
    data = buildCountryData(allowedCountries);
    countryDataCache.set(cacheKey, data);
  }
  return data;
}

function buildCountryData(allowedCountries: readonly string[]): CheckoutCountryData {
  const codes = allowedCountries.length > 0 ? [...new Set(allowedCountries)] : allCountryCodes();
  const countries = codes
    .map((code) => ({ code, name: countryName(code) }))
    .filter((country): country is CountryOption => country.name !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const states: Record<string, StateOption[]> = {};
  for (const { code } of countries) {
    const list = statesOf(code);
    if (list) states[code] = list;
  }
  return {
    countries,
    states,
    stateless: countries.map((country) => country.code).filter(isStateless),
  };
}
