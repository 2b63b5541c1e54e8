import { type ReactNode, useRef, useState } from "react";
import type { CheckoutCountryData } from "../../server/shop/checkout/countries.ts";
import {
  type AddressGroup,
  addressFields,
  type CheckoutField,
  ORDER_COMMENTS_FIELD,
  ORDER_COMMENTS_MAX_LENGTH,
  placeholderFor,
} from "../../server/shop/checkout/fields.ts";
import { useKeptFromBeforeHydration } from "../lib/kept-from-before-hydration.ts";
import {
  initialCountry,
  type StateControl,
  stateControlFor,
  stateValueAfterCountryChange,
} from "./country-state.ts";

type FieldValues = Readonly<Record<string, string | undefined>>;

export interface AddressFieldsProps {
  group: AddressGroup;
  /** checkoutCountryData(settings.checkout.allowedCountries), from the loader. */
  countryData: CheckoutCountryData;
  /** What the shopper typed (posted back on an error) or what the shop knows; keyed by field name. */
  values: FieldValues;
  /** Field name → message from a refused submit. */
  errors?: FieldValues;
  /** The country when none is posted or saved (settings.shop.baseCountry). */
  defaultCountry?: string;
  /** Billing phone required (default true, as WooCommerce). */
  phoneRequired?: boolean;
  /** Leave billing_email out: the customer-information block renders it. */
  excludeEmail?: boolean;
}

/**
 * One address group of the checkout (billing_* or shipping_*), WooCommerce's markup and field names: labels
 * with a required marker, placeholders with an asterisk for required fields (S-CHK-04), values kept on an
 * error, the error next to its field. The state control follows the chosen country: rendered for it on the
 * server, swapped in place when the country changes with script.
 */
export function AddressFields({
  group,
  countryData,
  values,
  errors = {},
  defaultCountry,
  phoneRequired = true,
  excludeEmail = false,
}: AddressFieldsProps) {
  const [country, setCountry] = useState(() =>
    initialCountry(values[`${group}_country`], defaultCountry, countryData),
  );
  const [stateValue, setStateValue] = useState(() => values[`${group}_state`] ?? "");
  const stateControl = stateControlFor(country, countryData);
  const fields = addressFields(group, { country, stateMode: stateControl.mode, phoneRequired, excludeEmail });

  const changeCountry = (next: string) => {
    setStateValue((current) => stateValueAfterCountryChange(current, stateControlFor(next, countryData)));
    setCountry(next);
  };

  return (
    <div className={`woocommerce-${group}-fields__field-wrapper`}>
      {fields.map((field) => (
        <FieldRow key={field.name} field={field} error={errors[field.name]}>
          {(describedBy) => {
            switch (field.control) {
              case "country":
                return (
                  <CountryControl
                    field={field}
                    countryData={countryData}
                    value={country}
                    describedBy={describedBy}
                    invalid={Boolean(errors[field.name])}
                    onChange={changeCountry}
                  />
                );
              case "state-select":
              case "state-text":
                return (
                  <StateInput
                    field={field}
                    control={stateControl}
                    country={country}
                    value={stateValue}
                    onChange={setStateValue}
                    describedBy={describedBy}
                    invalid={Boolean(errors[field.name])}
                  />
                );
              default:
                return (
                  <input
                    type={field.control === "email" ? "email" : field.control === "tel" ? "tel" : "text"}
                    className="input-text"
                    name={field.name}
                    id={field.name}
                    placeholder={placeholderFor(field)}
                    defaultValue={values[field.name] ?? ""}
                    autoComplete={field.autocomplete}
                    maxLength={field.maxLength}
                    required={field.required}
                    aria-invalid={errors[field.name] ? true : undefined}
                    aria-describedby={describedBy}
                  />
                );
            }
          }}
        </FieldRow>
      ))}
    </div>
  );
}

function FieldRow({
  field,
  error,
  children,
}: {
  field: CheckoutField;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = `${field.name}-error`;
  const classes = [
    "form-row",
    field.rowClass,
    field.required ? "validate-required" : "",
    field.key === "email" ? "validate-email" : "",
    field.key === "phone" ? "validate-phone" : "",
    field.key === "postcode" ? "validate-postcode" : "",
    field.key === "state" ? "validate-state" : "",
    error ? "woocommerce-invalid" : "",
    error && field.required ? "woocommerce-invalid-required-field" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <p className={classes} id={`${field.name}_field`}>
      <label htmlFor={field.name} className={field.key === "address_2" ? "screen-reader-text" : undefined}>
        {field.label}
        {"\u00a0"}
        {field.required ? (
          <abbr className="required" title="required">
            *
          </abbr>
        ) : (
          <span className="optional">(optional)</span>
        )}
      </label>
      <span className="woocommerce-input-wrapper">
        {children(error ? errorId : undefined)}
        {error ? (
          <span id={errorId} className="checkout-inline-error-message">
            {error}
          </span>
        ) : null}
      </span>
    </p>
  );
}

function CountryControl({
  field,
  countryData,
  value,
  describedBy,
  invalid,
  onChange,
}: {
  field: CheckoutField;
  countryData: CheckoutCountryData;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (country: string) => void;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useKeptFromBeforeHydration(select, value, onChange);
  const only = countryData.countries.length === 1 ? countryData.countries[0] : undefined;
  if (only) {
    // One country on offer: WooCommerce shows it as text and posts it hidden.
    return (
      <>
        <strong className="selected-country" id={`${field.name}_display`}>
          {only.name}
        </strong>
        <input
          type="hidden"
          name={field.name}
          id={field.name}
          value={only.code}
          autoComplete={field.autocomplete}
        />
      </>
    );
  }
  return (
    <select
      ref={select}
      name={field.name}
      id={field.name}
      className="country_to_state country_select"
      autoComplete={field.autocomplete}
      required={field.required}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    >
      {value === "" ? <option value="">Select a country / region…</option> : null}
      {countryData.countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}

function StateInput({
  field,
  control,
  country,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  field: CheckoutField;
  control: StateControl;
  country: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const text = useRef<HTMLInputElement>(null);
  useKeptFromBeforeHydration(control.mode === "select" ? select : text, value, onChange);
  const common = {
    name: field.name,
    id: field.name,
    autoComplete: field.autocomplete,
    required: field.required,
    value,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy,
    "data-country": country,
  } as const;
  if (control.mode === "select") {
    return (
      <select
        {...common}
        ref={select}
        className="state_select"
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">Select an option…</option>
        {control.options.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      ref={text}
      type="text"
      className="input-text"
      placeholder={placeholderFor(field)}
      maxLength={field.maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The order notes textarea (`order_comments`), optional. */
export function OrderNotesField({ value, error }: { value?: string; error?: string }) {
  const errorId = `${ORDER_COMMENTS_FIELD}-error`;
  return (
    <div className="woocommerce-additional-fields__field-wrapper">
      <p
        className={`form-row notes${error ? " woocommerce-invalid" : ""}`}
        id={`${ORDER_COMMENTS_FIELD}_field`}
      >
        <label htmlFor={ORDER_COMMENTS_FIELD}>
          Order notes{"\u00a0"}
          <span className="optional">(optional)</span>
        </label>
        <span className="woocommerce-input-wrapper">
          <textarea
            name={ORDER_COMMENTS_FIELD}
            className="input-text"
            id={ORDER_COMMENTS_FIELD}
            placeholder="Notes about your order, e.g. special notes for delivery."
            rows={2}
            cols={5}
            maxLength={ORDER_COMMENTS_MAX_LENGTH}
            defaultValue={value ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <span id={errorId} className="checkout-inline-error-message">
              {error}
            </span>
          ) : null}
        </span>
      </p>
    </div>
  );
}
