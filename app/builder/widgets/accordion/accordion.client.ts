import type { WidgetModule } from "../../runtime/types.ts";
import { checkCollapseOptions, itemsToClose } from "./accordion.rules.ts";

/**
 * Accordion mode where the browser does not group `<details name>`: opening an item closes its siblings
 * (W-TABS-01, W-TABS-02). Options come from `data-accordion`; a wrong-typed collapse option throws (W-TABS-04).
 */
const module: WidgetModule = {
  mount(element) {
    const root = element.querySelector<HTMLElement>("[data-accordion]");
    if (!root) return undefined;
    const raw = JSON.parse(root.dataset.accordion ?? "{}") as {
      exclusive?: boolean;
      collapse?: Record<string, unknown>;
    };
    checkCollapseOptions(raw.collapse ?? {});
    const items = [...root.querySelectorAll<HTMLDetailsElement>(":scope > details")];
    const onToggle = (event: Event) => {
      const opened = items.indexOf(event.target as HTMLDetailsElement);
      if (opened < 0 || !items[opened]?.open) return;
      for (const index of itemsToClose(
        opened,
        items.map((item) => item.open),
        raw.exclusive === true,
      )) {
        const item = items[index];
        if (item) item.open = false;
      }
    };
    // `toggle` does not bubble: listen in the capture phase on the group.
    root.addEventListener("toggle", onToggle, true);
    return () => root.removeEventListener("toggle", onToggle, true);
  },
};

export default module;
