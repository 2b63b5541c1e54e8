import type { ReactNode } from "react";

/** Errors and what was typed, handed back by an account form post that did not go through. */
export interface FormFeedback {
  errors: Record<string, string>;
  notices: string[];
  values: Record<string, string>;
}

export const NO_FEEDBACK: FormFeedback = { errors: {}, notices: [], values: {} };

/** WooCommerce's error list: an alert, each message a link to its field when it has one. */
export function ErrorList({ feedback, idPrefix = "" }: { feedback: FormFeedback; idPrefix?: string }) {
  if (feedback.notices.length === 0) return null;
  const fieldOf = (message: string) =>
    Object.entries(feedback.errors).find(([, text]) => text === message)?.[0];
  return (
    <ul className="woocommerce-error" role="alert" tabIndex={-1}>
      {feedback.notices.map((message) => {
        const field = fieldOf(message);
        return <li key={message}>{field ? <a href={`#${idPrefix}${field}`}>{message}</a> : message}</li>;
      })}
    </ul>
  );
}

interface FieldProps {
  name: string;
  label: string;
  feedback: FormFeedback;
  /** Prefix of the element ids when two forms on a page share field names (`reg_` for register). */
  idPrefix?: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  required?: boolean;
  /** The value when nothing was typed yet (saved details). Passwords never get one. */
  defaultValue?: string;
  rowClass?: string;
  description?: ReactNode;
  after?: ReactNode;
}

/** A labelled input with its error next to it (aria-invalid, aria-describedby). */
export function Field({
  name,
  label,
  feedback,
  idPrefix = "",
  type = "text",
  autoComplete,
  required = false,
  defaultValue = "",
  rowClass = "form-row-wide",
  description,
  after,
}: FieldProps) {
  const error = feedback.errors[name];
  const id = `${idPrefix}${name}`;
  const described = [error ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(" ");
  const value = type === "password" ? undefined : (feedback.values[name] ?? defaultValue);
  return (
    <p className={`woocommerce-form-row form-row ${rowClass}${error ? " woocommerce-invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            {" "}
            <span className="required" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </label>
      <span className={type === "password" ? "password-input" : undefined}>
        <input
          type={type}
          className="woocommerce-Input input-text"
          name={name}
          id={id}
          autoComplete={autoComplete}
          defaultValue={value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {after}
      </span>
      {description ? (
        <span id={`${id}-description`} className="description">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="woocommerce-input-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}
