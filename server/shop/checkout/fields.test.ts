import { describe, expect, it } from "vitest";
import { addressFields, fieldTitle, placeholderFor, stateModeFor } from "./fields.ts";

const france = { country: "FR", stateMode: "hidden", phoneRequired: true } as const;

describe("checkout address fields", () => {
  it("uses WooCommerce's billing field names in page order, with autofill tokens", () => {
    const fields = addressFields("billing", { country: "US", stateMode: "select", phoneRequired: true });
    expect(fields.map((field) => [field.name, field.autocomplete])).toEqual([
      ["billing_first_name", "given-name"],
      ["billing_last_name", "family-name"],
      ["billing_company", "organization"],
      ["billing_country", "country"],
      ["billing_address_1", "address-line1"],
      ["billing_address_2", "address-line2"],
      ["billing_city", "address-level2"],
      ["billing_state", "address-level1"],
      ["billing_postcode", "postal-code"],
      ["billing_phone", "tel"],
      ["billing_email", "email"],
    ]);
  });

  it("shipping has the same fields without phone and email; email can be left to another block", () => {
    expect(addressFields("shipping", france).map((field) => field.name)).toEqual([
      "shipping_first_name",
      "shipping_last_name",
      "shipping_company",
      "shipping_country",
      "shipping_address_1",
      "shipping_address_2",
      "shipping_city",
      "shipping_postcode",
    ]);
    expect(
      addressFields("billing", { ...france, excludeEmail: true }).map((field) => field.key),
    ).not.toContain("email");
  });

  it("company and address line 2 are optional; the state is required only where a list exists", () => {
    const required = (country: string, stateMode: "select" | "text" | "hidden") =>
      addressFields("billing", { country, stateMode, phoneRequired: true })
        .filter((field) => field.required)
        .map((field) => field.key);
    expect(required("US", "select")).toEqual([
      "first_name",
      "last_name",
      "country",
      "address_1",
      "city",
      "state",
      "postcode",
      "phone",
      "email",
    ]);
    expect(required("IT", "text")).not.toContain("state");
    expect(required("FR", "hidden")).not.toContain("state");
    expect(required("IE", "select")).not.toContain("postcode");
  });

  it("the phone requirement is an option", () => {
    const phone = addressFields("billing", { ...france, phoneRequired: false }).find(
      (f) => f.key === "phone",
    );
    expect(phone?.required).toBe(false);
  });

  it("labels follow the country (ZIP Code, Province) and name fields share a row", () => {
    const us = addressFields("billing", { country: "US", stateMode: "select", phoneRequired: true });
    expect(us.find((field) => field.key === "postcode")?.label).toBe("ZIP Code");
    expect(us.find((field) => field.key === "state")?.label).toBe("State");
    const ca = addressFields("billing", { country: "CA", stateMode: "select", phoneRequired: true });
    expect(ca.find((field) => field.key === "state")?.label).toBe("Province");
    expect(us.slice(0, 3).map((field) => field.rowClass)).toEqual([
      "form-row-first",
      "form-row-last",
      "form-row-wide",
    ]);
  });

  it("required fields get an asterisk appended to the placeholder, optional ones do not (S-CHK-04)", () => {
    const fields = addressFields("billing", france);
    const byKey = (key: string) => fields.find((field) => field.key === key);
    const firstName = byKey("first_name");
    const company = byKey("company");
    const street = byKey("address_1");
    if (!firstName || !company || !street) throw new Error("missing field");
    expect(placeholderFor(firstName)).toBe("First name *");
    expect(placeholderFor(street)).toBe("House number and street name *");
    expect(placeholderFor(company)).toBe("Company name");
    expect(placeholderFor({ placeholder: "Town / City", required: true })).toBe("Town / City *");
  });

  it("the state shows as a list, free text, or not at all", () => {
    const data = { states: { US: [] }, stateless: ["FR"] };
    expect(stateModeFor("US", data)).toBe("select");
    expect(stateModeFor("FR", data)).toBe("hidden");
    expect(stateModeFor("IT", data)).toBe("text");
  });

  it("names fields the way WooCommerce's messages do", () => {
    expect(fieldTitle({ group: "billing", label: "First name" })).toBe("Billing First name");
    expect(fieldTitle({ group: "shipping", label: "Town / City" })).toBe("Shipping Town / City");
  });
});
