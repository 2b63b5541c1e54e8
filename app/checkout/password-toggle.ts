/** The show/hide control of a password field (S-CHK-03). */
export interface PasswordToggleState {
  /** The field's `type`. */
  inputType: "password" | "text";
  ariaPressed: "true" | "false";
  label: string;
}

export function passwordToggleState(shown: boolean): PasswordToggleState {
  return shown
    ? { inputType: "text", ariaPressed: "true", label: "Hide password" }
    : { inputType: "password", ariaPressed: "false", label: "Show password" };
}

/** Flips a field between hidden and shown; returns the new state. */
export function togglePassword(input: HTMLInputElement, button: HTMLElement): PasswordToggleState {
  const state = passwordToggleState(input.type === "password");
  input.type = state.inputType;
  button.setAttribute("aria-pressed", state.ariaPressed);
  button.setAttribute("aria-label", state.label);
  button.classList.toggle("password-visible", state.inputType === "text");
  return state;
}
