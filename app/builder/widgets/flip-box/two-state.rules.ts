/**
 * The two-state toggle of the flip box and the image swap (W-MISC-20, W-MISC-21): shown front or back, turned by
 * hover or by click as the owner set, and always by keyboard (Enter or Space on the control) and by tap.
 */
export type Trigger = "hover" | "click";
export type TwoStateEvent = "pointerenter" | "pointerleave" | "click" | "key" | "escape";

export function nextTwoState(flipped: boolean, event: TwoStateEvent, trigger: Trigger): boolean {
  switch (event) {
    case "pointerenter":
      return trigger === "hover" ? true : flipped;
    case "pointerleave":
      return trigger === "hover" ? false : flipped;
    case "click":
    case "key":
      return !flipped;
    case "escape":
      return false;
  }
}

/** Keys that turn the control: Enter and Space, as for a button. */
export const isToggleKey = (key: string) => key === "Enter" || key === " ";
