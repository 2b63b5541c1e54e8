import type { CheckoutCountryData, StateOption } from "../../server/shop/checkout/countries.ts";
import { type StateMode, stateModeFor } from "../../server/shop/checkout/fields.ts";

/**
 * The state control that goes with a chosen country: a list of that country's states, free text, or none.
 * The server renders it for the posted country (so without script a reload lists the right states); with
 * script, AddressFields calls it again when the country select changes and swaps the control in place.
 */
export interface StateControl {
  mode: StateMode;
  options: StateOption[];
}

export function stateControlFor(
  country: string,
  data: Pick<CheckoutCountryData, "states" | "stateless">,
): StateControl {
  const mode = stateModeFor(country, data);
  return { mode, options: mode === "select" ? (data.states[country] ?? []) : [] };
}

/**
 * The state value to keep when the country changes: kept when the new country's list has it (or the field
 * is free text), else cleared so a Californian state code never rides along to Canada.
 */
export function stateValueAfterCountryChange(value: string, control: StateControl): string {
  if (control.mode === "hidden") return "";
  if (control.mode === "text") return value;
  return control.options.some((option) => option.code === value) ? value : "";
}

/** The country a group starts on: the posted one when offered, else the default when offered, else the first. */
export function initialCountry(
  posted: string | undefined,
  fallback: string | undefined,
  data: Pick<CheckoutCountryData, "countries">,
): string {
  const offered = (code: string | undefined) =>
    code ? data.countries.find((country) => country.code === code.toUpperCase())?.code : undefined;
  return offered(posted) ?? offered(fallback) ?? data.countries[0]?.code ?? "";
}
