import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkoutCountryData } from "../../server/shop/checkout/countries.ts";
import { AddressFields, OrderNotesField } from "./address-fields.tsx";

const countryData = checkoutCountryData(["FR", "US", "BE", "IT"]);

/** The opening tag of the element with this id, whatever the attribute order. */
function tagOf(html: string, id: string): string {
  return html.match(new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`))?.[0] ?? "";
}

describe("AddressFields", () => {
  it("renders WooCommerce's billing fields with labels, required markers and asterisked placeholders (S-CHK-04)", () => {
    const html = renderToStaticMarkup(
      <AddressFields group="billing" countryData={countryData} values={{}} defaultCountry="FR" />,
    );
    expect(html).toContain(
      '<p class="form-row form-row-first validate-required" id="billing_first_name_field">',
    );
    expect(html).toContain(
      '<label for="billing_first_name">First name\u00a0<abbr class="required" title="required">*</abbr></label>',
    );
    expect(html).toContain(
      '<label for="billing_company">Company name\u00a0<span class="optional">(optional)</span></label>',
    );
    const firstName = tagOf(html, "billing_first_name");
    expect(firstName).toContain('name="billing_first_name"');
    expect(firstName).toContain('placeholder="First name *"');
    expect(firstName).toContain('autoComplete="given-name"');
    expect(tagOf(html, "billing_company")).toContain('placeholder="Company name"');
    expect(tagOf(html, "billing_address_1")).toContain('placeholder="House number and street name *"');
    expect(tagOf(html, "billing_email")).toContain('type="email"');
    expect(tagOf(html, "billing_phone")).toContain('type="tel"');
    // France has no state field.
    expect(html).not.toContain("billing_state");
  });

  it("lists the countries on offer with the chosen one selected", () => {
    const html = renderToStaticMarkup(
      <AddressFields group="billing" countryData={countryData} values={{ billing_country: "BE" }} />,
    );
    expect(tagOf(html, "billing_country")).toContain('name="billing_country"');
    expect(html).toContain('<option value="BE" selected="">Belgium</option>');
    expect(html.match(/<option value="[A-Z]{2}"/g)).toHaveLength(4);
  });

  it("lists every state of the posted country, so a reload without script has them (US)", () => {
    const html = renderToStaticMarkup(
      <AddressFields
        group="shipping"
        countryData={countryData}
        values={{ shipping_country: "US", shipping_state: "NY", shipping_city: "New York" }}
      />,
    );
    expect(tagOf(html, "shipping_state")).toMatch(/^<select/);
    expect(html).toContain('<option value="NY" selected="">New York</option>');
    expect(html).toContain('<option value="CA">California</option>');
    expect(html).toContain(
      '<label for="shipping_state">State\u00a0<abbr class="required" title="required">*</abbr></label>',
    );
    expect(html).toContain('<label for="shipping_postcode">ZIP Code');
    expect(tagOf(html, "shipping_city")).toContain('value="New York"');
    expect(html).not.toContain("shipping_phone");
    expect(html).not.toContain("shipping_email");
  });

  it("gives a free-text optional state where the country has no list (Italy)", () => {
    const html = renderToStaticMarkup(
      <AddressFields
        group="billing"
        countryData={countryData}
        values={{ billing_country: "IT", billing_state: "MI" }}
      />,
    );
    const state = tagOf(html, "billing_state");
    expect(state).toMatch(/^<input/);
    expect(state).toContain('value="MI"');
    expect(html).toContain(
      '<label for="billing_state">Province\u00a0<span class="optional">(optional)</span>',
    );
  });

  it("keeps what was typed and shows each error next to its field", () => {
    const html = renderToStaticMarkup(
      <AddressFields
        group="billing"
        countryData={countryData}
        values={{ billing_country: "FR", billing_first_name: "Ada <3", billing_postcode: "7501" }}
        errors={{ billing_postcode: "Billing Postcode / ZIP is not a valid postcode / ZIP." }}
      />,
    );
    expect(tagOf(html, "billing_first_name")).toContain('value="Ada &lt;3"');
    const postcode = tagOf(html, "billing_postcode");
    expect(postcode).toContain('value="7501"');
    expect(postcode).toContain('aria-invalid="true"');
    expect(postcode).toContain('aria-describedby="billing_postcode-error"');
    expect(html).toContain(
      '<span id="billing_postcode-error" class="checkout-inline-error-message">Billing Postcode / ZIP is not a valid postcode / ZIP.</span>',
    );
    expect(html).toContain(
      'class="form-row form-row-wide validate-required validate-postcode woocommerce-invalid woocommerce-invalid-required-field"',
    );
    expect(tagOf(html, "billing_city")).not.toContain("aria-invalid");
  });

  it("leaves the email out when another block renders it, and can make the phone optional", () => {
    const html = renderToStaticMarkup(
      <AddressFields
        group="billing"
        countryData={countryData}
        values={{}}
        excludeEmail
        phoneRequired={false}
      />,
    );
    expect(html).not.toContain("billing_email");
    expect(tagOf(html, "billing_phone")).toContain('placeholder="Phone"');
  });

  it("shows a single allowed country as text and posts it hidden", () => {
    const html = renderToStaticMarkup(
      <AddressFields group="billing" countryData={checkoutCountryData(["FR"])} values={{}} />,
    );
    expect(html).toContain('<strong class="selected-country" id="billing_country_display">France</strong>');
    expect(tagOf(html, "billing_country")).toContain('type="hidden"');
    expect(tagOf(html, "billing_country")).toContain('value="FR"');
  });
});

describe("OrderNotesField", () => {
  it("renders the optional order_comments textarea with what was typed", () => {
    const html = renderToStaticMarkup(<OrderNotesField value="Leave it <here>" />);
    expect(html).toContain(
      '<label for="order_comments">Order notes\u00a0<span class="optional">(optional)</span></label>',
    );
    expect(html).toMatch(/<textarea[^>]*name="order_comments"[^>]*>Leave it &lt;here&gt;<\/textarea>/);
  });

  it("shows its error", () => {
    const html = renderToStaticMarkup(
      <OrderNotesField error="Order notes are too long (at most 5000 characters)." />,
    );
    expect(html).toContain('aria-describedby="order_comments-error"');
    expect(html).toContain("Order notes are too long");
  });
});
