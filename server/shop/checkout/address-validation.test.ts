import { describe, expect, it } from "vitest";
import { validateCheckoutAddress } from "./address-validation.ts";

const billing = {
  billing_first_name: " Ada ",
  billing_last_name: "Lovelace",
  billing_company: "",
  billing_country: "FR",
  billing_address_1: "12 rue des Potiers",
  billing_address_2: "",
  billing_city: "Paris",
  billing_state: "",
  billing_postcode: " 75011 ",
  billing_phone: "+33 1 23 45 67 89",
  billing_email: "ada@example.com",
};
const shipping = {
  shipping_first_name: "Charles",
  shipping_last_name: "Babbage",
  shipping_company: "Engines Ltd",
  shipping_country: "US",
  shipping_address_1: "1 Market St",
  shipping_address_2: "Suite 2",
  shipping_city: "San Francisco",
  shipping_state: "ca",
  shipping_postcode: "941031234",
};
const options = { allowedCountries: [] };

function errorsOf(
  raw: Record<string, unknown>,
  opts: Parameters<typeof validateCheckoutAddress>[1] = options,
) {
  const result = validateCheckoutAddress(raw, opts);
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("validateCheckoutAddress", () => {
  it("returns trimmed, normalised addresses; shipping copies billing when not shipped elsewhere", () => {
    const result = validateCheckoutAddress({ ...billing, order_comments: "  Leave at the door " }, options);
    expect(result).toEqual({
      ok: true,
      value: {
        billing: {
          first_name: "Ada",
          last_name: "Lovelace",
          company: "",
          country: "FR",
          address_1: "12 rue des Potiers",
          address_2: "",
          city: "Paris",
          state: "",
          postcode: "75011",
          phone: "+33 1 23 45 67 89",
          email: "ada@example.com",
        },
        shipping: {
          first_name: "Ada",
          last_name: "Lovelace",
          company: "",
          country: "FR",
          address_1: "12 rue des Potiers",
          address_2: "",
          city: "Paris",
          state: "",
          postcode: "75011",
          phone: "+33 1 23 45 67 89",
        },
        shipToDifferentAddress: false,
        orderComments: "Leave at the door",
      },
    });
  });

  it("validates the shipping address when shipping to a different address; state codes and ZIP+4 normalised", () => {
    const result = validateCheckoutAddress(
      { ...billing, ...shipping, ship_to_different_address: "1" },
      options,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.value.shipToDifferentAddress).toBe(true);
    expect(result.value.shipping).toEqual({
      first_name: "Charles",
      last_name: "Babbage",
      company: "Engines Ltd",
      country: "US",
      address_1: "1 Market St",
      address_2: "Suite 2",
      city: "San Francisco",
      state: "CA",
      postcode: "94103-1234",
      phone: "",
    });
  });

  it("ignores shipping fields unless the box is ticked, and has no shipping address when nothing ships", () => {
    const unticked = validateCheckoutAddress({ ...billing, shipping_first_name: "" }, options);
    expect(unticked.ok).toBe(true);
    const noShipping = validateCheckoutAddress(
      { ...billing, ship_to_different_address: "1" },
      { ...options, needsShipping: false },
    );
    expect(noShipping.ok && noShipping.value.shipping).toBeNull();
  });

  it("names every missing required field in page order, keyed by field name", () => {
    expect(errorsOf({ billing_country: "FR" })).toEqual([
      { field: "billing_first_name", message: "Billing First name is a required field." },
      { field: "billing_last_name", message: "Billing Last name is a required field." },
      { field: "billing_address_1", message: "Billing Street address is a required field." },
      { field: "billing_city", message: "Billing Town / City is a required field." },
      { field: "billing_postcode", message: "Billing Postcode / ZIP is a required field." },
      { field: "billing_phone", message: "Billing Phone is a required field." },
      { field: "billing_email", message: "Billing Email address is a required field." },
    ]);
    expect(errorsOf({ ...billing, billing_country: "" })).toEqual([
      { field: "billing_country", message: "Billing Country / Region is a required field." },
    ]);
  });

  it("the phone can be optional", () => {
    expect(
      validateCheckoutAddress({ ...billing, billing_phone: "" }, { ...options, phoneRequired: false }).ok,
    ).toBe(true);
  });

  it("requires a state from the list where the country has one", () => {
    const us = { ...billing, billing_country: "US", billing_postcode: "10001" };
    expect(errorsOf(us)).toEqual([{ field: "billing_state", message: "Billing State is a required field." }]);
    expect(errorsOf({ ...us, billing_state: "Narnia" })).toEqual([
      { field: "billing_state", message: "Billing State is not valid. Please choose one from the list." },
    ]);
    const byName = validateCheckoutAddress({ ...us, billing_state: "new york" }, options);
    expect(byName.ok && byName.value.billing.state).toBe("NY");
  });

  it("refuses countries the shop does not sell or ship to", () => {
    const limited = { allowedCountries: ["FR", "BE"] };
    expect(errorsOf({ ...billing, billing_country: "DE", billing_postcode: "10115" }, limited)).toEqual([
      {
        field: "billing_country",
        message: "Billing Country / Region: we do not sell to this country. Please choose another.",
      },
    ]);
    expect(
      errorsOf({ ...billing, ...shipping, ship_to_different_address: "1" }, limited).map(
        (error) => error.field,
      ),
    ).toEqual(["shipping_country"]);
    expect(errorsOf({ ...billing, billing_country: "ZZ" }).map((error) => error.field)).toEqual([
      "billing_country",
    ]);
  });

  it("checks postcode formats for the country", () => {
    expect(errorsOf({ ...billing, billing_postcode: "7501" })).toEqual([
      { field: "billing_postcode", message: "Billing Postcode / ZIP is not a valid postcode / ZIP." },
    ]);
    expect(
      errorsOf({ ...billing, ...shipping, shipping_postcode: "9410", ship_to_different_address: "1" }),
    ).toEqual([{ field: "shipping_postcode", message: "Shipping ZIP Code is not a valid postcode / ZIP." }]);
  });

  it("checks the email address and the phone's characters", () => {
    expect(errorsOf({ ...billing, billing_email: "ada@" })).toEqual([
      { field: "billing_email", message: "Invalid billing email address" },
    ]);
    expect(errorsOf({ ...billing, billing_phone: "call me maybe" })).toEqual([
      { field: "billing_phone", message: "Billing Phone is not a valid phone number." },
    ]);
  });

  it("refuses over-long values and non-text input without throwing", () => {
    expect(errorsOf({ ...billing, billing_city: "x".repeat(201) })).toEqual([
      { field: "billing_city", message: "Billing Town / City is too long (at most 200 characters)." },
    ]);
    expect(errorsOf({ ...billing, billing_first_name: ["Ada", "Bob"] })).toEqual([
      { field: "billing_first_name", message: "Billing First name is a required field." },
    ]);
    expect(errorsOf({ ...billing, order_comments: "x".repeat(5001) }).map((error) => error.field)).toEqual([
      "order_comments",
    ]);
  });
});
