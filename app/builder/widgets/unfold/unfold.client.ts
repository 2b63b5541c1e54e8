import type { WidgetModule } from "../../runtime/types.ts";
import { needsUnfold, unfoldLabel } from "./unfold.rules.ts";

/** The "read more" button: unfolds the content to its full height and folds it back. */
const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>(".ekit-unfold");
    const content = root?.querySelector<HTMLElement>(".ekit-unfold__content");
    const button = root?.querySelector<HTMLButtonElement>(".ekit-unfold__button");
    if (!root || !content || !button) return undefined;
    const texts = {
      expand: button.dataset.expand ?? "Read More",
      collapse: button.dataset.collapse ?? "Read Less",
    };
    const folded = () =>
      Number.parseFloat(getComputedStyle(root).getPropertyValue("--ekit-unfold-height")) || 0;
    if (!needsUnfold(content.scrollHeight, folded())) {
      root.classList.add("ekit-unfold--short");
      return undefined;
    }
    let expanded = false;
    const onClick = () => {
      expanded = !expanded;
      content.style.maxHeight = expanded ? `${content.scrollHeight}px` : "";
      root.classList.toggle("ekit-unfold--open", expanded);
      button.setAttribute("aria-expanded", String(expanded));
      button.textContent = unfoldLabel(expanded, texts);
    };
    button.addEventListener("click", onClick);
    return () => button.removeEventListener("click", onClick);
  },
};

export default module;
