import { z } from "zod";
import type { PostalAddress } from "../../db/schema.ts";
import { type CheckoutCountryData, checkoutCountryData } from "./countries.ts";
import {
  type AddressGroup,
  addressFields,
  type CheckoutField,
  fieldTitle,
  ORDER_COMMENTS_FIELD,
  ORDER_COMMENTS_MAX_LENGTH,
  SHIP_TO_DIFFERENT_ADDRESS_FIELD,
  stateModeFor,
} from "./fields.ts";
import { normalizePostcode } from "./postcodes.ts";

/** One problem with one field; `field` is the form field name (WooCommerce's `data-id`). */
export interface CheckoutFieldError {
  field: string;
  message: string;
}

export interface CheckoutAddressOptions {
  /** settings.checkout.allowedCountries: empty means every country. */
  allowedCountries: readonly string[];
  /** Billing phone required (WooCommerce's default: yes). */
  phoneRequired?: boolean;
  /** false when nothing in the cart ships: shipping fields are then ignored. */
  needsShipping?: boolean;
}

export interface CheckoutAddress {
  billing: PostalAddress & { email: string };
  /** Where the order ships: the shipping fields, or a copy of the billing address; null when nothing ships. */
  shipping: PostalAddress | null;
  shipToDifferentAddress: boolean;
  orderComments: string;
}

export type CheckoutAddressResult =
  | { ok: true; value: CheckoutAddress }
  | { ok: false; errors: CheckoutFieldError[] };

const emailSchema = z.email();
/** WooCommerce's phone rule: nothing but digits, spaces and `# - _ + / ( ) .` */
const PHONE_PATTERN = /^[\d\s#_\-+/().]+$/;
const CHECKED_VALUES = new Set(["1", "on", "true", "yes"]);

function textOf(raw: Readonly<Record<string, unknown>>, name: string): string {
  const value = raw[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Validates the address part of a checkout form (billing, shipping when shipped to a different address,
 * order notes) as WooCommerce does, and returns the cleaned values or every error in page order.
 */
export function validateCheckoutAddress(
  raw: Readonly<Record<string, unknown>>,
  options: CheckoutAddressOptions,
): CheckoutAddressResult {
  const countryData = checkoutCountryData(options.allowedCountries);
  const needsShipping = options.needsShipping ?? true;
  const shipToDifferentAddress =
    needsShipping && CHECKED_VALUES.has(textOf(raw, SHIP_TO_DIFFERENT_ADDRESS_FIELD).toLowerCase());
  const errors: CheckoutFieldError[] = [];

  const billing = validateGroup("billing", raw, countryData, options, errors);
  const shipping = shipToDifferentAddress
    ? validateGroup("shipping", raw, countryData, options, errors)
    : null;

  const orderComments = textOf(raw, ORDER_COMMENTS_FIELD);
  if (orderComments.length > ORDER_COMMENTS_MAX_LENGTH) {
    errors.push({
      field: ORDER_COMMENTS_FIELD,
      message: `Order notes are too long (at most ${ORDER_COMMENTS_MAX_LENGTH} characters).`,
    });
  }

  if (errors.length > 0) return { ok: false, errors };
  const billingAddress = { ...billing, email: billing.email ?? "" };
  const { email: _email, ...billingWithoutEmail } = billingAddress;
  return {
    ok: true,
    value: {
      billing: billingAddress,
      shipping: !needsShipping ? null : (shipping ?? { ...billingWithoutEmail }),
      shipToDifferentAddress,
      orderComments,
    },
  };
}

function validateGroup(
  group: AddressGroup,
  raw: Readonly<Record<string, unknown>>,
  countryData: CheckoutCountryData,
  options: CheckoutAddressOptions,
  errors: CheckoutFieldError[],
): PostalAddress {
  const country = textOf(raw, `${group}_country`).toUpperCase();
  const fields = addressFields(group, {
    country,
    stateMode: stateModeFor(country, countryData),
    phoneRequired: options.phoneRequired ?? true,
  });
  const address: PostalAddress = {
    first_name: "",
    last_name: "",
    company: "",
    country,
    address_1: "",
    address_2: "",
    city: "",
    state: "",
    postcode: "",
    phone: "",
  };
  for (const field of fields) {
    const outcome = validateField(field, textOf(raw, field.name), country, countryData);
    if ("error" in outcome) errors.push({ field: field.name, message: outcome.error });
    else address[field.key] = outcome.value;
  }
  return address;
}

function validateField(
  field: CheckoutField,
  value: string,
  country: string,
  countryData: CheckoutCountryData,
): { value: string } | { error: string } {
  const title = fieldTitle(field);
  if (value === "") return field.required ? { error: `${title} is a required field.` } : { value };
  if (value.length > field.maxLength) {
    return { error: `${title} is too long (at most ${field.maxLength} characters).` };
  }
  switch (field.key) {
    case "country": {
      const upper = value.toUpperCase();
      return countryData.countries.some((option) => option.code === upper)
        ? { value: upper }
        : {
            error:
              field.group === "billing"
                ? `${title}: we do not sell to this country. Please choose another.`
                : `Unfortunately we do not ship to this country. Please enter an alternative shipping address.`,
          };
    }
    case "state": {
      const states = countryData.states[country];
      if (!states) return { value };
      const wanted = value.toUpperCase();
      const match = states.find(
        (state) => state.code.toUpperCase() === wanted || state.name.toUpperCase() === wanted,
      );
      return match
        ? { value: match.code }
        : { error: `${title} is not valid. Please choose one from the list.` };
    }
    case "postcode": {
      const postcode = normalizePostcode(country, value);
      return postcode === null ? { error: `${title} is not a valid postcode / ZIP.` } : { value: postcode };
    }
    case "email": {
      return emailSchema.safeParse(value).success
        ? { value }
        : { error: `Invalid ${field.group} email address` };
    }
    case "phone":
      return PHONE_PATTERN.test(value) && /\d/.test(value)
        ? { value }
        : { error: `${title} is not a valid phone number.` };
    default:
      return { value };
  }
}
