import type { WidgetModule } from "../../runtime/types.ts";
import { wireTwoState } from "./two-state.client-support.ts";

/** Turns the flip box by click, tap, Enter or Space (and, for the hover trigger, by mouse hover) (W-MISC-20). */
const module: WidgetModule = {
  mount(element) {
    const box = element.querySelector<HTMLElement>(".elementor-flip-box");
    const front = box?.querySelector<HTMLElement>(".elementor-flip-box__front");
    if (!box || !front) return undefined;
    const trigger = box.dataset.trigger === "click" ? "click" : "hover";
    return wireTwoState(front, box, "elementor-flip-box--turned", trigger);
  },
};

export default module;
