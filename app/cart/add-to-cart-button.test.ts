import { describe, expect, it } from "vitest";
import { type AddToCartButtonState, BUTTON_STATE_CLASSES, nextButtonState } from "./add-to-cart-button.ts";

describe("nextButtonState", () => {
  it("goes from idle to loading on click (S-ATC-03, S-PROD-07)", () => {
    expect(nextButtonState("idle", "click")).toBe("loading");
  });

  it("becomes added on success (S-ATC-04, S-PROD-07)", () => {
    expect(nextButtonState("loading", "success")).toBe("added");
  });

  it("goes back to idle on failure (S-ATC-05, S-PROD-07, S-PROD-17)", () => {
    expect(nextButtonState("loading", "failure")).toBe("idle");
  });

  it("starts loading again when an added button is clicked (S-ATC-03)", () => {
    expect(nextButtonState("added", "click")).toBe("loading");
  });

  it("ignores replies when not loading (S-ATC-04, S-ATC-05)", () => {
    const states: AddToCartButtonState[] = ["idle", "added"];
    for (const state of states) {
      expect(nextButtonState(state, "success")).toBe(state);
      expect(nextButtonState(state, "failure")).toBe(state);
    }
  });

  it("names WooCommerce's loading and added classes per state (S-ATC-03, S-ATC-04)", () => {
    expect(BUTTON_STATE_CLASSES).toEqual({ idle: [], loading: ["loading"], added: ["added"] });
  });
});
