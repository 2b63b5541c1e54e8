import { describe, expect, it } from "vitest";
import { passwordToggleState } from "./password-toggle.ts";

describe("password show/hide toggle (S-CHK-03)", () => {
  it("hidden: a password field, the button offers to show it and is not pressed", () => {
    expect(passwordToggleState(false)).toEqual({
      inputType: "password",
      ariaPressed: "false",
      label: "Show password",
    });
  });
  it("shown: a text field, the button offers to hide it and is pressed", () => {
    expect(passwordToggleState(true)).toEqual({
      inputType: "text",
      ariaPressed: "true",
      label: "Hide password",
    });
  });
});
