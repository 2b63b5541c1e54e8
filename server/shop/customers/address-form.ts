import type { PostalAddress } from "../../db/schema.ts";
import { validateCheckoutAddress } from "../checkout/address-validation.ts";
import type { AddressGroup } from "../checkout/fields.ts";

export type SavedAddressResult =
  | { ok: true; value: Partial<PostalAddress> }
  | { ok: false; errors: Record<string, string> };

/** A stand-in billing email while a shipping address is checked with the billing rules (dropped again). */
const PLACEHOLDER_EMAIL = "placeholder@example.com";

/**
 * My account → Addresses: one group's `billing_*` or `shipping_*` fields, checked with the checkout's
 * own rules (server/shop/checkout/address-validation.ts) so a saved address always passes at checkout.
 * That module validates whole checkout forms; a shipping address is checked by renaming its fields to
 * billing ones (without phone and email) and renaming the errors back.
 */
export function validateSavedAddress(
  group: AddressGroup,
  raw: Readonly<Record<string, unknown>>,
  allowedCountries: readonly string[],
): SavedAddressResult {
  if (group === "billing") {
    const result = validateCheckoutAddress(pick(raw, "billing_", "billing_"), {
      allowedCountries,
      needsShipping: false,
    });
    if (!result.ok) return { ok: false, errors: errorMap(result.errors, (field) => field) };
    return { ok: true, value: result.value.billing };
  }
  const renamed: Record<string, unknown> = {
    ...pick(raw, "shipping_", "billing_"),
    billing_email: PLACEHOLDER_EMAIL,
  };
  delete renamed.billing_phone;
  const result = validateCheckoutAddress(renamed, {
    allowedCountries,
    needsShipping: false,
    phoneRequired: false,
  });
  if (!result.ok) {
    return {
      ok: false,
      errors: errorMap(
        result.errors,
        (field) => field.replace(/^billing_/, "shipping_"),
        (message) => message.replace(/^Billing /, "Shipping "),
      ),
    };
  }
  const { email: _email, phone: _phone, ...shipping } = result.value.billing;
  return { ok: true, value: shipping };
}

function pick(raw: Readonly<Record<string, unknown>>, from: string, to: string): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name.startsWith(from)) picked[`${to}${name.slice(from.length)}`] = value;
  }
  return picked;
}

function errorMap(
  errors: { field: string; message: string }[],
  renameField: (field: string) => string,
  renameMessage: (message: string) => string = (message) => message,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[renameField(error.field)] ??= renameMessage(error.message);
  return map;
}
