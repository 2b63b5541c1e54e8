import type { WidgetModule } from "../../runtime/types.ts";
import { wireTwoState } from "../flip-box/two-state.client-support.ts";

/** Swaps the pictures by click, tap, Enter or Space (and, for the hover trigger, by mouse hover) (W-MISC-21). */
const module: WidgetModule = {
  mount(element) {
    const swap = element.querySelector<HTMLElement>(".ekit-image-swap");
    if (!swap) return undefined;
    return wireTwoState(
      swap,
      swap,
      "ekit-image-swap--swapped",
      swap.dataset.trigger === "click" ? "click" : "hover",
    );
  },
};

export default module;
