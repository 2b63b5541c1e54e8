import type { CheckoutCustomerConfig } from "../../server/shop/customers/checkout-login-config.server.ts";

export interface CheckoutCustomerInfoProps {
  config: CheckoutCustomerConfig;
  /** What to show in the fields (posted values after an error, else the prefill). */
  values: { billing_email?: string; createaccount?: boolean };
  errors: { billing_email?: string; account_password?: string };
}

/**
 * The checkout's customer information (S-CHK-01): the billing email with its validation message
 * slot, then for guests the login block and the create-account block, and a notice area for login
 * errors. Without script the login block is a link to the account page (back here afterwards) and
 * the create-account box posts with the checkout form; `startCheckoutCustomerInfo` adds the email
 * check, the inline login and the password toggles.
 */
export function CheckoutCustomerInfo({ config, values, errors }: CheckoutCustomerInfoProps) {
  const email = values.billing_email ?? config.prefillEmail;
  const emailDescribedBy = ["billing_email_validation", errors.billing_email ? "billing_email-error" : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      className="ast-customer-info woocommerce-billing-fields"
      id="customer_details_email"
      data-checkout-customer-info=""
    >
      <h2 id="customer_information_heading">Customer information</h2>
      <div className="ast-customer-info__notice woocommerce-NoticeGroup" role="alert" aria-live="assertive" />
      <p
        className={`form-row form-row-wide validate-required validate-email${errors.billing_email ? " woocommerce-invalid woocommerce-invalid-email" : ""}`}
        id="billing_email_field"
      >
        <label htmlFor="billing_email">
          Email address{" "}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <span className="woocommerce-input-wrapper">
          <input
            type="email"
            className="input-text"
            name="billing_email"
            id="billing_email"
            autoComplete="email"
            placeholder="Email address *"
            defaultValue={email}
            required
            aria-required="true"
            aria-invalid={errors.billing_email ? true : undefined}
            aria-describedby={emailDescribedBy}
          />
        </span>
        <span className="ast-email-validation-block" id="billing_email_validation" aria-live="polite" />
        {errors.billing_email ? (
          <span className="woocommerce-input-error" id="billing_email-error">
            {errors.billing_email}
          </span>
        ) : null}
      </p>
      {config.inlineLogin ? <LoginBlock config={config} /> : null}
      {config.accountCreation ? (
        <CreateAccountBlock checked={values.createaccount ?? false} error={errors.account_password} />
      ) : null}
    </div>
  );
}

function LoginBlock({ config }: { config: CheckoutCustomerConfig }) {
  return (
    <div className="ast-customer-login-section" data-login-block="">
      {/* With script the block shows only once the email check finds an account (S-CHK-10): hidden from the start. */}
      <p className="ast-customer-login-link vitrine-no-script-only" data-login-link="">
        Already have an account? <a href={config.loginPageUrl}>Log in</a>
      </p>
      {/* Needs script (an ajax call): revealed by the page wiring once the email check finds an account. */}
      <div className="ast-customer-login-inline" data-login-inline="" hidden>
        <p className="form-row form-row-wide">
          <label htmlFor="ast_customer_login_password">
            Password{" "}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <span className="password-input">
            <input
              type="password"
              className="input-text"
              id="ast_customer_login_password"
              autoComplete="current-password"
              data-login-password=""
            />
            <PasswordToggle controls="ast_customer_login_password" />
          </span>
        </p>
        <p className="form-row">
          <button type="button" className="button ast-customer-login-button" data-login-button="">
            Login
          </button>{" "}
          <a className="ast-customer-lost-password" href={config.lostPasswordUrl}>
            Lost your password?
          </a>
        </p>
      </div>
    </div>
  );
}

function CreateAccountBlock({ checked, error }: { checked: boolean; error: string | undefined }) {
  return (
    <div className="woocommerce-account-fields ast-create-account-section" data-create-account-block="">
      <p className="form-row form-row-wide create-account">
        <label className="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
          <input
            className="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"
            id="createaccount"
            type="checkbox"
            name="createaccount"
            value="1"
            defaultChecked={checked || Boolean(error)}
          />{" "}
          <span>Create an account?</span>
        </label>
      </p>
      <div className="create-account" data-create-account-fields="">
        <p
          className={`form-row form-row-wide validate-required${error ? " woocommerce-invalid" : ""}`}
          id="account_password_field"
        >
          <label htmlFor="account_password">
            Create account password{" "}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <span className="password-input">
            <input
              type="password"
              className="input-text"
              name="account_password"
              id="account_password"
              autoComplete="new-password"
              placeholder="Password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "account_password-error" : undefined}
            />
            <PasswordToggle controls="account_password" />
          </span>
          {error ? (
            <span className="woocommerce-input-error" id="account_password-error">
              {error}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** Shown by the page wiring (it does nothing without script). */
function PasswordToggle({ controls }: { controls: string }) {
  return (
    <button
      type="button"
      className="show-password-input"
      aria-controls={controls}
      aria-pressed="false"
      aria-label="Show password"
      data-password-toggle=""
      hidden
    />
  );
}
