/**
 * The checkout's address fields as WooCommerce names them (`billing_first_name`, `shipping_city`, …), so
 * browser autofill and existing integrations keep working. Pure definitions, shared by the page components
 * and the server-side validation; no country data is imported here (see countries.ts), so the browser
 * bundle stays small.
 */

export type AddressGroup = "billing" | "shipping";

export type AddressKey =
  | "first_name"
  | "last_name"
  | "company"
  | "country"
  | "address_1"
  | "address_2"
  | "city"
  | "state"
  | "postcode"
  | "phone"
  | "email";

/** How the state field shows for a country: a list to choose from, free text, or not at all. */
export type StateMode = "select" | "text" | "hidden";

export type FieldControl = "text" | "email" | "tel" | "country" | "state-select" | "state-text";

export interface CheckoutField {
  /** The form field name: `<group>_<key>`. */
  name: string;
  group: AddressGroup;
  key: AddressKey;
  label: string;
  required: boolean;
  control: FieldControl;
  /** HTML autofill token. */
  autocomplete: string;
  /** Placeholder text before the required marker (see `placeholderFor`). */
  placeholder: string;
  /** WooCommerce's layout classes: first and last name share a row. */
  rowClass: "form-row-first" | "form-row-last" | "form-row-wide";
  maxLength: number;
}

/** The longest value kept for an address field (WooCommerce stores them as post meta; 200 is ample). */
export const ADDRESS_FIELD_MAX_LENGTH = 200;
/** The longest order note kept. */
export const ORDER_COMMENTS_MAX_LENGTH = 5000;

export const ORDER_COMMENTS_FIELD = "order_comments";
export const SHIP_TO_DIFFERENT_ADDRESS_FIELD = "ship_to_different_address";

/** The order of the fields on the page (WooCommerce's default priorities). */
export const ADDRESS_KEYS: readonly AddressKey[] = [
  "first_name",
  "last_name",
  "company",
  "country",
  "address_1",
  "address_2",
  "city",
  "state",
  "postcode",
  "phone",
  "email",
];

const AUTOCOMPLETE: Record<AddressKey, string> = {
  first_name: "given-name",
  last_name: "family-name",
  company: "organization",
  country: "country",
  address_1: "address-line1",
  address_2: "address-line2",
  city: "address-level2",
  state: "address-level1",
  postcode: "postal-code",
  phone: "tel",
  email: "email",
};

/** Country-specific labels (WooCommerce's address locale), for the countries that name things differently. */
const LOCALE_LABELS: Record<string, { state?: string; postcode?: string; city?: string }> = {
  US: { state: "State", postcode: "ZIP Code" },
  CA: { state: "Province", postcode: "Postal code" },
  AU: { state: "State", city: "Suburb" },
  BR: { state: "State" },
  MX: { state: "State" },
  IN: { state: "State", postcode: "PIN Code" },
  JP: { state: "Prefecture" },
  ES: { state: "Province" },
  IT: { state: "Province" },
  IE: { state: "County", postcode: "Eircode" },
  CN: { state: "Province" },
  AR: { state: "Province" },
  ZA: { state: "Province" },
  GB: { state: "County" },
};

/** Countries without postcodes in everyday use, where the field is optional. */
export const POSTCODE_OPTIONAL_COUNTRIES: readonly string[] = [
  "IE",
  "HK",
  "AE",
  "QA",
  "BS",
  "BZ",
  "GH",
  "PA",
];

export interface AddressFieldOptions {
  /** The chosen country (decides labels, the state control and which fields are required). */
  country: string;
  stateMode: StateMode;
  /** Billing phone required (WooCommerce's default). */
  phoneRequired: boolean;
  /** Leave the billing email out (it is rendered by the customer-information block). */
  excludeEmail?: boolean;
}

/** The fields of one address group, in page order. Shipping has no phone or email. */
export function addressFields(group: AddressGroup, options: AddressFieldOptions): CheckoutField[] {
  const locale = LOCALE_LABELS[options.country] ?? {};
  const fields: CheckoutField[] = [];
  for (const key of ADDRESS_KEYS) {
    if (group === "shipping" && (key === "phone" || key === "email")) continue;
    if (key === "email" && options.excludeEmail) continue;
    if (key === "state" && options.stateMode === "hidden") continue;
    fields.push({
      name: `${group}_${key}`,
      group,
      key,
      label: labelFor(key, locale),
      required: isRequired(key, options),
      control: controlFor(key, options.stateMode),
      autocomplete: AUTOCOMPLETE[key],
      placeholder: placeholderTextFor(key, locale),
      rowClass:
        key === "first_name" ? "form-row-first" : key === "last_name" ? "form-row-last" : "form-row-wide",
      maxLength: ADDRESS_FIELD_MAX_LENGTH,
    });
  }
  return fields;
}

function labelFor(key: AddressKey, locale: (typeof LOCALE_LABELS)[string]): string {
  switch (key) {
    case "first_name":
      return "First name";
    case "last_name":
      return "Last name";
    case "company":
      return "Company name";
    case "country":
      return "Country / Region";
    case "address_1":
      return "Street address";
    case "address_2":
      return "Apartment, suite, unit, etc.";
    case "city":
      return locale.city ?? "Town / City";
    case "state":
      return locale.state ?? "State / County";
    case "postcode":
      return locale.postcode ?? "Postcode / ZIP";
    case "phone":
      return "Phone";
    case "email":
      return "Email address";
  }
}

function placeholderTextFor(key: AddressKey, locale: (typeof LOCALE_LABELS)[string]): string {
  if (key === "address_1") return "House number and street name";
  if (key === "address_2") return "Apartment, suite, unit, etc.";
  return labelFor(key, locale);
}

function isRequired(key: AddressKey, options: AddressFieldOptions): boolean {
  switch (key) {
    case "company":
    case "address_2":
      return false;
    case "state":
      return options.stateMode === "select";
    case "postcode":
      return !POSTCODE_OPTIONAL_COUNTRIES.includes(options.country);
    case "phone":
      return options.phoneRequired;
    default:
      return true;
  }
}

function controlFor(key: AddressKey, stateMode: StateMode): FieldControl {
  switch (key) {
    case "email":
      return "email";
    case "phone":
      return "tel";
    case "country":
      return "country";
    case "state":
      return stateMode === "select" ? "state-select" : "state-text";
    default:
      return "text";
  }
}

/**
 * The placeholder a field shows: its hint, with an asterisk appended when the field is required (S-CHK-04,
 * as Astra does for checkout fields).
 */
export function placeholderFor(field: Pick<CheckoutField, "placeholder" | "required">): string {
  return field.required ? `${field.placeholder} *` : field.placeholder;
}

/** How the state shows for a country, given what the checkout knows about countries. */
export function stateModeFor(
  country: string,
  data: { states: Record<string, unknown>; stateless: readonly string[] },
): StateMode {
  if (Object.hasOwn(data.states, country)) return "select";
  if (data.stateless.includes(country)) return "hidden";
  return "text";
}

/** "Billing First name", the way WooCommerce names a field in its error messages. */
export function fieldTitle(field: Pick<CheckoutField, "group" | "label">): string {
  return `${field.group === "billing" ? "Billing" : "Shipping"} ${field.label}`;
}
