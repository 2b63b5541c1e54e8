import { Form } from "react-router";
import { ErrorList, Field, type FormFeedback, NO_FEEDBACK } from "./form-parts.tsx";
import { LoginForm } from "./login-form.tsx";

interface LoginPageProps {
  registration: boolean;
  loginNonce: string;
  registerNonce: string;
  redirectTo: string | null;
  /** Feedback of the form that was posted (only that one shows it). */
  posted: { form: string; feedback: FormFeedback } | null;
}

/** Logged out: the login form, and the register form beside it when registration is open. */
export function LoginPage({ registration, loginNonce, registerNonce, redirectTo, posted }: LoginPageProps) {
  const login = posted?.form === "login" ? posted.feedback : NO_FEEDBACK;
  const register = posted?.form === "register" ? posted.feedback : NO_FEEDBACK;
  const loginForm = (
    <div className={registration ? "u-column1 col-1" : undefined}>
      <h2 id="login-heading">Login</h2>
      <LoginForm nonce={loginNonce} redirectTo={redirectTo} feedback={login} labelledBy="login-heading" />
    </div>
  );
  if (!registration) return loginForm;
  return (
    <div className="u-columns col2-set" id="customer_login">
      {loginForm}
      <div className="u-column2 col-2">
        <h2 id="register-heading">Register</h2>
        <Form
          method="post"
          className="woocommerce-form woocommerce-form-register register"
          aria-labelledby="register-heading"
        >
          <ErrorList feedback={register} idPrefix="reg_" />
          <Field
            name="email"
            idPrefix="reg_"
            label="Email address"
            type="email"
            feedback={register}
            autoComplete="email"
            required
          />
          <Field
            name="password"
            idPrefix="reg_"
            label="Password"
            type="password"
            feedback={register}
            autoComplete="new-password"
            required
            description="At least 8 characters; a few words make a strong, memorable password."
          />
          <p className="woocommerce-form-row form-row">
            <input type="hidden" name="woocommerce-register-nonce" value={registerNonce} />
            {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
            <button
              type="submit"
              className="woocommerce-Button woocommerce-button button woocommerce-form-register__submit"
              name="register"
              value="Register"
            >
              Register
            </button>
          </p>
        </Form>
      </div>
    </div>
  );
}

export function LostPasswordForm({
  nonce,
  sent,
  error,
  feedback,
}: {
  nonce: string;
  sent: boolean;
  /** A page-level problem, such as a reset link that no longer works. */
  error: string | null;
  feedback: FormFeedback;
}) {
  if (sent) {
    return (
      <p className="woocommerce-info">
        A password reset email has been sent to the email address on file for your account, but may take
        several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another
        reset.
      </p>
    );
  }
  return (
    <Form method="post" className="woocommerce-ResetPassword lost_reset_password">
      {error ? (
        <ul className="woocommerce-error" role="alert">
          <li>{error}</li>
        </ul>
      ) : null}
      <ErrorList feedback={feedback} />
      <p>
        Lost your password? Please enter your username or email address. You will receive a link to create a
        new password via email.
      </p>
      <Field
        name="user_login"
        label="Username or email"
        feedback={feedback}
        autoComplete="username"
        required
      />
      <p className="woocommerce-form-row form-row">
        <input type="hidden" name="wc_reset_password" value="true" />
        <input type="hidden" name="woocommerce-lost-password-nonce" value={nonce} />
        <button type="submit" className="woocommerce-Button button" value="Reset password">
          Reset password
        </button>
      </p>
    </Form>
  );
}

export function ResetPasswordForm({
  nonce,
  resetKey,
  id,
  feedback,
}: {
  nonce: string;
  resetKey: string;
  id: number;
  feedback: FormFeedback;
}) {
  return (
    <Form method="post" className="woocommerce-ResetPassword lost_reset_password">
      <ErrorList feedback={feedback} />
      <p>Enter a new password below.</p>
      <Field
        name="password_1"
        label="New password"
        type="password"
        feedback={feedback}
        autoComplete="new-password"
        required
      />
      <Field
        name="password_2"
        label="Re-enter new password"
        type="password"
        feedback={feedback}
        autoComplete="new-password"
        required
      />
      <p className="woocommerce-form-row form-row">
        <input type="hidden" name="reset_key" value={resetKey} />
        <input type="hidden" name="reset_id" value={id} />
        <input type="hidden" name="wc_reset_password" value="true" />
        <input type="hidden" name="woocommerce-reset-password-nonce" value={nonce} />
        <button type="submit" className="woocommerce-Button button" value="Save">
          Save
        </button>
      </p>
    </Form>
  );
}

export function LogoutConfirm({ nonce, feedback }: { nonce: string; feedback: FormFeedback }) {
  return (
    <Form method="post" action="/my-account/customer-logout/" className="woocommerce-logout-confirm">
      <ErrorList feedback={feedback} />
      <p className="woocommerce-info">Are you sure you want to log out?</p>
      <input type="hidden" name="_wpnonce" value={nonce} />
      <button type="submit" className="button">
        Confirm and log out
      </button>
    </Form>
  );
}
