/**
 * The add-to-cart button's states, shared by list buttons (S-ATC-03..05) and the single product
 * button (S-PROD-07): idle → loading on click, loading → added on success, loading → idle on failure.
 */
export type AddToCartButtonState = "idle" | "loading" | "added";
export type AddToCartButtonEvent = "click" | "success" | "failure";

/** The button's classes per state, as WooCommerce styles them. */
export const BUTTON_STATE_CLASSES: Readonly<Record<AddToCartButtonState, readonly string[]>> = {
  idle: [],
  loading: ["loading"],
  added: ["added"],
};

/**
 * The next state. A click starts loading from any state (adding again after "added" is allowed);
 * success and failure only end a loading state, so a late reply cannot change an idle button.
 */
export function nextButtonState(
  state: AddToCartButtonState,
  event: AddToCartButtonEvent,
): AddToCartButtonState {
  switch (event) {
    case "click":
      return "loading";
    case "success":
      return state === "loading" ? "added" : state;
    case "failure":
      return state === "loading" ? "idle" : state;
  }
}
