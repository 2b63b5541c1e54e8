import type { FormEvent } from "react";
import { Form } from "react-router";
import { ErrorList, Field, type FormFeedback } from "./form-parts.tsx";

export const LOST_PASSWORD_PATH = "/my-account/lost-password/";

interface LoginFormProps {
  nonce: string;
  redirectTo: string | null;
  feedback: FormFeedback;
  labelledBy: string;
  /** Where it posts; by default the page it is on (the login form's own page, /my-account/). */
  action?: string;
  /** Prefix of the field ids, when the form shares a page with another login form (the header popup). */
  idPrefix?: string;
  /** A full page load after posting: the session rotates, so every nonce on the page changes. */
  reloadDocument?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** WooCommerce's login form (username, password, remember me); the header's login popup uses it too. */
export function LoginForm({
  nonce,
  redirectTo,
  feedback,
  labelledBy,
  action,
  idPrefix = "",
  reloadDocument = false,
  onSubmit,
}: LoginFormProps) {
  return (
    <Form
      method="post"
      action={action}
      reloadDocument={reloadDocument}
      onSubmit={onSubmit}
      className="woocommerce-form woocommerce-form-login login"
      aria-labelledby={labelledBy}
    >
      <ErrorList feedback={feedback} idPrefix={idPrefix} />
      <Field
        name="username"
        idPrefix={idPrefix}
        label="Username or email address"
        feedback={feedback}
        autoComplete="username"
        required
      />
      <Field
        name="password"
        idPrefix={idPrefix}
        label="Password"
        type="password"
        feedback={feedback}
        autoComplete="current-password"
        required
      />
      <p className="form-row">
        <label className="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
          <input
            className="woocommerce-form__input woocommerce-form__input-checkbox"
            name="rememberme"
            type="checkbox"
            id={`${idPrefix}rememberme`}
            value="forever"
            defaultChecked={feedback.values.rememberme === "forever"}
          />{" "}
          <span>Remember me</span>
        </label>
        <input type="hidden" name="woocommerce-login-nonce" value={nonce} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <button
          type="submit"
          className="woocommerce-button button woocommerce-form-login__submit"
          name="login"
          value="Log in"
        >
          Log in
        </button>
      </p>
      <p className="woocommerce-LostPassword lost_password">
        <a href={LOST_PASSWORD_PATH}>Lost your password?</a>
      </p>
    </Form>
  );
}
